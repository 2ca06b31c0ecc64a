// What the user already has is recognised: a second bottle of the same product asks first, and
// imports (catalogue, menus, pasted text and files) skip recipes already in the user's recipes.
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import type { CatalogueEntry } from "@/domain/catalogue-entries";
import type { ImportSummary } from "@/domain/import";
import type { BarItem, Recipe, RecipeListItem } from "@/domain/types";
import { signUp, type TestClient } from "../helpers/client";
import { plainPng } from "../helpers/test-photos";
import { uploadFile } from "../helpers/uploads";

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

const PASTED_NEGRONI = "Negroni: 1 oz Beefeater / 1 oz Campari / 1 oz Martini Rosso — stir\nHanky Panky: 45 ml gin / 45 ml sweet vermouth / 2 dashes Fernet-Branca — stir";

function importText(client: TestClient, text: string, query = "") {
  return client.request<ImportSummary>("POST", `/api/import${query}`, { raw: text });
}

describe("pasted text and files with recipes already in the user's recipes", () => {
  it("lists them as already in your recipes, with the recipe, and skips them", async () => {
    const client = await signUp();
    const catalogue = await client.post<CatalogueImportAnswer>("/api/recipes/import", { catalogueId: "negroni" });
    const mine = catalogue.body.recipes[0]!;
    const preview = await importText(client, PASTED_NEGRONI, "?dryRun=1");
    expect(preview.status).toBe(200);
    expect(preview.body.create.map((c) => c.title)).toEqual(["Hanky Panky"]);
    expect(preview.body.duplicates).toEqual([{ position: "line 1", title: "Negroni", duplicateOf: "your recipes", existing: { id: mine.id, title: "Negroni" } }]);

    const real = await importText(client, PASTED_NEGRONI);
    expect(real.status).toBe(201);
    expect(real.body.duplicates.map((d) => d.existing?.id)).toEqual([mine.id]);
    expect((await recipesOf(client)).map((r) => r.title).sort()).toEqual(["Hanky Panky", "Negroni"]);
  });

  it("adds a copy of the ones the user asks for, by position", async () => {
    const client = await signUp();
    await client.post("/api/recipes/import", { catalogueId: "negroni" });
    const real = await importText(client, PASTED_NEGRONI, `?copy=${encodeURIComponent("line 1")}`);
    expect(real.status).toBe(201);
    expect(real.body.create.map((c) => c.title)).toEqual(["Negroni", "Hanky Panky"]);
    expect((await recipesOf(client)).map((r) => r.title).sort()).toEqual(["Hanky Panky", "Negroni", "Negroni"]);
  });

  it("creates each recipe once when the same text is imported by several requests at once", async () => {
    const client = await signUp();
    const answers = await Promise.all(Array.from({ length: 4 }, () => importText(client, PASTED_NEGRONI)));
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201, 201]);
    expect(answers.map((a) => a.body.create.length).sort()).toEqual([0, 0, 0, 2]);
    expect((await recipesOf(client)).map((r) => r.title).sort()).toEqual(["Hanky Panky", "Negroni"]);
  });
});

interface MenuAnswer {
  status: string;
  candidates: { name: string; catalogueId: string | null; added: { drinkId: string | null; recipeId: string | null } | null; inMyRecipes: { id: string; title: string } | null }[];
}

