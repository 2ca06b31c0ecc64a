// What the user already has is recognised: a second bottle of the same product asks first, and
// imports (catalogue, menus, pasted text and files) skip recipes already in the user's recipes.
import { describe, expect, it } from "vitest";
import type { CatalogueEntry } from "@/domain/catalogue-entries";
import type { BarItem, Recipe, RecipeListItem } from "@/domain/types";
import { signUp, type TestClient } from "../helpers/client";

describe("a bar item that is already on the bar", () => {
  it("answers 409 with the item already there, for the same product written differently", async () => {
    const client = await signUp();
    const campari = await client.post<BarItem>("/api/bar-items", { name: "Campari", quantity: "LOW" });
    expect(campari.status).toBe(201);
    for (const name of ["Campari", "campari", "Campari Bitter"]) {
      const again = await client.post<{ error: string; existing: BarItem }>("/api/bar-items", { name });
      expect(again.status).toBe(409);
      expect(again.body).toEqual({ error: "You already have Campari.", existing: { ...campari.body, updatedAt: again.body.existing.updatedAt } });
    }
    expect((await client.get<{ barItems: BarItem[] }>("/api/bar-items")).body.barItems.map((b) => b.name)).toEqual(["Campari"]);
  });

  it("adds another product of the same kind, and the same product when the body allows a duplicate", async () => {
    const client = await signUp();
    await client.post("/api/bar-items", { name: "Tanqueray" });
    expect((await client.post("/api/bar-items", { name: "Tanqueray London Dry Gin" })).status).toBe(409);
    expect((await client.post("/api/bar-items", { name: "Tanqueray No. Ten" })).status).toBe(201);
    expect((await client.post("/api/bar-items", { name: "Beefeater" })).status).toBe(201);
    const second = await client.post<BarItem>("/api/bar-items", { name: "Tanqueray", allowDuplicate: true });
    expect(second.status).toBe(201);
    expect(second.body).not.toHaveProperty("allowDuplicate");
    const names = (await client.get<{ barItems: BarItem[] }>("/api/bar-items")).body.barItems.map((b) => b.name);
    expect(names.filter((n) => n === "Tanqueray")).toHaveLength(2);
    expect(names).toHaveLength(4);
  });

  it("tells one user's bar from another's", async () => {
    const owner = await signUp();
    const other = await signUp();
    await owner.post("/api/bar-items", { name: "Aperol" });
    expect((await other.post("/api/bar-items", { name: "Aperol" })).status).toBe(201);
  });

  it("the starter shelf leaves out what the bar already has", async () => {
    const client = await signUp();
    await client.post("/api/bar-items", { name: "Campari" });
    const added = await client.post<{ barItems: BarItem[] }>("/api/starter-shelf", { names: ["Campari", "Aperol"] });
    expect(added.body.barItems.map((b) => b.name)).toEqual(["Aperol"]);
    const names = (await client.get<{ barItems: BarItem[] }>("/api/bar-items")).body.barItems.map((b) => b.name);
    expect(names.sort()).toEqual(["Aperol", "Campari"]);
  });
});

interface CatalogueImportAnswer {
  recipes: Recipe[];
  existing: { catalogueId: string; recipe: { id: string; title: string } }[];
}

async function recipesOf(client: TestClient): Promise<RecipeListItem[]> {
  return (await client.get<{ recipes: RecipeListItem[] }>("/api/recipes")).body.recipes;
}

async function negroniEntry(client: TestClient): Promise<CatalogueEntry> {
  return (await client.get<{ cocktails: CatalogueEntry[] }>("/api/catalogue?q=negroni")).body.cocktails.find((c) => c.catalogueId === "negroni")!;
}

describe("catalogue cocktails already in the user's recipes", () => {
  it("adds the cocktail once: the second add answers 200 naming the recipe already there", async () => {
    const client = await signUp();
    const first = await client.post<CatalogueImportAnswer>("/api/recipes/import", { catalogueId: "daiquiri" });
    expect(first.status).toBe(201);
    const second = await client.post<CatalogueImportAnswer>("/api/recipes/import", { catalogueIds: ["daiquiri", "negroni"] });
    expect(second.status).toBe(201);
    expect(second.body.recipes.map((r) => r.title)).toEqual(["Negroni"]);
    expect(second.body.existing).toEqual([{ catalogueId: "daiquiri", recipe: { id: first.body.recipes[0]!.id, title: "Daiquiri" } }]);
    const third = await client.post<CatalogueImportAnswer>("/api/recipes/import", { catalogueId: "daiquiri" });
    expect(third.status).toBe(200);
    expect(third.body.recipes).toEqual([]);
    expect((await recipesOf(client)).map((r) => r.title).sort()).toEqual(["Daiquiri", "Negroni"]);
  });

  it("recognises the user's own recipe of the same title and kinds, and marks the catalogue with a link to it", async () => {
    const client = await signUp();
    expect(await negroniEntry(client)).toMatchObject({ inMyRecipes: false, myRecipe: null });
    const own = await client.post<Recipe>("/api/recipes", {
      title: "negroni ",
      ingredients: [
        { name: "Tanqueray", amount: "1 oz", available: false },
        { name: "Campari", amount: "1 oz", available: false },
        { name: "Carpano Antica Formula", amount: "1 oz", available: false },
      ],
      steps: ["Stir"],
    });
    expect(own.status).toBe(201);
    expect(await negroniEntry(client)).toMatchObject({ inMyRecipes: true, myRecipe: { id: own.body.id, title: "negroni" } });
    const again = await client.post<CatalogueImportAnswer>("/api/recipes/import", { catalogueId: "negroni" });
    expect(again.body).toEqual({ recipes: [], existing: [{ catalogueId: "negroni", recipe: { id: own.body.id, title: "negroni" } }] });
    // the same title with another spec is another recipe
    const mezcal = await signUp();
    await mezcal.post("/api/recipes", {
      title: "Negroni",
      ingredients: ["Mezcal", "Campari", "Sweet vermouth"].map((name) => ({ name, amount: "1 oz", available: false })),
      steps: ["Stir"],
    });
    expect((await negroniEntry(mezcal)).inMyRecipes).toBe(false);
    expect((await mezcal.post("/api/recipes/import", { catalogueId: "negroni" })).status).toBe(201);
    expect((await recipesOf(mezcal)).map((r) => r.title)).toEqual(["Negroni", "Negroni"]);
  });

  it("adds a copy when asked to, and POST /api/recipes still creates whatever it is sent", async () => {
    const client = await signUp();
    await client.post("/api/recipes/import", { catalogueId: "negroni" });
    const copy = await client.post<CatalogueImportAnswer>("/api/recipes/import", { catalogueId: "negroni", copies: ["negroni"] });
    expect(copy.status).toBe(201);
    expect(copy.body.recipes).toHaveLength(1);
    const recipe = (await recipesOf(client))[0]!;
    const direct = await client.post("/api/recipes", { title: recipe.title, ingredients: recipe.ingredients, steps: recipe.steps });
    expect(direct.status).toBe(201);
    expect(await recipesOf(client)).toHaveLength(3);
  });

  it("creates one recipe when the same cocktail is added by several requests at once", async () => {
    const client = await signUp();
    const answers = await Promise.all(Array.from({ length: 6 }, () => client.post<CatalogueImportAnswer>("/api/recipes/import", { catalogueId: "daiquiri" })));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 200, 200, 200, 201]);
    expect(await recipesOf(client)).toHaveLength(1);
  });
});
