import { describe, expect, it } from "vitest";
import type { Drink, Recipe } from "@/domain/types";
import { signIn, signUp, type TestClient } from "../helpers/client";
import { countRows, selectRows } from "../helpers/database";
import { storedKeysOf } from "../helpers/stored-objects";
import { plainPng } from "../helpers/test-photos";
import { uploadFile } from "../helpers/uploads";

/** Whether the client's session still opens the API. */
async function signedIn(client: TestClient): Promise<boolean> {
  const status = (await client.get("/api/recipes")).status;
  expect([200, 401]).toContain(status);
  return status === 200;
}

async function sessionIdsOf(client: TestClient): Promise<string[]> {
  return (await selectRows<{ id: string }>("select id from session where user_id = $1", [client.user!.id])).map((r) => r.id);
}

describe("sessions", () => {
  it("sets the session cookie HttpOnly, Secure, SameSite=Lax on Path=/", async () => {
    const user = (await signUp()).user!;
    const { res } = await signIn(user);
    const cookie = res.headers.getSetCookie().find((c) => c.includes("better-auth.session_token="))!;
    const attributes = cookie.split(";").slice(1).map((a) => a.trim().toLowerCase());
    expect(attributes).toEqual(expect.arrayContaining(["httponly", "secure", "samesite=lax", "path=/"]));
  });

  it("gives each sign-in a new token, and a signed-out token opens nothing", async () => {
    const first = await signUp();
    const { client: second } = await signIn(first.user!);
    const { client: third } = await signIn(first.user!);
    expect(new Set([first.cookie, second.cookie, third.cookie]).size).toBe(3);

    expect((await second.post("/api/auth/sign-out", {})).status).toBe(200);
    expect(await signedIn(second)).toBe(false);
    expect(await signedIn(first)).toBe(true);
    expect(await signedIn(third)).toBe(true);
  });

  it("a password change signs the other devices out and keeps this one", async () => {
    const here = await signUp();
    const { client: elsewhere } = await signIn(here.user!);
    const wrong = await here.post("/api/auth/change-password", { currentPassword: "not it at all", newPassword: "a new long passphrase" });
    expect(wrong.status).toBe(400);
    expect(await signedIn(elsewhere)).toBe(true);

    const changed = await here.post("/api/auth/change-password", {
      currentPassword: "correct horse battery",
      newPassword: "a new long passphrase",
      revokeOtherSessions: true,
    });
    expect(changed.status).toBe(200);
    expect(await signedIn(elsewhere)).toBe(false);
    const renewed = changed.headers.getSetCookie().find((c) => c.includes("better-auth.session_token="));
    const current = renewed ? new (here.constructor as typeof TestClient)(here.baseUrl, renewed.split(";")[0]!, here.user) : here;
    expect(await signedIn(current)).toBe(true);
    await expect(signIn(here.user!)).rejects.toThrow(/401/);
    expect(await signedIn((await signIn(here.user!, { password: "a new long passphrase" })).client)).toBe(true);
  });

  it("signs out everywhere", async () => {
    const here = await signUp();
    const { client: elsewhere } = await signIn(here.user!);
    expect((await here.post("/api/auth/revoke-sessions", {})).status).toBe(200);
    expect(await signedIn(here)).toBe(false);
    expect(await signedIn(elsewhere)).toBe(false);
  });

  it("signs one device out by its session id; another user's session is a 404", async () => {
    const here = await signUp();
    const { client: elsewhere } = await signIn(here.user!);
    const stranger = await signUp();
    const [strangersSession] = await sessionIdsOf(stranger);
    expect((await here.delete(`/api/account/sessions/${strangersSession}`)).status).toBe(404);
    expect(await signedIn(stranger)).toBe(true);

    const ids = await sessionIdsOf(here);
    expect(ids).toHaveLength(2);
    const elsewhereId = (await selectRows<{ id: string }>("select id from session where token = $1", [decodeURIComponent(elsewhere.cookie!.split("=")[1]!).split(".")[0]]))[0]!.id;
    expect((await here.delete(`/api/account/sessions/${elsewhereId}`)).status).toBe(204);
    expect(await signedIn(elsewhere)).toBe(false);
    expect(await signedIn(here)).toBe(true);
  });
});

/** Every table holding a user's rows, by its user column. */
const USER_TABLES = ["drink", "bar_item", "recipe", "upload", "shopping_item", "drink_pour", "session", "account", "user_data_version", "idempotency_key"];

async function rowsOf(userId: string): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of USER_TABLES) counts[table] = await countRows(table, userId);
  counts.user = (await selectRows("select id from \"user\" where id = $1", [userId])).length;
  return counts;
}

describe("deleting the account", () => {
  it("needs the password, then removes every row and every object of the user and nobody else's", async () => {
    const owner = await signUp("Leaving");
    const neighbour = await signUp("Staying");
    for (const client of [owner, neighbour]) {
      const photo = (await uploadFile(client, await plainPng(), { kind: "bar", type: "image/png", filename: "p.png" })).body;
      await uploadFile(client, await plainPng(), { kind: "menu", type: "image/png", filename: "m.png" });
      await client.post("/api/bar-items", { name: "Tanqueray", imageUrl: photo.imageUrl, bottleMl: 700 });
      const recipe = await client.post<Recipe>("/api/recipes", {
        title: "Gin and water",
        ingredients: [{ name: "Gin", amount: "50 ml", available: false }],
        steps: ["Pour"],
      });
      expect((await client.post<Drink>(`/api/recipes/${recipe.body.id}/made`, { servings: 1 })).status).toBe(201);
      // Sent as the pages send it, so that the user has an Idempotency-Key row too.
      await client.request("POST", "/api/shopping-list", { body: { name: "Limes" }, headers: { "idempotency-key": "add-limes" } });
    }
    const before = await rowsOf(owner.user!.id);
    for (const [table, n] of Object.entries(before)) expect(n, table).toBeGreaterThan(0);
    expect((await storedKeysOf(owner.user!.id)).length).toBeGreaterThan(0);
    const neighbourBefore = { rows: await rowsOf(neighbour.user!.id), objects: await storedKeysOf(neighbour.user!.id) };

    const refused = await owner.post("/api/account/delete", { password: "not my password" });
    expect(refused.status).toBe(400);
    expect(await rowsOf(owner.user!.id)).toEqual(before);

    expect((await owner.post("/api/account/delete", { password: "correct horse battery" })).status).toBe(204);
    const after = await rowsOf(owner.user!.id);
    expect(Object.values(after).every((n) => n === 0), JSON.stringify(after)).toBe(true);
    expect(await storedKeysOf(owner.user!.id)).toEqual([]);
    expect(await signedIn(owner)).toBe(false);
    expect({ rows: await rowsOf(neighbour.user!.id), objects: await storedKeysOf(neighbour.user!.id) }).toEqual(neighbourBefore);
  });
});
