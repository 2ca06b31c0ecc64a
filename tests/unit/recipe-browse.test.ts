import { describe, expect, it } from "vitest";
import { selectRecipes } from "@/domain/recipe-browse";
import { BASE_SPIRITS } from "@/domain/catalogue";
import { pageOf, readRecipeQuery, recipeQueryParams, DEFAULT_RECIPE_QUERY, RECIPE_BASE_SPIRITS, type RecipeQuery } from "@/domain/recipe-query";
import strengthData from "@/domain/strength-data.json";
import type { RecipeListItem } from "@/domain/types";

let counter = 0;
function recipe(title: string, ingredients: string[], missingCount: number): RecipeListItem {
  counter += 1;
  return {
    id: `r${counter}`,
    userId: "u",
    title,
    ingredients: ingredients.map((name) => ({ name, amount: "", available: true })),
    steps: ["Stir"],
    garnish: null,
    glassware: null,
    sourceDrinkId: null,
    notes: null,
    missingCount,
    createdAt: new Date(Date.UTC(2026, 0, 30 - counter)).toISOString(),
    sourceDrink: null,
  };
}

// Newest first, as the data layer lists them.
const recipes = [
  recipe("Negroni", ["Gin", "Campari", "Sweet vermouth"], 0),
  recipe("Manhattan", ["Rye whiskey", "Sweet vermouth", "Angostura bitters"], 1),
  recipe("Daiquiri", ["White rum", "Lime juice", "Simple syrup"], 2),
  recipe("Gimlet", ["London dry gin", "Lime juice", "Simple syrup"], 1),
  recipe("Paloma", ["Reposado tequila", "Grapefruit soda"], 0),
];
const titles = (query: Partial<RecipeQuery>) => selectRecipes(recipes, { ...DEFAULT_RECIPE_QUERY, ...query }).map((r) => r.title);

describe("selectRecipes", () => {
  it.each([
    [{}, ["Negroni", "Manhattan", "Daiquiri", "Gimlet", "Paloma"]],
    [{ q: "lime" }, ["Daiquiri", "Gimlet"]],
    [{ q: "NEGR" }, ["Negroni"]],
    [{ q: "vermouth rye" }, ["Manhattan"]],
    [{ q: "nothing like this" }, []],
    [{ filter: "now" }, ["Negroni", "Paloma"]],
    [{ filter: "one" }, ["Manhattan", "Gimlet"]],
    [{ spirit: "gin" }, ["Negroni", "Gimlet"]],
    [{ spirit: "whiskey" }, ["Manhattan"]],
    [{ spirit: "tequila" }, ["Paloma"]],
    [{ spirit: "gin", filter: "one" }, ["Gimlet"]],
    [{ sort: "title" }, ["Daiquiri", "Gimlet", "Manhattan", "Negroni", "Paloma"]],
    [{ sort: "missing" }, ["Negroni", "Paloma", "Manhattan", "Gimlet", "Daiquiri"]],
  ] as [Partial<RecipeQuery>, string[]][])("%j → %j", (query, expected) => {
    expect(titles(query)).toEqual(expected);
  });
});

describe("base spirits", () => {
  it("offers every spirit the station's reading can find, and only the catalogue's words", () => {
    const found = new Set(Object.values({ ...strengthData.spiritOfKindName, ...strengthData.spiritOfCategory }));
    expect([...RECIPE_BASE_SPIRITS].sort()).toEqual([...found].sort());
    for (const spirit of RECIPE_BASE_SPIRITS) expect(BASE_SPIRITS).toContain(spirit);
  });

  it("reads the address whatever its case", () => {
    expect(readRecipeQuery({ spirit: "PISCO" }).spirit).toBe("pisco");
    expect(readRecipeQuery({ spirit: "cachaca" }).spirit).toBe("cachaca");
  });
});

describe("the page's query in the address", () => {
  it("reads what it wrote, and leaves defaults out", () => {
    const query: RecipeQuery = { q: "gin", filter: "one", spirit: "rum", sort: "title" };
    const params = recipeQueryParams(query);
    expect(params.toString()).toBe("q=gin&filter=one&spirit=rum&sort=title");
    expect(readRecipeQuery(Object.fromEntries(params))).toEqual(query);
    expect(recipeQueryParams(DEFAULT_RECIPE_QUERY).toString()).toBe("");
  });

  it("falls back to the defaults for unknown values", () => {
    expect(readRecipeQuery({ filter: "drop table", sort: ["a", "b"], spirit: "absinthe" })).toEqual(DEFAULT_RECIPE_QUERY);
  });
});

describe("pageOf", () => {
  const numbers = Array.from({ length: 45 }, (_, i) => i);
  it("hands out pages until the last", () => {
    expect(pageOf(numbers, 0)).toMatchObject({ total: 45, nextOffset: 20 });
    expect(pageOf(numbers, 40)).toEqual({ items: [40, 41, 42, 43, 44], total: 45, nextOffset: null });
    expect(pageOf(numbers, 100)).toEqual({ items: [], total: 45, nextOffset: null });
  });
});
