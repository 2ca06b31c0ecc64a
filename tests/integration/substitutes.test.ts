// The substitutes a user accepts for their shelf: GET/POST/DELETE /api/substitutes, and every
// reader of availability following them (the recipe list, POST /api/availability, the
// recommendations with and without ?strict=1, "I made this" pours).
import { describe, expect, it } from "vitest";
import { MAX_SUBSTITUTES_PER_USER } from "@/domain/constants";
import type { ExportDocument } from "@/domain/export/document";
import type { BarItem, Recipe, SubstituteRecord } from "@/domain/types";
import { anonymous, signUp, type TestClient } from "../helpers/client";
import { exportSchemaErrors } from "../helpers/export-schema";
import { seedRows } from "../helpers/import-files";
import { expectIssues } from "../helpers/validation";

async function addItem(client: TestClient, name: string): Promise<BarItem> {
  const res = await client.post<BarItem>("/api/bar-items", { name });
  expect(res.status).toBe(201);
  return res.body;
}

async function accept(client: TestClient, ingredient: string, acceptedBy: string, note?: string) {
  return client.post<SubstituteRecord>("/api/substitutes", { ingredient, acceptedBy, note });
}

async function listSubstitutes(client: TestClient): Promise<SubstituteRecord[]> {
  const res = await client.get<{ substitutes: SubstituteRecord[] }>("/api/substitutes");
  expect(res.status).toBe(200);
  return res.body.substitutes;
}

async function addManhattan(client: TestClient): Promise<Recipe> {
  const res = await client.post<Recipe>("/api/recipes", {
    title: "Manhattan",
    ingredients: [
      { name: "Rye whiskey", amount: "50 ml", available: false },
      { name: "Sweet vermouth", amount: "20 ml", available: false },
      { name: "Angostura bitters", amount: "1 dash", available: false },
    ],
    steps: ["Stir with ice", "Strain"],
  });
  expect(res.status).toBe(201);
  return res.body;
}

async function listed(client: TestClient, title: string) {
  const res = await client.get<{ recipes: (Recipe & { missingCount: number })[] }>("/api/recipes");
  expect(res.status).toBe(200);
  return res.body.recipes.find((r) => r.title === title)!;
}

