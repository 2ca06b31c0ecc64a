// Recommendations: what the shelf makes now, what one bottle or a few would make, checked against
// a brute-force search that asks the matcher about every shelf-plus-bottles combination.
import { describe, expect, it } from "vitest";
import { buildShelfIndex, isAvailable } from "../../src/domain/matching";
import { bottleMeets, buyableName, recommend, type Needs } from "../../src/domain/recommendations";
import { seededRandom } from "../../test-support/random";

interface TestRecipe {
  title: string;
  ingredients: string[];
}

function needsOf(shelf: readonly string[], recipes: readonly TestRecipe[]): Needs<TestRecipe>[] {
  const index = buildShelfIndex(shelf.map((name) => ({ name })));
  return recipes.map((r) => ({ value: r, missing: r.ingredients.filter((i) => !isAvailable(index, i)) }));
}

function recommendFor(shelf: readonly string[], recipes: readonly TestRecipe[], catalogue: readonly TestRecipe[] = []) {
  return recommend({ recipes: needsOf(shelf, recipes), catalogue: needsOf(shelf, catalogue) });
}

const titles = (list: readonly TestRecipe[]) => list.map((r) => r.title).sort();

const SOURS_SHELF = ["Limes", "Lemons", "Simple syrup", "Soda water", "Bacardi Carta Blanca"];
const SOURS: TestRecipe[] = [
  { title: "Gimlet", ingredients: ["Gin", "Lime juice", "Simple syrup"] },
  { title: "Gin Sour", ingredients: ["Gin", "Fresh lemon juice", "Simple syrup"] },
  { title: "Tom Collins", ingredients: ["London dry gin", "Lemon juice", "Simple syrup", "Soda water"] },
  { title: "Daiquiri", ingredients: ["White rum", "Lime juice", "Simple syrup"] },
];

describe("recommendations", () => {
  it("the issue's example: on limes, lemons, syrup, soda and a white rum, gin ranks first and unlocks three", () => {
    const result = recommendFor(SOURS_SHELF, SOURS);
    expect(titles(result.makeNow)).toEqual(["Daiquiri"]);
    expect(result.oneAway.map((o) => [o.recipe.title, o.missing])).toEqual([
      ["Gimlet", ["Gin"]],
      ["Gin Sour", ["Gin"]],
      ["Tom Collins", ["London dry gin"]],
    ]);
    const [first] = result.nextBottles;
    expect(first).toBeDefined();
    // a bottle that meets every gin line: the London dry gin the Tom Collins asks for
    expect(first!.name).toBe("London dry gin");
    // told as a shopper asks: the kind and its style
    expect([first!.kind, first!.styles]).toEqual(["Gin", ["London dry"]]);
    expect(first!.unlocks).toBe(3);
    expect(titles(first!.recipes)).toEqual(["Gimlet", "Gin Sour", "Tom Collins"]);
    expect(first!.examples.length).toBeGreaterThan(0);
    for (const brand of first!.examples) expect(bottleMeets(brand, "London dry gin")).toBe(true);
    // plain "Gin" meets fewer lines than "London dry gin" and is not listed beside it
    expect(result.nextBottles.map((b) => b.name)).not.toContain("Gin");
  });

  it("names a bottle one can buy: the brand a line names, else the kind, never the line's own words", () => {
    expect(buyableName("Campari")).toBe("Campari");
    expect(buyableName("Fresh lime juice")).toBe("Lime juice");
    expect(buyableName("2 oz bourbon whiskey")).not.toBe("2 oz bourbon whiskey");
    expect(bottleMeets(buyableName("2 oz bourbon whiskey")!, "Bourbon")).toBe(true);
    expect(buyableName("   ")).toBeNull();
  });

  it("ranks by the user's recipes unlocked, then by catalogue cocktails unlocked", () => {
    const shelf = ["Sweet vermouth", "Soda water", "Lemons", "Simple syrup"];
    const recipes = [
      { title: "Whiskey Sour", ingredients: ["Bourbon", "Lemon juice", "Simple syrup"] },
      { title: "Americano", ingredients: ["Campari", "Sweet vermouth", "Soda water"] },
    ];
    const catalogue = [
      { title: "Gold Rush", ingredients: ["Bourbon", "Lemon juice", "Honey syrup"] },
      { title: "Manhattan", ingredients: ["Rye whiskey", "Sweet vermouth"] },
      { title: "Boulevardier", ingredients: ["Bourbon", "Campari", "Sweet vermouth"] },
      { title: "Bourbon Highball", ingredients: ["Bourbon", "Soda water"] },
    ];
    const { nextBottles } = recommendFor(shelf, recipes, catalogue);
    expect(nextBottles.map((b) => [b.unlocks, b.catalogueUnlocks])).toEqual([
      [1, 1],
      [1, 0],
      [0, 1],
    ]);
    expect(nextBottles.slice(0, 2).map((b) => b.name)).toEqual(["Bourbon", "Campari"]);
    expect(bottleMeets(nextBottles[2]!.name, "Rye whiskey")).toBe(true);
    expect(titles(nextBottles[0]!.catalogueRecipes)).toEqual(["Bourbon Highball"]);
  });

  it("puts first in shoppingPlan a pair that makes drinks neither bottle makes alone", () => {
    const shelf = ["Carpano Antica Formula", "Oranges"];
    const recipes = [
      { title: "Negroni", ingredients: ["Gin", "Campari", "Sweet vermouth", "Orange twist"] },
      { title: "Negroni on the rocks", ingredients: ["Gin", "Campari", "Sweet vermouth"] },
      { title: "Rum and vermouth", ingredients: ["White rum", "Sweet vermouth"] },
    ];
    const result = recommendFor(shelf, recipes);
    expect(result.nextBottles.map((b) => [b.name, b.unlocks])).toEqual([["White rum", 1]]);
    const [pair, triple] = result.shoppingPlan;
    expect(pair!.names.sort()).toEqual(["Campari", "Gin"]);
    expect(pair!.unlocks).toBe(2);
    expect(titles(pair!.recipes)).toEqual(["Negroni", "Negroni on the rocks"]);
    expect(triple!.names.sort()).toEqual(["Campari", "Gin", "White rum"]);
    expect(triple!.unlocks).toBe(3);
  });

  it("lists the catalogue's cocktails that can be made now and those one bottle away, with that bottle", () => {
    const catalogue = [
      { title: "Daiquiri", ingredients: ["White rum", "Lime juice", "Simple syrup"] },
      { title: "Gimlet", ingredients: ["Gin", "Lime juice", "Simple syrup"] },
      { title: "Negroni", ingredients: ["Gin", "Campari", "Sweet vermouth"] },
    ];
    const { fromCatalogue } = recommendFor(SOURS_SHELF, [], catalogue);
    expect(titles(fromCatalogue.makeNow)).toEqual(["Daiquiri"]);
    expect(fromCatalogue.oneAway.map((o) => [o.cocktail.title, o.missing, o.bottle])).toEqual([["Gimlet", ["Gin"], "Gin"]]);
  });

  it("an empty shelf and no recipes: nothing to make, bottles ranked by the catalogue alone", () => {
    const catalogue = [
      { title: "Vodka Soda", ingredients: ["Vodka", "Soda water"] },
      { title: "Screwdriver", ingredients: ["Vodka", "Orange juice"] },
    ];
    const result = recommendFor([], [], catalogue);
    expect(result.makeNow).toEqual([]);
    expect(result.nextBottles).toEqual([]);
    const [pair, triple] = result.shoppingPlan;
    expect(pair!.names).toContain("Vodka");
    expect(pair!.catalogueUnlocks).toBe(1);
    expect(triple!.names.sort()).toEqual(["Orange juice", "Soda water", "Vodka"]);
    expect(titles(triple!.catalogueRecipes)).toEqual(["Screwdriver", "Vodka Soda"]);
  });
});

