// A catalogue cocktail as the caller sees it, and as it becomes one of their recipes.
import { describe, expect, it } from "vitest";
import { findCatalogueCocktail } from "../../src/domain/catalogue";
import { catalogueEntry, recipeFromCatalogue, titleKey } from "../../src/domain/catalogue-entries";
import { buildShelfIndex } from "../../src/domain/matching";

const negroni = findCatalogueCocktail("negroni")!;
const shelf = buildShelfIndex([{ name: "Tanqueray" }, { name: "Campari" }, { name: "Martini Rosso", empty: true }]);

describe("catalogue entries", () => {
  it("marks each ingredient with the one matcher; an empty bottle does not count", () => {
    const entry = catalogueEntry(negroni, shelf, new Set());
    expect(entry.ingredients.map((i) => [i.name, i.available])).toEqual([
      ["Gin", true],
      ["Campari", true],
      ["Sweet vermouth", false],
    ]);
    expect(entry.missingCount).toBe(1);
    expect(entry.inMyRecipes).toBe(false);
  });

  it("knows the caller's recipes by title, whatever the case and spacing", () => {
    expect(titleKey("  The  NEGRONI ")).toBe(titleKey("the negroni"));
    expect(catalogueEntry(negroni, shelf, new Set([titleKey("negroni")])).inMyRecipes).toBe(true);
  });

  it("becomes a recipe with the cocktail's spec, its availability and its description as the note", () => {
    const recipe = recipeFromCatalogue(negroni, shelf);
    expect(recipe).toMatchObject({ title: "Negroni", glassware: negroni.glassware, garnish: negroni.garnish, sourceDrinkId: null, notes: negroni.description });
    expect(recipe.steps).toEqual(negroni.steps);
    expect(recipe.ingredients.map((i) => i.available)).toEqual([true, true, false]);
    expect(recipe.ingredients.map((i) => i.amount)).toEqual(negroni.ingredients.map((i) => i.amount));
  });
});
