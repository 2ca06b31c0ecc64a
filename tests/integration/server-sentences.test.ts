import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { backend } from "../helpers/backend";
import { signUp, type ApiResult, type TestClient } from "../helpers/client";
import { expectIssues } from "../helpers/validation";

/**
 * What the server says is in the language of the page that asks (the user's saved language,
 * else the language cookie, else Accept-Language) and in the API's own English for a script
 * with a token or a client that names no language (docs/i18n.md, "What the server says").
 */

const BLANK_TITLE = { title: " ", ingredients: [{ name: "Gin", amount: "2 oz", available: false }], steps: ["Stir"] };

/** A script: only the token, no cookie, no Origin, whatever language its machine prefers. */
async function withToken<T = unknown>(token: string, method: string, path: string, body?: unknown): Promise<ApiResult<T>> {
  const res = await fetch(backend().baseUrl + path, {
    method,
    headers: { authorization: `Bearer ${token}`, "accept-language": "de-DE", ...(body === undefined ? {} : { "content-type": "application/json" }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, headers: res.headers, body: (await res.json()) as T };
}

async function tokenOf(client: TestClient): Promise<string> {
  const res = await client.post<{ token: string }>("/api/account/tokens", { name: "Script", scopes: ["read", "write"] });
  expect(res.status).toBe(201);
  return res.body.token;
}

describe("the server's sentences", () => {
  it("are German for a user who chose German, and today's English for their script's token", async () => {
    const client = await signUp("Sprache Deutsch");
    expect((await client.patch("/api/account/settings", { locale: "de" })).status).toBe(200);
    const token = await tokenOf(client);

    expectIssues(await client.post("/api/recipes", BLANK_TITLE), [[["title"], "Gib dem Rezept einen Titel."]]);
    expectIssues(await client.post("/api/recipes", { ...BLANK_TITLE, title: "x".repeat(201) }), [[["title"], "Das Feld „Titel“ darf höchstens 200 Zeichen lang sein."]]);
    const missing = await client.get(`/api/recipes/${randomUUID()}`);
    expect(missing).toMatchObject({ status: 404, body: { error: "Rezept nicht gefunden" } });

    expectIssues(await withToken(token, "POST", "/api/recipes", BLANK_TITLE), [[["title"], "Give the recipe a title."]]);
    expectIssues(await withToken(token, "POST", "/api/recipes", { ...BLANK_TITLE, title: "x".repeat(201) }), [[["title"], "The title can be at most 200 characters."]]);
    expect(await withToken(token, "GET", `/api/recipes/${randomUUID()}`)).toMatchObject({ status: 404, body: { error: "Recipe not found" } });
  });

  it("follow a page's Accept-Language until a language is chosen, and stay English for a client that names none", async () => {
    const client = await signUp("Sprache Browser");
    const french = await client.request("POST", "/api/bar-items", { body: { name: "" }, headers: { "accept-language": "fr-FR,fr;q=0.9" } });
    expectIssues(french, [[["name"], "Donnez un nom à la bouteille."]]);
    expectIssues(await client.post("/api/bar-items", { name: "" }), [[["name"], "Give the bottle a name."]]);
    // The language cookie (set by choosing a language, kept after a sign-out) wins over Accept-Language.
    const household = await fetch(`${client.baseUrl}/api/households/${randomUUID()}`, { headers: { cookie: `${client.cookie}; barshelf-locale=it`, "accept-language": "fr" } });
    expect({ status: household.status, body: await household.json() }).toEqual({ status: 404, body: { error: "Casa non trovata" } });
  });

  it("word the answers about an Idempotency-Key too", async () => {
    const client = await signUp("Sprache Schlüssel");
    const badKey = { "idempotency-key": "k".repeat(201) };
    const german = await client.request("POST", "/api/shopping-list", { body: { name: "Limetten" }, headers: { ...badKey, "accept-language": "de" } });
    expect(german).toMatchObject({ status: 400, body: { error: "Der Idempotency-Key-Header muss 1 bis 200 druckbare Zeichen lang sein (eine UUID passt)." } });
    const english = await client.request("POST", "/api/shopping-list", { body: { name: "Limetten" }, headers: badKey });
    expect(english.body).toEqual({ error: "The Idempotency-Key header must be 1 to 200 printable characters (a UUID is fine)." });
  });

  it("word an import's unreadable parts in the page's language, and in English for the API", async () => {
    const client = await signUp("Sprache Import");
    const note = "Just a note to myself\nbuy more ice";
    const asked = (headers: Record<string, string>) =>
      client.request<{ unreadable: { position: string; reason: string }[] }>("POST", "/api/import?dryRun=1", { raw: note, headers: { "content-type": "text/plain", ...headers } });
    expect((await asked({ "accept-language": "de" })).body.unreadable).toEqual([{ position: "line 1", reason: "Keine Zutatenzeile mit Menge (etwa „2 oz Gin“)" }]);
    expect((await asked({})).body.unreadable).toEqual([{ position: "line 1", reason: 'No ingredient line with an amount (such as "2 oz gin")' }]);
  });
});
