import { describe, expect, it } from "vitest";
import type { BarItem, RecipeListItem } from "@/domain/types";
import { anonymous, signUp, type TestClient } from "../helpers/client";
import { expectIssues } from "../helpers/validation";

const gimlet = {
  title: "Gimlet",
  ingredients: [
    { name: "Gin", amount: "60 ml", available: false },
    { name: "Lime juice", amount: "20 ml", available: false },
    { name: "Simple syrup", amount: "15 ml", available: false },
    { name: "Lime", amount: "1 wheel", available: false },
  ],
  steps: ["Shake with ice", "Strain into a chilled coupe"],
};

interface Cost {
  perServing: number | null;
  currency: string | null;
  missingPrices: string[];
}

async function addBottle(client: TestClient, body: Record<string, unknown>): Promise<BarItem> {
  const res = await client.post<BarItem>("/api/bar-items", body);
  expect(res.status).toBe(201);
  return res.body;
}

async function costOf(client: TestClient, recipeId: string): Promise<Cost> {
  const res = await client.get<RecipeListItem & { cost: Cost }>(`/api/recipes/${recipeId}`);
  expect(res.status).toBe(200);
  return res.body.cost;
}

describe("bar item prices", () => {
  it("stores a price on create and on change, and null clears it", async () => {
    const client = await signUp();
    const gin = await addBottle(client, { name: "Tanqueray", bottleMl: 700, price: 24.5 });
    expect(gin.price).toBe(24.5);
    const changed = await client.patch<BarItem>(`/api/bar-items/${gin.id}`, { price: 27 });
    expect(changed.body.price).toBe(27);
    expect((await client.patch<BarItem>(`/api/bar-items/${gin.id}`, { price: null })).body.price).toBeNull();
    expect((await addBottle(client, { name: "Campari" })).price).toBeNull();
  });

  it("refuses a negative, huge or non-numeric price in plain words, changing nothing", async () => {
    const client = await signUp();
    const gin = await addBottle(client, { name: "Tanqueray", price: 20 });
    expectIssues(await client.patch(`/api/bar-items/${gin.id}`, { price: -1 }), [[["price"], "A price cannot be negative."]]);
    expectIssues(await client.patch(`/api/bar-items/${gin.id}`, { price: 1e9 }), [[["price"], "A price can be at most 100,000."]]);
    expectIssues(await client.post("/api/bar-items", { name: "Rum", price: "cheap" }), [[["price"], "Give the price as a number, such as 24.50."]]);
    const items = (await client.get<{ barItems: BarItem[] }>("/api/bar-items")).body.barItems;
    expect(items.map((i) => [i.name, i.price])).toEqual([["Tanqueray", 20]]);
  });
});

describe("GET /api/recipes/{id} cost", () => {
  it("prices one serving from the bottles that would be poured, naming the lines it leaves out", async () => {
    const client = await signUp();
    const recipe = (await client.post<{ id: string }>("/api/recipes", gimlet)).body;
    // nothing on the bar: no figure, every measured line named
    expect(await costOf(client, recipe.id)).toEqual({ perServing: null, currency: null, missingPrices: ["Gin", "Lime juice", "Simple syrup", "Lime"] });

    await addBottle(client, { name: "Beefeater", bottleMl: 700, price: 21 });
    await addBottle(client, { name: "Simple syrup", bottleMl: 500, price: 4 });
    await addBottle(client, { name: "Limes", bottleMl: null, price: 0.5 });
    // 60 ml of a 21.00 700 ml bottle is 1.80, 15 ml of syrup at 4.00 a 500 ml bottle is 0.12, a lime 0.50;
    // the lime juice comes from the limes, which are priced by the piece: it cannot be measured in ml
    expect(await costOf(client, recipe.id)).toEqual({ perServing: 2.42, currency: null, missingPrices: ["Lime juice"] });

    expect((await client.patch("/api/account/settings", { currency: "eur" })).status).toBe(200);
    expect((await costOf(client, recipe.id)).currency).toBe("EUR");
  });

  it("follows the bottle the decision prefers (the one with the most left), not just any", async () => {
    const client = await signUp();
    const recipe = (await client.post<{ id: string }>("/api/recipes", { ...gimlet, ingredients: gimlet.ingredients.slice(0, 1) })).body;
    await addBottle(client, { name: "Beefeater", bottleMl: 700, remainingMl: 100, quantity: "LOW", price: 70 });
    await addBottle(client, { name: "Tanqueray", bottleMl: 700, price: 35 });
    expect((await costOf(client, recipe.id)).perServing).toBe(3);
  });

  it("reads no one else's prices, and 404s another user's recipe", async () => {
    const owner = await signUp();
    const other = await signUp();
    await addBottle(other, { name: "Beefeater", bottleMl: 700, price: 21 });
    const recipe = (await owner.post<{ id: string }>("/api/recipes", gimlet)).body;
    expect((await costOf(owner, recipe.id)).perServing).toBeNull();
    expect((await other.get(`/api/recipes/${recipe.id}`)).status).toBe(404);
  });

  it("leaves the list exactly as the spec says", async () => {
    const client = await signUp();
    await client.post("/api/recipes", gimlet);
    await addBottle(client, { name: "Beefeater", bottleMl: 700, price: 21 });
    const res = await client.get<{ recipes: Record<string, unknown>[] }>("/api/recipes");
    expect(Object.keys(res.body)).toEqual(["recipes"]);
    const [recipe] = res.body.recipes;
    expect(recipe).not.toHaveProperty("cost");
    expect(recipe).not.toHaveProperty("strength");
    for (const i of recipe!.ingredients as object[]) expect(Object.keys(i).sort()).toEqual(["amount", "available", "name"]);
  });
});

describe("account settings", () => {
  it("starts unset, keeps a currency and a standard drink, and clears with null", async () => {
    const client = await signUp();
    expect((await client.get("/api/account/settings")).body).toEqual({ currency: null, standardDrink: null, locale: null });
    expect((await client.patch("/api/account/settings", { currency: "GBP" })).body).toEqual({ currency: "GBP", standardDrink: null, locale: null });
    expect((await client.patch("/api/account/settings", { standardDrink: "uk" })).body).toEqual({ currency: "GBP", standardDrink: "uk", locale: null });
    expect((await client.patch("/api/account/settings", { currency: null })).body).toEqual({ currency: null, standardDrink: "uk", locale: null });
    // one user's settings are theirs alone
    expect((await (await signUp()).get("/api/account/settings")).body).toEqual({ currency: null, standardDrink: null, locale: null });
  });

  it("refuses an unknown currency or standard drink in plain words", async () => {
    const client = await signUp();
    expectIssues(await client.patch("/api/account/settings", { currency: "XYZW" }), [
      [["currency"], "Choose a currency by its three-letter code, such as EUR or USD."],
    ]);
    expectIssues(await client.patch("/api/account/settings", { standardDrink: "pints" }), [[["standardDrink"], "Choose US, UK or 10 g standard drinks."]]);
    expect((await client.get("/api/account/settings")).body).toEqual({ currency: null, standardDrink: null, locale: null });
  });

  it("answers 401 without a session", async () => {
    expect((await anonymous().get("/api/account/settings")).status).toBe(401);
    expect((await anonymous().patch("/api/account/settings", { currency: "EUR" })).status).toBe(401);
  });
});
