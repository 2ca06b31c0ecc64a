// npm run eval:matching — precision, recall and F1 of the ingredient matcher on the shared
// labelled examples (tests/fixtures/matching-examples.json), on the project's own larger labelled
// set (tests/fixtures/matching-labelled.json) and on the held-out bottles
// (tests/fixtures/bottles-heldout.json), with every misclassified pair.
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { matchesIngredient } from "../src/domain/matching";
import { DATA_FILES, type BrandData } from "../src/domain/matching/knowledge";
import { tokenizePhrase } from "../src/domain/matching/text";

type Pair = [string, string, boolean];

interface Score {
  tp: number; fp: number; fn: number; tn: number;
  precision: number; recall: number; f1: number;
  wrong: Array<{ ingredient: string; barItem: string; expected: boolean }>;
}

export function score(pairs: readonly Pair[]): Score {
  let tp = 0, fp = 0, fn = 0, tn = 0;
  const wrong: Score["wrong"] = [];
  for (const [ingredient, barItem, expected] of pairs) {
    const got = matchesIngredient(ingredient, barItem);
    if (got && expected) tp++;
    else if (got && !expected) fp++;
    else if (!got && expected) fn++;
    else tn++;
    if (got !== expected) wrong.push({ ingredient, barItem, expected });
  }
  const precision = tp + fp === 0 ? 1 : tp / (tp + fp);
  const recall = tp + fn === 0 ? 1 : tp / (tp + fn);
  const f1 = precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall);
  return { tp, fp, fn, tn, precision, recall, f1, wrong };
}

function loadPairs(file: string): Pair[] {
  const doc = JSON.parse(readFileSync(file, "utf8")) as { pairs: Pair[] };
  return doc.pairs;
}

interface HeldOutBottle { bottle: string; meets: string[]; notMeets: string[] }

function loadBottles(file: string): HeldOutBottle[] {
  return (JSON.parse(readFileSync(file, "utf8")) as { bottles: HeldOutBottle[] }).bottles;
}

function pairsOfBottles(bottles: readonly HeldOutBottle[]): Pair[] {
  return bottles.flatMap((b): Pair[] => [
    ...b.meets.map((ingredient): Pair => [ingredient, b.bottle, true]),
    ...b.notMeets.map((ingredient): Pair => [ingredient, b.bottle, false]),
  ]);
}

/** Every brand phrase of the data, as normalised words. */
function brandPhrases(): string[] {
  const phrases = new Set<string>();
  for (const file of Object.values(DATA_FILES.brands)) {
    for (const b of (file as { brands: BrandData[] }).brands) {
      for (const n of [b.name, ...(b.aka ?? [])]) phrases.add(tokenizePhrase(n).join(" "));
    }
  }
  phrases.delete("");
  return [...phrases];
}

/** A held-out bottle is "known" when a brand phrase of the data appears in its name, word for word. */
function splitByBrandKnowledge(bottles: readonly HeldOutBottle[]) {
  const phrases = brandPhrases();
  const exact = new Set(phrases);
  const known: HeldOutBottle[] = [];
  const unknown: HeldOutBottle[] = [];
  let verbatim = 0;
  for (const b of bottles) {
    const words = ` ${tokenizePhrase(b.bottle).join(" ")} `;
    if (exact.has(words.trim())) verbatim++;
    (phrases.some((p) => words.includes(` ${p} `)) ? known : unknown).push(b);
  }
  return { known, unknown, verbatim };
}

function report(title: string, file: string, given?: readonly Pair[]): Score {
  const pairs = given ?? loadPairs(file);
  const s = score(pairs);
  const f = (x: number) => x.toFixed(3);
  console.log(`\n${title}  (${path.relative(process.cwd(), file)})`);
  console.log(`  pairs ${pairs.length}  available ${s.tp + s.fn}  not available ${s.fp + s.tn}`);
  console.log(`  TP ${s.tp}  FP ${s.fp}  FN ${s.fn}  TN ${s.tn}`);
  console.log(`  precision ${f(s.precision)}  recall ${f(s.recall)}  F1 ${f(s.f1)}`);
  if (s.wrong.length > 0) {
    console.log(`  misclassified (${s.wrong.length}):`);
    for (const w of s.wrong) {
      console.log(`    ${w.expected ? "missed     " : "wrongly yes"}  "${w.ingredient}"  <-  "${w.barItem}"`);
    }
  }
  return s;
}

function main(): void {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const repo = path.resolve(here, "..");
  const shared = report("Shared examples", path.resolve(repo, "tests/fixtures/matching-examples.json"));
  const own = report("Barshelf labelled set", path.resolve(repo, "tests/fixtures/matching-labelled.json"));
  const ok = [shared, own].every((s) => s.precision >= 0.97 && s.f1 >= 0.97);
  console.log(`\n${ok ? "OK" : "BELOW TARGET"}: target precision >= 0.97 and F1 >= 0.97 on both sets`);

  const heldOutFile = path.resolve(repo, "tests/fixtures/bottles-heldout.json");
  const bottles = loadBottles(heldOutFile);
  const { known, unknown, verbatim } = splitByBrandKnowledge(bottles);
  const heldOut = report("Held-out bottles", heldOutFile, pairsOfBottles(bottles));
  console.log(`  bottles ${bottles.length}: brand line in the data ${known.length}, not in the data ${unknown.length}, whole name in the data ${verbatim}`);
  const f = (x: number) => x.toFixed(3);
  const outside = score(pairsOfBottles(unknown));
  console.log(`  bottles whose brand is not in the data: precision ${f(outside.precision)}  recall ${f(outside.recall)}  F1 ${f(outside.f1)}`);
  const goal = heldOut.precision >= 0.99 && heldOut.recall >= 0.9;
  console.log(`\n${goal ? "OK" : "BELOW GOAL"}: held-out goal precision >= 0.99 and recall >= 0.90`);
}

main();
