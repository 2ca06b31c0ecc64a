// The starter shelf: forty distinct things, each one the matcher understands.
import { describe, expect, it } from "vitest";
import { describeName, matchesIngredient } from "../../src/domain/matching";
import { STARTER_SHELF } from "../../src/domain/starter-shelf";

describe("starter shelf", () => {
  it("offers 40 bottles", () => {
    expect(STARTER_SHELF).toHaveLength(40);
  });

  it("names only things the matcher understands", () => {
    expect(STARTER_SHELF.filter((name) => describeName(name).kind === null)).toEqual([]);
  });

  it("never offers one thing twice: no entry stands in for another", () => {
    const overlaps = STARTER_SHELF.flatMap((a) => STARTER_SHELF.filter((b) => a !== b && matchesIngredient(b, a)).map((b) => `${a} meets ${b}`));
    expect(overlaps).toEqual([]);
  });

  it("meets the staples recipes ask for", () => {
    for (const [ingredient, item] of [
      ["Fresh lime juice", "Limes"],
      ["Egg white", "Eggs"],
      ["Gin", "London dry gin"],
      ["Bitters", "Angostura bitters"],
    ] as const) {
      expect(STARTER_SHELF).toContain(item);
      expect(matchesIngredient(ingredient, item)).toBe(true);
    }
  });
});
