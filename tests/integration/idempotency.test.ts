// One tap, one record: a POST carrying an Idempotency-Key runs once per user and key;
// a repeat (a double tap, a retry after a lost answer) gets the first answer and writes nothing,
// on this instance or another one sharing the database.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { STARTER_SHELF } from "@/domain/starter-shelf";
import type { Drink } from "@/domain/types";
import type { RunningApp } from "../helpers/app-server";
import { backend } from "../helpers/backend";
import { signUp, TestClient, type ApiResult } from "../helpers/client";
import { countRows, executeSql, selectRows } from "../helpers/database";
import { expectServerError } from "../helpers/server-log-guard";
import { startAnotherInstance } from "../helpers/instances";
import { GIMLET } from "../helpers/recipes";
import { plainPng } from "../helpers/test-photos";

const SOUR = { name: "Whiskey Sour", type: "cocktail" };

function postOnce<T = unknown>(client: TestClient, path: string, key: string, init: { body?: unknown; raw?: BodyInit } = { body: SOUR }) {
  return client.request<T>("POST", path, { ...init, headers: { "idempotency-key": key } });
}

async function drinkNames(client: TestClient): Promise<string[]> {
  return (await client.get<{ drinks: Drink[] }>("/api/drinks")).body.drinks.map((d) => d.name);
}

const replayed = (res: ApiResult) => res.headers.get("idempotent-replayed");

/** The same client speaking to another server (its session is in the shared database). */
const onInstance = (client: TestClient, app: RunningApp) => new TestClient(app.baseUrl, client.cookie, client.user);