describe("/api/substitutes", () => {
  it("401 without a session", async () => {
    expect((await anonymous().get("/api/substitutes")).status).toBe(401);
    expect((await anonymous().post("/api/substitutes", { ingredient: "Rye", acceptedBy: "Bourbon" })).status).toBe(401);
  });

  it("adds, lists oldest first and deletes the caller's substitutes, as {id, ingredient, acceptedBy, note}", async () => {
    const client = await signUp();
    const rye = await accept(client, "  Rye whiskey ", "Bourbon", "Buffalo Trace is fine in a Manhattan");
    expect(rye.status).toBe(201);
    expect(Object.keys(rye.body).sort()).toEqual(["acceptedBy", "id", "ingredient", "note"]);
    expect(rye.body).toMatchObject({ ingredient: "Rye whiskey", acceptedBy: "Bourbon", note: "Buffalo Trace is fine in a Manhattan" });
    const lime = await accept(client, "Lime", "Lemon");
    expect(lime.body.note).toBeNull();
    expect((await listSubstitutes(client)).map((s) => s.ingredient)).toEqual(["Rye whiskey", "Lime"]);
    expect((await client.delete(`/api/substitutes/${rye.body.id}`)).status).toBe(204);
    expect((await listSubstitutes(client)).map((s) => s.ingredient)).toEqual(["Lime"]);
    expect((await client.delete(`/api/substitutes/${rye.body.id}`)).status).toBe(404);
  });

  it("refuses blank, overlong, control characters and unknown fields with a sentence each; stores NFC", async () => {
    const client = await signUp();
    expectIssues(await accept(client, "  ", "Bourbon"), [[["ingredient"], "Say which ingredient the substitute stands in for."]]);
    expectIssues(await client.post("/api/substitutes", { ingredient: "Rye" }), [[["acceptedBy"], "Say what you accept in its place."]]);
    expect((await accept(client, "x".repeat(201), "Bourbon")).status).toBe(400);
    expect((await accept(client, "Rye\u0000", "Bourbon")).status).toBe(400);
    expect((await accept(client, "Rye", "Bourbon", "n".repeat(501))).status).toBe(400);
    expect((await client.post("/api/substitutes", { ingredient: "Rye", acceptedBy: "Bourbon", userId: "x" })).status).toBe(400);
    const decomposed = await accept(client, "Cre\u0300me de cassis", "Chambord");
    expect(decomposed.body.ingredient).toBe("Crème de cassis");
    expect(await listSubstitutes(client)).toHaveLength(1);
  });

  it("404 alike for another user's substitute and a made-up one; never lists another user's", async () => {
    const owner = await signUp();
    const other = await signUp();
    const theirs = await accept(other, "Rye whiskey", "Bourbon");
    for (const id of [theirs.body.id, "00000000-0000-4000-8000-000000000000", "nope"]) {
      const res = await owner.delete(`/api/substitutes/${id}`);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ error: "Substitute not found" });
    }
    expect(await listSubstitutes(owner)).toEqual([]);
    expect(await listSubstitutes(other)).toHaveLength(1);
  });

  it("a repeat with the same Idempotency-Key adds one substitute", async () => {
    const client = await signUp();
    const headers = { "Idempotency-Key": "subst-once-1" };
    const body = { ingredient: "Rye", acceptedBy: "Bourbon" };
    const first = await client.request<SubstituteRecord>("POST", "/api/substitutes", { body, headers });
    const again = await client.request<SubstituteRecord>("POST", "/api/substitutes", { body, headers });
    expect([first.status, again.status]).toEqual([201, 201]);
    expect(again.body.id).toBe(first.body.id);
    expect(await listSubstitutes(client)).toHaveLength(1);
  });

  it(`keeps at most ${MAX_SUBSTITUTES_PER_USER}: past that 409 with a sentence, and nothing added`, async () => {
    const client = await signUp();
    await seedRows("substitute", client.user!.id, MAX_SUBSTITUTES_PER_USER - 1);
    expect((await accept(client, "Rye", "Bourbon")).status).toBe(201);
    const over = await accept(client, "Lime", "Lemon");
    expect(over.status).toBe(409);
    expect(over.body).toEqual({ error: `An account keeps at most ${MAX_SUBSTITUTES_PER_USER} substitutes: delete some to add more` });
    expect(await listSubstitutes(client)).toHaveLength(MAX_SUBSTITUTES_PER_USER);
  });
});

describe("availability through a substitute", () => {
  it("GET /api/recipes shows the line available at once after the substitute is added, and missing again after it goes", async () => {
    const client = await signUp();
    for (const name of ["Buffalo Trace", "Carpano Antica Formula", "Angostura"]) await addItem(client, name);
    await addManhattan(client);
    const before = await listed(client, "Manhattan");
    expect(before.missingCount).toBe(1);
    const rye = await accept(client, "Rye whiskey", "Bourbon");
    const after = await listed(client, "Manhattan");
    expect(after.missingCount).toBe(0);
    // the spec's shape is unchanged: each line is {name, amount, available}
    expect(after.ingredients).toEqual([
      { name: "Rye whiskey", amount: "50 ml", available: true },
      { name: "Sweet vermouth", amount: "20 ml", available: true },
      { name: "Angostura bitters", amount: "1 dash", available: true },
    ]);
    await client.delete(`/api/substitutes/${rye.body.id}`);
    expect((await listed(client, "Manhattan")).missingCount).toBe(1);
  });

  it("POST /api/availability says which bottle and through which substitute; other lines keep their reasons", async () => {
    const client = await signUp();
    const trace = await addItem(client, "Buffalo Trace");
    const rye = await accept(client, "Rye whiskey", "Bourbon");
    const res = await client.post<{ results: unknown[] }>("/api/availability", { names: ["Rye whiskey", "Bourbon", "Scotch"] });
    expect(res.body.results).toEqual([
      {
        name: "Rye whiskey",
        available: true,
        satisfiedBy: { barItemId: trace.id, name: "Buffalo Trace", reason: "substitute", substitute: { id: rye.body.id, ingredient: "Rye whiskey", acceptedBy: "Bourbon" } },
        others: [],
        emptyMatch: null,
      },
      { name: "Bourbon", available: true, satisfiedBy: { barItemId: trace.id, name: "Buffalo Trace", reason: "brand" }, others: [], emptyMatch: null },
      { name: "Scotch", available: false, satisfiedBy: null, others: [], emptyMatch: null },
    ]);
  });

  it("recommendations count a drink made through a substitute; ?strict=1 leaves it out", async () => {
    const client = await signUp();
    for (const name of ["Buffalo Trace", "Carpano Antica Formula", "Angostura"]) await addItem(client, name);
    await addManhattan(client);
    await accept(client, "Rye whiskey", "Bourbon");
    type Answer = { makeNow: { title: string }[]; oneAway: { recipe: { title: string } }[] };
    const withThem = await client.get<Answer>("/api/recommendations");
    expect(withThem.body.makeNow.map((r) => r.title)).toContain("Manhattan");
    const strict = await client.get<Answer>("/api/recommendations?strict=1");
    expect(strict.status).toBe(200);
    expect(strict.body.makeNow.map((r) => r.title)).not.toContain("Manhattan");
    expect(strict.body.oneAway.map((o) => o.recipe.title)).toContain("Manhattan");
    expect((await client.get("/api/recommendations?strict=yes")).status).toBe(400);
  });

  it("I made this pours the line from the substitute's bottle", async () => {
    const client = await signUp();
    const trace = await addItem(client, "Buffalo Trace");
    await addItem(client, "Carpano Antica Formula");
    const recipe = await addManhattan(client);
    await accept(client, "Rye whiskey", "Bourbon");
    const made = await client.post<{ pours: { barItemId: string; ingredient: string; ml: number }[] }>(`/api/recipes/${recipe.id}/made`, { servings: 1 });
    expect(made.status).toBe(201);
    expect(made.body.pours).toContainEqual(expect.objectContaining({ barItemId: trace.id, ingredient: "Rye whiskey", ml: 50 }));
  });

  it("another user's substitute changes nothing for the caller", async () => {
    const owner = await signUp();
    const other = await signUp();
    await addItem(owner, "Buffalo Trace");
    await accept(other, "Rye whiskey", "Bourbon");
    const res = await owner.post<{ results: { available: boolean }[] }>("/api/availability", { names: ["Rye whiskey"] });
    expect(res.body.results[0]!.available).toBe(false);
  });
});

