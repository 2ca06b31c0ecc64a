// The starter shelf: forty distinct things, each one the matcher understands.
import { describe, expect, it } from "vitest";
import { CATALOGUE } from "../../src/domain/catalogue";
import { catalogueEntry } from "../../src/domain/catalogue-entries";
import { buildShelfIndex, describeName, matchesIngredient } from "../../src/domain/matching";
import { RecipeIdentityIndex } from "../../src/domain/recipe-identity";
import { STARTER_KITS, STARTER_SHELF, starterShelfGroups } from "../../src/domain/starter-shelf";

/** The catalogue cocktails a shelf of these names (all full) makes. */
function makeable(names: readonly string[]): string[] {
  const shelf = buildShelfIndex(names.map((name) => ({ name })));
  return CATALOGUE.map((c) => catalogueEntry(c, shelf, new RecipeIdentityIndex())).filter((e) => e.missingCount === 0).map((e) => e.title);
}

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

  it("groups every bottle exactly once, by shelf category", () => {
    const groups = starterShelfGroups();
    expect(groups.flatMap((g) => g.names).sort()).toEqual([...STARTER_SHELF].sort());
    expect(groups.find((g) => g.names.includes("Campari"))?.names).toContain("Aperol");
    expect(groups.find((g) => g.names.includes("Limes"))?.names).not.toContain("Campari");
  });
});

describe("starter kits", () => {
  it("pick only bottles from the starter shelf, each once", () => {
    for (const kit of STARTER_KITS) {
      expect(kit.names.filter((name) => !STARTER_SHELF.includes(name)), kit.label).toEqual([]);
      expect(new Set(kit.names).size, kit.label).toBe(kit.names.length);
    }
  });

  it("each make at least three catalogue cocktails, and different ones", () => {
    const made = STARTER_KITS.map((kit) => makeable(kit.names));
    made.forEach((titles, i) => expect(titles.length, STARTER_KITS[i]!.label).toBeGreaterThanOrEqual(3));
    expect(new Set(made.map((titles) => titles.join())).size).toBe(STARTER_KITS.length);
  });

  it("make nothing from an empty shelf (the count above comes from the kit)", () => {
    expect(makeable([])).toEqual([]);
  });
});
