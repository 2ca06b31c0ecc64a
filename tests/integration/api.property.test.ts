import { randomUUID } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { signUp, type TestClient } from "../helpers/client";
import { expectServerError } from "../helpers/server-log-guard";
import { plainPng } from "../helpers/test-photos";
import { uploadFile } from "../helpers/uploads";

/**
 * Bad input everywhere: random methods, bodies, content types and headers against
 * every route under src/app/api, sent by one user (with their session, their read-and-write API
 * token, or both) while another user's data sits beside it
 * (a household of theirs among it, with a bottle on its shared shelf, a recipe shared with it and a line on its shopping list).
 * Never a 5xx (but the spec's 500 for an unparseable JSON body to POST /api/recipes), never a
 * stack trace, never the other user's data, never a change to it.
 */
const RUNS = 250;

interface Route {
  /** e.g. /api/recipes/[id]/made */
  template: string;
  methods: string[];
}

/** Every route file under src/app/api, with the methods it exports. */
function apiRoutes(): Route[] {
  const root = path.resolve(import.meta.dirname, "../../src/app");
  return readdirSync(path.join(root, "api"), { recursive: true, encoding: "utf8" })
    .filter((file) => path.basename(file) === "route.ts")
    .map((file) => {
      const source = readFileSync(path.join(root, "api", file), "utf8");
      const methods = [...source.matchAll(/export const (GET|POST|PUT|PATCH|DELETE)\b/g)].map((m) => m[1]!);
      return { template: "/api/" + path.dirname(file).split(path.sep).join("/"), methods };
    });
}

const CANARY = `VICTIM-CANARY-${randomUUID()}`;
let actor: TestClient;
let victim: TestClient;
/** The actor's API token, read and write. */
let actorToken: string;
/** Ids of records of each user, to put in paths. */
const ids = { actor: [] as string[], victim: [] as string[] };

async function seed(client: TestClient, label: string, into: string[]): Promise<void> {
  const upload = await uploadFile(client, await plainPng(6, 4), { kind: "drink" });
  expect(upload.status).toBe(201);
  const drink = await client.post<{ id: string }>("/api/drinks", { name: `${label} sour`, type: "cocktail", imageUrl: upload.body.imageUrl });
  const recipe = await client.post<{ id: string }>("/api/recipes", {
    title: `${label} gimlet`,
    ingredients: [{ name: "Gin", amount: "60 ml", available: false }],
    steps: ["Shake"],
    sourceDrinkId: drink.body.id,
  });
  const item = await client.post<{ id: string }>("/api/bar-items", { name: `${label} gin` });
  const entry = await client.post<{ id: string }>("/api/shopping-list", { name: `${label} limes` });
  const substitute = await client.post<{ id: string }>("/api/substitutes", { ingredient: `${label} rye`, acceptedBy: "Bourbon", note: label });
  const household = await client.post<{ id: string }>("/api/households", { name: `${label} flat` });
  // a bottle on the household's shared shelf, with a photo: its members' to see, nobody else's
  const shared = await client.post<{ id: string }>("/api/bar-items", { name: `${label} amaro`, householdId: household.body.id, imageUrl: upload.body.imageUrl });
  // and a line on the household's shopping list
  const partyMenu = await client.post<{ id: string }>("/api/party-menus", { title: `${label} party`, drinks: [recipe.body.id], acceptOrders: true });
  const sharedEntry = await client.post<{ id: string }>("/api/shopping-list", { name: `${label} bitters`, householdId: household.body.id });
  for (const res of [drink, recipe, item, entry, substitute, household, shared, sharedEntry, partyMenu]) expect(res.status).toBe(201);
  // the recipe shared with the household: readable by its members, written by its owner alone
  expect((await client.patch(`/api/recipes/${recipe.body.id}`, { householdId: household.body.id })).status).toBe(200);
  // someone else lives there too, so a household route has another member to remove or change
  const flatmate = await signUp(`${label} flatmate`);
  const invite = await client.post<{ code: string }>(`/api/households/${household.body.id}/invites`, { role: "guest" });
  expect((await flatmate.post(`/api/invites/${invite.body.code}/accept`)).status).toBe(200);
  // the flatmate's id, not the owner's: the answers are checked for the victim's own id, which a redirect may echo from the path
  into.push(upload.body.id, drink.body.id, recipe.body.id, item.body.id, shared.body.id, entry.body.id, sharedEntry.body.id, substitute.body.id, household.body.id, partyMenu.body.id, flatmate.user!.id);
}

