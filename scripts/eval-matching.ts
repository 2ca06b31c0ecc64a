// npm run eval:matching — precision, recall and F1 of the ingredient matcher on the shared
// labelled examples (tests/fixtures/matching-examples.json), on the project's own larger labelled
// set (tests/fixtures/matching-labelled.json), on the held-out bottles
// (tests/fixtures/bottles-heldout.json) and on seven long-tail sets of bottles mostly outside the
// data, all labelled blind: the development set (tests/fixtures/bottles-longtail.json) and five
// test sets (tests/fixtures/bottles-longtail-test.json, tests/fixtures/bottles-longtail-blind.json,
// tests/fixtures/bottles-longtail-blind2.json, tests/fixtures/bottles-longtail-blind3.json,
// tests/fixtures/bottles-longtail-blind4.json), whose errors have been read to find classes of
// rules, and the blind set (tests/fixtures/bottles-longtail-blind5.json), written after them for
// the honest measure, whose pairs nobody reads to tune against. Each set lists every misclassified
// pair, the false yeses first, except the blind set, which shows its figures only unless run with
// --show-blind (npm run eval:matching -- --show-blind), so tuning never sees its bottles. The
// goals: the familiar sets at F1 >= 0.99, the held-out bottles at precision >= 0.99 and recall >=
// 0.90, and every long-tail set at precision >= 0.995 and recall >= 0.92. A goal that is not met
// prints a BELOW GOAL line; the exit code stays 0 (CI does not run it).
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { matchesIngredient } from "../src/domain/matching";
import {
  loadBottles, pairsOfBottles, splitByBrandKnowledge, type HeldOutBottle, type LabelledPair,
} from "../test-support/brand-split";

interface Score {
  tp: number; fp: number; fn: number; tn: number;
  precision: number; recall: number; f1: number;
  wrong: Array<{ ingredient: string; barItem: string; expected: boolean }>;
}

export function score(pairs: readonly LabelledPair[]): Score {
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

const f3 = (x: number) => x.toFixed(3);

function loadPairs(file: string): LabelledPair[] {
  return (JSON.parse(readFileSync(file, "utf8")) as { pairs: LabelledPair[] }).pairs;
}

/** A false yes costs a user more than a miss, so the false yeses are listed first. */
function printWrong(s: Score): void {
  if (s.wrong.length === 0) return;
  const falseYes = s.wrong.filter((w) => !w.expected);
  const missed = s.wrong.filter((w) => w.expected);
  console.log(`  misclassified (${s.wrong.length}): false yes ${falseYes.length}, missed ${missed.length}`);
  for (const w of falseYes) console.log(`    wrongly yes  "${w.ingredient}"  <-  "${w.barItem}"`);
  for (const w of missed) console.log(`    missed       "${w.ingredient}"  <-  "${w.barItem}"`);
}

function report(title: string, file: string, pairs: readonly LabelledPair[], listWrong = true): Score {
  const s = score(pairs);
  console.log(`\n${title}  (${path.relative(process.cwd(), file)})`);
  console.log(`  pairs ${pairs.length}  available ${s.tp + s.fn}  not available ${s.fp + s.tn}`);
  console.log(`  TP ${s.tp}  FP ${s.fp}  FN ${s.fn}  TN ${s.tn}`);
  console.log(`  precision ${f3(s.precision)}  recall ${f3(s.recall)}  F1 ${f3(s.f1)}`);
  if (listWrong) printWrong(s);
  else if (s.wrong.length > 0) console.log(`  misclassified (${s.wrong.length}): not listed, this is the blind set (--show-blind lists them)`);
  return s;
}

/** The bottles' scores split by whether their brand is in the data: the long tail is the second half. */
function reportBrandSplit(bottles: readonly HeldOutBottle[]): void {
  const { known, unknown, verbatim } = splitByBrandKnowledge(bottles);
  console.log(`  bottles ${bottles.length}: brand in the data ${known.length}, not in the data ${unknown.length}, whole name in the data ${verbatim}`);
  for (const [label, part] of [["brand in the data", known], ["brand not in the data", unknown]] as const) {
    const s = score(pairsOfBottles(part));
    console.log(`  ${label}: pairs ${s.tp + s.fp + s.fn + s.tn}  precision ${f3(s.precision)}  recall ${f3(s.recall)}  F1 ${f3(s.f1)}  (FP ${s.fp}, FN ${s.fn})`);
  }
}

function goal(met: boolean, text: string): boolean {
  console.log(`${met ? "OK" : "BELOW GOAL"}: ${text}`);
  return met;
}

/** The long-tail sets in the order they were written; the last is the blind one. */
const LONG_TAIL_SETS: readonly { name: string; file: string; title: string; blind?: boolean }[] = [
  { name: "development", file: "bottles-longtail.json", title: "development set" },
  { name: "test", file: "bottles-longtail-test.json", title: "test set (its errors read once)" },
  { name: "second test", file: "bottles-longtail-blind.json", title: "second test set (its errors read once)" },
  { name: "third test", file: "bottles-longtail-blind2.json", title: "third test set (its errors read once)" },
  { name: "fourth test", file: "bottles-longtail-blind3.json", title: "fourth test set (its errors read once)" },
  { name: "fifth test", file: "bottles-longtail-blind4.json", title: "fifth test set (its errors read once)" },
  { name: "blind", file: "bottles-longtail-blind5.json", title: "blind set (never tuned against; its pairs read once for the last closing note)", blind: true },
];

function main(): void {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const fixture = (name: string) => path.resolve(here, "..", "tests/fixtures", name);

  const sharedFile = fixture("matching-examples.json");
  const ownFile = fixture("matching-labelled.json");
  const shared = report("Shared examples", sharedFile, loadPairs(sharedFile));
  const own = report("Barshelf labelled set", ownFile, loadPairs(ownFile));

  const heldOutFile = fixture("bottles-heldout.json");
  const heldOutBottles = loadBottles(heldOutFile);
  const heldOut = report("Held-out bottles", heldOutFile, pairsOfBottles(heldOutBottles));
  reportBrandSplit(heldOutBottles);

  // Whoever tunes the matcher runs this script too: the blind set's pairs stay unseen unless asked for.
  const showBlind = process.argv.includes("--show-blind");
  const longTailSets = LONG_TAIL_SETS.map(({ name, file, title, blind }) => {
    const bottles = loadBottles(fixture(file));
    const s = report(`Long tail, ${title}`, fixture(file), pairsOfBottles(bottles), !blind || showBlind);
    reportBrandSplit(bottles);
    return [name, s] as const;
  });

  console.log("\nGoals");
  goal(shared.f1 >= 0.99 && own.f1 >= 0.99,
    `familiar sets F1 >= 0.99 (shared examples ${f3(shared.f1)}, Barshelf labelled set ${f3(own.f1)})`);
  goal(heldOut.precision >= 0.99 && heldOut.recall >= 0.9,
    `held-out bottles precision >= 0.99 and recall >= 0.90 (${f3(heldOut.precision)}, ${f3(heldOut.recall)})`);
  for (const [name, s] of longTailSets) {
    goal(s.precision >= 0.995 && s.recall >= 0.92,
      `long tail (${name} set) precision >= 0.995 and recall >= 0.92 (${f3(s.precision)}, ${f3(s.recall)})`);
  }
}

main();
