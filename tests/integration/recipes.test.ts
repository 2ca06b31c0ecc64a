import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import type { Recipe, RecipeListItem } from "@/domain/types";
import { backend } from "../helpers/backend";
import { anonymous, signUp, type TestClient } from "../helpers/client";
import { expectServerError } from "../helpers/server-log-guard";
import { expectIssues, type ExpectedIssue } from "../helpers/validation";

const validRecipe = {
  title: "Negroni",
  ingredients: [
    { name: "Gin", amount: "30 ml", available: true },
    { name: "Campari", amount: "30 ml", available: false },
    { name: "Sweet vermouth", amount: "30 ml", available: false },
  ],
  steps: ["Stir with ice", "Strain over a large cube"],
  garnish: "Orange peel",
  glassware: "Rocks",
  notes: "Equal parts.",
};

async function createDrink(client: TestClient, name = "Negroni"): Promise<string> {
  const res = await client.post<{ id: string }>("/api/drinks", { name, type: "cocktail" });
  expect(res.status).toBe(201);
  return res.body.id;
}

async function listRecipes(client: TestClient): Promise<RecipeListItem[]> {
  const res = await client.get<{ recipes: RecipeListItem[] }>("/api/recipes");
  expect(res.status).toBe(200);
  return res.body.recipes;
}

describe("the spec's error table", () => {
  it("401 {error: Unauthorized} for GET and POST without a session", async () => {
    const a = anonymous();
    for (const res of [await a.get("/api/recipes"), await a.post("/api/recipes", validRecipe)]) {
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ error: "Unauthorized" });
    }
  });

  it("401 before anything else, even with a broken body", async () => {
    const res = await anonymous().request("POST", "/api/recipes", { raw: "{not json", headers: { "content-type": "application/json" } });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ error: "Unauthorized" });
  });

  it("400 {error: Validation failed, issues} for an invalid body", async () => {
    const client = await signUp();
    const res = await client.post("/api/recipes", { ...validRecipe, title: "", steps: [] });
    expectIssues(res, [
      [["title"], "Give the recipe a title."],
      [["steps"], "Add at least one step."],
    ]);
  });

  it("404 {error: Drink not found} for an unknown, malformed or another user's drink, creating nothing", async () => {
    const owner = await signUp();
    const other = await signUp();
    const othersDrink = await createDrink(other);
    for (const sourceDrinkId of [othersDrink, "00000000-0000-4000-8000-000000000000", "not-an-id", "1' OR '1'='1"]) {
      const res = await owner.post("/api/recipes", { ...validRecipe, sourceDrinkId });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ error: "Drink not found" });
    }
    expect(await listRecipes(owner)).toEqual([]);
    expect(await listRecipes(other)).toEqual([]);
  });

  it("500 {error: Internal server error} for a body that cannot be parsed, logged with a request id", async () => {
    const client = await signUp();
    const requestId = `broken-body-${randomUUID()}`;
    expectServerError(requestId);
    const res = await client.request("POST", "/api/recipes", {
      raw: '{"title": "Negroni",',
      headers: { "content-type": "application/json", "x-request-id": requestId },
    });
    expect(res.status).toBe(500);
    expect(res.body).toEqual({ error: "Internal server error" });
    expect(res.headers.get("x-request-id")).toBe(requestId);
    await expect.poll(() => readFileSync(backend().logFile, "utf8")).toContain(requestId!);
    const line = readFileSync(backend().logFile, "utf8").split("\n").find((l) => l.includes(requestId!))!;
    expect(JSON.parse(line)).toMatchObject({ level: "error", requestId, path: "/api/recipes" });
    expect(await listRecipes(client)).toEqual([]);
  });
});