/** What the victim has, as they see it through the API. */
async function victimView(): Promise<string> {
  const households = await victim.get<{ households: { id: string }[] }>("/api/households");
  const paths = ["/api/recipes", "/api/drinks", "/api/bar-items", "/api/shopping-list", "/api/substitutes", "/api/households", "/api/party-menus"];
  paths.push(...households.body.households.flatMap((h) => [`/api/households/${h.id}/members`, `/api/households/${h.id}/recipes`]));
  paths.push(...ids.victim.map((id) => `/api/recipes/${id}`));
  const answers = await Promise.all(paths.map((p) => victim.get(p)));
  return JSON.stringify(answers.map((a) => [a.status, a.body]));
}

beforeAll(async () => {
  [actor, victim] = await Promise.all([signUp("Prop Actor"), signUp(CANARY)]);
  await seed(actor, "Actor", ids.actor);
  await seed(victim, CANARY, ids.victim);
  const token = await actor.post<{ token: string }>("/api/account/tokens", { name: "Prop script", scopes: ["read", "write"] });
  expect(token.status).toBe(201);
  actorToken = token.body.token;
});

// ---- arbitraries ----------------------------------------------------------------

const routes = apiRoutes();
/** Under /api/auth: paths that leave the actor's session and account as they are. */
const AUTH_PATHS = ["get-session", "sign-in/email", "sign-up/email", "list-sessions", "update-user", "nope", "sign-in/social"];

const segmentValue = fc.oneof(
  fc.constantFrom(...["x", "0", "..", "%2e%2e", "%00", "null", "00000000-0000-4000-8000-000000000000"]),
  fc.string({ maxLength: 12 }).map(encodeURIComponent),
  fc.constant("victim").chain(() => fc.constantFrom(...(ids.victim.length ? ids.victim : ["v"]))),
  fc.constant("actor").chain(() => fc.constantFrom(...(ids.actor.length ? ids.actor : ["a"]))),
);

/** Each dynamic segment its own value (a household's id, then a member's). */
const pathOf = fc.constantFrom(...routes).chain((route) =>
  fc.tuple(fc.constant(route), fc.array(segmentValue, { minLength: 2, maxLength: 2 }), fc.constantFrom(...AUTH_PATHS)).map(([r, values, auth]) => {
    let i = 0;
    return r.template.replace("[...all]", auth).replace(/\[[^\]]+\]/g, () => values[i++ % values.length]!);
  }),
);

const method = fc.constantFrom("GET", "POST", "PUT", "PATCH", "DELETE", "HEAD", "OPTIONS");

const contentType = fc.constantFrom(
  undefined,
  "application/json",
  "application/json; charset=utf-8",
  "application/json; charset=latin1",
  "text/plain",
  "application/x-www-form-urlencoded",
  "multipart/form-data; boundary=xyz",
  "multipart/form-data",
  "application/octet-stream",
);

/** Values shaped like the API's fields, with the victim's ids among them. */
const fieldValue = fc.oneof(
  fc.jsonValue({ maxDepth: 2 }),
  fc.string({ maxLength: 30 }),
  fc.constantFrom("", "\u0000", "FULL", "EMPTY", "menu", "/object-images/x", "negroni", "owner", "member", "guest"),
  fc.constant(null).chain(() => fc.constantFrom(...(ids.victim.length ? ids.victim : ["v"]))),
);
const FIELDS = ["title", "name", "type", "notes", "ingredients", "steps", "sourceDrinkId", "imageUrl", "quantity", "aliases", "names", "catalogueId", "catalogueIds", "recipeId", "done", "servings", "rating", "kind", "email", "password", "role", "householdId", "shelfOn", "ingredient", "acceptedBy", "note", "drinks", "acceptOrders", "status"];
const shapedBody = fc.dictionary(fc.constantFrom(...FIELDS), fieldValue, { maxKeys: 5 }).map((o) => JSON.stringify(o));

