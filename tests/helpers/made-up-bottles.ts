import { readFileSync } from "node:fs";
import path from "node:path";
import { expect } from "vitest";
import { matchesIngredient } from "../../src/domain/matching";
import { DATA_FILES, type BrandData } from "../../src/domain/matching/knowledge";
import { tokenizePhrase } from "../../src/domain/matching/text";

/** A bottle's name as the matcher folds it, to tell whether two names are the same bottle. */
const key = (name: string) => tokenizePhrase(name).join(" ");

function brandNamesInTheData(): Set<string> {
  const names = new Set<string>();
  for (const file of Object.values(DATA_FILES.brands)) {
    for (const brand of (file as { brands: BrandData[] }).brands) {
      for (const name of [brand.name, ...(brand.aka ?? [])]) names.add(key(name));
    }
  }
  return names;
}

function bottlesOf(fixtures: readonly string[]): Set<string> {
  const bottles = new Set<string>();
  for (const name of fixtures) {
    const file = JSON.parse(readFileSync(path.resolve(import.meta.dirname, "../fixtures", name), "utf8")) as { bottles: Array<{ bottle: string }> };
    for (const { bottle } of file.bottles) bottles.add(key(bottle));
  }
  return bottles;
}

/**
 * The check each long-tail round's tests make of their made-up bottles: a bottle must be new to
 * the data and to every labelled set read so far (`readFixtures`, under tests/fixtures), so a rule
 * is shown to work on a name nobody tuned it to; it then meets every ingredient of the first list
 * and none of the second.
 */
export function madeUpBottlesChecker(readFixtures: readonly string[]) {
  const dataNames = brandNamesInTheData();
  const readSets = bottlesOf(readFixtures);
  return function expectBottles(cases: Array<[bottle: string, meets: string[], notMeets: string[]]>): void {
    for (const [bottle, meets, notMeets] of cases) {
      expect(dataNames.has(key(bottle)), `${bottle} is in the data`).toBe(false);
      expect(readSets.has(key(bottle)), `${bottle} is in a labelled set`).toBe(false);
      for (const ingredient of meets) expect(matchesIngredient(ingredient, bottle), `${ingredient} <- ${bottle}`).toBe(true);
      for (const ingredient of notMeets) expect(matchesIngredient(ingredient, bottle), `${ingredient} <- ${bottle}`).toBe(false);
    }
  };
}
