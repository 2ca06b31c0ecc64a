// Ingredient words OCR misread off a photographed menu, put right against the matcher's
// vocabulary: more slips forgiven on longer words, and never a guess between two names.
import { describe, expect, it } from "vitest";
import { describeName } from "../../src/domain/matching";
import { boundedEditDistance } from "../../src/domain/menu/edit-distance";
import { allowedEdits, nearestVocabularyPhrase, readIngredients } from "../../src/domain/menu/ingredients";

describe("slips forgiven by a word's length", () => {
  it("forgives none on the shortest words and more on longer ones", () => {
    expect([2, 4, 5, 6, 9, 10, 16].map(allowedEdits)).toEqual([0, 1, 1, 2, 2, 3, 3]);
  });

  it("counts edits exactly within the limit and reports anything farther as past it", () => {
    expect(boundedEditDistance("pneappie", "pineapple", 2)).toBe(2);
    expect(boundedEditDistance("srowbernry", "strawberry", 3)).toBe(3);
    expect(boundedEditDistance("srowbernry", "strawberry", 2)).toBe(3);
    expect(boundedEditDistance("gin", "vodka", 1)).toBe(2);
    expect(boundedEditDistance("mezcal", "mezcal", 0)).toBe(0);
  });
});

describe("ingredient words put right against the matcher's vocabulary", () => {
  it.each<[string, string, string]>([
    ["a letter lost in a short word", "tyme", "thyme"],
    ["two slips in a word of eight letters", "pneappie", "pineapple"],
    ["a letter read for two (rn for m)", "falemum", "falernum"],
    ["three slips in a word of ten letters", "srowbernry", "strawberry"],
    ["a slip in a name of two words", "whe rum", "white rum"],
  ])("%s: %s", (_what, read, meant) => {
    expect(nearestVocabularyPhrase(read)).toBe(meant);
  });

  it("does not guess between two names equally near", () => {
    // a slip from lemon and from melon alike; from clove and olive; from juice and spice
    for (const word of ["memon", "olove", "suice"]) expect(nearestVocabularyPhrase(word), word).toBeNull();
    expect(readIngredients("gin, memon, soda").map((i) => i.name)).toEqual(["gin", "soda"]);
  });

  it("leaves words of prose, names it knows and numbered names alone", () => {
    for (const word of ["house", "favourite", "bright", "served", "mezcal"]) expect(nearestVocabularyPhrase(word), word).toBeNull();
    expect(nearestVocabularyPhrase("No. 4")).toBeNull();
  });

  it("reads a photographed list with several slips into lines the matcher knows", () => {
    const names = readIngredients("pico. srowbernry, lme, egg white").map((i) => i.name);
    expect(names).toEqual(["pisco", "strawberry", "lime", "egg white"]);
    for (const name of names) expect(describeName(name).kind, name).not.toBeNull();
  });

  it("reads a list whose separators OCR all lost, one ingredient after another", () => {
    expect(readIngredients("calvados maraschino lime egg white").map((i) => i.name)).toEqual(["calvados", "maraschino", "lime", "egg white"]);
    expect(readIngredients("gin served long over crushed ice")).toEqual([]);
  });

  it("still reads prose as no list", () => {
    expect(readIngredients("Bright and bitter, a house favourite")).toEqual([]);
    expect(readIngredients("smooth, served over ice, for sharing")).toEqual([]);
  });
});
