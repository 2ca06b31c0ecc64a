import { randomBytes } from "node:crypto";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_BAR_ITEMS_PER_USER, MAX_DRINKS_PER_USER, MAX_RECIPES_PER_USER, MAX_SHOPPING_ITEMS_PER_USER } from "@/domain/constants";
import type { ExportDocument } from "@/domain/export/document";
import { MAX_IMPORT_PHOTOS } from "@/domain/import";
import { startApp, type RunningApp } from "../helpers/app-server";
import { signUp, type TestClient } from "../helpers/client";
import { countRows } from "../helpers/database";
import {
  barItemsOf,
  drinksOf,
  exportDocument,
  exportZip,
  importFile,
  recipesOf,
  seedRows,
  shoppingListOf,
  type CountedTable,
} from "../helpers/import-files";
import { sharedBackendEnv } from "../helpers/instances";
import { storedKeysOf } from "../helpers/stored-objects";
import { plainPng } from "../helpers/test-photos";
import { uploadFile } from "../helpers/uploads";

/**
 * An import is held to every limit the API's own writes are: the records an account keeps,
 * the storage quota, the upload rate limit, and the text rules of each field.
 */

const TABLES: { table: CountedTable; max: number; noun: string; file: (count: number, tag: string) => ExportDocument; post: (i: number) => [string, object] }[] = [
  {
    table: "recipe",
    max: MAX_RECIPES_PER_USER,
    noun: "recipes",
    file: (n, tag) => exportDocument({ recipes: recipesOf(n, tag) }),
    post: (i) => ["/api/recipes", { title: `Direct ${i}`, ingredients: [{ name: "Gin", amount: "50 ml", available: false }], steps: ["Stir"] }],
  },
  {
    table: "bar_item",
    max: MAX_BAR_ITEMS_PER_USER,
    noun: "bar items",
    file: (n, tag) => exportDocument({ barItems: barItemsOf(n, tag) }),
    post: (i) => ["/api/bar-items", { name: `Direct amaro ${i}` }],
  },
  {
    table: "drink",
    max: MAX_DRINKS_PER_USER,
    noun: "drinks",
    file: (n, tag) => exportDocument({ drinks: drinksOf(n, tag) }),
    post: (i) => ["/api/drinks", { name: `Direct drink ${i}`, type: "cocktail" }],
  },
  {
    table: "shopping_item",
    max: MAX_SHOPPING_ITEMS_PER_USER,
    noun: "shopping list items",
    file: (n, tag) => exportDocument({ shoppingList: shoppingListOf(n, tag) }),
    post: (i) => ["/api/shopping-list", { name: `Direct thing ${i}` }],
  },
];

const ROOM = 5;

