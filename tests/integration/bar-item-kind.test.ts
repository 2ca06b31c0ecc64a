// "What is this?": each bar item says how the matcher understands it (a brand, the words on the
// label, or the user's answer) or that it cannot tell; the user's answer is stored on the item and
// counts like an alias in GET /api/recipes and POST /api/availability.
import { describe, expect, it } from "vitest";
import type { BarItem, RecipeListItem } from "@/domain/types";
import { signUp, type TestClient } from "../helpers/client";

async function addItem(client: TestClient, name: string): Promise<BarItem> {
  const res = await client.post<BarItem>("/api/bar-items", { name });
  expect(res.status).toBe(201);
  return res.body;
}

async function shelf(client: TestClient): Promise<Map<string, BarItem>> {
  const res = await client.get<{ barItems: BarItem[] }>("/api/bar-items");
  expect(res.status).toBe(200);
  return new Map(res.body.barItems.map((item) => [item.name, item]));
}

async function oldFashionedAvailability(client: TestClient): Promise<boolean> {
  const res = await client.get<{ recipes: RecipeListItem[] }>("/api/recipes");
  expect(res.status).toBe(200);
  const recipe = res.body.recipes.find((r) => r.title === "Old fashioned")!;
  return recipe.ingredients.find((i) => i.name === "Bourbon")!.available;
}

describe("bar items: understoodAs and the user's answer", () => {
  it("GET says how each bottle is understood: by brand, by its label, or not at all with likely kinds", async () => {
    const client = await signUp();
    await addItem(client, "Old Elk");
    await addItem(client, "Casa Foobar Reposado");
    await addItem(client, "Grandpa's mystery jug");
    const items = await shelf(client);
    expect(items.get("Old Elk")!.understoodAs).toEqual({ kind: "bourbon", kindLabel: "Bourbon", via: "brand" });
    expect(items.get("Old Elk")!.likelyKinds).toEqual([]);
    const mystery = items.get("Grandpa's mystery jug")!;
    expect(mystery.understoodAs).toBeNull();
    expect(mystery.chosenKind).toBeNull();
    expect(mystery.likelyKinds.map((k) => k.label)).toContain("Gin");
    const repo = items.get("Casa Foobar Reposado")!;
    if (repo.understoodAs === null) expect(repo.likelyKinds.map((k) => k.kind)).toContain("reposado_tequila");
    else expect(repo.understoodAs).toMatchObject({ kind: "reposado_tequila", via: "label" });
  });

  it("PATCH stores the answer (a kind id or a name), it is shown and used like an alias, and it can be changed or cleared", async () => {
    const client = await signUp();
    const jug = await addItem(client, "Grandpa's mystery jug");
    const recipe = await client.post("/api/recipes", {
      title: "Old fashioned",
      ingredients: [{ name: "Bourbon", amount: "60 ml", available: false }, { name: "Sugar cube", amount: "1", available: false }],
      steps: ["Stir with ice"],
    });
    expect(recipe.status).toBe(201);
    expect(await oldFashionedAvailability(client)).toBe(false);

    const answered = await client.patch<BarItem>(`/api/bar-items/${jug.id}`, { chosenKind: "bourbon" });
    expect(answered.status).toBe(200);
    expect(answered.body.chosenKind).toBe("bourbon");
    expect(answered.body.understoodAs).toEqual({ kind: "bourbon", kindLabel: "Bourbon", via: "user" });
    expect((await shelf(client)).get("Grandpa's mystery jug")!.understoodAs?.via).toBe("user");
    expect(await oldFashionedAvailability(client)).toBe(true);
    const available = await client.post<{ results: { available: boolean; satisfiedBy: { barItemId: string; reason: string } | null }[] }>(
      "/api/availability", { names: ["Bourbon", "Whiskey", "Rye whiskey"] });
    expect(available.body.results.map((r) => r.available)).toEqual([true, true, false]);
    expect(available.body.results[0]!.satisfiedBy).toMatchObject({ barItemId: jug.id, reason: "alias" });

    const changed = await client.patch<BarItem>(`/api/bar-items/${jug.id}`, { chosenKind: "Rye whiskey" });
    expect(changed.body.understoodAs).toMatchObject({ kind: "rye_whiskey", via: "user" });
    expect(await oldFashionedAvailability(client)).toBe(false);

    const cleared = await client.patch<BarItem>(`/api/bar-items/${jug.id}`, { chosenKind: null });
    expect(cleared.body.chosenKind).toBeNull();
    expect(cleared.body.understoodAs).toBeNull();
  });

  it("400 with issues for an answer that names no kind; 404 for someone else's bottle, which stays as it was", async () => {
    const owner = await signUp();
    const other = await signUp();
    const jug = await addItem(owner, "Grandpa's mystery jug");
    const bad = await owner.patch<{ error: string; issues: { path: string[]; message: string }[] }>(`/api/bar-items/${jug.id}`, { chosenKind: "something odd" });
    expect(bad.status).toBe(400);
    expect(bad.body.issues.map((i) => i.path)).toEqual([["chosenKind"]]);
    const notYours = await other.patch(`/api/bar-items/${jug.id}`, { chosenKind: "gin" });
    expect(notYours.status).toBe(404);
    expect((await shelf(owner)).get("Grandpa's mystery jug")!.chosenKind).toBeNull();
  });
});