/** A menu card of two drinks, read by the server's OCR; polled until read. */
async function readMenuOf(client: TestClient, names: [string, string]): Promise<{ id: string; reading: MenuAnswer }> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="260"><rect width="100%" height="100%" fill="#fff"/>
    <g font-family="DejaVu Sans" fill="#111"><text x="30" y="60" font-size="30" font-weight="bold">${names[0]}</text>
    <text x="570" y="60" font-size="30" text-anchor="end">$12</text><text x="30" y="100" font-size="22">gin, Campari, sweet vermouth</text>
    <text x="30" y="180" font-size="30" font-weight="bold">${names[1]}</text><text x="570" y="180" font-size="30" text-anchor="end">$11</text>
    <text x="30" y="220" font-size="22">rum, lime, sugar</text></g></svg>`;
  const upload = await uploadFile(client, await sharp(Buffer.from(svg)).png().toBuffer(), { kind: "menu", filename: "menu.png", type: "image/png" });
  expect(upload.status).toBe(201);
  const deadline = Date.now() + 60_000;
  for (;;) {
    const res = await client.get<MenuAnswer>(`/api/uploads/${upload.body.id}/menu`);
    if (res.body.status === "done" || res.body.status === "failed") return { id: upload.body.id, reading: res.body };
    if (Date.now() > deadline) throw new Error("menu not read in time");
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe("menu drinks already in the user's recipes", () => {
  it("are shown as such, skipped when ticked, and every ticked drink is shown added after a reload", { timeout: 90_000 }, async () => {
    const client = await signUp();
    const mine = (await client.post<CatalogueImportAnswer>("/api/recipes/import", { catalogueId: "negroni" })).body.recipes[0]!;
    const { id, reading } = await readMenuOf(client, ["Negroni", "Daiquiri"]);
    expect(reading.status).toBe("done");
    const candidate = (name: string, r: MenuAnswer) => r.candidates.find((c) => c.name === name)!;
    expect(candidate("Negroni", reading)).toMatchObject({ catalogueId: "negroni", added: null, inMyRecipes: { id: mine.id, title: "Negroni" } });
    expect(candidate("Daiquiri", reading)).toMatchObject({ catalogueId: "daiquiri", added: null, inMyRecipes: null });

    const tick = (name: string) => ({ name, description: null, price: null, catalogueId: candidate(name, reading).catalogueId, ingredients: [] });
    const onlyNegroni = await client.post<{ drinks: unknown[]; existing: unknown[] }>(`/api/uploads/${id}/menu/drinks`, { venue: null, drinks: [tick("Negroni")] });
    expect(onlyNegroni.status).toBe(200);
    expect(onlyNegroni.body).toEqual({ drinks: [], existing: [{ name: "Negroni", recipe: { id: mine.id, title: "Negroni" } }] });
    const both = await client.post<{ drinks: { id: string; name: string; recipeId: string }[] }>(`/api/uploads/${id}/menu/drinks`, {
      venue: null,
      drinks: [tick("Negroni"), tick("Daiquiri")],
    });
    expect(both.status).toBe(201);
    expect(both.body.drinks.map((d) => d.name)).toEqual(["Daiquiri"]);
    expect((await recipesOf(client)).map((r) => r.title).sort()).toEqual(["Daiquiri", "Negroni"]);

    const reloaded = (await client.get<MenuAnswer>(`/api/uploads/${id}/menu`)).body;
    expect(candidate("Negroni", reloaded).added).toEqual({ drinkId: null, recipeId: mine.id });
    expect(candidate("Daiquiri", reloaded)).toMatchObject({ added: { drinkId: both.body.drinks[0]!.id, recipeId: both.body.drinks[0]!.recipeId } });

    // "Add a copy anyway" adds it all the same; deleting what was added offers it again
    const copy = await client.post(`/api/uploads/${id}/menu/drinks`, { venue: null, drinks: [{ ...tick("Negroni"), addCopy: true }] });
    expect(copy.status).toBe(201);
    expect((await recipesOf(client)).filter((r) => r.title === "Negroni")).toHaveLength(2);
    expect((await client.delete(`/api/drinks/${both.body.drinks[0]!.id}`)).status).toBe(204);
    expect((await client.delete(`/api/recipes/${both.body.drinks[0]!.recipeId}`)).status).toBe(204);
    const afterDelete = (await client.get<MenuAnswer>(`/api/uploads/${id}/menu`)).body;
    expect(candidate("Daiquiri", afterDelete)).toMatchObject({ added: null, inMyRecipes: null });
  });
});

describe("menu drinks added by several requests at once", () => {
  it("add the drink and its recipe once", async () => {
    const client = await signUp();
    const upload = await uploadFile(client, await plainPng(60, 80), { kind: "menu", filename: "menu.png", type: "image/png" });
    const negroni = { name: "Negroni", description: null, price: null, catalogueId: "negroni", ingredients: [] };
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => client.post(`/api/uploads/${upload.body.id}/menu/drinks`, { venue: null, drinks: [negroni] })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 200, 201]);
    expect((await recipesOf(client)).map((r) => r.title)).toEqual(["Negroni"]);
    expect((await client.get<{ drinks: unknown[] }>("/api/drinks")).body.drinks).toHaveLength(1);
  });
});