describe("Idempotency-Key on POST", () => {
  it("answers a repeat with the first status and body, and writes once", async () => {
    const client = await signUp();
    const key = randomUUID();
    const first = await postOnce<Drink>(client, "/api/drinks", key);
    expect(first.status).toBe(201);
    expect(replayed(first)).toBeNull();
    const again = await postOnce<Drink>(client, "/api/drinks", key);
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect(replayed(again)).toBe("true");
    expect(await drinkNames(client)).toEqual(["Whiskey Sour"]);
  });

  it("writes once when requests with one key arrive together", async () => {
    const client = await signUp();
    const key = randomUUID();
    const answers = await Promise.all(Array.from({ length: 6 }, () => postOnce<Drink>(client, "/api/drinks", key)));
    expect(answers.map((a) => a.status)).toEqual(Array(6).fill(201));
    expect(new Set(answers.map((a) => a.body.id)).size).toBe(1);
    expect(answers.filter((a) => replayed(a) === "true")).toHaveLength(5);
    expect(await drinkNames(client)).toEqual(["Whiskey Sour"]);
  });

  it("writes twice with two keys, and without a key as before", async () => {
    const client = await signUp();
    expect((await postOnce(client, "/api/drinks", randomUUID())).status).toBe(201);
    expect((await postOnce(client, "/api/drinks", randomUUID())).status).toBe(201);
    expect((await client.post("/api/drinks", SOUR)).status).toBe(201);
    expect((await client.post("/api/drinks", SOUR)).status).toBe(201);
    expect(await drinkNames(client)).toHaveLength(4);
  });

  it("refuses a key already used for another request with 422, writing nothing", async () => {
    const client = await signUp();
    const key = randomUUID();
    expect((await postOnce(client, "/api/drinks", key)).status).toBe(201);
    const other = await postOnce(client, "/api/shopping-list", key, { body: { name: "Limes" } });
    expect(other.status).toBe(422);
    expect(other.body).toEqual({ error: "This Idempotency-Key was already used for another request." });
    expect(await countRows("shopping_item", client.user!.id)).toBe(0);
    // A dry run is another request than the import itself.
    const dry = await postOnce(client, "/api/import?dryRun=1", key, { raw: "Gimlet: 2 oz gin / 1 oz lime juice" });
    expect(dry.status).toBe(422);
  });

  it("keeps keys per user: another user's same key makes their own record", async () => {
    const [ada, bob] = [await signUp("Ada"), await signUp("Bob")];
    const key = randomUUID();
    const first = await postOnce<Drink>(ada, "/api/drinks", key);
    const theirs = await postOnce<Drink>(bob, "/api/drinks", key);
    expect(theirs.status).toBe(201);
    expect(replayed(theirs)).toBeNull();
    expect(theirs.body.id).not.toBe(first.body.id);
    expect(await drinkNames(ada)).toEqual(["Whiskey Sour"]);
    expect(await drinkNames(bob)).toEqual(["Whiskey Sour"]);
  });

  it("replays a 4xx first answer, even when the repeat's body would have been fine", async () => {
    const client = await signUp();
    const key = randomUUID();
    const refused = await postOnce<{ error: string }>(client, "/api/drinks", key, { body: { name: "", type: "cocktail" } });
    expect(refused.status).toBe(400);
    const again = await postOnce(client, "/api/drinks", key);
    expect(again.status).toBe(400);
    expect(again.body).toEqual(refused.body);
    expect(replayed(again)).toBe("true");
    expect(await drinkNames(client)).toEqual([]);
  });

  it("lets a retry write after a first attempt that failed on the server's side (5xx)", async () => {
    const client = await signUp();
    const userId = client.user!.id;
    const trigger = `fail_shopping_${userId.replace(/-/g, "")}`;
    const postgres = backend().engine === "postgres";
    const failure = `injected failure ${trigger}`;
    expectServerError(failure);
    await executeSql(
      postgres
        ? `create function ${trigger}() returns trigger language plpgsql as $$ begin raise exception '${failure}'; end $$;
           create trigger ${trigger} before insert on shopping_item for each row when (new.user_id = '${userId}') execute function ${trigger}();`
        : `create trigger ${trigger} before insert on shopping_item when new.user_id = '${userId}' begin select raise(abort, '${failure}'); end;`,
    );
    const key = randomUUID();
    const failed = await postOnce(client, "/api/shopping-list", key, { body: { name: "Limes" } });
    expect(failed.status).toBe(500);
    await executeSql(postgres ? `drop trigger ${trigger} on shopping_item; drop function ${trigger}();` : `drop trigger ${trigger};`);

    const retry = await postOnce<{ name: string }>(client, "/api/shopping-list", key, { body: { name: "Limes" } });
    expect(retry.status).toBe(201);
    expect(replayed(retry)).toBeNull();
    expect(retry.body.name).toBe("Limes");
    expect(await countRows("shopping_item", userId)).toBe(1);
  });

  it("makes a repeat wait for a first request still running, and answer 409 with Retry-After if it runs too long", async () => {
    const client = await signUp();
    const key = randomUUID();
    const pasted = "Gimlet: 2 oz gin / ¾ oz lime juice / ¾ oz simple syrup — shake, strain";
    // The first import's body arrives in two parts, the second only when the test says so.
    let sendTheRest!: () => void;
    const rest = new Promise<void>((resolve) => (sendTheRest = resolve));
    const body = new ReadableStream<Uint8Array>({
      async start(controller) {
        controller.enqueue(new TextEncoder().encode(pasted.slice(0, 20)));
        await rest;
        controller.enqueue(new TextEncoder().encode(pasted.slice(20)));
        controller.close();
      },
    });
    const first = fetch(`${client.baseUrl}/api/import`, {
      method: "POST",
      body,
      duplex: "half",
      headers: { cookie: client.cookie!, origin: client.baseUrl, "idempotency-key": key },
    } as RequestInit);
    const pending = () => selectRows<{ state: string }>("select state from idempotency_key where user_id = $1", [client.user!.id]);
    await expect.poll(pending, { timeout: 10_000 }).toEqual([{ state: "pending" }]);

    const meanwhile = await postOnce(client, "/api/import", key, { raw: pasted });
    expect(meanwhile.status).toBe(409);
    expect(meanwhile.headers.get("retry-after")).toBe("1");
    sendTheRest();
    const done = await first;
    expect(done.status).toBe(201);
    const doneBody = await done.json();
    const again = await postOnce(client, "/api/import", key, { raw: pasted });
    expect([again.status, again.body, replayed(again)]).toEqual([201, doneBody, "true"]);
    expect(await countRows("recipe", client.user!.id)).toBe(1);
  });

  it("forgets a key after 24 hours (a new write, the old rows cleared), and takes over one left pending by a dead instance", async () => {
    const client = await signUp();
    const userId = client.user!.id;
    const age = (key: string, ms: number, state = "done") =>
      executeSql(`update idempotency_key set created_at = '${new Date(Date.now() - ms).toISOString()}', state = '${state}'
        where user_id = '${userId}' and key = '${key}'`);
    const [old, other, stuck] = [randomUUID(), randomUUID(), randomUUID()];
    const first = await postOnce<Drink>(client, "/api/drinks", old);
    await postOnce(client, "/api/drinks", other);
    await age(old, 25 * 60 * 60 * 1000);
    await age(other, 25 * 60 * 60 * 1000);

    const later = await postOnce<Drink>(client, "/api/drinks", old);
    expect(later.status).toBe(201);
    expect(replayed(later)).toBeNull();
    expect(later.body.id).not.toBe(first.body.id);
    // The user's other expired key went with that claim.
    const keys = await selectRows<{ key: string }>("select key from idempotency_key where user_id = $1", [userId]);
    expect(keys.map((k) => k.key)).toEqual([old]);

    // A key pending for 11 minutes belongs to a request whose instance died: a retry runs.
    await postOnce(client, "/api/drinks", stuck);
    await age(stuck, 11 * 60 * 1000, "pending");
    const retried = await postOnce(client, "/api/drinks", stuck);
    expect([retried.status, replayed(retried)]).toEqual([201, null]);
    expect(await drinkNames(client)).toHaveLength(5);
  });

  it.each([
    ["", "blank"],
    ["x".repeat(201), "201 characters"],
    ["clé", "not ASCII"],
  ])("refuses a malformed key (%#: %s) with 400 and writes nothing", async (key) => {
    const client = await signUp();
    const res = await postOnce<{ error: string }>(client, "/api/drinks", key);
    expect(res.status).toBe(400);
    expect(res.body.error).toMatch(/Idempotency-Key/);
    expect(await drinkNames(client)).toEqual([]);
  });
});

