// What the user already has: the same recipe (folded title, same ingredient kinds) and the same bar product.
import { describe, expect, it } from "vitest";
import { findCatalogueCocktail } from "../../src/domain/catalogue";
import { findSameProduct, isSameIngredientKind, isSameProduct } from "../../src/domain/matching";
import { haveSameIngredientKinds, isSameRecipe, RecipeIdentityIndex, recipeTitleKey } from "../../src/domain/recipe-identity";

const lines = (...names: string[]) => names.map((name) => ({ name, amount: "1 oz" }));
const negroni = findCatalogueCocktail("negroni")!;

describe("recipe titles", () => {
  it.each([
    ["Negroni", "negroni "],
    ["  The  NEGRONI ", "negroni"],
    ["Bee's Knees", "bees knees"],
    ["Piña Colada", "pina colada"],
    ["Gin & Tonic", "gin and tonic"],
    ["Corpse Reviver #2", "corpse reviver 2"],
    ["Last Word!", "the last word"],
  ])("%j and %j are one title", (a, b) => expect(recipeTitleKey(a)).toBe(recipeTitleKey(b)));

  it.each([
    ["Negroni", "Negroni Sbagliato"],
    ["Corpse Reviver #1", "Corpse Reviver #2"],
    ["Margarita", "Margaritas"],
    ["梅酒", "柚子"],
  ])("%j and %j are different titles", (a, b) => expect(recipeTitleKey(a)).not.toBe(recipeTitleKey(b)));

  it("keeps a title that is only 'The'", () => expect(recipeTitleKey("The")).toBe("the"));
});

describe("ingredient kinds", () => {
  it.each([
    ["Tanqueray", "London dry gin"],
    ["Tanqueray", "Gin"],
    ["Carpano Antica Formula", "Sweet vermouth"],
    ["Martini Rosso", "sweet red vermouth"],
    ["Fresh lime juice", "Lime juice"],
    ["Orange liqueur (Cointreau)", "Triple sec"],
    ["Foobar Zing", "foobar zing"],
    ["Beefeater", "Tanqueray"],
  ])("%j asks for the same kind as %j", (a, b) => expect(isSameIngredientKind(a, b)).toBe(true));

  it.each([
    ["Sweet vermouth", "Dry vermouth"],
    ["Lime juice", "Lemon juice"],
    ["Bourbon", "Rye whiskey"],
    ["Campari", "Aperol"],
    ["Cointreau", "Grand Marnier"],
    ["Gin", "Vodka"],
    ["Vodka", "Lemon vodka"],
    ["Gin", "Spirit"],
    ["Foobar Zing", "Foobar Zang"],
  ])("%j and %j are different kinds", (a, b) => expect(isSameIngredientKind(a, b)).toBe(false));

  it("compares sets: order, repeats and amounts do not count, a missing or extra line does", () => {
    expect(haveSameIngredientKinds(["Gin", "Campari", "Sweet vermouth"], ["Martini Rosso", "Tanqueray", "Campari"])).toBe(true);
    expect(haveSameIngredientKinds(["Gin", "Campari", "Sweet vermouth"], ["Gin", "Campari"])).toBe(false);
    expect(haveSameIngredientKinds(["Gin", "Campari"], ["Gin", "Campari", "Orange bitters"])).toBe(false);
  });
});

describe("the same recipe", () => {
  const catalogueNegroni = { title: negroni.title, ingredients: negroni.ingredients };

  it("is the same title and the same kinds, whatever the amounts and brands", () => {
    expect(isSameRecipe({ title: "negroni ", ingredients: lines("Tanqueray", "Campari", "Carpano Antica Formula") }, catalogueNegroni)).toBe(true);
  });

  it("is not the same with the same title and another spec", () => {
    expect(isSameRecipe({ title: "Negroni", ingredients: lines("Mezcal", "Campari", "Sweet vermouth") }, catalogueNegroni)).toBe(false);
    expect(isSameRecipe({ title: "Negroni", ingredients: lines("Gin", "Campari", "Dry vermouth") }, catalogueNegroni)).toBe(false);
  });

  it("is not the same with the same spec and another title", () => {
    expect(isSameRecipe({ title: "Kingston Negroni", ingredients: lines("Gin", "Campari", "Sweet vermouth") }, catalogueNegroni)).toBe(false);
  });

  it("is found among many by the index, the first one added winning", () => {
    const index = new RecipeIdentityIndex([
      { id: "a", title: "Negroni", ingredients: lines("Mezcal", "Campari", "Sweet vermouth") },
      { id: "b", title: "The Negroni", ingredients: lines("Beefeater", "Campari", "Cinzano Rosso") },
      { id: "c", title: "negroni", ingredients: lines("Gin", "Campari", "Sweet vermouth") },
      { id: "d", title: "Daiquiri", ingredients: lines("White rum", "Lime juice", "Simple syrup") },
    ]);
    expect(index.find(catalogueNegroni)?.id).toBe("b");
    expect(index.find({ title: "Daiquiri", ingredients: lines("Rum", "Lime juice", "Sugar syrup") })?.id).toBe("d");
    expect(index.find({ title: "Daiquiri", ingredients: lines("White rum", "Lemon juice", "Simple syrup") })).toBeUndefined();
    expect(index.find({ title: "Boulevardier", ingredients: lines("Bourbon", "Campari", "Sweet vermouth") })).toBeUndefined();
  });
});

describe("the same bar product", () => {
  it.each([
    ["Campari", "campari"],
    ["Campari", "Campari Bitter"],
    ["Tanqueray", "Tanqueray London Dry Gin"],
    ["Hendrick's", "Hendricks Gin"],
    ["Maker's Mark", "Makers Mark Bourbon"],
    ["Campari", "Campari 70 cl"],
    ["Sweet vermouth", "sweet  vermouth"],
    ["Lime juice", "Fresh lime juice"],
    ["Foobar Zing", "foobar zing!"],
    ["Crème de Zzyx", "creme de zzyx"],
  ])("%j is the same product as %j", (a, b) => expect(isSameProduct(a, b)).toBe(true));

  it.each([
    ["Campari", "Aperol"],
    ["Tanqueray", "Tanqueray No. Ten"],
    ["Absolut", "Absolut Citron"],
    ["Martini Rosso", "Martini Bianco"],
    ["Gin", "London dry gin"],
    ["Gin", "Tanqueray"],
    ["Foobar Gin", "Barbaz Gin"],
    ["Havana Club 3", "Havana Club 7"],
    ["Foobar Zing", "Foobar Zang"],
  ])("%j is not the same product as %j", (a, b) => expect(isSameProduct(a, b)).toBe(false));

  it("finds the bar's item that is the same product", () => {
    expect(findSameProduct("campari bitter", ["Aperol", "Tanqueray", "Campari"])).toBe(2);
    expect(findSameProduct("Tanqueray No. Ten", ["Aperol", "Tanqueray", "Campari"])).toBe(-1);
  });
});
