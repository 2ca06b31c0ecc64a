import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { backend } from "../helpers/backend";
import { signUp, type TestClient } from "../helpers/client";
import { rawRequest, type RawResponse } from "../helpers/raw-request";

/**
 * Page and API protection cannot be bypassed: Next's internal headers, RSC
 * requests, path variants, a forged cookie and a signed-out session's cookie all get
 * the redirect to the login page (pages) or a JSON 401 (API), and never the private
 * content; with a real session, the internal headers change nothing.
 */
const CANARY = `GATE-CANARY-${randomUUID()}`;

let owner: TestClient;
/** Cookies that must not open anything. */
let locked: { name: string; cookie: string | null }[];

beforeAll(async () => {
  owner = await signUp("Gate Owner");
  const created = await owner.post("/api/recipes", {
    title: CANARY,
    ingredients: [{ name: "Gin", amount: "60 ml", available: false }],
    steps: ["Stir"],
  });
  expect(created.status).toBe(201);

  const leaving = await signUp("Signed Out");
  expect((await leaving.post("/api/auth/sign-out", {})).status).toBe(200);
  const name = owner.cookie!.split("=")[0]!;
  locked = [
    { name: "no cookie", cookie: null },
    { name: "forged cookie", cookie: `${name}=${randomUUID()}.${"A".repeat(43)}=` },
    { name: "signed-out cookie", cookie: leaving.cookie },
  ];
});

function send(path: string, cookie: string | null, headers: Record<string, string> = {}, method = "GET"): Promise<RawResponse> {
  return rawRequest(backend().baseUrl, path, { method, headers: cookie ? { ...headers, cookie } : headers });
}

const LOGIN = /^(https?:\/\/[^/]+)?\/login\b/;

/**
 * What a page request without a valid session must get: the redirect to /login, after
 * at most two redirects on the site itself (Next sends "//bar" to "/bar"), and nothing
 * private on the way.
 */
async function expectLoginRedirect(path: string, cookie: string | null, headers: Record<string, string> = {}) {
  const what = `${cookie ? cookie.slice(0, 40) : "no cookie"} ${path} ${JSON.stringify(headers)}`;
  let res = await send(path, cookie, headers);
  for (let hop = 0; ; hop++) {
    expect(res.body.toString("utf8"), what).not.toContain(CANARY);
    expect([303, 307, 308], what).toContain(res.status);
    const location = res.headers.location!;
    if (LOGIN.test(location) || hop === 2) break;
    const next = new URL(location, backend().baseUrl);
    expect(next.origin, what).toBe(backend().baseUrl);
    res = await send(next.pathname + next.search, cookie, headers);
  }
  expect(res.headers.location, what).toMatch(LOGIN);
}

/** What an API request without a valid session must get: JSON 401, nothing private. */
function expectUnauthorized(res: RawResponse, what: string) {
  expect(res.body.toString("utf8"), what).not.toContain(CANARY);
  expect(res.status, what).toBe(401);
  expect(JSON.parse(res.body.toString("utf8")), what).toEqual({ error: "Unauthorized" });
}

const INTERNAL_HEADERS: Record<string, string>[] = [
  { "x-middleware-subrequest": "middleware" },
  { "x-middleware-subrequest": "src/proxy:src/proxy:src/proxy:src/proxy:src/proxy" },
  { "x-middleware-subrequest": "proxy:proxy:proxy:proxy:proxy" },
  { "x-middleware-prefetch": "1" },
  { "x-nextjs-data": "1" },
  { rsc: "1" },
  { "next-router-prefetch": "1" },
  { "next-router-state-tree": encodeURIComponent(JSON.stringify(["", { children: ["__PAGE__", {}] }, null, null, true])) },
  { "next-action": "0123456789abcdef0123456789abcdef01234567" },
];

describe("pages without a valid session", () => {
  it("redirect to the login page whatever Next header the request carries", async () => {
    for (const { cookie } of locked) {
      for (const headers of [{}, ...INTERNAL_HEADERS]) {
        for (const path of ["/recipes", "/bar"]) await expectLoginRedirect(path, cookie, headers);
      }
    }
  });

  it("redirect to the login page for RSC requests and path variants", async () => {
    const paths = ["/recipes?_rsc=abc12", "/recipes.rsc", "/BAR", "//bar", "/%62ar", "/bar/", "/bar.json", "/login/../bar", "/api/../bar"];
    for (const { cookie } of locked) {
      for (const path of paths) await expectLoginRedirect(path, cookie);
    }
  });
});

describe("the API without a valid session", () => {
  it("answers a JSON 401 whatever Next header the request carries", async () => {
    for (const { name, cookie } of locked) {
      for (const headers of [{}, ...INTERNAL_HEADERS]) {
        expectUnauthorized(await send("/api/recipes", cookie, headers), `${name} ${JSON.stringify(headers)}`);
        expectUnauthorized(await send("/api/recipes?_rsc=1", cookie, headers), `${name} ?_rsc ${JSON.stringify(headers)}`);
      }
    }
  });
});

describe("with a session, Next's internal headers change nothing", () => {
  it("answers GET /api/recipes with the real list", async () => {
    for (const headers of INTERNAL_HEADERS) {
      const res = await send("/api/recipes", owner.cookie, headers);
      expect(res.status, JSON.stringify(headers)).toBe(200);
      expect(res.body.toString("utf8"), JSON.stringify(headers)).toContain(CANARY);
    }
  });
});

describe("unknown API paths and methods", () => {
  it("answers an unknown path under /api with a JSON 404, signed in or not", async () => {
    for (const cookie of [null, owner.cookie]) {
      for (const path of ["/api/nope", "/api/recipes/a/b/c", "/api"]) {
        const res = await send(path, cookie);
        expect(res.status, path).toBe(404);
        expect(res.headers["content-type"], path).toMatch(/^application\/json/);
        expect(JSON.parse(res.body.toString("utf8")), path).toEqual({ error: "Not found" });
      }
    }
  });

  it("answers a method a path does not serve with a JSON 405 and Allow", async () => {
    const res = await send("/api/recipes", owner.cookie, { origin: backend().baseUrl }, "PUT");
    expect(res.status).toBe(405);
    expect(res.headers.allow?.split(", ").sort()).toEqual(["GET", "HEAD", "OPTIONS", "POST"]);
    expect(JSON.parse(res.body.toString("utf8"))).toEqual({ error: "Method not allowed" });
  });

  it("knows each route's methods from the build, and answers an unknown path 404 whatever the method", async () => {
    const origin = { origin: backend().baseUrl };
    for (const [method, path, allow] of [
      ["GET", "/api/recipes/import", "OPTIONS, POST"],
      ["PATCH", "/api/health", "GET, HEAD, OPTIONS"],
      ["DELETE", "/api/auth/sign-out", "GET, HEAD, OPTIONS, POST"],
      ["POST", "/api/uploads/0b5a/menu/drinks", null],
    ] as const) {
      const res = await send(path, owner.cookie, origin, method);
      if (allow === null) {
        expect(res.status, `${method} ${path}`).not.toBe(405);
        continue;
      }
      expect(res.status, `${method} ${path}`).toBe(405);
      expect(res.headers.allow, `${method} ${path}`).toBe(allow);
    }
    for (const method of ["PUT", "POST", "DELETE", "OPTIONS"]) {
      const res = await send("/api/no-such-thing/1", owner.cookie, origin, method);
      expect(res.status, method).toBe(404);
      expect(JSON.parse(res.body.toString("utf8")), method).toEqual({ error: "Not found" });
    }
  });
});
