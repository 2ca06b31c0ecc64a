import { unzipSync, zipSync } from "fflate";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import type { ExportDocument } from "@/domain/export/document";
import type { ImportSummary } from "@/domain/import";
import type { RecipeListItem } from "@/domain/types";
import { seedAccount } from "../helpers/account";
import { signUp, type TestClient } from "../helpers/client";
import { plainPng } from "../helpers/test-photos";

async function exportOf(client: TestClient, photos = false): Promise<{ doc: ExportDocument; files: Record<string, Uint8Array> }> {
  const res = await fetch(`${client.baseUrl}/api/export${photos ? "?photos=1" : ""}`, { headers: { cookie: client.cookie! } });
  expect(res.status).toBe(200);
  const bytes = new Uint8Array(await res.arrayBuffer());
  const files = photos ? unzipSync(bytes) : { "barshelf.json": bytes };
  return { doc: JSON.parse(new TextDecoder().decode(files["barshelf.json"])) as ExportDocument, files };
}

function importFile(client: TestClient, body: string | Uint8Array, dryRun = false) {
  return client.request<ImportSummary & { error?: string; issues?: { path: string[]; message: string }[] }>(
    "POST",
    `/api/import${dryRun ? "?dryRun=1" : ""}`,
    { raw: body as BodyInit },
  );
}

function without<T extends object, K extends keyof T>(record: T, ...keys: K[]): Omit<T, K> {
  const copy = { ...record };
  for (const key of keys) delete copy[key];
  return copy;
}

/** The account as a user sees it: records by their names, links by the linked record's name, no ids or keys. */
function comparable(doc: ExportDocument) {
  const recipeTitle = new Map(doc.recipes.map((r) => [r.id, r.title]));
  const drinkName = new Map(doc.drinks.map((d) => [d.id, d.name]));
  const barItemName = new Map(doc.barItems.map((b) => [b.id, b.name]));
  const byName = <T extends { createdAt: string }>(list: T[], name: (t: T) => string) =>
    [...list].sort((a, b) => name(a).localeCompare(name(b)) || a.createdAt.localeCompare(b.createdAt));
  return {
    recipes: byName(doc.recipes, (r) => r.title).map((r) => ({
      ...without(r, "id", "sourceDrinkId"),
      sourceDrink: r.sourceDrinkId && drinkName.get(r.sourceDrinkId),
    })),
    drinks: byName(doc.drinks, (d) => d.name).map((d) => ({
      ...without(d, "id", "madeFromRecipeId", "photo", "pours"),
      hasPhoto: d.photo !== null,
      madeFrom: d.madeFromRecipeId && recipeTitle.get(d.madeFromRecipeId),
      pours: d.pours
        .map((p) => ({ ...without(p, "barItemId"), barItem: p.barItemId && barItemName.get(p.barItemId) }))
        .sort((a, b) => a.ingredient.localeCompare(b.ingredient)),
    })),
    barItems: byName(doc.barItems, (b) => b.name).map((b) => ({ ...without(b, "id", "photo"), hasPhoto: b.photo !== null })),
    shoppingList: doc.shoppingList,
    // An imported photo is dated by the server when it is stored, not by the file.
    uploads: byName(doc.uploads, (u) => u.kind).map((u) => without(u, "photo", "createdAt")),
  };
}

async function counts(client: TestClient) {
  const { doc } = await exportOf(client);
  return [doc.recipes.length, doc.drinks.length, doc.barItems.length, doc.shoppingList.length, doc.uploads.length];
}

const PASTED = `Gimlet: 2 oz gin / ¾ oz lime juice / ¾ oz simple syrup — shake, strain

Old Pal
1 oz rye whiskey
1 oz Campari
1 oz dry vermouth
Stir with ice, strain into a coupe`;

const BAR_ASSISTANT = {
  name: "Bar Assistant export",
  cocktails: [
    {
      name: "Paper Plane",
      instructions: "Shake with ice.\nStrain into a chilled coupe.",
      garnish: null,
      glass: "Coupe",
      ingredients: ["Bourbon", "Aperol", "Amaro Nonino", "Lemon juice"].map((name, i) => ({ _id: `i${i}`, name, amount: 22.5, units: "ml" })),
    },
  ],
};