// ---- the search is exact: compare with every combination, asked of the matcher directly --------

const INGREDIENTS = [
  "Gin", "London dry gin", "Bourbon", "Rye whiskey", "Whiskey", "White rum", "Aged rum", "Blanco tequila", "Mezcal",
  "Campari", "Aperol", "Sweet vermouth", "Dry vermouth", "Cointreau", "Orange liqueur", "Lime juice", "Lemon juice",
  "Simple syrup", "Honey syrup", "Angostura bitters", "Soda water", "Tonic water", "Ginger beer", "Egg white",
];
const SHELF_NAMES = ["Tanqueray", "Buffalo Trace", "Limes", "Lemons", "Simple syrup", "Angostura", "Soda water", "Eggs", "Noilly Prat", "Campari"];

function pickSome<T>(from: readonly T[], count: number, random: () => number): T[] {
  return [...from].sort(() => random() - 0.5).slice(0, count);
}

function makeableWith(shelf: readonly string[], recipes: readonly TestRecipe[]): number {
  const index = buildShelfIndex(shelf.map((name) => ({ name })));
  return recipes.filter((r) => r.ingredients.every((i) => isAvailable(index, i))).length;
}

function combinations<T>(items: readonly T[], size: number): T[][] {
  if (size === 0) return [[]];
  return items.flatMap((item, i) => combinations(items.slice(i + 1), size - 1).map((rest) => [item, ...rest]));
}

describe("the search matches an exhaustive one on small shelves", () => {
  it("200 random shelves: the best single bottle, pair and triple unlock as many recipes as the best of all combinations", () => {
    const random = seededRandom(11);
    for (let round = 0; round < 200; round++) {
      const shelf = pickSome(SHELF_NAMES, 2 + Math.floor(random() * 5), random);
      const recipes = Array.from({ length: 3 + Math.floor(random() * 6) }, (_, i) => ({
        title: `Recipe ${i}`,
        ingredients: pickSome(INGREDIENTS, 2 + Math.floor(random() * 3), random),
      }));
      const result = recommendFor(shelf, recipes);
      const missing = needsOf(shelf, recipes).flatMap((n) => n.missing);
      const bottles = [...new Set(missing.map((line) => buyableName(line)!))];
      const bestOf = (size: number) =>
        Math.max(
          result.makeNow.length,
          ...combinations(bottles, Math.min(size, bottles.length)).map((extra) => makeableWith([...shelf, ...extra], recipes)),
        ) - result.makeNow.length;

      const context = `round ${round}: shelf ${shelf.join(", ")}; ${recipes.map((r) => r.ingredients.join("+")).join(" / ")}`;
      expect(result.nextBottles[0]?.unlocks ?? 0, context).toBe(bestOf(1));
      for (const bottle of result.nextBottles) {
        expect(bottle.unlocks, context).toBe(makeableWith([...shelf, bottle.name], recipes) - result.makeNow.length);
      }
      const pair = result.shoppingPlan.find((p) => p.names.length === 2);
      const triple = result.shoppingPlan.find((p) => p.names.length === 3);
      if (bottles.length < 2) continue;
      expect(pair?.unlocks ?? 0, context).toBe(bestOf(2));
      expect(triple?.unlocks ?? pair?.unlocks ?? 0, context).toBe(bestOf(3));
      if (pair) expect(pair.unlocks, context).toBe(makeableWith([...shelf, ...pair.names], recipes) - result.makeNow.length);
    }
  });
});
