import { describe, expect, it } from "vitest";
import { describeName, matchesIngredient } from "@/domain/matching";
import type { BarItem, Recipe } from "@/domain/types";
import type { RecommendationsAnswer } from "@/server/recipes/recommendations";
import { signUp, type TestClient } from "../helpers/client";
import { expectIssues } from "../helpers/validation";

async function addRecipe(client: TestClient, title: string, names: string[]): Promise<Recipe> {
  const res = await client.post<Recipe>("/api/recipes", {
    title,
    ingredients: names.map((name) => ({ name, amount: "30 ml", available: false })),
    steps: ["Shake with ice and strain"],
  });
  expect(res.status).toBe(201);
  return res.body;
}

async function addBar(client: TestClient, names: string[]): Promise<BarItem[]> {
  return Promise.all(names.map(async (name) => (await client.post<BarItem>("/api/bar-items", { name })).body));
}

async function recommendations(client: TestClient): Promise<RecommendationsAnswer> {
  const res = await client.get<RecommendationsAnswer>("/api/recommendations");
  expect(res.status).toBe(200);
  return res.body;
}

/** The issue's example: limes, lemons, syrup, soda and a white rum; three gin drinks and a Daiquiri. */
async function sourShelf(client: TestClient) {
  const bar = await addBar(client, ["Limes", "Lemons", "Simple syrup", "Soda water", "White rum"]);
  const recipes = [
    await addRecipe(client, "Gimlet", ["Gin", "Lime juice", "Simple syrup"]),
    await addRecipe(client, "Gin Sour", ["Gin", "Lemon juice", "Simple syrup"]),
    await addRecipe(client, "Tom Collins", ["Gin", "Lemon juice", "Simple syrup", "Soda water"]),
    await addRecipe(client, "Daiquiri", ["White rum", "Lime juice", "Simple syrup"]),
  ];
  return { bar, recipes };
}

