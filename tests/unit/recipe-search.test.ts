import { describe, expect, it } from "vitest";
import { selectRecipes } from "@/domain/recipe-browse";
import { DEFAULT_RECIPE_QUERY, pageOf } from "@/domain/recipe-query";
import { recipeSearch } from "@/domain/recipe-search";
import { recipeSearchParamSchema } from "@/domain/schemas/recipe";
import type { RecipeListItem } from "@/domain/types";

const recipe = (title: string, ...names: string[]) => ({ title, ingredients: names.map((name) => ({ name })) });

const RECIPES = [
  recipe("Penicillin", "Blended Scotch", "Islay scotch", "Lemon juice", "Honey-ginger syrup"),
  recipe("Martinez", "Tanqueray", "Sweet vermouth", "Maraschino"),
  recipe("Gimlet", "London dry gin", "Lime juice", "Simple syrup"),
  recipe("Old Fashioned", "Buffalo Trace", "Sugar", "Angostura bitters"),
  recipe("Manhattan", "Rye whiskey", "Carpano Antica Formula", "Angostura"),
  recipe("Sloe Gin Fizz", "Sloe gin", "Lemon juice", "Soda water"),
  recipe("Moscow Mule", "Vodka", "Ginger beer", "Lime"),
  recipe("Rob Roy", "Scotch whisky", "Sweet vermouth"),
  recipe("Bee's Knees", "Gin Mare", "Honey syrup", "Lemon juice"),
  recipe("Caipirinha", "Cachaça", "Lime", "Sugar"),
  recipe("Paloma", "Blanco tequila", "Grapefruit soda"),
  recipe("Last Word", "Plymouth gin", "Green Chartreuse", "Maraschino", "Lime juice"),
  recipe("Oaxaca Old Fashioned", "Del Maguey Vida", "Reposado tequila", "Agave syrup"),
];

const found = (q: string) => RECIPES.filter(recipeSearch(q)).map((r) => r.title);

describe("recipe search by what the ingredients are", () => {
  it.each([
    // a spirit by kind, brand or style, never by its letters inside another word or product
    ["gin", ["Martinez", "Gimlet", "Sloe Gin Fizz", "Bee's Knees", "Last Word"]],
    ["whiskey", ["Penicillin", "Old Fashioned", "Manhattan", "Rob Roy"]],
    ["whisky", ["Penicillin", "Old Fashioned", "Manhattan", "Rob Roy"]],
    ["bourbon", ["Old Fashioned"]],
    ["scotch", ["Penicillin", "Rob Roy"]],
    ["rye", ["Manhattan"]],
    ["tequila", ["Paloma", "Oaxaca Old Fashioned"]],
    ["mezcal", ["Oaxaca Old Fashioned"]],
    ["vodka", ["Moscow Mule"]],
    // other words, as people mean them: flavours and produce too
    ["ginger", ["Penicillin", "Moscow Mule"]],
    ["lime", ["Gimlet", "Moscow Mule", "Caipirinha", "Last Word"]],
    ["honey", ["Penicillin", "Bee's Knees"]],
    ["tanq", ["Martinez"]],
    // accents and case aside; titles by the start of a word
    ["CACHACA", ["Caipirinha"]],
    ["Cachaça", ["Caipirinha"]],
    ["fash", ["Old Fashioned", "Oaxaca Old Fashioned"]],
    ["roy", ["Rob Roy"]],
    ["ashioned", []],
    // several words: the whole as one ingredient, or each word somewhere
    ["sweet vermouth", ["Martinez", "Manhattan", "Rob Roy"]],
    ["london dry gin", ["Martinez", "Gimlet"]], // Plymouth is a gin of its own style
    ["gin lime", ["Gimlet", "Last Word"]],
    ["mule vodka", ["Moscow Mule"]],
    ["bourbon lime", []],
    ["absinthe", []],
  ])("%s finds %j", (q, expected) => {
    expect(found(q)).toEqual(expected);
  });

  it("does not find the Penicillin for gin (ginger) nor the Sloe Gin Fizz for gin by its sloe gin", () => {
    const withoutTitle = RECIPES.map((r) => ({ ...r, title: "Untitled" }));
    const byIngredients = withoutTitle.filter(recipeSearch("gin")).map((r) => r.ingredients[0]!.name);
    expect(byIngredients).toEqual(["Tanqueray", "London dry gin", "Gin Mare", "Plymouth gin"]);
  });

  it("lets everything through for a blank search", () => {
    expect(found("")).toHaveLength(RECIPES.length);
    expect(found("  ·  ")).toHaveLength(RECIPES.length);
  });

  it("copes with ingredients that have no name", () => {
    expect([recipe("Odd", "", "Gin")].filter(recipeSearch("gin"))).toHaveLength(1);
  });
});

describe("search composes with the page's filters and paging", () => {
  const items: RecipeListItem[] = RECIPES.map((r, i) => ({
    id: `r${i}`,
    userId: "u",
    title: r.title,
    ingredients: r.ingredients.map(({ name }) => ({ name, amount: "", available: true })),
    steps: ["Mix"],
    garnish: null,
    glassware: null,
    sourceDrinkId: null,
    notes: null,
    missingCount: i % 2,
    createdAt: new Date(Date.UTC(2026, 0, 30 - i)).toISOString(),
    sourceDrink: null,
  }));

  it("filters, sorts and then pages the found recipes", () => {
    const selected = selectRecipes(items, { ...DEFAULT_RECIPE_QUERY, q: "gin", sort: "title" });
    expect(selected.map((r) => r.title)).toEqual(["Bee's Knees", "Gimlet", "Last Word", "Martinez", "Sloe Gin Fizz"]);
    expect(pageOf(selected, 0, 2)).toMatchObject({ total: 5, nextOffset: 2 });
    expect(pageOf(selected, 4, 2).items.map((r) => r.title)).toEqual(["Sloe Gin Fizz"]);
    expect(selectRecipes(items, { ...DEFAULT_RECIPE_QUERY, q: "whiskey", filter: "now" }).map((r) => r.title)).toEqual(["Penicillin", "Manhattan"]);
  });
});

describe("the q parameter", () => {
  it("reads none, a blank one or one search", () => {
    expect(recipeSearchParamSchema.parse([])).toBe("");
    expect(recipeSearchParamSchema.parse(["  "])).toBe("");
    expect(recipeSearchParamSchema.parse([" gin "])).toBe("gin");
    expect(recipeSearchParamSchema.parse(["a".repeat(200)])).toHaveLength(200);
  });

  it.each([
    [["a".repeat(201)], "A search can be at most 200 characters."],
    [["gin\tlime"], "A search must be one line, without tabs or other control characters."],
    [["\u007f"], "A search must be one line, without tabs or other control characters."],
    [["gin", "rum"], "Give one search at a time: the address has more than one q."],
  ])("refuses %j with a sentence", (values, sentence) => {
    const result = recipeSearchParamSchema.safeParse(values);
    expect(result.success).toBe(false);
    expect(result.error!.issues[0]!.message).toBe(sentence);
  });
});