describe("substitutes in the export and the import", () => {
  async function exported(client: TestClient): Promise<ExportDocument> {
    const res = await fetch(client.baseUrl + "/api/export", { headers: { cookie: client.cookie! } });
    expect(res.status).toBe(200);
    return (await res.json()) as ExportDocument;
  }

  function importDoc(client: TestClient, doc: ExportDocument) {
    return client.request<{ error?: string }>("POST", "/api/import", { raw: JSON.stringify(doc) });
  }

  it("exports them in order (left out when there are none), imports them into another account once, and holds the import to 200", async () => {
    const source = await signUp();
    expect((await exported(source)).substitutes).toBeUndefined();
    await accept(source, "Rye whiskey", "Bourbon", "for Manhattans");
    await accept(source, "Lime", "Lemon");
    const doc = await exported(source);
    expect(exportSchemaErrors(doc)).toEqual([]);
    expect(doc.substitutes).toEqual([
      { ingredient: "Rye whiskey", acceptedBy: "Bourbon", note: "for Manhattans" },
      { ingredient: "Lime", acceptedBy: "Lemon", note: null },
    ]);

    const target = await signUp();
    await accept(target, "lime", "lemon");
    expect((await importDoc(target, doc)).status).toBeLessThan(300);
    expect((await listSubstitutes(target)).map((s) => [s.ingredient, s.acceptedBy])).toEqual([
      ["lime", "lemon"],
      ["Rye whiskey", "Bourbon"],
    ]);
    // the same file again adds none
    await importDoc(target, doc);
    expect(await listSubstitutes(target)).toHaveLength(2);

    const full = await signUp();
    await seedRows("substitute", full.user!.id, MAX_SUBSTITUTES_PER_USER - 1);
    const refused = await importDoc(full, doc);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe(`An account keeps at most ${MAX_SUBSTITUTES_PER_USER} substitutes: delete some to add more`);
    expect(await listSubstitutes(full)).toHaveLength(MAX_SUBSTITUTES_PER_USER - 1);
  });

  it("refuses a substitute in the file that breaks the text rules, naming it", async () => {
    const client = await signUp();
    const doc = { ...(await exported(client)), substitutes: [{ ingredient: " ", acceptedBy: "Bourbon", note: null }] };
    const res = await importDoc(client, doc);
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain("substitutes[0].ingredient");
  });
});
