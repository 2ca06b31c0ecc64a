// POST /api/uploads/{id}/menu/drinks: the drinks ticked on a menu scan become drinks in the log,
// each with the recipe its catalogue match or listed ingredients give; all or none, and only on
// the caller's own menu.
import { describe, expect, it } from "vitest";
import type { Drink, RecipeListItem } from "@/domain/types";
import { signUp, type TestClient } from "../helpers/client";
import { plainPng } from "../helpers/test-photos";
import { uploadFile } from "../helpers/uploads";
import { expectIssues } from "../helpers/validation";

async function menuUpload(client: TestClient, kind = "menu"): Promise<string> {
  const res = await uploadFile(client, await plainPng(60, 80), { kind, filename: "menu.png", type: "image/png" });
  expect(res.status).toBe(201);
  return res.body.id;
}

async function drinksOf(client: TestClient): Promise<Drink[]> {
  return (await client.get<{ drinks: Drink[] }>("/api/drinks")).body.drinks;
}

async function recipesOf(client: TestClient): Promise<RecipeListItem[]> {
  return (await client.get<{ recipes: RecipeListItem[] }>("/api/recipes")).body.recipes;
}

const NEGRONI = { name: "Negroni", description: "gin, Campari, sweet vermouth", price: "$14", catalogueId: "negroni", ingredients: [] };
const COOLER = {
  name: "Garden Cooler", description: "cucumber, mint and soda", price: "$9", catalogueId: null,
  ingredients: [{ name: "cucumber", amount: null }, { name: "mint", amount: "6 leaves" }, { name: "soda", amount: null }],
};
const HOUSE = { name: "Night Owl", description: "Dark and smoky, a nightcap.", price: null, catalogueId: null, ingredients: [] };

describe("POST /api/uploads/{id}/menu/drinks", () => {
  it("adds the ticked drinks in the menu's order, venue and price in the notes, with their recipes", async () => {
    const client = await signUp();
    await client.post("/api/bar-items", { name: "Tanqueray" });
    await client.post("/api/bar-items", { name: "Fresh mint" });
    const menu = await menuUpload(client);
    const res = await client.post<{ drinks: { id: string; name: string; recipeId: string | null }[] }>(`/api/uploads/${menu}/menu/drinks`, {
      venue: "The Blue Bar",
      drinks: [NEGRONI, COOLER, HOUSE],
    });
    expect(res.status).toBe(201);
    expect(res.body.drinks.map((d) => [d.name, d.recipeId !== null])).toEqual([["Negroni", true], ["Garden Cooler", true], ["Night Owl", false]]);

    const drinks = await drinksOf(client);
    expect(drinks.map((d) => [d.name, d.type, d.notes])).toEqual([
      ["Negroni", "cocktail", "At The Blue Bar, $14\ngin, Campari, sweet vermouth"],
      ["Garden Cooler", "cocktail", "At The Blue Bar, $9\ncucumber, mint and soda"],
      ["Night Owl", "cocktail", "At The Blue Bar\nDark and smoky, a nightcap."],
    ]);
    const recipes = await recipesOf(client);
    const negroni = recipes.find((r) => r.sourceDrinkId === res.body.drinks[0]!.id)!;
    expect(negroni.title).toBe("Negroni");
    expect(negroni.ingredients.map((i) => [i.name, i.amount, i.available])).toEqual([
      ["Gin", "30 ml", true], ["Campari", "30 ml", false], ["Sweet vermouth", "30 ml", false],
    ]);
    const cooler = recipes.find((r) => r.sourceDrinkId === res.body.drinks[1]!.id)!;
    expect(cooler.title).toBe("Garden Cooler");
    expect(cooler.ingredients.map((i) => [i.name, i.amount, i.available])).toEqual([["cucumber", "", false], ["mint", "6 leaves", true], ["soda", "", false]]);
    expect(cooler.notes).toBe("As the menu at The Blue Bar lists it: cucumber, mint and soda");
    expect(recipes).toHaveLength(2);
  });

  it("answers 404 alike for another user's menu, a photo that is not a menu, and a missing or malformed id, adding nothing", async () => {
    const owner = await signUp();
    const stranger = await signUp();
    const menu = await menuUpload(owner);
    const photo = await menuUpload(stranger, "drink");
    const body = { venue: null, drinks: [NEGRONI] };
    for (const id of [menu, photo, "3f2b6c1e-9d7a-4c1b-8e2f-5a6b7c8d9e0f", "not-an-id"]) {
      const res = await stranger.post(`/api/uploads/${id}/menu/drinks`, body);
      expect(res.status, id).toBe(404);
      expect(res.body).toEqual({ error: "Menu not found" });
    }
    expect(await drinksOf(stranger)).toEqual([]);
    expect(await drinksOf(owner)).toEqual([]);
  });

  it("answers 400 for nothing ticked, a nameless drink or an unknown catalogue cocktail, adding nothing", async () => {
    const client = await signUp();
    const menu = await menuUpload(client);
    expectIssues(await client.post(`/api/uploads/${menu}/menu/drinks`, { drinks: [] }), [[["drinks"], "Add at least one drink."]]);
    expectIssues(
      await client.post(`/api/uploads/${menu}/menu/drinks`, { drinks: [NEGRONI, { ...HOUSE, name: "  " }, { ...NEGRONI, catalogueId: "negroni-royale" }] }),
      [[["drinks", 1, "name"], "Give drink 2 a name."], [["drinks", 2, "catalogueId"], "That cocktail is not in the catalogue."]],
    );
    expect(await drinksOf(client)).toEqual([]);
    expect(await recipesOf(client)).toEqual([]);
  });
});
