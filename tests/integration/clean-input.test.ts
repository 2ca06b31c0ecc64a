import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { MAX_BAR_ITEMS_PER_USER, MAX_RECIPES_PER_USER } from "@/domain/constants";
import { backend } from "../helpers/backend";
import { nextTestAddress, sessionCookieFrom, signUp, TestClient } from "../helpers/client";
import { countRows, executeSql } from "../helpers/database";

/** Clean input and limits: control characters, bytes that are not UTF-8, NFC names, record counts. */
const gimlet = { title: "Gimlet", ingredients: [{ name: "Gin", amount: "60 ml", available: false }], steps: ["Shake"] };

async function postBytes(client: TestClient, path: string, bytes: Buffer) {
  return client.request<{ error: string }>("POST", path, { raw: new Uint8Array(bytes), headers: { "content-type": "application/json" } });
}

describe("text fields", () => {
  it("refuse a NUL or another control character with 400 and issues, storing nothing", async () => {
    const client = await signUp();
    const cases: [string, unknown, string[]][] = [
      ["/api/recipes", { ...gimlet, title: "Gim\u0000let" }, ["title"]],
      ["/api/recipes", { ...gimlet, steps: ["Shake\u001b[31m"] }, ["steps", "0"]],
      ["/api/recipes", { ...gimlet, ingredients: [{ name: "Gin\nTonic", amount: "", available: true }] }, ["ingredients", "0", "name"]],
      ["/api/bar-items", { name: "Tanqueray\u0007" }, ["name"]],
      ["/api/drinks", { name: "Sour", type: "cocktail", notes: "fine\u0000" }, ["notes"]],
      ["/api/shopping-list", { name: "Limes\r" }, ["name"]],
    ];
    for (const [path, body, where] of cases) {
      const res = await client.post<{ error: string; issues: { path: (string | number)[] }[] }>(path, body);
      expect(res.status, path).toBe(400);
      expect(res.body.error).toBe("Validation failed");
      expect(res.body.issues.map((i) => i.path.map(String))).toContainEqual(where);
    }
    for (const table of ["recipe", "bar_item", "drink", "shopping_item"]) expect(await countRows(table, client.user!.id)).toBe(0);
  });

  it("keep line breaks and tabs in notes", async () => {
    const client = await signUp();
    const notes = "Shake hard.\nDouble strain.\r\n\tServe up.";
    const res = await client.post<{ notes: string }>("/api/recipes", { ...gimlet, notes });
    expect(res.status).toBe(201);
    expect(res.body.notes).toBe(notes);
  });

  it("store names NFC-normalised", async () => {
    const client = await signUp();
    const item = await client.post<{ name: string }>("/api/bar-items", { name: "Cre\u0300me de cassis" });
    expect(item.status).toBe(201);
    expect(item.body.name).toBe("Cr\u00e8me de cassis");
    const listed = await client.get<{ barItems: { name: string }[] }>("/api/bar-items");
    expect(listed.body.barItems.map((i) => i.name)).toEqual(["Cr\u00e8me de cassis"]);
  });
});

describe("the account's name", () => {
  async function signUpAs(name: string) {
    const { baseUrl } = backend();
    return fetch(`${baseUrl}/api/auth/sign-up/email`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: baseUrl, "x-forwarded-for": nextTestAddress() },
      body: JSON.stringify({ name, email: `name-${randomUUID()}@example.test`, password: "correct horse battery" }),
    });
  }

  it("refuses control characters at sign-up and on a change, and is stored NFC-normalised", async () => {
    const refused = await signUpAs("Ada\u0000Lovelace");
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { error: string }).error).toBe("Validation failed");
    expect(refused.headers.getSetCookie()).toEqual([]);

    const accepted = await signUpAs("Zoe\u0308 Ba\u0302ton");
    expect(accepted.status).toBe(200);
    const client = new TestClient(backend().baseUrl, sessionCookieFrom(accepted), null);
    const session = await client.get<{ user: { name: string } }>("/api/auth/get-session");
    expect(session.body.user.name).toBe("Zo\u00eb B\u00e2ton");

    const change = await client.post("/api/auth/update-user", { name: "Bell\u0007" });
    expect(change.status).toBe(400);
    expect((await client.get<{ user: { name: string } }>("/api/auth/get-session")).body.user.name).toBe("Zo\u00eb B\u00e2ton");
  });
});

describe("bodies that are not UTF-8", () => {
  it("answer 400 and are never stored with replacement characters", async () => {
    const client = await signUp();
    const invalid = [
      Buffer.concat([Buffer.from('{"name":"Caf'), Buffer.from([0xe9]), Buffer.from('"}')]), // latin-1 é
      Buffer.concat([Buffer.from('{"name":"'), Buffer.from([0xc0, 0xaf]), Buffer.from('"}')]), // overlong "/"
      Buffer.concat([Buffer.from('{"name":"'), Buffer.from([0xed, 0xa0, 0x80]), Buffer.from('"}')]), // a lone surrogate
    ];
    for (const bytes of invalid) {
      for (const path of ["/api/bar-items", "/api/recipes"]) {
        const res = await postBytes(client, path, bytes);
        expect(res.status, path).toBe(400);
        expect(res.body).toEqual({ error: "Body is not valid UTF-8" });
      }
    }
    expect(await countRows("bar_item", client.user!.id)).toBe(0);
    expect(await countRows("recipe", client.user!.id)).toBe(0);
    // Valid UTF-8 beyond ASCII goes through unchanged.
    const ok = await postBytes(client, "/api/bar-items", Buffer.from('{"name":"Café ✓"}'));
    expect(ok.status).toBe(201);
  });
});

