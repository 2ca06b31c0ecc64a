import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { backend } from "../helpers/backend";
import { signUp, type ApiResult, type TestClient } from "../helpers/client";
import { executeSql, selectRows } from "../helpers/database";
import { GIMLET, NEGRONI } from "../helpers/recipes";
import { phoneJpeg } from "../helpers/test-photos";
import { uploadFile } from "../helpers/uploads";

interface CreatedToken {
  id: string;
  name: string;
  scopes: string[];
  createdAt: string;
  expiresAt: string | null;
  lastUsedAt: string | null;
  token: string;
}

/** A script: only the token, no cookie and no Origin header. */
async function withToken<T = unknown>(token: string, method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<ApiResult<T>> {
  const res = await fetch(backend().baseUrl + path, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { "content-type": "application/json" }), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
    redirect: "manual",
  });
  const text = await res.text();
  const parsed = res.headers.get("content-type")?.includes("application/json") && text ? JSON.parse(text) : text;
  return { status: res.status, headers: res.headers, body: parsed as T };
}

async function createToken(client: TestClient, input: Record<string, unknown> = {}): Promise<CreatedToken> {
  const res = await client.post<CreatedToken>("/api/account/tokens", { name: "Home Assistant", scopes: ["read"], ...input });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

describe("API tokens: managing them", () => {
  it("creates a token shown once, lists it without its secret, and keeps only a hash", async () => {
    const owner = await signUp();
    const created = await createToken(owner, { name: "  Kitchen tablet ", scopes: ["read", "write"], expiresInDays: 30 });
    expect(created.token).toMatch(/^bs_[A-Za-z0-9_-]{43}$/);
    expect(created).toMatchObject({ name: "Kitchen tablet", scopes: ["read", "write"], lastUsedAt: null });
    expect(Date.parse(created.expiresAt!) - Date.now()).toBeGreaterThan(29 * 86_400_000);

    const list = await owner.get<{ tokens: Record<string, unknown>[] }>("/api/account/tokens");
    expect(list.status).toBe(200);
    expect(list.body.tokens).toEqual([{ id: created.id, name: "Kitchen tablet", scopes: ["read", "write"], createdAt: created.createdAt, expiresAt: created.expiresAt, lastUsedAt: null }]);
    expect(JSON.stringify(list.body)).not.toContain(created.token);

    const [row] = await selectRows<{ token_hash: string }>("select token_hash from api_token where id = $1", [created.id]);
    expect(row!.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(created.token.slice(3));
  });

  it("refuses bad input with the field's sentence, and a 21st live token", async () => {
    const owner = await signUp();
    expect((await owner.post("/api/account/tokens", { name: " ", scopes: ["read"] })).status).toBe(400);
    expect((await owner.post("/api/account/tokens", { name: "x", scopes: ["write"] })).status).toBe(400);
    expect((await owner.post("/api/account/tokens", { name: "x", scopes: ["read"], expiresInDays: 0 })).status).toBe(400);
    expect((await owner.post("/api/account/tokens", { name: "a\u0000b", scopes: ["read"] })).status).toBe(400);
    for (let i = 0; i < 20; i++) await createToken(owner, { name: `t${i}` });
    const over = await owner.post<{ error: string }>("/api/account/tokens", { name: "one more", scopes: ["read"] });
    expect(over.status).toBe(409);
    expect(over.body.error).toMatch(/at most 20/);
    expect((await owner.get<{ tokens: unknown[] }>("/api/account/tokens")).body.tokens).toHaveLength(20);
  });

  it("answers a repeated Idempotency-Key with the first token, making no second one", async () => {
    const owner = await signUp();
    const key = randomUUID();
    const send = () => owner.request<CreatedToken>("POST", "/api/account/tokens", { body: { name: "Once", scopes: ["read"] }, headers: { "idempotency-key": key } });
    const first = await send();
    const again = await send();
    expect(first.status).toBe(201);
    expect(again.body.id).toBe(first.body.id);
    expect((await owner.get<{ tokens: unknown[] }>("/api/account/tokens")).body.tokens).toHaveLength(1);
  });

  it("revokes at once: the next request with it is a 401; another user's token is a 404", async () => {
    const owner = await signUp();
    const stranger = await signUp();
    const { id, token } = await createToken(owner);
    expect((await withToken(token, "GET", "/api/recipes")).status).toBe(200);
    expect((await stranger.delete(`/api/account/tokens/${id}`)).status).toBe(404);
    expect((await withToken(token, "GET", "/api/recipes")).status).toBe(200);
    expect((await owner.delete(`/api/account/tokens/${id}`)).status).toBe(204);
    expect((await withToken(token, "GET", "/api/recipes")).status).toBe(401);
    expect((await withToken(token, "GET", "/api/bar-items")).status).toBe(401);
    expect((await owner.get<{ tokens: unknown[] }>("/api/account/tokens")).body.tokens).toEqual([]);
    expect((await owner.delete(`/api/account/tokens/${id}`)).status).toBe(404);
  });

  it("an expired token is a 401 and leaves the list", async () => {
    const owner = await signUp();
    const { id, token } = await createToken(owner, { expiresInDays: 1 });
    expect((await withToken(token, "GET", "/api/bar-items")).status).toBe(200);
    await executeSql(`update api_token set expires_at = '2001-01-01T00:00:00.000Z' where id = '${id}'`);
    expect((await withToken(token, "GET", "/api/bar-items")).status).toBe(401);
    expect((await owner.get<{ tokens: unknown[] }>("/api/account/tokens")).body.tokens).toEqual([]);
  });
});

describe("API tokens: using them", () => {
  it("reads the owner's data, notes when it was last used, and a read token writing is a 403 that changes nothing", async () => {
    const owner = await signUp();
    expect((await owner.post("/api/recipes", GIMLET)).status).toBe(201);
    const { id, token } = await createToken(owner);
    const recipes = await withToken<{ title: string }[] | { recipes: { title: string }[] }>(token, "GET", "/api/recipes");
    expect(recipes.status).toBe(200);
    expect(JSON.stringify(recipes.body)).toContain("Gimlet");
    const listed = await owner.get<{ tokens: { id: string; lastUsedAt: string | null }[] }>("/api/account/tokens");
    expect(listed.body.tokens.find((t) => t.id === id)!.lastUsedAt).not.toBeNull();

    const write = await withToken<{ error: string }>(token, "POST", "/api/recipes", NEGRONI);
    expect(write.status).toBe(403);
    expect(write.body.error).toMatch(/only read/);
    expect(JSON.stringify((await owner.get("/api/recipes")).body)).not.toContain("Negroni");
  });

  it("a write token writes without an Origin header, as the owner", async () => {
    const owner = await signUp();
    const { token } = await createToken(owner, { scopes: ["read", "write"] });
    const created = await withToken<{ id: string; title: string }>(token, "POST", "/api/recipes", NEGRONI);
    expect(created.status).toBe(201);
    expect(JSON.stringify((await owner.get("/api/recipes")).body)).toContain("Negroni");
    // A page of another site naming itself is not what a token guards against: it cannot set the header.
    const crossSite = await withToken(token, "POST", "/api/recipes", GIMLET, { origin: "https://evil.example" });
    expect(crossSite.status).toBe(201);
    expect((await withToken(token, "DELETE", `/api/recipes/${created.body.id}`)).status).toBe(204);
  });

  it("a malformed or unknown token is a 401, and never falls back to the cookie it comes with", async () => {
    const owner = await signUp();
    for (const token of ["bs_nope", `bs_${"A".repeat(43)}`, ""]) {
      expect((await withToken(token, "GET", "/api/recipes")).status).toBe(401);
      expect((await withToken(token, "GET", "/api/recipes", undefined, { cookie: owner.cookie! })).status).toBe(401);
    }
  });

  it("a token never manages the account: tokens, sessions, deleting the account, /api/auth", async () => {
    const owner = await signUp();
    const { id, token } = await createToken(owner, { scopes: ["read", "write"] });
    expect((await withToken(token, "GET", "/api/account/tokens")).status).toBe(403);
    expect((await withToken(token, "POST", "/api/account/tokens", { name: "more", scopes: ["read"] })).status).toBe(403);
    expect((await withToken(token, "DELETE", `/api/account/tokens/${id}`)).status).toBe(403);
    expect((await withToken(token, "POST", "/api/account/delete", { password: "correct horse battery" })).status).toBe(403);
    expect((await withToken(token, "GET", "/api/auth/get-session")).status).toBe(403);
    const change = await withToken(token, "POST", "/api/auth/change-password", { currentPassword: "correct horse battery", newPassword: "another long phrase" });
    expect(change.status).toBe(403);
    // Not even riding along with the owner's cookie.
    expect((await withToken(token, "POST", "/api/auth/sign-out", {}, { cookie: owner.cookie!, origin: backend().baseUrl })).status).toBe(403);
    expect((await owner.get("/api/recipes")).status).toBe(200);
    expect((await owner.get<{ tokens: unknown[] }>("/api/account/tokens")).body.tokens).toHaveLength(1);
  });

  it("a token opens no page and no photo", async () => {
    const owner = await signUp();
    const upload = await uploadFile(owner, await phoneJpeg(), { kind: "drink" });
    expect(upload.status).toBe(201);
    const { token } = await createToken(owner);
    const page = await withToken<string>(token, "GET", "/bar");
    expect([303, 307, 308]).toContain(page.status);
    expect(page.headers.get("location")).toMatch(/\/login\b/);
    const photo = await withToken(token, "GET", upload.body.imageUrl);
    expect(photo.status).toBe(401);
    expect((await owner.get(upload.body.imageUrl)).status).toBe(200);
  });

  it("counts requests per token: past 600 a minute one token gets 429 with Retry-After, the owner's other token does not", async () => {
    const owner = await signUp();
    const busy = await createToken(owner, { name: "Busy" });
    const calm = await createToken(owner, { name: "Calm" });
    // The minute's first 599 requests, counted as the server counts them, then the 600th and 601st for real.
    await executeSql(`insert into rate_limit_counter (key, window_start, count) values ('apiTokenRequests:${busy.id}', ${Date.now()}, 599)`);
    expect((await withToken(busy.token, "GET", "/api/bar-items")).status).toBe(200);
    const over = await withToken(busy.token, "GET", "/api/bar-items");
    expect(over.status).toBe(429);
    expect(Number(over.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await withToken(calm.token, "GET", "/api/bar-items")).status).toBe(200);
    expect((await owner.get("/api/bar-items")).status).toBe(200);
  });

  it("a token of one user never reads another's data", async () => {
    const alice = await signUp();
    const bob = await signUp();
    const secretRecipe = await bob.post<{ id: string }>("/api/recipes", { ...GIMLET, title: `Bob's secret ${randomUUID()}` });
    const { token } = await createToken(alice, { scopes: ["read", "write"] });
    expect((await withToken(token, "GET", `/api/recipes/${secretRecipe.body.id}`)).status).toBe(404);
    expect((await withToken(token, "DELETE", `/api/recipes/${secretRecipe.body.id}`)).status).toBe(404);
    expect(JSON.stringify((await withToken(token, "GET", "/api/recipes")).body)).not.toContain("Bob's secret");
    expect((await bob.get(`/api/recipes/${secretRecipe.body.id}`)).status).toBe(200);
  });
});