describe("POST /api/recipes", () => {
  it("creates the recipe and answers 201 with exactly the stored record", async () => {
    const client = await signUp();
    const drinkId = await createDrink(client);
    const res = await client.post<Recipe>("/api/recipes", { ...validRecipe, sourceDrinkId: drinkId });
    expect(res.status).toBe(201);
    expect(Object.keys(res.body).sort()).toEqual(
      ["createdAt", "garnish", "glassware", "id", "ingredients", "missingCount", "notes", "sourceDrinkId", "steps", "title", "userId"].sort(),
    );
    expect(res.body).toMatchObject({
      userId: client.user!.id,
      title: "Negroni",
      ingredients: validRecipe.ingredients,
      steps: validRecipe.steps,
      garnish: "Orange peel",
      glassware: "Rocks",
      notes: "Equal parts.",
      sourceDrinkId: drinkId,
      missingCount: 2,
    });
    expect(res.body.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(new Date(res.body.createdAt).toISOString()).toBe(res.body.createdAt);
  });

  it("takes the owner from the session, never from the body", async () => {
    const client = await signUp();
    const other = await signUp();
    const res = await client.post<Recipe>("/api/recipes", { ...validRecipe, userId: other.user!.id, id: "mine", missingCount: 99 });
    expect(res.status).toBe(201);
    expect(res.body.userId).toBe(client.user!.id);
    expect(res.body.id).not.toBe("mine");
    expect(res.body.missingCount).toBe(2);
    expect(await listRecipes(other)).toEqual([]);
  });

  it("stores missing or empty garnish, glassware, sourceDrinkId and notes as null", async () => {
    const client = await signUp();
    const minimal = { title: "Shot", ingredients: [{ name: "Tequila", amount: "", available: true }], steps: ["Pour"] };
    const a = await client.post<Recipe>("/api/recipes", minimal);
    const b = await client.post<Recipe>("/api/recipes", { ...minimal, garnish: "", glassware: "", sourceDrinkId: "", notes: "" });
    const c = await client.post<Recipe>("/api/recipes", { ...minimal, garnish: null, glassware: null, sourceDrinkId: null, notes: null });
    for (const res of [a, b, c]) {
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ garnish: null, glassware: null, sourceDrinkId: null, notes: null, missingCount: 0 });
    }
  });

  it("answers 400 for a JSON body that is not an object", async () => {
    const client = await signUp();
    for (const raw of ["[]", "null", "42", '"text"']) {
      const res = await client.request("POST", "/api/recipes", { raw, headers: { "content-type": "application/json" } });
      expectIssues(res, [[[], "The request must be an object."]]);
    }
  });

  it("answers 413 for a body over 1 MB and creates nothing", async () => {
    const client = await signUp();
    const res = await client.post("/api/recipes", { ...validRecipe, notes: "x".repeat(1024 * 1024 + 10) });
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ error: "Payload too large" });
    expect(await listRecipes(client)).toEqual([]);
  });

  it("refuses a write from another origin with 403", async () => {
    const client = await signUp();
    const res = await client.request("POST", "/api/recipes", { body: validRecipe, headers: { origin: "https://evil.example" } });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ error: "Forbidden" });
    const sneaky = await client.request("POST", "/api/recipes", {
      body: validRecipe,
      headers: { origin: "", "sec-fetch-site": "cross-site" },
    });
    expect(sneaky.status).toBe(403);
    expect(await listRecipes(client)).toEqual([]);
  });
});

const s = (n: number) => "a".repeat(n);
const ingredient = { name: "Gin", amount: "1 oz", available: true };
const ingredients = (n: number) => Array.from({ length: n }, (_, i) => ({ ...ingredient, name: `Gin ${i}` }));

const ok = "accepted" as const;

