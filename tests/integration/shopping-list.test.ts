import { describe, expect, it } from "vitest";
import type { BarItem, Recipe, ShoppingItem } from "@/domain/types";
import { anonymous, signUp, type TestClient } from "../helpers/client";
import { expectIssues, type ExpectedIssue } from "../helpers/validation";

async function list(client: TestClient): Promise<ShoppingItem[]> {
  const res = await client.get<{ items: ShoppingItem[] }>("/api/shopping-list");
  expect(res.status).toBe(200);
  return res.body.items;
}

async function bar(client: TestClient): Promise<[string, string][]> {
  const items = (await client.get<{ barItems: BarItem[] }>("/api/bar-items")).body.barItems;
  return items.map((b) => [b.name, b.quantity]);
}

async function add(client: TestClient, name: string, note?: string) {
  return client.post<ShoppingItem>("/api/shopping-list", { name, note });
}

describe("shopping list", () => {
  it("adds, lists in the order added, edits and removes the caller's items", async () => {
    const client = await signUp();
    const campari = await add(client, "Campari", "for Negronis");
    expect(campari.status).toBe(201);
    expect(Object.keys(campari.body).sort()).toEqual(["createdAt", "done", "id", "name", "note"]);
    expect(campari.body).toMatchObject({ name: "Campari", note: "for Negronis", done: false });
    await add(client, "Limes");
    expect((await list(client)).map((i) => i.name)).toEqual(["Campari", "Limes"]);

    const edited = await client.patch<ShoppingItem>(`/api/shopping-list/${campari.body.id}`, { name: "Campari 1 l", note: "" });
    expect(edited.body).toMatchObject({ name: "Campari 1 l", note: null, done: false });
    expect((await client.delete(`/api/shopping-list/${campari.body.id}`)).status).toBe(204);
    expect((await list(client)).map((i) => i.name)).toEqual(["Limes"]);
    expect((await client.delete(`/api/shopping-list/${campari.body.id}`)).status).toBe(404);
  });

  it("does not add what the list already has, by the matcher's sense of the same thing", async () => {
    const client = await signUp();
    const gin = await add(client, "Tanqueray");
    const again = await add(client, "gin");
    expect(again.status).toBe(200);
    expect(again.body.id).toBe(gin.body.id);
    expect((await add(client, "Limes")).status).toBe(201);
    expect((await add(client, "Fresh lime juice")).status).toBe(200);
    expect((await add(client, "Ginger beer")).status).toBe(201);
    expect((await list(client)).map((i) => i.name)).toEqual(["Tanqueray", "Limes", "Ginger beer"]);
  });

  it("bought: a new bottle goes on the bar as FULL, in the same step", async () => {
    const client = await signUp();
    const item = await add(client, "Campari");
    const bought = await client.patch<ShoppingItem>(`/api/shopping-list/${item.body.id}`, { done: true });
    expect(bought.status).toBe(200);
    expect(bought.body.done).toBe(true);
    expect(await bar(client)).toEqual([["Campari", "FULL"]]);
    // ticking it off and on again does not make a second bottle
    await client.patch(`/api/shopping-list/${item.body.id}`, { done: false });
    await client.patch(`/api/shopping-list/${item.body.id}`, { done: true });
    expect(await bar(client)).toEqual([["Campari", "FULL"]]);
  });

  it("bought: an existing bottle that meets the name is raised to FULL, the emptiest first", async () => {
    const client = await signUp();
    await client.post("/api/bar-items", { name: "Tanqueray", quantity: "LOW" });
    await client.post("/api/bar-items", { name: "Beefeater", quantity: "EMPTY" });
    await client.post("/api/bar-items", { name: "Sloe gin", quantity: "EMPTY" });
    const item = await add(client, "Gin");
    await client.patch(`/api/shopping-list/${item.body.id}`, { done: true });
    expect(await bar(client)).toEqual([
      ["Beefeater", "FULL"],
      ["Sloe gin", "EMPTY"],
      ["Tanqueray", "LOW"],
    ]);
    // adding it again puts the bought entry back on the list rather than a second one
    const again = await add(client, "Gin");
    expect(again.body).toMatchObject({ id: item.body.id, done: false });
  });

  it("adds only the missing ingredients of a recipe", async () => {
    const client = await signUp();
    await client.post("/api/bar-items", { name: "Tanqueray" });
    await client.post("/api/bar-items", { name: "Carpano Antica Formula" });
    await client.post("/api/bar-items", { name: "Oranges", quantity: "EMPTY" });
    const recipe = await client.post<Recipe>("/api/recipes", {
      title: "Negroni",
      ingredients: [
        { name: "Gin", amount: "30 ml", available: false },
        { name: "Campari", amount: "30 ml", available: true },
        { name: "Sweet vermouth", amount: "30 ml", available: false },
        { name: "Orange peel", amount: "1", available: true },
      ],
      steps: ["Stir"],
    });
    const res = await client.post<{ items: ShoppingItem[] }>("/api/shopping-list", { recipeId: recipe.body.id });
    expect(res.status).toBe(201);
    expect(res.body.items.map((i) => [i.name, i.note])).toEqual([
      ["Campari", "for Negroni"],
      ["Orange peel", "for Negroni"],
    ]);
    const again = await client.post<{ items: ShoppingItem[] }>("/api/shopping-list", { recipeId: recipe.body.id });
    expect(again.status).toBe(200);
    expect((await list(client)).map((i) => i.name)).toEqual(["Campari", "Orange peel"]);
  });

  it.each<[string, unknown, ExpectedIssue]>([
    ["an empty name", { name: "  " }, [["name"], "Say what to buy."]],
    ["a name of 201 characters", { name: "a".repeat(201) }, [["name"], "The name can be at most 200 characters."]],
    // Neither form of the body: the issue is the body's as a whole.
    ["a name and a recipe", { name: "Gin", recipeId: "x" }, [[], "Send either a name (and an optional note) or a recipeId."]],
    ["nothing", {}, [[], "Send either a name (and an optional note) or a recipeId."]],
  ])("answers 400 for %s", async (_label, body, issue) => {
    const client = await signUp();
    expectIssues(await client.post("/api/shopping-list", body), [issue]);
    expect(await list(client)).toEqual([]);
  });

  it("never shows or changes another user's list, recipes or bar", async () => {
    const owner = await signUp();
    const item = await add(owner, "Campari");
    const recipe = await owner.post<Recipe>("/api/recipes", {
      title: "Americano",
      ingredients: [{ name: "Campari", amount: "30 ml", available: false }],
      steps: ["Build"],
    });
    const other = await signUp();
    expect(await list(other)).toEqual([]);
    for (const res of [
      await other.patch(`/api/shopping-list/${item.body.id}`, { done: true }),
      await other.delete(`/api/shopping-list/${item.body.id}`),
      await other.post("/api/shopping-list", { recipeId: recipe.body.id }),
    ]) {
      expect(res.status).toBe(404);
    }
    expect(await bar(other)).toEqual([]);
    expect(await bar(owner)).toEqual([]);
    expect((await list(owner)).map((i) => [i.name, i.done])).toEqual([["Campari", false]]);
  });

  it.each([
    ["GET", "/api/shopping-list"],
    ["POST", "/api/shopping-list"],
    ["PATCH", "/api/shopping-list/00000000-0000-4000-8000-000000000000"],
    ["DELETE", "/api/shopping-list/00000000-0000-4000-8000-000000000000"],
  ])("%s %s answers 401 anonymously", async (method, path) => {
    const res = await anonymous().request(method, path, method === "GET" || method === "DELETE" ? {} : { body: { name: "Gin" } });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ error: "Unauthorized" });
  });
});
