import { describe, expect, it } from "vitest";
import type { BarItem, MadeDrink, Recipe } from "@/domain/types";
import { signUp, type TestClient } from "../helpers/client";
import { executeSql } from "../helpers/database";

const NEGRONI = {
  title: "Negroni",
  ingredients: [
    { name: "Gin", amount: "30 ml", available: false },
    { name: "Campari", amount: "1 oz", available: false },
    { name: "Sweet vermouth", amount: "3 cl", available: false },
    { name: "Soda water", amount: "top up", available: false },
    { name: "Orange bitters", amount: "2 dashes", available: false },
  ],
  steps: ["Stir with ice", "Strain over a large cube"],
};

async function addBottle(client: TestClient, body: Record<string, unknown>): Promise<BarItem> {
  const res = await client.post<BarItem>("/api/bar-items", body);
  expect(res.status).toBe(201);
  return res.body;
}

async function negroniOf(client: TestClient): Promise<Recipe> {
  const res = await client.post<Recipe>("/api/recipes", NEGRONI);
  expect(res.status).toBe(201);
  return res.body;
}

async function shelf(client: TestClient): Promise<Record<string, Pick<BarItem, "quantity" | "remainingMl" | "unopened">>> {
  const items = (await client.get<{ barItems: BarItem[] }>("/api/bar-items")).body.barItems;
  return Object.fromEntries(items.map((i) => [i.name, { quantity: i.quantity, remainingMl: i.remainingMl, unopened: i.unopened }]));
}

async function made(client: TestClient, recipe: Recipe, servings: number): Promise<MadeDrink> {
  const res = await client.post<MadeDrink>(`/api/recipes/${recipe.id}/made`, { servings });
  expect(res.status).toBe(201);
  return res.body;
}

