// A catalogue cocktail as the caller sees it, and as it becomes one of their recipes.
import { describe, expect, it } from "vitest";
import { findCatalogueCocktail } from "../../src/domain/catalogue";
import { catalogueEntry, recipeFromCatalogue } from "../../src/domain/catalogue-entries";
import { buildShelfIndex } from "../../src/domain/matching";
import { RecipeIdentityIndex } from "../../src/domain/recipe-identity";

const negroni = findCatalogueCocktail("negroni")!;
const shelf = buildShelfIndex([{ name: "Tanqueray" }, { name: "Campari" }, { name: "Martini Rosso", empty: true }]);

describe("catalogue entries", () => {
  it("marks each ingredient with the one matcher; an empty bottle does not count", () => {
    const entry = catalogueEntry(negroni, shelf, new RecipeIdentityIndex());
    expect(entry.ingredients.map((i) => [i.name, i.available])).toEqual([
      ["Gin", true],
      ["Campari", true],
      ["Sweet vermouth", false],
    ]);
    expect(entry.missingCount).toBe(1);
    expect(entry).toMatchObject({ inMyRecipes: false, myRecipe: null });
  });

  it("knows the caller's recipe of the same title and ingredient kinds, and not one of another spec", () => {
    const mine = (ingredients: string[]) =>
      new RecipeIdentityIndex([{ id: "r1", title: "  The  NEGRONI ", ingredients: ingredients.map((name) => ({ name })) }]);
    const same = catalogueEntry(negroni, shelf, mine(["Beefeater", "Campari", "Martini Rosso"]));
    expect(same).toMatchObject({ inMyRecipes: true, myRecipe: { id: "r1", title: "  The  NEGRONI " } });
    expect(catalogueEntry(negroni, shelf, mine(["Mezcal", "Campari", "Sweet vermouth"])).inMyRecipes).toBe(false);
  });

  it("becomes a recipe with the cocktail's spec, its availability and its description as the note", () => {
    const recipe = recipeFromCatalogue(negroni, shelf);
    expect(recipe).toMatchObject({ title: "Negroni", glassware: negroni.glassware, garnish: negroni.garnish, sourceDrinkId: null, notes: negroni.description });
    expect(recipe.steps).toEqual(negroni.steps);
    expect(recipe.ingredients.map((i) => i.available)).toEqual([true, true, false]);
    expect(recipe.ingredients.map((i) => i.amount)).toEqual(negroni.ingredients.map((i) => i.amount));
  });
});