/** Each bound, one inside and one outside: [label, change to the valid body, accepted or the one issue reported] */
const bounds: [string, Record<string, unknown>, typeof ok | ExpectedIssue][] = [
  ["title of 1 character", { title: "N" }, ok],
  ["blank title", { title: "   " }, [["title"], "Give the recipe a title."]],
  ["title of 200 characters", { title: s(200) }, ok],
  ["title of 201 characters", { title: s(201) }, [["title"], "The title can be at most 200 characters."]],
  ["missing title", { title: undefined }, [["title"], "Give the recipe a title."]],
  ["title as a number", { title: 5 }, [["title"], "The title must be text."]],
  ["1 ingredient", { ingredients: ingredients(1) }, ok],
  ["0 ingredients", { ingredients: [] }, [["ingredients"], "Add at least one ingredient."]],
  ["100 ingredients", { ingredients: ingredients(100) }, ok],
  ["101 ingredients", { ingredients: ingredients(101) }, [["ingredients"], "There can be at most 100 ingredients."]],
  ["ingredients as an object", { ingredients: { name: "Gin" } }, [["ingredients"], "The ingredients must be a list."]],
  ["ingredient name of 200 characters", { ingredients: [{ ...ingredient, name: s(200) }] }, ok],
  ["ingredient name of 201 characters", { ingredients: [{ ...ingredient, name: s(201) }] }, [["ingredients", 0, "name"], "The name of ingredient 1 can be at most 200 characters."]],
  ["blank ingredient name", { ingredients: [{ ...ingredient, name: "  " }] }, [["ingredients", 0, "name"], "Give ingredient 1 a name."]],
  ["empty amount", { ingredients: [{ ...ingredient, amount: "" }] }, ok],
  ["amount of 100 characters", { ingredients: [{ ...ingredient, amount: s(100) }] }, ok],
  ["amount of 101 characters", { ingredients: [{ ...ingredient, amount: s(101) }] }, [["ingredients", 0, "amount"], "The amount of ingredient 1 can be at most 100 characters."]],
  ["available as a string", { ingredients: [{ ...ingredient, available: "yes" }] }, [["ingredients", 0, "available"], "The available flag of ingredient 1 must be true or false."]],
  ["ingredient without available", { ingredients: [{ name: "Gin", amount: "1" }] }, [["ingredients", 0, "available"], "The available flag of ingredient 1 is missing."]],
  ["1 step", { steps: ["Stir"] }, ok],
  ["0 steps", { steps: [] }, [["steps"], "Add at least one step."]],
  ["100 steps", { steps: Array(100).fill("Stir") }, ok],
  ["101 steps", { steps: Array(101).fill("Stir") }, [["steps"], "There can be at most 100 steps."]],
  ["empty step", { steps: [""] }, [["steps", 0], "Step 1 cannot be blank."]],
  ["step of 2000 characters", { steps: [s(2000)] }, ok],
  ["step of 2001 characters", { steps: [s(2001)] }, [["steps", 0], "Step 1 can be at most 2,000 characters."]],
  ["steps as a string", { steps: "Stir" }, [["steps"], "The steps must be a list."]],
  ["steps as objects", { steps: [{ text: "Stir" }] }, [["steps", 0], "Step 1 must be text."]],
  ["garnish of 200 characters", { garnish: s(200) }, ok],
  ["garnish of 201 characters", { garnish: s(201) }, [["garnish"], "The garnish can be at most 200 characters."]],
  ["glassware of 200 characters", { glassware: s(200) }, ok],
  ["glassware of 201 characters", { glassware: s(201) }, [["glassware"], "The glass can be at most 200 characters."]],
  ["notes of 5000 characters", { notes: s(5000) }, ok],
  ["notes of 5001 characters", { notes: s(5001) }, [["notes"], "The notes can be at most 5,000 characters."]],
  ["garnish as a number", { garnish: 3 }, [["garnish"], "The garnish must be text."]],
  ["sourceDrinkId as a number", { sourceDrinkId: 3 }, [["sourceDrinkId"], "The drink must be text."]],
];

describe("validation bounds", () => {
  it.each(bounds)("%s", async (_label, change, expected) => {
    const client = await signUp();
    const res = await client.post("/api/recipes", { ...validRecipe, ...change });
    if (expected === ok) {
      expect(res.status).toBe(201);
    } else {
      expectIssues(res, [expected]);
      expect(await listRecipes(client)).toEqual([]);
    }
  });
});

describe("GET /api/recipes", () => {
  it("lists only the caller's recipes, newest first, with sourceDrink {name, type}", async () => {
    const client = await signUp();
    const other = await signUp();
    await other.post("/api/recipes", { ...validRecipe, title: "Not yours" });
    const drinkId = await createDrink(client, "Boulevardier");
    const titles = ["First", "Second", "Third"];
    for (const title of titles) {
      expect((await client.post("/api/recipes", { ...validRecipe, title, sourceDrinkId: title === "Second" ? drinkId : undefined })).status).toBe(201);
    }
    const recipes = await listRecipes(client);
    expect(recipes.map((r) => r.title)).toEqual(["Third", "Second", "First"]);
    expect(recipes[1]!.sourceDrink).toEqual({ name: "Boulevardier", type: "cocktail" });
    expect(recipes[0]!.sourceDrink).toBeNull();
    const sorted = [...recipes].sort((a, b) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : a.id < b.id ? 1 : -1));
    expect(recipes.map((r) => r.id)).toEqual(sorted.map((r) => r.id));
  });

  it("returns recipes as stored when the caller has no bar items", async () => {
    const client = await signUp();
    await client.post("/api/recipes", validRecipe);
    const [recipe] = await listRecipes(client);
    expect(recipe!.ingredients).toEqual(validRecipe.ingredients);
    expect(recipe!.missingCount).toBe(2);
  });

  it("returns recipes as stored when every bar item is EMPTY", async () => {
    const client = await signUp();
    await client.post("/api/bar-items", { name: "Campari", quantity: "EMPTY" });
    await client.post("/api/recipes", validRecipe);
    const [recipe] = await listRecipes(client);
    expect(recipe!.ingredients).toEqual(validRecipe.ingredients);
    expect(recipe!.missingCount).toBe(2);
  });

  it("re-evaluates availability against non-EMPTY bar items and recounts missingCount", async () => {
    const client = await signUp();
    await client.post("/api/recipes", validRecipe);
    const campari = await client.post<{ id: string }>("/api/bar-items", { name: "Campari", quantity: "HALF" });
    await client.post("/api/bar-items", { name: "Sweet vermouth", quantity: "EMPTY" });

    let [recipe] = await listRecipes(client);
    expect(recipe!.ingredients).toEqual([
      { name: "Gin", amount: "30 ml", available: false },
      { name: "Campari", amount: "30 ml", available: true },
      { name: "Sweet vermouth", amount: "30 ml", available: false },
    ]);
    expect(recipe!.missingCount).toBe(2);

    await client.post("/api/bar-items", { name: "Gin", quantity: "LOW" });
    // a new bottle beside the empty one still on the bar
    await client.post("/api/bar-items", { name: "Sweet vermouth", quantity: "FULL", allowDuplicate: true });
    [recipe] = await listRecipes(client);
    expect(recipe!.ingredients.every((i) => i.available)).toBe(true);
    expect(recipe!.missingCount).toBe(0);

    expect((await client.patch(`/api/bar-items/${campari.body.id}`, { quantity: "EMPTY" })).status).toBe(200);
    [recipe] = await listRecipes(client);
    expect(recipe!.ingredients.find((i) => i.name === "Campari")!.available).toBe(false);
    expect(recipe!.missingCount).toBe(1);
    // Each ingredient keeps exactly the spec's fields.
    for (const i of recipe!.ingredients) expect(Object.keys(i).sort()).toEqual(["amount", "available", "name"]);
  });

  it("does not count another user's shelf", async () => {
    const client = await signUp();
    const other = await signUp();
    await other.post("/api/bar-items", { name: "Gin" });
    await client.post("/api/bar-items", { name: "Lemons" });
    await client.post("/api/recipes", validRecipe);
    const [recipe] = await listRecipes(client);
    expect(recipe!.ingredients[0]).toEqual({ name: "Gin", amount: "30 ml", available: false });
  });
});

