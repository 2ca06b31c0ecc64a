import { expect } from "vitest";
import type { BarItem, Drink, MadeDrink, Recipe } from "@/domain/types";
import type { TestClient } from "./client";
import { plainPng } from "./test-photos";
import { uploadFile } from "./uploads";

/**
 * A small account with one of everything an export carries: a recipe linked to a drink, a
 * drink with a photo, a menu scan, bottles with levels and an alias, a made drink that poured
 * from them, and a shopping list.
 */
export async function seedAccount(client: TestClient): Promise<{ recipe: Recipe; made: MadeDrink; photoUrl: string }> {
  const created = async <T>(path: string, body: unknown): Promise<T> => {
    const res = await client.post<T>(path, body);
    expect(res.status, `${path} ${JSON.stringify(res.body)}`).toBeLessThan(300);
    return res.body;
  };
  const photo = await uploadFile(client, await plainPng(), { kind: "drink" });
  expect(photo.status).toBe(201);
  expect((await uploadFile(client, await plainPng(), { kind: "menu" })).status).toBe(201);
  const drink = await created<Drink>("/api/drinks", { name: "Friday Negroni", type: "cocktail", imageUrl: photo.body.imageUrl, rating: 4 });
  await created<BarItem>("/api/bar-items", { name: "Tanqueray", remainingMl: 500 });
  await created<BarItem>("/api/bar-items", { name: "Campari", bottleMl: 1000, remainingMl: 900, unopened: 1 });
  await created<BarItem>("/api/bar-items", { name: "Mystery bottle", aliases: ["Sweet vermouth"] });
  const recipe = await created<Recipe>("/api/recipes", {
    title: "Negroni",
    ingredients: [
      { name: "Gin", amount: "30 ml", available: false },
      { name: "Campari", amount: "1 oz", available: false },
      { name: "Sweet vermouth", amount: "3 cl", available: false },
    ],
    steps: ["Stir with ice", "Strain over a large cube"],
    garnish: "Orange peel",
    glassware: "Rocks",
    sourceDrinkId: drink.id,
    notes: "Equal parts",
  });
  const made = await created<MadeDrink>(`/api/recipes/${recipe.id}/made`, { servings: 2 });
  await created("/api/shopping-list", { name: "Limes", note: "a dozen" });
  return { recipe, made, photoUrl: photo.body.imageUrl };
}