const body = fc.oneof(
  fc.constant(undefined),
  shapedBody,
  fc.jsonValue({ maxDepth: 3 }).map((v) => JSON.stringify(v)),
  fc.string({ maxLength: 60 }),
  fc.uint8Array({ maxLength: 80 }).map((bytes) => Buffer.from(bytes).toString("latin1")),
  fc.constantFrom('{"title": "Negroni",', "--xyz\r\nContent-Disposition: form-data; name=\"kind\"\r\n\r\nmenu\r\n--xyz--\r\n", "\u0000\u0001"),
);

const extraHeaders = fc.record(
  {
    origin: fc.constantFrom("same", "https://evil.example", "null", ""),
    "sec-fetch-site": fc.constantFrom("same-origin", "cross-site", "same-site", "none"),
    "x-forwarded-for": fc.constantFrom("10.9.9.9", "1.2.3.4, 5.6.7.8", "garbage"),
    "x-middleware-subrequest": fc.constantFrom("1", "middleware:middleware:middleware:middleware:middleware"),
    "x-barshelf-client-ip": fc.constantFrom("127.0.0.1", "::1"),
    "content-length": fc.constantFrom("0", "999999999"),
  },
  { requiredKeys: [] },
);

/** How the actor signs the request: the session cookie, their API token, or both at once. */
const credentials = fc.constantFrom("cookie", "token", "both");

const request = fc.record({ path: pathOf, method, contentType, body, headers: extraHeaders, credentials });

// ---- the property -----------------------------------------------------------------

const STACK_TRACE = /\n\s+at |node_modules|\.tsx?:\d+|webpack|TypeError|ReferenceError/;

describe("every /api route under random input", () => {
  it("finds every route file", () => {
    expect(routes.map((r) => r.template)).toEqual(expect.arrayContaining(["/api/recipes", "/api/recipes/[id]", "/api/uploads", "/api/auth/[...all]"]));
    expect(routes.length).toBeGreaterThanOrEqual(15);
  });

  it(`answers ${RUNS} random requests without a 5xx, a stack trace or the other user's data, leaving their data as it was`, { timeout: 300_000 }, async () => {
    const before = await victimView();
    await fc.assert(
      fc.asyncProperty(request, async (r) => {
        const headers: Record<string, string> = {};
        if (r.credentials !== "token") headers.cookie = actor.cookie!;
        if (r.credentials !== "cookie") headers.authorization = `Bearer ${actorToken}`;
        for (const [name, value] of Object.entries(r.headers)) {
          if (name === "content-length") continue; // fetch sets its own
          headers[name] = name === "origin" && value === "same" ? actor.baseUrl : value;
        }
        if (headers.origin === "") delete headers.origin;
        if (r.contentType) headers["content-type"] = r.contentType;
        const requestId = `prop-${randomUUID()}`;
        headers["x-request-id"] = requestId;
        const canHaveBody = r.method !== "GET" && r.method !== "HEAD";
        // where the request really goes: the URL parser resolves "%2e%2e" segments before it is sent
        const sentTo = new URL(actor.baseUrl + r.path).pathname;
        const specCase = r.method === "POST" && sentTo === "/api/recipes" && (r.contentType ?? "").startsWith("application/json");
        if (specCase) expectServerError(requestId);
        const res = await fetch(actor.baseUrl + r.path, {
          method: r.method,
          headers,
          body: canHaveBody && r.body !== undefined ? new Blob([r.body]) : undefined,
          redirect: "manual",
        });
        const text = await res.text();
        const what = `${r.method} ${r.path} by ${r.credentials} (${r.contentType ?? "no type"}): ${res.status} ${text.slice(0, 200)}`;
        if (res.status >= 500) {
          expect(specCase, what).toBe(true);
          expect(res.status, what).toBe(500);
          expect(JSON.parse(text), what).toEqual({ error: "Internal server error" });
        }
        expect(text, what).not.toMatch(STACK_TRACE);
        expect(text, what).not.toContain(CANARY);
        expect(text, what).not.toContain(victim.user!.id);
        expect(text, what).not.toContain(victim.user!.email);
      }),
      { numRuns: RUNS },
    );
    expect(await victimView()).toBe(before);
  });
});
