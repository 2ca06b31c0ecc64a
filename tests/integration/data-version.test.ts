import { describe, expect, it } from "vitest";
import type { BarItem, Drink, Recipe, ShoppingItem } from "@/domain/types";
import { signUp, type TestClient } from "../helpers/client";
import { dataVersionOf } from "../helpers/database";
import { GIMLET } from "../helpers/recipes";

/** What a write path needs to exist before it runs: one of each record the user can change. */
interface Fixture {
  recipe: Recipe;
  drink: Drink;
  barItem: BarItem;
  shoppingItem: ShoppingItem;
}

async function fixtureFor(client: TestClient): Promise<Fixture> {
  const drink = (await client.post<Drink>("/api/drinks", { name: "Gimlet", type: "cocktail" })).body;
  const recipe = (await client.post<Recipe>("/api/recipes", { ...GIMLET, sourceDrinkId: drink.id })).body;
  const barItem = (await client.post<BarItem>("/api/bar-items", { name: "Tanqueray", bottleMl: 700 })).body;
  const shoppingItem = (await client.post<ShoppingItem>("/api/shopping-list", { name: "Campari" })).body;
  return { recipe, drink, barItem, shoppingItem };
}

/** Every family of writes that can change what GET /api/recipes answers, as the API offers them. */
const writes: [string, (c: TestClient, f: Fixture) => Promise<{ status: number }>][] = [
  ["create a recipe", (c) => c.post("/api/recipes", GIMLET)],
  ["change a recipe", (c, f) => c.patch(`/api/recipes/${f.recipe.id}`, { title: "Gin gimlet" })],
  ["delete a recipe", (c, f) => c.delete(`/api/recipes/${f.recipe.id}`)],
  ["import catalogue cocktails", (c) => c.post("/api/recipes/import", { catalogueIds: ["negroni"] })],
  ["create a drink", (c) => c.post("/api/drinks", { name: "Daiquiri", type: "cocktail" })],
  ["rename a drink a recipe recreates", (c, f) => c.patch(`/api/drinks/${f.drink.id}`, { name: "Gimlet No. 2" })],
  ["delete a drink a recipe recreates", (c, f) => c.delete(`/api/drinks/${f.drink.id}`)],
  ["I made this (a drink entry and pours)", (c, f) => c.post(`/api/recipes/${f.recipe.id}/made`, { servings: 2 })],
  ["create a bar item", (c) => c.post("/api/bar-items", { name: "Rose's lime cordial" })],
  ["change a bar item's level", (c, f) => c.patch(`/api/bar-items/${f.barItem.id}`, { quantity: "EMPTY" })],
  ["change a bar item's aliases", (c, f) => c.patch(`/api/bar-items/${f.barItem.id}`, { aliases: ["lime juice"] })],
  ["delete a bar item", (c, f) => c.delete(`/api/bar-items/${f.barItem.id}`)],
  ["add the starter shelf", (c) => c.post("/api/starter-shelf", { names: ["Campari"] })],
  ["tick a shopping item bought (restocks the bar)", (c, f) => c.patch(`/api/shopping-list/${f.shoppingItem.id}`, { done: true })],
];

describe("the per-user data version", () => {
  it.each(writes)("moves when the user does this: %s", async (_label, write) => {
    const client = await signUp();
    const other = await signUp();
    const fixture = await fixtureFor(client);
    await fixtureFor(other);
    const before = await dataVersionOf(client.user!.id);
    const otherBefore = await dataVersionOf(other.user!.id);
    expect(before).not.toBeNull();
    const listTag = (await client.get("/api/recipes")).headers.get("etag");

    const res = await write(client, fixture);
    expect(res.status).toBeLessThan(300);
    expect(await dataVersionOf(client.user!.id)).not.toBe(before);
    // so the cached list is not answered again
    expect((await client.get("/api/recipes")).headers.get("etag")).not.toBe(listTag);
    // another user's cached list stays valid
    expect(await dataVersionOf(other.user!.id)).toBe(otherBefore);
  });

  it("stays put on reads and on a write that fails", async () => {
    const client = await signUp();
    const fixture = await fixtureFor(client);
    const before = await dataVersionOf(client.user!.id);
    await client.get("/api/recipes");
    await client.get("/api/bar-items");
    await client.get(`/api/recipes/${fixture.recipe.id}`);
    // a recipe pointing at a drink the user does not have is refused inside the transaction
    const refused = await client.post("/api/recipes", { ...GIMLET, sourceDrinkId: "00000000-0000-4000-8000-000000000000" });
    expect(refused.status).toBe(404);
    expect(await dataVersionOf(client.user!.id)).toBe(before);
  });
});