describe("GET /api/recommendations", () => {
  it("answers what to make now and what to buy: gin first, making three recipes", async () => {
    const client = await signUp();
    await sourShelf(client);
    const body = await recommendations(client);
    expect(Object.keys(body).sort()).toEqual(["fromCatalogue", "makeNow", "nextBottles", "oneAway", "shoppingPlan"]);
    expect(body.makeNow.map((r) => r.title)).toEqual(["Daiquiri"]);
    expect(body.makeNow[0]).toMatchObject({ missingCount: 0, sourceDrink: null });
    expect(body.oneAway.map((o) => [o.recipe.title, o.missing]).sort()).toEqual([
      ["Gimlet", ["Gin"]],
      ["Gin Sour", ["Gin"]],
      ["Tom Collins", ["Gin"]],
    ]);
    const [first] = body.nextBottles;
    // a gin: "London dry gin" when catalogue cocktails ask for one, since it meets plain "Gin" too
    expect(first!.unlocks).toBe(3);
    expect(describeName(first!.name).category).toBe("gin");
    expect(matchesIngredient("Gin", first!.name)).toBe(true);
    expect(first!.recipes.map((r) => r.title).sort()).toEqual(["Gimlet", "Gin Sour", "Tom Collins"]);
    expect(first!.examples.length).toBeGreaterThan(0);
    for (const plan of body.shoppingPlan) expect(plan.names).toContain(first!.name);
    // the catalogue's Daiquiri is the caller's own recipe already: it is not offered again
    expect(body.fromCatalogue.makeNow.map((c) => c.catalogueId)).not.toContain("daiquiri");
  });

  it("leaves EMPTY bar items out, as GET /api/recipes does", async () => {
    const client = await signUp();
    const { bar } = await sourShelf(client);
    const rum = bar.find((b) => b.name === "White rum")!;
    expect((await client.patch(`/api/bar-items/${rum.id}`, { quantity: "EMPTY" })).status).toBe(200);
    const body = await recommendations(client);
    expect(body.makeNow).toEqual([]);
    expect(body.oneAway.map((o) => o.recipe.title)).toContain("Daiquiri");
  });

  it("a brand-new user gets the catalogue's bottles, and a starter shelf shows what they can make", async () => {
    const client = await signUp();
    const fresh = await recommendations(client);
    expect(fresh).toMatchObject({ makeNow: [], oneAway: [], nextBottles: [] });
    expect(fresh.fromCatalogue.makeNow).toEqual([]);
    expect(fresh.shoppingPlan.length).toBeGreaterThan(0);

    const res = await client.post<{ barItems: BarItem[] }>("/api/starter-shelf", {
      names: ["London dry gin", "Campari", "Sweet vermouth", "Limes", "Simple syrup"],
    });
    expect(res.status).toBe(201);
    expect(res.body.barItems.map((b) => [b.name, b.quantity])).toContainEqual(["Campari", "FULL"]);
    const after = await recommendations(client);
    expect(after.fromCatalogue.makeNow.map((c) => c.catalogueId)).toEqual(expect.arrayContaining(["negroni", "gimlet"]));
    expect(after.nextBottles.length).toBeGreaterThan(0);
    expect(after.nextBottles[0]!.catalogueUnlocks).toBeGreaterThan(0);

    // ticking the same bottles again adds nothing twice
    const again = await client.post<{ barItems: BarItem[] }>("/api/starter-shelf", { names: ["Campari", "Oranges"] });
    expect(again.body.barItems.map((b) => b.name)).toEqual(["Oranges"]);
    expectIssues(await client.post("/api/starter-shelf", { names: ["Motor oil"] }), [[["names", 0], "That bottle is not on the starter shelf."]]);
  });

  it("never uses another user's recipes or bar", async () => {
    const owner = await signUp();
    await sourShelf(owner);
    const other = await signUp();
    const negroni = await addRecipe(other, "Negroni", ["Gin", "Campari", "Sweet vermouth"]);
    const body = await recommendations(other);
    expect(body.makeNow).toEqual([]);
    expect(body.oneAway).toEqual([]);
    expect(body.fromCatalogue.makeNow).toEqual([]);
    const mentioned = [
      ...body.nextBottles.flatMap((b) => b.recipes.map((r) => r.id)),
      ...body.shoppingPlan.flatMap((p) => p.recipes.map((r) => r.id)),
    ];
    expect(mentioned.length).toBeGreaterThan(0);
    expect(new Set(mentioned)).toEqual(new Set([negroni.id]));
    expect((await recommendations(owner)).makeNow.map((r) => r.title)).toEqual(["Daiquiri"]);
  });

  it("names each bottle as a shopper asks for it: the kind the recipes ask for with brands as examples, a brand only when a recipe asks for it", async () => {
    const client = await signUp();
    await addBar(client, ["Maker's Mark", "Angostura", "Campari", "Gin", "Oranges", "Soda water"]);
    await addRecipe(client, "Manhattan", ["Bourbon", "Sweet vermouth", "Angostura bitters"]);
    await addRecipe(client, "Negroni", ["Gin", "Campari", "Sweet vermouth"]);
    const body = await recommendations(client);
    const [first] = body.nextBottles;
    expect(Object.keys(first!).sort()).toEqual(["catalogueRecipes", "catalogueUnlocks", "examples", "kind", "name", "recipes", "styleNames", "styles", "unlocks"]);
    expect(first).toMatchObject({ name: "Sweet vermouth", kind: "Sweet vermouth", styles: [], unlocks: 2 });
    expect(first!.examples.length).toBeGreaterThanOrEqual(2);
    for (const example of first!.examples) expect(matchesIngredient("Sweet vermouth", example), example).toBe(true);
    // no brand of sweet vermouth takes the kind's name, alone or in a plan
    const named = [...body.nextBottles.map((b) => b.name), ...body.shoppingPlan.flatMap((p) => p.names)];
    for (const name of named) if (describeName(name).kind === "sweet_vermouth") expect(name).toBe("Sweet vermouth");
    for (const plan of body.shoppingPlan) {
      expect(Object.keys(plan).sort()).toEqual(["bottles", "catalogueRecipes", "catalogueUnlocks", "names", "recipes", "unlocks"]);
      expect(plan.bottles.map((b) => b.name)).toEqual(plan.names);
      for (const bottle of plan.bottles) expect(Object.keys(bottle).sort()).toEqual(["examples", "kind", "name", "styleNames", "styles"]);
    }

    // a recipe asking for the brand: the brand is the bottle, and it makes all three
    await addRecipe(client, "Boulevardier", ["Bourbon", "Campari", "Punt e Mes"]);
    const [brand] = (await recommendations(client)).nextBottles;
    expect(brand).toMatchObject({ name: "Punt e Mes", kind: null, styles: [], examples: [], unlocks: 3 });
  });

  it("lists styles of one kind once when one makes nothing the other does not", async () => {
    const client = await signUp();
    await addBar(client, ["Limes", "Lemons", "Simple syrup", "Soda water", "Angostura", "Oranges", "Eggs", "Mint"]);
    await addRecipe(client, "Gimlet", ["Gin", "Lime juice", "Simple syrup"]);
    const { nextBottles } = await recommendations(client);
    const gin = nextBottles.find((b) => matchesIngredient("Gin", b.name))!;
    expect(gin.kind).toBe("Gin");
    expect(gin.styles.length).toBeGreaterThan(0);
    // each style with the bottle it is, the bottle listed first
    expect(gin.styleNames).toHaveLength(gin.styles.length);
    expect(gin.styleNames[0]).toBe(gin.name);
    expect(gin.recipes.map((r) => r.title)).toEqual(["Gimlet"]);
    // any other gin listed makes a drink this one does not
    const drinks = (b: (typeof nextBottles)[number]) => [...b.recipes.map((r) => r.id), ...b.catalogueRecipes.map((c) => c.catalogueId)];
    for (const other of nextBottles.filter((b) => b !== gin && matchesIngredient("Gin", b.name))) {
      expect(drinks(other).some((d) => !drinks(gin).includes(d)), other.name).toBe(true);
    }
  });
});
