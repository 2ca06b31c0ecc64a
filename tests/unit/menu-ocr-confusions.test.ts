// OCR's usual misreadings on a photographed menu (src/domain/menu/data/ocr-confusions.json),
// counted as half a slip when an ingredient word is put right (src/domain/menu/ocr-confusions.ts).
import { describe, expect, it } from "vitest";
import { describeName } from "../../src/domain/matching";
import confusionData from "../../src/domain/menu/data/ocr-confusions.json";
import { nearestVocabularyPhrase, readIngredients } from "../../src/domain/menu/ingredients";
import { lostThinLettersOnly, misreadingCost, SLIP } from "../../src/domain/menu/ocr-confusions";

describe("menu data: OCR's misreadings", () => {
  it("are pairs of two different lowercase texts of one or two characters, each listed once, and thin letters are single characters", () => {
    const seen = new Set<string>();
    for (const pair of confusionData.pairs) {
      expect(pair).toHaveLength(2);
      const [a, b] = pair as [string, string];
      expect(a, `${a}/${b}`).not.toBe(b);
      for (const text of [a, b]) {
        expect(text, text).toBe(text.toLowerCase());
        expect(text.length, text).toBeGreaterThanOrEqual(1);
        expect(text.length, text).toBeLessThanOrEqual(2);
      }
      const key = [a, b].sort().join("/");
      expect(seen.has(key), key).toBe(false);
      seen.add(key);
    }
    for (const letter of confusionData.thin) expect([...letter]).toHaveLength(1);
  });
});

describe("misreadingCost", () => {
  it.each<[string, string, string]>([
    ["letters run together: rn read for m", "arnaretto", "amaretto"],
    ["a letter split in two: m read as in", "cinarnon", "cinnamon"],
    ["cl read for d", "clark rum", "dark rum"],
    ["li read as h", "hrne", "lime"],
    ["a thin letter lost", "ime", "lime"],
    ["a like shape: c read for e", "orange pcel", "orange peel"],
  ])("counts %s as less than a whole slip each", (_what, read, meant) => {
    const cost = misreadingCost(read, meant, 2 * SLIP);
    expect(cost).toBeLessThan(2 * SLIP);
    expect(cost).toBeGreaterThan(0);
  });

  it("counts any other edit as a whole slip, and stops past the limit", () => {
    expect(misreadingCost("lemon", "melon", 4)).toBe(2 * SLIP);
    expect(misreadingCost("gin", "gin", 0)).toBe(0);
    expect(misreadingCost("gin", "vodka", SLIP)).toBe(SLIP + 1);
    expect(misreadingCost("campan", "campari", 4)).toBeLessThan(misreadingCost("campan", "sampan", 4));
  });

  it("costs no more than the plain edit distance in whole slips", () => {
    const pairs = [["pneappie", "pineapple"], ["srowbernry", "strawberry"], ["tyme", "thyme"], ["olove", "clove"], ["suice", "juice"]] as const;
    for (const [a, b] of pairs) expect(misreadingCost(a, b, 10 * SLIP), `${a}/${b}`).toBeLessThanOrEqual(3 * SLIP);
  });
});

describe("ingredient words put right with OCR's misreadings", () => {
  it.each<[string, string]>([
    ["arnaretto", "amaretto"],
    ["Carnpari", "Campari"],
    ["sweet verrnouth", "sweet vermouth"],
    ["clark rum", "dark rum"],
    ["orange pcel", "orange peel"],
    ["ilme", "lime"],
    ["emon", "lemon"],
    ["vvhite rum", "white rum"],
    ["rve", "rye"],
  ])("%s is %s", (read, meant) => {
    expect(nearestVocabularyPhrase(read)).toBe(meant);
  });

  it("puts a word of two letters right only into the one kind it is with thin letters lost before its last", () => {
    expect(lostThinLettersOnly("me", "lime")).toBe(true);
    expect(lostThinLettersOnly("gn", "gin")).toBe(true);
    expect(lostThinLettersOnly("as", "asti")).toBe(false);
    expect(lostThinLettersOnly("me", "mace")).toBe(false);
    expect([nearestVocabularyPhrase("me"), nearestVocabularyPhrase("gn")]).toEqual(["lime", "gin"]);
    for (const word of ["as", "of", "or", "to", "in", "on", "it", "by", "at"]) expect(nearestVocabularyPhrase(word), word).toBeNull();
    expect(readIngredients("vodka, pear. me, soda").map((i) => i.name)).toEqual(["vodka", "pear", "lime", "soda"]);
  });

  it("still guesses between no two names equally near, and leaves prose alone", () => {
    for (const word of ["memon", "olove", "suice", "house", "bright", "served"]) expect(nearestVocabularyPhrase(word), word).toBeNull();
  });

  it("reads a list with misread words and a lost comma after a name of two words into lines the matcher knows", () => {
    const names = readIngredients("clark rum pineapple, arnaretto & ilme").map((i) => i.name);
    expect(names).toEqual(["dark rum", "pineapple", "amaretto", "lime"]);
    for (const name of names) expect(describeName(name).kind, name).not.toBeNull();
    // read whole, "dark rum coconut" would be a coconut rum
    expect(readIngredients("dark rum coconut, lime").map((i) => i.name)).toEqual(["dark rum", "coconut", "lime"]);
  });
});
