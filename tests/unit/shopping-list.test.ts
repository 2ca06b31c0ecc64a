// The shopping list's sense of "already listed" and "which bottle did I just buy", both the matcher's.
import { describe, expect, it } from "vitest";
import { findSameOnList, pickBarItemToRestock, type RestockCandidate } from "../../src/domain/shopping-list";

describe("findSameOnList", () => {
  it.each<[string, string[], number]>([
    ["gin", ["Limes", "Gin"], 1],
    ["Fresh lime juice", ["Limes"], 0],
    ["Gin", ["Tanqueray"], 0],
    ["Limes", ["Lime juice"], -1],
    ["London dry gin", ["Gin"], -1],
    ["Sweet vermouth", ["Dry vermouth"], -1],
    ["Ginger beer", ["Gin"], -1],
    ["Campari", [], -1],
  ])("%s on %j: %i", (name, listed, expected) => {
    expect(findSameOnList(name, listed)).toBe(expected);
  });
});

describe("pickBarItemToRestock", () => {
  const shelf: RestockCandidate[] = [
    { name: "Tanqueray", aliases: [], quantity: "LOW" },
    { name: "Beefeater", aliases: [], quantity: "EMPTY" },
    { name: "Campari", aliases: [], quantity: "HALF" },
    { name: "House bottle", aliases: ["Sweet vermouth"], quantity: "EMPTY" },
  ];

  it("refills the emptiest bottle that meets the name, EMPTY ones included", () => {
    expect(pickBarItemToRestock("Gin", shelf)).toBe(1);
    expect(pickBarItemToRestock("Tanqueray", shelf)).toBe(0);
    expect(pickBarItemToRestock("Campari", shelf)).toBe(2);
  });

  it("counts the user's 'also counts as' names", () => {
    expect(pickBarItemToRestock("Sweet vermouth", shelf)).toBe(3);
  });

  it("finds nothing for a different product or a sibling", () => {
    expect(pickBarItemToRestock("Aperol", shelf)).toBe(-1);
    expect(pickBarItemToRestock("Dry vermouth", shelf)).toBe(-1);
    expect(pickBarItemToRestock("Sloe gin", shelf)).toBe(-1);
  });
});