const RECIPE_PAGE = `<!doctype html><html><head>
<script type="application/ld+json">{"@context":"https://schema.org","@graph":[{"@type":"Recipe","name":"Daiquiri",
"recipeIngredient":["60 ml white rum","25 ml lime juice","15 ml sugar syrup"],
"recipeInstructions":[{"@type":"HowToStep","text":"Shake with ice."},{"@type":"HowToStep","text":"Strain into a chilled coupe."}]}]}</script>
</head><body></body></html>`;

describe("POST /api/import", () => {
  it("round trip: an export with photos, imported into a fresh account, gives the same data and photos", async () => {
    const source = await signUp("Leaving");
    await seedAccount(source);
    const { doc, files } = await exportOf(source, true);
    const zip = zipSync(files);

    const target = await signUp("Arriving");
    const dry = await importFile(target, zip, true);
    expect(dry.status).toBe(200);
    expect(dry.body).toMatchObject({
      format: "barshelf",
      dryRun: true,
      create: [{ position: "recipes[0]", title: "Negroni" }],
      duplicates: [],
      unreadable: [],
      account: { drinks: 2, barItems: 3, barItemsAlreadyThere: 0, shoppingList: 1, photos: 2, photosMissing: [] },
    });
    expect(await counts(target)).toEqual([0, 0, 0, 0, 0]);

    const res = await importFile(target, zip);
    expect(res.status).toBe(201);
    const { doc: copy, files: copied } = await exportOf(target, true);
    expect(comparable(copy)).toEqual(comparable(doc));
    // New records, new keys: nothing of the file names a record or an object.
    expect(copy.recipes[0]!.id).not.toBe(doc.recipes[0]!.id);
    expect(copy.uploads.map((u) => u.photo).sort()).not.toEqual(doc.uploads.map((u) => u.photo).sort());
    for (const upload of copy.uploads) {
      const meta = await sharp(copied[upload.photo]!).metadata();
      expect([meta.width, meta.height]).toEqual([upload.width, upload.height]);
    }
    // The shelf works as before: the imported Negroni is makeable from the imported bottles.
    const recipes = (await target.get<{ recipes: RecipeListItem[] }>("/api/recipes")).body.recipes;
    expect(recipes.map((r) => [r.title, r.missingCount, r.sourceDrink?.name])).toEqual([["Negroni", 0, "Friday Negroni"]]);

    // Once more: the recipe and bottles are there already, so only the log and photos would be added.
    const again = await importFile(target, zip, true);
    expect(again.body).toMatchObject({
      create: [],
      duplicates: [{ position: "recipes[0]", title: "Negroni", duplicateOf: "your recipes" }],
      account: { barItems: 0, barItemsAlreadyThere: 3, shoppingList: 0 },
    });
  });

  it("imports the JSON export without its photos, saying which it left out", async () => {
    const source = await signUp("Plain JSON");
    await seedAccount(source);
    const { files } = await exportOf(source);
    const target = await signUp("Without photos");
    const res = await importFile(target, files["barshelf.json"]!);
    expect(res.status).toBe(201);
    expect(res.body.account).toMatchObject({ photos: 0, photosMissing: [expect.stringMatching(/^photos\//), expect.stringMatching(/^photos\//)] });
    const { doc } = await exportOf(target);
    expect(doc.uploads).toEqual([]);
    expect(doc.drinks.every((d) => d.photo === null)).toBe(true);
  });

  it.each([
    ["text", PASTED, ["Gimlet", "Old Pal"]],
    ["bar-assistant", JSON.stringify(BAR_ASSISTANT), ["Paper Plane"]],
    ["json-ld", RECIPE_PAGE, ["Daiquiri"]],
  ])("reads %s: the dry run creates nothing, the real run creates the recipes, and the same file again only duplicates", async (format, body, titles) => {
    const client = await signUp(`Importer ${format}`);
    const dry = await importFile(client, body, true);
    expect(dry.status).toBe(200);
    expect(dry.body).toMatchObject({ format, dryRun: true, duplicates: [], unreadable: [], account: null });
    expect(dry.body.create.map((c) => c.title)).toEqual(titles);
    expect(await counts(client)).toEqual([0, 0, 0, 0, 0]);

    const res = await importFile(client, body);
    expect(res.status).toBe(201);
    const recipes = (await client.get<{ recipes: RecipeListItem[] }>("/api/recipes")).body.recipes;
    expect(recipes.map((r) => r.title).sort()).toEqual([...titles].sort());
    expect(recipes.every((r) => r.userId === client.user!.id && r.ingredients.length >= 3 && (r.steps as string[]).length >= 1)).toBe(true);

    const again = await importFile(client, body);
    expect(again.status).toBe(201);
    expect(again.body.create).toEqual([]);
    expect(again.body.duplicates.map((d) => d.title)).toEqual(titles);
    expect(await counts(client)).toEqual([titles.length, 0, 0, 0, 0]);
  });

  it.each([
    ["text", `${PASTED}\n\nJust a thought, no recipe here`, "line 9"],
    ["bar-assistant", JSON.stringify({ cocktails: [...BAR_ASSISTANT.cocktails, { name: "Broken", instructions: "Stir", ingredients: [{ name: "Gin", amount: "much", units: "ml" }] }] }), "cocktails[1]"],
    ["json-ld", RECIPE_PAGE.replace('"recipeIngredient"', '"recipeIngredientX"'), "script 1, Recipe @graph[0]"],
    ["barshelf", JSON.stringify({ format: "barshelf-export", version: 1, exportedAt: "2026-01-01T00:00:00Z", recipes: [{ id: "x", title: "", ingredients: [], steps: [], createdAt: "2026-01-01T00:00:00Z" }], drinks: [], barItems: [], shoppingList: [], uploads: [] }), "recipes[0].title"],
    ["broken JSON", '{"cocktails": [', "the file"],
  ])("a malformed %s file is a 400 with its reasons, and creates nothing", async (_format, body, position) => {
    const client = await signUp("Careful importer");
    await client.post("/api/shopping-list", { name: "Ice" });
    const before = await counts(client);
    const res = await importFile(client, body);
    expect(res.status).toBe(400);
    expect(res.body.error).toBe("Some of the file could not be read; nothing was imported");
    expect(res.body.issues).toEqual(expect.arrayContaining([expect.objectContaining({ path: [position] })]));
    expect(await counts(client)).toEqual(before);
  });

  it("a zip whose photo is not an image is a 400, and stores nothing", async () => {
    const source = await signUp("Zip maker");
    await seedAccount(source);
    const { files } = await exportOf(source, true);
    const photo = Object.keys(files).find((n) => n.startsWith("photos/"))!;
    const target = await signUp("Zip taker");
    const res = await importFile(target, zipSync({ ...files, [photo]: new TextEncoder().encode("not an image") }));
    expect(res.status).toBe(400);
    expect(res.body.issues).toEqual([expect.objectContaining({ path: [photo] })]);
    expect(await counts(target)).toEqual([0, 0, 0, 0, 0]);
  });

  it("refuses more than 5,000 recipes, and a file that is neither text nor a zip", async () => {
    const client = await signUp("Hoarder");
    const many = Array.from({ length: 5001 }, (_, i) => `Drink ${i}: 1 oz gin / 1 oz tonic water — build`).join("\n");
    const res = await importFile(client, many, true);
    expect(res.status).toBe(400);
    expect(res.body.issues).toEqual([expect.objectContaining({ message: "An import can hold at most 5,000 recipes; this file has 5,001." })]);
    const png = await importFile(client, await plainPng());
    expect(png.status).toBe(400);
    expect(png.body.error).toBe("The file is neither text (UTF-8) nor a zip");
    expect(await counts(client)).toEqual([0, 0, 0, 0, 0]);
  });
});