describe("ids in the path", () => {
  it("answers 404 for an id with a control character, for every method a path serves", async () => {
    const client = await signUp();
    const cases: [string, string[]][] = [
      ["/api/recipes/%00", ["GET", "PATCH", "DELETE"]],
      ["/api/drinks/a%01b", ["GET", "PATCH", "DELETE"]],
      ["/api/bar-items/%7F", ["PATCH", "DELETE"]],
      ["/api/shopping-list/%00", ["PATCH", "DELETE"]],
      ["/api/uploads/%00", ["DELETE"]],
    ];
    for (const [path, methods] of cases) {
      for (const method of methods) {
        const res = await client.request(method, path, method === "PATCH" ? { body: { name: "x" } } : {});
        expect(res.status, `${method} ${path}`).toBe(404);
        expect(res.body).toEqual({ error: "Not found" });
      }
    }
  });
});

describe("size limits", () => {
  it("refuses a JSON body over 1 MB with 413 on every JSON endpoint, storing nothing", async () => {
    const client = await signUp();
    const big = "x".repeat(1024 * 1024);
    for (const path of ["/api/bar-items", "/api/drinks", "/api/shopping-list", "/api/availability"]) {
      const res = await client.post(path, { name: big, type: "x", names: [big] });
      expect(res.status, path).toBe(413);
      expect(res.body).toEqual({ error: "Payload too large" });
    }
    expect(await countRows("bar_item", client.user!.id)).toBe(0);
  });
});

/** Rows written under the API, so that a test can stand at a limit without thousands of requests. */
async function seedRows(table: "recipe" | "bar_item", userId: string, count: number): Promise<void> {
  const now = backend().engine === "postgres" ? "now()" : "'2026-01-01T00:00:00.000Z'";
  const columns =
    table === "recipe"
      ? ["title", "ingredients", "steps", "missing_count"].join(", ")
      : ["name", "quantity", "aliases"].join(", ");
  const values = table === "recipe" ? `'Seed ' || i, '[]', '["Stir"]', 0` : `'Seed ' || i, 'FULL', '[]'`;
  await executeSql(
    `insert into ${table} (id, user_id, ${columns}, created_at, updated_at)
     with recursive n(i) as (select 1 union all select i + 1 from n where i < ${count})
     select '${userId}-' || i, '${userId}', ${values}, ${now}, ${now} from n`,
  );
}

describe("records per account", () => {
  it(`keeps at most ${MAX_RECIPES_PER_USER} recipes: past that 409 with a message, nothing half-made`, async () => {
    const client = await signUp();
    await seedRows("recipe", client.user!.id, MAX_RECIPES_PER_USER - 2);
    expect((await client.post("/api/recipes", gimlet)).status).toBe(201);
    // An import of two would make 5,001: refused whole.
    const twoMore = await client.post("/api/recipes/import", { catalogueIds: ["negroni", "daiquiri"] });
    expect(twoMore.status).toBe(409);
    expect(twoMore.body).toEqual({ error: "An account keeps at most 5,000 recipes: delete some to add more" });
    expect(await countRows("recipe", client.user!.id)).toBe(MAX_RECIPES_PER_USER - 1);
    expect((await client.post("/api/recipes", gimlet)).status).toBe(201);
    const past = await client.post("/api/recipes", gimlet);
    expect(past.status).toBe(409);
    expect(await countRows("recipe", client.user!.id)).toBe(MAX_RECIPES_PER_USER);
  });

  it(`keeps at most ${MAX_BAR_ITEMS_PER_USER} bar items, however they are added`, async () => {
    const client = await signUp();
    await seedRows("bar_item", client.user!.id, MAX_BAR_ITEMS_PER_USER - 1);
    expect((await client.post("/api/bar-items", { name: "Tanqueray" })).status).toBe(201);
    const past = await client.post("/api/bar-items", { name: "Campari" });
    expect(past.status).toBe(409);
    expect(past.body).toEqual({ error: "An account keeps at most 2,000 bar items: delete some to add more" });
    expect((await client.post("/api/starter-shelf", { names: ["Campari"] })).status).toBe(409);
    // "Bought" adds the bottle when the bar has none: refused too, and the entry stays not done.
    const entry = await client.post<{ id: string }>("/api/shopping-list", { name: "Green Chartreuse" });
    expect((await client.patch(`/api/shopping-list/${entry.body.id}`, { done: true })).status).toBe(409);
    const list = await client.get<{ items: { done: boolean }[] }>("/api/shopping-list");
    expect(list.body.items.map((i) => i.done)).toEqual([false]);
    expect(await countRows("bar_item", client.user!.id)).toBe(MAX_BAR_ITEMS_PER_USER);
  });
});
