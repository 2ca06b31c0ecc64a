import { unzipSync } from "fflate";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import type { ExportDocument } from "@/domain/export/document";
import { seedAccount } from "../helpers/account";
import { anonymous, signUp, type TestClient } from "../helpers/client";
import { exportSchemaErrors } from "../helpers/export-schema";

async function download(client: TestClient, path: string): Promise<{ res: Response; bytes: Uint8Array }> {
  const res = await fetch(client.baseUrl + path, { headers: { cookie: client.cookie! } });
  return { res, bytes: new Uint8Array(await res.arrayBuffer()) };
}

describe("GET /api/export", () => {
  it("answers 401 without a session", async () => {
    expect((await anonymous().get("/api/export")).status).toBe(401);
  });

  it("answers the caller's whole account as a dated attachment that the published schema accepts", async () => {
    const client = await signUp("Exporter");
    const { recipe, made } = await seedAccount(client);
    const other = await signUp("Someone else");
    await other.post("/api/shopping-list", { name: "Not yours" });

    const { res, bytes } = await download(client, "/api/export");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/json; charset=utf-8");
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="barshelf-\d{4}-\d{2}-\d{2}\.json"$/);
    const doc = JSON.parse(new TextDecoder().decode(bytes)) as ExportDocument;
    expect(exportSchemaErrors(doc)).toEqual([]);
    expect(doc).toMatchObject({ format: "barshelf-export", version: 1 });

    expect(doc.recipes).toEqual([
      expect.objectContaining({ id: recipe.id, title: "Negroni", garnish: "Orange peel", sourceDrinkId: recipe.sourceDrinkId }),
    ]);
    expect(doc.recipes[0]!.ingredients[0]).toEqual({ name: "Gin", amount: "30 ml" });
    const loggedMade = doc.drinks.find((d) => d.id === made.id)!;
    expect(loggedMade).toMatchObject({ madeFromRecipeId: recipe.id, servings: 2 });
    // drink_pour keeps no order of its own
    const pourLines = (pours: { ingredient: string; ml: number }[]) => pours.map((p) => [p.ingredient, p.ml]).sort();
    expect(pourLines(loggedMade.pours)).toEqual(pourLines(made.pours));
    const withPhoto = doc.drinks.find((d) => d.name === "Friday Negroni")!;
    expect(withPhoto.photo).toMatch(/^photos\/[0-9a-f-]{36}\.png$/);
    expect(JSON.stringify(doc)).not.toContain("/object-images/");
    expect(JSON.stringify(doc)).not.toContain(client.user!.id);
    expect(doc.barItems.map((b) => b.name).sort()).toEqual(["Campari", "Mystery bottle", "Tanqueray"]);
    expect(doc.barItems.find((b) => b.name === "Campari")).toMatchObject({ bottleMl: 1000, unopened: 1 });
    expect(doc.barItems.find((b) => b.name === "Mystery bottle")!.aliases).toEqual(["Sweet vermouth"]);
    expect(doc.shoppingList).toEqual([expect.objectContaining({ name: "Limes", note: "a dozen", done: false })]);
    expect(doc.uploads.map((u) => u.kind).sort()).toEqual(["drink", "menu"]);
  });

  it("with ?photos=1 answers a zip of the document and every photo it names", async () => {
    const client = await signUp("Zipper");
    await seedAccount(client);
    const { res, bytes } = await download(client, "/api/export?photos=1");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/zip");
    expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="barshelf-\d{4}-\d{2}-\d{2}\.zip"$/);
    const files = unzipSync(bytes);
    const doc = JSON.parse(new TextDecoder().decode(files["barshelf.json"]!)) as ExportDocument;
    expect(exportSchemaErrors(doc)).toEqual([]);
    expect(Object.keys(files).sort()).toEqual(["barshelf.json", ...doc.uploads.map((u) => u.photo)].sort());
    for (const upload of doc.uploads) {
      expect((await sharp(files[upload.photo]!).metadata()).format).toBe("png");
    }
  });

  it("answers an empty account with empty sections, and 400 for a flag it does not know", async () => {
    const client = await signUp("Newcomer");
    const { bytes } = await download(client, "/api/export?photos=0");
    const doc = JSON.parse(new TextDecoder().decode(bytes)) as ExportDocument;
    expect(exportSchemaErrors(doc)).toEqual([]);
    expect([doc.recipes, doc.drinks, doc.barItems, doc.shoppingList, doc.uploads]).toEqual([[], [], [], [], []]);
    expect((await client.get("/api/export?photos=yes")).status).toBe(400);
  });
});
