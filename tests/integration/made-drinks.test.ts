import { describe, expect, it } from "vitest";
import type { Drink, MadeDrink, Recipe } from "@/domain/types";
import { anonymous, signUp, type TestClient } from "../helpers/client";
import { NEGRONI } from "../helpers/recipes";
import { expectIssues, type ExpectedIssue } from "../helpers/validation";

async function recipeOf(client: TestClient, extra: Record<string, unknown> = {}): Promise<Recipe> {
  const res = await client.post<Recipe>("/api/recipes", { ...NEGRONI, ...extra });
  expect(res.status).toBe(201);
  return res.body;
}

async function drinksOf(client: TestClient): Promise<Drink[]> {
  return (await client.get<{ drinks: Drink[] }>("/api/drinks")).body.drinks;
}

describe("POST /api/recipes/{id}/made", () => {
  it("logs a drink dated today, linked to the recipe, with its servings and a rating", async () => {
    const client = await signUp();
    const recipe = await recipeOf(client);
    const before = Date.now();
    const res = await client.post<MadeDrink>(`/api/recipes/${recipe.id}/made`, { servings: 4, rating: 5 });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      name: "Negroni",
      type: "cocktail",
      rating: 5,
      servings: 4,
      madeFromRecipeId: recipe.id,
      notes: null,
      imageUrl: null,
      userId: client.user!.id,
    });
    const made = Date.parse(res.body.createdAt);
    expect(made).toBeGreaterThanOrEqual(before - 1000);
    expect(new Date(made).toISOString().slice(0, 10)).toBe(new Date().toISOString().slice(0, 10));
    // the answer is the drink entry, with what it poured (nothing: the bar is empty)
    const { pours, unmeasured, ...entry } = res.body;
    expect({ pours, unmeasured }).toEqual({ pours: [], unmeasured: [] });
    expect(await drinksOf(client)).toEqual([entry]);

    // Made again, unrated: a second entry; the recipe itself is unchanged.
    const again = await client.post<Drink>(`/api/recipes/${recipe.id}/made`, { servings: 1 });
    expect(again.status).toBe(201);
    expect(again.body).toMatchObject({ rating: null, servings: 1, madeFromRecipeId: recipe.id });
    expect((await drinksOf(client)).map((d) => d.id)).toEqual([again.body.id, res.body.id]);
    expect((await client.get<Recipe>(`/api/recipes/${recipe.id}`)).body.sourceDrinkId).toBeNull();
  });

  it("takes the type of the drink the recipe recreates", async () => {
    const client = await signUp();
    const drink = await client.post<Drink>("/api/drinks", { name: "Negroni at Camparino", type: "aperitivo" });
    const recipe = await recipeOf(client, { sourceDrinkId: drink.body.id });
    const res = await client.post<Drink>(`/api/recipes/${recipe.id}/made`, { servings: 2 });
    expect(res.body).toMatchObject({ name: "Negroni", type: "aperitivo", madeFromRecipeId: recipe.id });
  });

  it("keeps the log entry when the recipe is deleted", async () => {
    const client = await signUp();
    const recipe = await recipeOf(client);
    const made = await client.post<Drink>(`/api/recipes/${recipe.id}/made`, { servings: 1, rating: 3 });
    expect((await client.delete(`/api/recipes/${recipe.id}`)).status).toBe(204);
    const kept = await client.get<Drink>(`/api/drinks/${made.body.id}`);
    expect(kept.body).toMatchObject({ name: "Negroni", rating: 3, madeFromRecipeId: null, servings: 1 });
  });

  it.each<[string, unknown, ExpectedIssue]>([
    ["no servings", {}, [["servings"], "The number of servings is missing."]],
    ["0 servings", { servings: 0 }, [["servings"], "The number of servings must be at least 1."]],
    ["25 servings", { servings: 25 }, [["servings"], "The number of servings can be at most 24."]],
    ["1.5 servings", { servings: 1.5 }, [["servings"], "The number of servings must be a whole number."]],
    ["servings as text", { servings: "2" }, [["servings"], "The number of servings must be a number."]],
    ["a rating of 6", { servings: 1, rating: 6 }, [["rating"], "The rating can be at most 5."]],
    ["a rating of 0", { servings: 1, rating: 0 }, [["rating"], "The rating must be at least 1."]],
  ])("answers 400 for %s and logs nothing", async (_label, body, issue) => {
    const client = await signUp();
    const recipe = await recipeOf(client);
    expectIssues(await client.post(`/api/recipes/${recipe.id}/made`, body), [issue]);
    expect(await drinksOf(client)).toEqual([]);
  });

  it("answers 404 for another user's recipe and an unknown one, logging nothing for anyone", async () => {
    const owner = await signUp();
    const other = await signUp();
    const recipe = await recipeOf(owner);
    for (const id of [recipe.id, "00000000-0000-4000-8000-000000000000", "not-an-id"]) {
      const res = await other.post(`/api/recipes/${id}/made`, { servings: 1 });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ error: "Recipe not found" });
    }
    expect(await drinksOf(other)).toEqual([]);
    expect(await drinksOf(owner)).toEqual([]);
  });

  it("answers 401 without a session", async () => {
    const owner = await signUp();
    const recipe = await recipeOf(owner);
    const res = await anonymous().post(`/api/recipes/${recipe.id}/made`, { servings: 1 });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ error: "Unauthorized" });
    expect(await drinksOf(owner)).toEqual([]);
  });
});
