// The held-out bottle sets (tests/fixtures/bottles-*.json) and which of their bottles carry a brand
// the matcher's data already names: shared by npm run eval:matching and the fixtures' shape tests,
// so "outside the data" means the same thing in the report and in the check.
import { readFileSync } from "node:fs";
import { DATA_FILES, type BrandData } from "../src/domain/matching/knowledge";
import { tokenizePhrase } from "../src/domain/matching/text";

export interface HeldOutBottle { bottle: string; meets: string[]; notMeets: string[] }

/** [recipe ingredient line, bottle on the shelf, does the bottle meet the line] */
export type LabelledPair = [string, string, boolean];

export function loadBottles(file: string): HeldOutBottle[] {
  return (JSON.parse(readFileSync(file, "utf8")) as { bottles: HeldOutBottle[] }).bottles;
}

export function pairsOfBottles(bottles: readonly HeldOutBottle[]): LabelledPair[] {
  return bottles.flatMap((b): LabelledPair[] => [
    ...b.meets.map((ingredient): LabelledPair => [ingredient, b.bottle, true]),
    ...b.notMeets.map((ingredient): LabelledPair => [ingredient, b.bottle, false]),
  ]);
}

/** Every brand and product phrase of the data, as normalised words. */
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

/**
 * A bottle is "known" when a brand phrase of the data appears in its name word for word; "verbatim"
 * counts the bottles whose whole name is such a phrase.
 */
export function splitByBrandKnowledge(bottles: readonly HeldOutBottle[]) {
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
