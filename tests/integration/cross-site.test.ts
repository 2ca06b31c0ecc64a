import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { backend } from "../helpers/backend";
import { nextTestAddress, signUp, type TestClient } from "../helpers/client";

/**
 * Requests from other sites: a write whose Origin is another site, or which has
 * no Origin while Sec-Fetch-Site says another site, is a 403 that changes nothing, on the
 * auth endpoints too; a JSON endpoint takes only JSON.
 */
const FOREIGN: Record<string, Record<string, string>> = {
  "another site's Origin": { origin: "https://evil.example" },
  "a subdomain's Origin": { origin: "https://bar.evil.example" },
  "the opaque Origin null": { origin: "null" },
  "no Origin, Sec-Fetch-Site cross-site": { "sec-fetch-site": "cross-site" },
  "no Origin, Sec-Fetch-Site same-site": { "sec-fetch-site": "same-site" },
};

async function authPost(path: string, body: unknown, headers: Record<string, string>): Promise<Response> {
  return fetch(`${backend().baseUrl}/api/auth${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": nextTestAddress(), ...headers },
    body: JSON.stringify(body),
  });
}

/** What a user has, as they would see it: a change anywhere shows here. */
async function everything(client: TestClient): Promise<unknown[]> {
  const paths = ["/api/recipes", "/api/drinks", "/api/bar-items", "/api/shopping-list"];
  return Promise.all(paths.map(async (p) => (await client.get(p)).body));
}

describe("login CSRF", () => {
  for (const [what, headers] of Object.entries(FOREIGN)) {
    it(`refuses sign-in and sign-up with ${what}: 403 and no session cookie`, async () => {
      const victim = await signUp("Victim");
      const signIn = await authPost("/sign-in/email", { email: victim.user!.email, password: "correct horse battery" }, headers);
      expect(signIn.status).toBe(403);
      expect(await signIn.json()).toEqual({ error: "Forbidden" });
      expect(signIn.headers.getSetCookie()).toEqual([]);

      const email = `csrf-${randomUUID()}@example.test`;
      const signUpRes = await authPost("/sign-up/email", { name: "Planted", email, password: "correct horse battery" }, headers);
      expect(signUpRes.status).toBe(403);
      expect(signUpRes.headers.getSetCookie()).toEqual([]);
      // The account was not made: signing in to it from our own origin fails.
      const later = await authPost("/sign-in/email", { email, password: "correct horse battery" }, { origin: backend().baseUrl });
      expect(later.status).toBe(401);
    });
  }

  it("refuses a cross-site sign-out, which keeps the session alive", async () => {
    const client = await signUp();
    const out = await authPost("/sign-out", {}, { cookie: client.cookie!, "sec-fetch-site": "cross-site" });
    expect(out.status).toBe(403);
    const session = await client.get<{ user: { id: string } } | null>("/api/auth/get-session");
    expect(session.body?.user.id).toBe(client.user!.id);
  });

  it("still signs in from our own origin", async () => {
    const client = await signUp();
    const credentials = { email: client.user!.email, password: "correct horse battery" };
    const res = await authPost("/sign-in/email", credentials, { origin: backend().baseUrl, "sec-fetch-site": "same-origin" });
    expect(res.status).toBe(200);
    expect(res.headers.getSetCookie().some((c) => c.includes("better-auth.session_token="))).toBe(true);
  });
});

describe("writes from another site", () => {
  it("refuses every kind of write with 403 and changes nothing", async () => {
    const client = await signUp();
    const recipe = await client.post<{ id: string }>("/api/recipes", {
      title: "Gimlet",
      ingredients: [{ name: "Gin", amount: "60 ml", available: false }],
      steps: ["Shake"],
    });
    const item = await client.post<{ id: string }>("/api/bar-items", { name: "Tanqueray" });
    const drink = await client.post<{ id: string }>("/api/drinks", { name: "Gimlet", type: "cocktail" });
    const entry = await client.post<{ id: string }>("/api/shopping-list", { name: "Limes" });
    const before = await everything(client);
    const writes: [string, string, unknown][] = [
      ["POST", "/api/recipes", { title: "X", ingredients: [{ name: "Gin", amount: "", available: true }], steps: ["x"] }],
      ["PATCH", `/api/recipes/${recipe.body.id}`, { title: "Changed" }],
      ["DELETE", `/api/recipes/${recipe.body.id}`, undefined],
      ["POST", `/api/recipes/${recipe.body.id}/made`, { servings: 1 }],
      ["POST", "/api/recipes/import", { catalogueId: "negroni" }],
      ["POST", "/api/bar-items", { name: "Campari" }],
      ["PATCH", `/api/bar-items/${item.body.id}`, { quantity: "EMPTY" }],
      ["DELETE", `/api/bar-items/${item.body.id}`, undefined],
      ["POST", "/api/drinks", { name: "Sour", type: "cocktail" }],
      ["PATCH", `/api/drinks/${drink.body.id}`, { name: "Changed" }],
      ["DELETE", `/api/drinks/${drink.body.id}`, undefined],
      ["POST", "/api/shopping-list", { name: "Mint" }],
      ["PATCH", `/api/shopping-list/${entry.body.id}`, { done: true }],
      ["DELETE", `/api/shopping-list/${entry.body.id}`, undefined],
      ["POST", "/api/starter-shelf", { names: [] }],
    ];
    for (const [what, headers] of Object.entries(FOREIGN)) {
      for (const [method, path, body] of writes) {
        // fetch itself, as the test client adds our Origin to writes.
        const res = await fetch(client.baseUrl + path, {
          method,
          headers: { cookie: client.cookie!, "content-type": "application/json", ...headers },
          body: body === undefined ? undefined : JSON.stringify(body),
        });
        expect(res.status, `${method} ${path} with ${what}`).toBe(403);
        expect(await res.json()).toEqual({ error: "Forbidden" });
      }
    }
    expect(await everything(client)).toEqual(before);
  });
});

describe("page posts from another site", () => {
  it("refuses a server action call on any page with 403 before Next sees it", async () => {
    const client = await signUp();
    for (const [what, headers] of Object.entries(FOREIGN)) {
      for (const page of ["/recipes", "/account", "/bar"]) {
        const res = await fetch(client.baseUrl + page, {
          method: "POST",
          headers: { cookie: client.cookie!, "next-action": "0".repeat(40), "content-type": "text/plain;charset=UTF-8", ...headers },
          body: "[]",
        });
        expect(res.status, `POST ${page} with ${what}`).toBe(403);
        expect(await res.json()).toEqual({ error: "Forbidden" });
      }
    }
  });
});

describe("JSON endpoints take JSON only", () => {
  const gimlet = JSON.stringify({ title: "Gimlet", ingredients: [{ name: "Gin", amount: "60 ml", available: false }], steps: ["Shake"] });

  it("answers 415 for text/plain, a form, no content type or another charset, and creates nothing", async () => {
    const client = await signUp();
    const cases: [string, string | undefined, string][] = [
      ["text/plain JSON", "text/plain", gimlet],
      ["text/plain;charset=UTF-8", "text/plain;charset=UTF-8", gimlet],
      ["a urlencoded form", "application/x-www-form-urlencoded", "title=Gimlet"],
      ["no content type, JSON body", undefined, gimlet],
      ["no content type, not JSON", undefined, "hello there"],
      ["JSON in latin-1", "application/json; charset=iso-8859-1", gimlet],
      ["a look-alike type", "application/jsonx", gimlet],
    ];
    for (const [what, type, raw] of cases) {
      const res = await fetch(`${client.baseUrl}/api/recipes`, {
        method: "POST",
        headers: { cookie: client.cookie!, origin: client.baseUrl, ...(type ? { "content-type": type } : {}) },
        // A Blob without a type keeps fetch from adding text/plain on its own.
        body: new Blob([raw]),
      });
      expect(res.status, what).toBe(415);
      expect(await res.json()).toEqual({ error: "Expected application/json" });
    }
    for (const path of ["/api/bar-items", "/api/drinks", "/api/shopping-list", "/api/availability"]) {
      const res = await client.request("POST", path, { raw: '{"name":"Gin","type":"x","names":[]}', headers: { "content-type": "text/plain" } });
      expect(res.status, path).toBe(415);
    }
    expect((await client.get<{ recipes: unknown[] }>("/api/recipes")).body.recipes).toEqual([]);
    expect((await client.get<{ barItems: unknown[] }>("/api/bar-items")).body.barItems).toEqual([]);
  });

  it("takes application/json with or without charset=utf-8", async () => {
    const client = await signUp();
    for (const type of ["application/json", "application/json; charset=utf-8", "Application/JSON;charset=\"UTF-8\""]) {
      const res = await client.request("POST", "/api/recipes", { raw: gimlet, headers: { "content-type": type } });
      expect(res.status, type).toBe(201);
    }
  });
});