/** Every route that creates something, with what it sends and how many records it made. */
const CREATES: [string, (client: TestClient) => Promise<{ path: string; init: { body?: unknown; raw?: BodyInit } }>, string][] = [
  ["/api/recipes", async () => ({ path: "/api/recipes", init: { body: GIMLET } }), "recipe"],
  ["/api/recipes/import", async () => ({ path: "/api/recipes/import", init: { body: { catalogueId: "negroni" } } }), "recipe"],
  [
    "/api/recipes/{id}/made",
    async (client) => {
      const recipe = await client.post<{ id: string }>("/api/recipes", GIMLET);
      return { path: `/api/recipes/${recipe.body.id}/made`, init: { body: { servings: 2 } } };
    },
    "drink",
  ],
  ["/api/drinks", async () => ({ path: "/api/drinks", init: { body: SOUR } }), "drink"],
  ["/api/bar-items", async () => ({ path: "/api/bar-items", init: { body: { name: "Campari" } } }), "bar_item"],
  ["/api/shopping-list", async () => ({ path: "/api/shopping-list", init: { body: { name: "Limes" } } }), "shopping_item"],
  ["/api/starter-shelf", async () => ({ path: "/api/starter-shelf", init: { body: { names: STARTER_SHELF.slice(0, 2) } } }), "bar_item"],
  ["/api/import", async () => ({ path: "/api/import", init: { raw: "Gimlet: 2 oz gin / ¾ oz lime juice / ¾ oz simple syrup — shake, strain" } }), "recipe"],
  [
    "/api/uploads",
    async () => {
      const form = new FormData();
      form.set("kind", "drink");
      form.set("file", new Blob([(await plainPng()) as Uint8Array<ArrayBuffer>], { type: "image/png" }), "photo.png");
      return { path: "/api/uploads", init: { raw: form } };
    },
    "upload",
  ],
  [
    "/api/uploads/{id}/menu/drinks",
    async (client) => {
      const form = new FormData();
      form.set("kind", "menu");
      form.set("file", new Blob([(await plainPng(60, 80)) as Uint8Array<ArrayBuffer>], { type: "image/png" }), "menu.png");
      const menu = await client.request<{ id: string }>("POST", "/api/uploads", { raw: form });
      const drinks = [{ name: "Night Owl", description: null, price: null, catalogueId: null, ingredients: [] }];
      return { path: `/api/uploads/${menu.body.id}/menu/drinks`, init: { body: { venue: "The Blue Bar", drinks } } };
    },
    "drink",
  ],
];

describe("every create route", () => {
  it.each(CREATES)("%s: the same key twice writes once and answers the same", async (_, prepare, table) => {
    const client = await signUp();
    const { path, init } = await prepare(client);
    const before = await countRows(table, client.user!.id);
    const key = randomUUID();
    const first = await postOnce(client, path, key, init);
    expect(first.status).toBeLessThan(300);
    const written = await countRows(table, client.user!.id);
    expect(written).toBeGreaterThan(before);
    // A FormData body is read once; the repeat gets a fresh one.
    const again = await postOnce(client, path, key, init.raw instanceof FormData ? (await prepare(client)).init : init);
    expect([again.status, again.body, replayed(again)]).toEqual([first.status, first.body, "true"]);
    expect(await countRows(table, client.user!.id)).toBe(written);
  });
});

describe("across two instances on one database", () => {
  let other: RunningApp;
  beforeAll(async () => {
    other = await startAnotherInstance();
  }, 120_000);
  afterAll(async () => {
    await other?.stop();
  });

  it("a key sent to one instance, then the other, writes once", async () => {
    const client = await signUp();
    const key = randomUUID();
    const first = await postOnce<Drink>(client, "/api/drinks", key);
    const there = await postOnce<Drink>(onInstance(client, other), "/api/drinks", key);
    expect(first.status).toBe(201);
    expect([there.status, there.body, replayed(there)]).toEqual([201, first.body, "true"]);
    expect(await drinkNames(client)).toEqual(["Whiskey Sour"]);
  });

  it("a key sent to both instances at once writes once", async () => {
    const client = await signUp();
    const elsewhere = onInstance(client, other);
    for (let round = 0; round < 5; round += 1) {
      const key = randomUUID();
      const answers = await Promise.all([client, elsewhere, client, elsewhere].map((c) => postOnce<Drink>(c, "/api/drinks", key)));
      expect(answers.map((a) => a.status)).toEqual([201, 201, 201, 201]);
      expect(new Set(answers.map((a) => a.body.id)).size).toBe(1);
    }
    expect(await drinkNames(client)).toHaveLength(5);
  });
});