describe("bottle levels", () => {
  it("gives a new bottle the usual size for what it is, full, and follows hand-set levels", async () => {
    const client = await signUp();
    expect(await addBottle(client, { name: "Tanqueray" })).toMatchObject({ quantity: "FULL", bottleMl: 700, remainingMl: 700, unopened: 0 });
    expect(await addBottle(client, { name: "Cocchi Americano", quantity: "HALF" })).toMatchObject({ bottleMl: 750, remainingMl: 375 });
    expect(await addBottle(client, { name: "Limes" })).toMatchObject({ bottleMl: null, remainingMl: null });
    const campari = await addBottle(client, { name: "Campari", bottleMl: 1000, remainingMl: 200, unopened: 1 });
    expect(campari).toMatchObject({ quantity: "LOW", bottleMl: 1000, remainingMl: 200, unopened: 1 });

    const byHand = await client.patch<BarItem>(`/api/bar-items/${campari.id}`, { quantity: "HALF" });
    expect(byHand.body).toMatchObject({ quantity: "HALF", remainingMl: 500, unopened: 1 });
    const measured = await client.patch<BarItem>(`/api/bar-items/${campari.id}`, { remainingMl: 700 });
    expect(measured.body).toMatchObject({ quantity: "FULL", remainingMl: 700 });
    const emptied = await client.patch<BarItem>(`/api/bar-items/${campari.id}`, { quantity: "EMPTY" });
    expect(emptied.body).toMatchObject({ quantity: "FULL", remainingMl: 1000, unopened: 0 });

    for (const body of [{ bottleMl: 0 }, { remainingMl: -1 }, { unopened: 1.5 }, { unopened: -1 }, { bottleMl: "700" }]) {
      const res = await client.patch<{ error: string }>(`/api/bar-items/${campari.id}`, body);
      expect(res.status).toBe(400);
    }
  });

  it("'I made this' lowers each bottle that met a line by its amount times the servings, and says which lines it could not measure", async () => {
    const client = await signUp();
    await addBottle(client, { name: "Tanqueray", remainingMl: 500 });
    await addBottle(client, { name: "Campari", bottleMl: 1000, remainingMl: 1000 });
    await addBottle(client, { name: "Carpano Antica Formula", bottleMl: 1000, remainingMl: 300 });
    await addBottle(client, { name: "Fever-Tree Soda Water", bottleMl: 500, remainingMl: 500 });
    await addBottle(client, { name: "Regans' Orange Bitters", remainingMl: 100 });
    const recipe = await negroniOf(client);

    const drink = await made(client, recipe, 4);
    expect(drink).toMatchObject({ name: "Negroni", servings: 4, madeFromRecipeId: recipe.id });
    expect(drink.pours.map((p) => [p.barItemName, p.ingredient, p.ml])).toEqual([
      ["Tanqueray", "Gin", 120],
      ["Campari", "Campari", 120],
      ["Carpano Antica Formula", "Sweet vermouth", 120],
      ["Regans' Orange Bitters", "Orange bitters", 7.2],
    ]);
    expect(drink.unmeasured).toEqual([{ name: "Soda water", amount: "top up" }]);
    expect(await shelf(client)).toEqual({
      Tanqueray: { quantity: "HALF", remainingMl: 380, unopened: 0 },
      Campari: { quantity: "FULL", remainingMl: 880, unopened: 0 },
      "Carpano Antica Formula": { quantity: "LOW", remainingMl: 180, unopened: 0 },
      "Fever-Tree Soda Water": { quantity: "FULL", remainingMl: 500, unopened: 0 },
      "Regans' Orange Bitters": { quantity: "HALF", remainingMl: 92.8, unopened: 0 },
    });
  });

  it("opens the next full bottle when the open one runs out, and puts it all back when the drink is deleted within a day", async () => {
    const client = await signUp();
    await addBottle(client, { name: "Beefeater", remainingMl: 50, unopened: 2 });
    const recipe = await negroniOf(client);

    const drink = await made(client, recipe, 3); // 90 ml of gin: the open bottle's 50, then 40 from the next
    expect((await shelf(client)).Beefeater).toEqual({ quantity: "FULL", remainingMl: 660, unopened: 1 });

    expect((await client.delete(`/api/drinks/${drink.id}`)).status).toBe(204);
    expect((await shelf(client)).Beefeater).toEqual({ quantity: "LOW", remainingMl: 50, unopened: 2 });
  });

  it("keeps the levels when a drink older than a day is deleted", async () => {
    const client = await signUp();
    await addBottle(client, { name: "Beefeater", remainingMl: 400 });
    const recipe = await negroniOf(client);
    const drink = await made(client, recipe, 1);
    await executeSql(`update drink set created_at = '${new Date(Date.now() - 25 * 3_600_000).toISOString()}' where id = '${drink.id}'`);
    expect((await client.delete(`/api/drinks/${drink.id}`)).status).toBe(204);
    expect((await shelf(client)).Beefeater).toMatchObject({ remainingMl: 370 });
  });

  it("flags a bottle that falls to LOW and one that runs dry with nothing behind it", async () => {
    const client = await signUp();
    await addBottle(client, { name: "Beefeater", remainingMl: 200 });
    await addBottle(client, { name: "Campari", remainingMl: 40 });
    const recipe = await negroniOf(client);
    const drink = await made(client, recipe, 2);
    expect(drink.pours.map((p) => [p.barItemName, p.ml])).toEqual([
      ["Beefeater", 60],
      ["Campari", 40], // all there was
    ]);
    expect(await shelf(client)).toEqual({
      Beefeater: { quantity: "LOW", remainingMl: 140, unopened: 0 },
      Campari: { quantity: "EMPTY", remainingMl: 0, unopened: 0 },
    });
    // an empty bottle meets nothing: making it again pours only gin
    const again = await made(client, recipe, 1);
    expect(again.pours.map((p) => p.barItemName)).toEqual(["Beefeater"]);
  });

  it("never touches another user's bottles, and cannot undo another user's drink", async () => {
    const owner = await signUp();
    const other = await signUp();
    await addBottle(owner, { name: "Beefeater", remainingMl: 400 });
    await addBottle(other, { name: "Beefeater", remainingMl: 400 });
    const recipe = await negroniOf(owner);
    const drink = await made(owner, recipe, 2);
    expect((await shelf(other)).Beefeater!.remainingMl).toBe(400);
    expect((await other.delete(`/api/drinks/${drink.id}`)).status).toBe(404);
    expect((await shelf(owner)).Beefeater!.remainingMl).toBe(340);
    expect((await shelf(other)).Beefeater!.remainingMl).toBe(400);
  });
});