describe("GET, PATCH and DELETE /api/recipes/[id]", () => {
  it("lets the owner read, change and delete a recipe", async () => {
    const client = await signUp();
    const created = await client.post<Recipe>("/api/recipes", validRecipe);
    const id = created.body.id;

    const read = await client.get<RecipeListItem>(`/api/recipes/${id}`);
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ id, title: "Negroni", sourceDrink: null });

    const changed = await client.patch<Recipe>(`/api/recipes/${id}`, {
      title: "Negroni Sbagliato",
      ingredients: [{ name: "Prosecco", amount: "30 ml", available: false }],
      garnish: "",
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ title: "Negroni Sbagliato", garnish: null, glassware: "Rocks", missingCount: 1 });

    expectIssues(await client.patch(`/api/recipes/${id}`, { title: s(201) }), [[["title"], "The title can be at most 200 characters."]]);

    const deleted = await client.delete(`/api/recipes/${id}`);
    expect(deleted.status).toBe(204);
    expect(deleted.body).toBe("");
    expect((await client.get(`/api/recipes/${id}`)).status).toBe(404);
  });

  it("answers 404 {error: Recipe not found} alike for another user's recipe and a missing one", async () => {
    const owner = await signUp();
    const intruder = await signUp();
    const { body } = await owner.post<Recipe>("/api/recipes", validRecipe);
    for (const id of [body.id, "00000000-0000-4000-8000-000000000000", "nope"]) {
      for (const res of [
        await intruder.get(`/api/recipes/${id}`),
        await intruder.patch(`/api/recipes/${id}`, { title: "Mine now" }),
        await intruder.delete(`/api/recipes/${id}`),
      ]) {
        expect(res.status).toBe(404);
        expect(res.body).toEqual({ error: "Recipe not found" });
      }
    }
    const still = await owner.get<RecipeListItem>(`/api/recipes/${body.id}`);
    expect(still.body.title).toBe("Negroni");
  });

  it("refuses to attach a recipe to another user's drink on PATCH", async () => {
    const owner = await signUp();
    const other = await signUp();
    const { body } = await owner.post<Recipe>("/api/recipes", validRecipe);
    const res = await owner.patch(`/api/recipes/${body.id}`, { sourceDrinkId: await createDrink(other) });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: "Drink not found" });
  });

  it("keeps a drink's recipes, unlinked, when the drink is deleted", async () => {
    const client = await signUp();
    const drinkId = await createDrink(client);
    const { body } = await client.post<Recipe>("/api/recipes", { ...validRecipe, sourceDrinkId: drinkId });
    expect((await client.delete(`/api/drinks/${drinkId}`)).status).toBe(204);
    const after = await client.get<RecipeListItem>(`/api/recipes/${body.id}`);
    expect(after.status).toBe(200);
    expect(after.body).toMatchObject({ sourceDrinkId: null, sourceDrink: null });
  });
});