describe("the records an account keeps", () => {
  it.each(TABLES)("$noun: an import past the limit is the direct write's 409, and its dry run says so", async ({ table, max, noun, file, post }) => {
    const client = await signUp();
    const userId = client.user!.id;
    await seedRows(table, userId, max - ROOM);
    const refusal = { error: `An account keeps at most ${max.toLocaleString("en")} ${noun}: delete some to add more` };

    const tooMany = file(ROOM + 1, "over");
    const dry = await importFile(client, tooMany, true);
    expect(dry.status).toBe(200);
    expect(dry.body.overLimits).toEqual([
      `You have ${(max - ROOM).toLocaleString("en")} ${noun} and the file adds ${ROOM + 1}, but an account keeps at most ${max.toLocaleString("en")}: importing it would be refused. Delete some first, or import a smaller file.`,
    ]);
    const res = await importFile(client, tooMany);
    expect(res.status).toBe(409);
    expect(res.body).toEqual(refusal);
    expect(await countRows(table, userId)).toBe(max - ROOM);

    // Up to the limit it imports, and then the direct write is refused with the same body.
    expect((await importFile(client, file(ROOM, "fits"), true)).body.overLimits).toEqual([]);
    expect((await importFile(client, file(ROOM, "fits"))).status).toBe(201);
    expect(await countRows(table, userId)).toBe(max);
    const [path, body] = post(0);
    const direct = await client.post(path, body);
    expect(direct.status).toBe(409);
    expect(direct.body).toEqual(refusal);
    expect(await countRows(table, userId)).toBe(max);
  });

  it.each(TABLES)("$noun: two imports at once cannot together pass the limit", async ({ table, max, file }) => {
    const client = await signUp();
    const userId = client.user!.id;
    await seedRows(table, userId, max - ROOM);
    const answers = await Promise.all([importFile(client, file(ROOM - 1, "first")), importFile(client, file(ROOM - 1, "second"))]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    expect(await countRows(table, userId)).toBe(max - 1);
  });

  it("a direct write racing an import cannot pass the limit either", async () => {
    const client = await signUp();
    const userId = client.user!.id;
    await seedRows("shopping_item", userId, MAX_SHOPPING_ITEMS_PER_USER - ROOM);
    const [imported, ...direct] = await Promise.all([
      importFile(client, exportDocument({ shoppingList: shoppingListOf(ROOM, "import") })),
      ...["Limes", "Mint", "Soda water"].map((name) => client.post("/api/shopping-list", { name })),
    ]);
    const created = (imported.status === 201 ? ROOM : 0) + direct.filter((d) => d.status === 201).length;
    for (const answer of [imported, ...direct]) expect([201, 409], JSON.stringify(answer.body)).toContain(answer.status);
    expect(await countRows("shopping_item", userId)).toBe(MAX_SHOPPING_ITEMS_PER_USER - ROOM + created);
    expect(created).toBeLessThanOrEqual(ROOM);
  });
});

describe("photos in an import", () => {
  it(`at most ${MAX_IMPORT_PHOTOS} an import: past that 400, and nothing is stored`, async () => {
    const client = await signUp();
    const png = await plainPng();
    const photos = Object.fromEntries(Array.from({ length: MAX_IMPORT_PHOTOS + 1 }, (_, i) => [`photos/p${i}.png`, new Uint8Array(png)]));
    const zip = exportZip(exportDocument({ drinks: drinksOf(1, "photo") }), photos);
    for (const dryRun of [true, false]) {
      const res = await importFile(client, zip, dryRun);
      expect(res.status).toBe(400);
      expect(res.body.issues).toEqual([
        { code: "too_big", path: ["photos"], message: `An import can hold at most ${MAX_IMPORT_PHOTOS} photos; this file has ${MAX_IMPORT_PHOTOS + 1}.` },
      ]);
    }
    expect(await countRows("upload", client.user!.id)).toBe(0);
    expect(await countRows("drink", client.user!.id)).toBe(0);
    expect(await storedKeysOf(client.user!.id)).toEqual([]);
  });

  it("count toward the upload rate limit, as one upload each", async () => {
    const client = await signUp();
    const png = await plainPng();
    const photos = Object.fromEntries(Array.from({ length: 30 }, (_, i) => [`photos/p${i}.png`, new Uint8Array(png)]));
    const first = await importFile(client, exportZip(exportDocument({}), photos));
    expect(first.status).toBe(201);
    expect(first.body.account?.photos).toBe(30);
    // The thirty photos spent the minute's uploads: a direct upload and another import of a photo wait.
    const upload = await uploadFile(client, png, { kind: "drink" });
    expect(upload.status).toBe(429);
    const second = await importFile(client, exportZip(exportDocument({}), { "photos/late.png": new Uint8Array(png) }));
    expect(second.status).toBe(429);
    expect(Number(second.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    expect(await countRows("upload", client.user!.id)).toBe(30);
    // An import without photos is not an upload.
    expect((await importFile(client, exportDocument({ shoppingList: shoppingListOf(1, "later") }))).status).toBe(201);
  });
});

/** A PNG of noise (it stays a PNG and barely compresses): about 530 KB. */
async function noisePng(): Promise<Uint8Array> {
  const side = 420;
  return new Uint8Array(await sharp(randomBytes(side * side * 3), { raw: { width: side, height: side, channels: 3 } }).png().toBuffer());
}

describe("the storage quota, for imports", () => {
  /** A second instance on the suite's database and store, with a quota of 1 MB per user. */
  let app: RunningApp;
  beforeAll(async () => {
    app = await startApp({ ...sharedBackendEnv(), STORAGE_QUOTA_MB: "1" });
  }, 90_000);
  afterAll(async () => {
    await app?.stop();
  });

  async function expectNothingStored(client: TestClient) {
    expect(await countRows("upload", client.user!.id)).toBe(0);
    expect(await countRows("drink", client.user!.id)).toBe(0);
    expect(await storedKeysOf(client.user!.id)).toEqual([]);
  }

  it("counts the import's photos together: past the quota 413 with the figures, and no rows or objects left", async () => {
    const client = await signUp("Collector", app.baseUrl);
    const photos = { "photos/a.png": await noisePng(), "photos/b.png": await noisePng(), "photos/c.png": await noisePng() };
    const zip = exportZip(exportDocument({ drinks: drinksOf(1, "quota") }), photos);
    for (const dryRun of [true, false]) {
      const res = await importFile(client, zip, dryRun);
      expect(res.status).toBe(413);
      expect(res.body).toEqual({ error: "Storage quota exceeded", usedBytes: 0, quotaBytes: 1024 * 1024 });
    }
    await expectNothingStored(client);
  });

  it("two imports at once cannot together pass the quota", async () => {
    const client = await signUp("Twice", app.baseUrl);
    const [one, two] = await Promise.all([
      importFile(client, exportZip(exportDocument({}), { "photos/one.png": await noisePng() })),
      importFile(client, exportZip(exportDocument({}), { "photos/two.png": await noisePng() })),
    ]);
    expect([one.status, two.status].sort()).toEqual([201, 413]);
    expect(await countRows("upload", client.user!.id)).toBe(1);
    // Only the stored photo's objects (its original and display sizes) are left.
    const keys = await storedKeysOf(client.user!.id);
    const stems = new Set(keys.map((k) => /^[^/]+\/([0-9a-f-]{36})/.exec(k)?.[1]));
    expect(stems.size).toBe(1);
  });
});

describe("text in an import", () => {
  const CONTROL = { NUL: "\u0000", ESC: "\u001b", BEL: "\u0007", DEL: "\u007f" };

  it("passes the API's own text rules: a control character anywhere is a 400 naming the record and field, and nothing is stored", async () => {
    const client = await signUp();
    const [recipe] = recipesOf(1, "bad");
    const [sour, log, stirred] = drinksOf(3, "bad");
    const [gin, amaro, vermouth] = barItemsOf(3, "bad");
    const [limes, ice] = shoppingListOf(2, "bad");
    const doc = exportDocument({
      recipes: [{ ...recipe!, ingredients: [{ name: `Gin${CONTROL.DEL}`, amount: "50 ml" }] }],
      drinks: [
        { ...sour!, name: `Sour${CONTROL.NUL}` },
        { ...log!, notes: `Lovely${CONTROL.ESC}[31m` },
        { ...stirred!, pours: [{ barItemId: null, ingredient: `Gin${CONTROL.BEL}`, ml: 50 }] },
      ],
      barItems: [
        { ...gin!, name: `Gin${CONTROL.ESC}` },
        { ...amaro!, aliases: [`Amaro${CONTROL.BEL}`] },
        { ...vermouth!, category: `Vermouth${CONTROL.DEL}` },
      ],
      shoppingList: [
        { ...limes!, name: `Limes${CONTROL.BEL}` },
        { ...ice!, note: `a bag${CONTROL.NUL}` },
      ],
    });
    const res = await importFile(client, doc);
    expect(res.status).toBe(400);
    expect(res.body.error).toBe("Some of the file could not be read; nothing was imported");
    expect(res.body.issues!.map((i) => i.path.join("."))).toEqual([
      "drinks[0].name",
      "drinks[1].notes",
      "drinks[2].pours[0].ingredient",
      "barItems[0].name",
      "barItems[1].aliases[0]",
      "barItems[2].category",
      "shoppingList[0].name",
      "shoppingList[1].note",
      "recipes[0].ingredients[0].name",
    ]);
    for (const issue of res.body.issues!) expect(issue.message).toMatch(/control characters\.$/);
    for (const table of ["recipe", "drink", "bar_item", "shopping_item"]) expect(await countRows(table, client.user!.id)).toBe(0);
  });

  it("stores names in NFC, as the API's own writes do", async () => {
    const client = await signUp();
    const [drink] = drinksOf(1, "nfc");
    const [item] = barItemsOf(1, "nfc");
    const [thing] = shoppingListOf(1, "nfc");
    const doc = exportDocument({
      drinks: [{ ...drink!, name: "Pin\u0303a colada" }],
      barItems: [{ ...item!, name: "Cafe\u0301 liqueur" }],
      shoppingList: [{ ...thing!, name: "Jalapen\u0303os" }],
    });
    expect((await importFile(client, doc)).status).toBe(201);
    expect((await client.get<{ drinks: { name: string }[] }>("/api/drinks")).body.drinks.map((d) => d.name)).toEqual(["Pi\u00f1a colada"]);
    expect((await client.get<{ barItems: { name: string }[] }>("/api/bar-items")).body.barItems.map((b) => b.name)).toEqual(["Caf\u00e9 liqueur"]);
    expect((await client.get<{ items: { name: string }[] }>("/api/shopping-list")).body.items.map((s) => s.name)).toEqual(["Jalape\u00f1os"]);
  });
});
