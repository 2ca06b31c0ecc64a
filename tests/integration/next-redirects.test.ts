import { beforeAll, describe, expect, it } from "vitest";
import { backend } from "../helpers/backend";
import { signUp, type TestClient } from "../helpers/client";
import { rawRequest } from "../helpers/raw-request";

/**
 * Every redirect the production server answers stays on the site, however the page to
 * return to (`next`) or the path itself is spelled: a Location a browser would resolve to
 * another host is an open redirect from a trusted address.
 */
const HOSTILE_NEXT = [
  "/.//evil.example/x",
  "/a/..//evil.example/x",
  "/..//evil.example/x",
  "/%2e//evil.example/x",
  "/.%2e//evil.example/x",
  "/./\\evil.example/x",
  "//evil.example/x",
  "/\\evil.example/x",
  "/\t/evil.example/x",
  "https://evil.example/x",
  "javascript:alert(1)",
  "data:text/html,<script>alert(1)</script>",
  "\uff0f\uff0fevil.example",
];

let client: TestClient;

beforeAll(async () => {
  client = await signUp("Redirected");
});

/** The answer's Location, checked to be a path on the site and resolved against it. */
function landing(location: string | null): URL {
  expect(location).toMatch(/^\/(?![/\\])/);
  const url = new URL(location!, backend().baseUrl);
  expect(url.origin).toBe(new URL(backend().baseUrl).origin);
  return url;
}

async function fetchAs(who: TestClient | null, path: string): Promise<Response> {
  return fetch(backend().baseUrl + path, { redirect: "manual", headers: who?.cookie ? { cookie: who.cookie } : {} });
}

describe("next after signing in", () => {
  it.each(HOSTILE_NEXT)("sends a signed-in visitor of /login?next=%j to the default page", async (next) => {
    const res = await fetchAs(client, `/login?next=${encodeURIComponent(next)}`);
    expect(res.status).toBe(307);
    expect(landing(res.headers.get("location")).pathname).toBe("/recipes");
  });

  it("reads next as the browser sent it, unescaped, and sends /signup's hostile next to the welcome path", async () => {
    const raw = await rawRequest(backend().baseUrl, "/login?next=/.//evil.example/x", { headers: { cookie: client.cookie! } });
    expect(raw.status).toBe(307);
    expect(landing(raw.headers.location as string).pathname).toBe("/recipes");
    const signup = await fetchAs(client, `/signup?next=${encodeURIComponent("/a/..//evil.example/x")}`);
    expect(landing(signup.headers.get("location")).pathname).toBe("/welcome");
  });

  it("ignores a repeated next instead of failing", async () => {
    const res = await fetchAs(client, "/login?next=/bar&next=/drinks");
    expect(res.status).toBe(307);
    expect(landing(res.headers.get("location")).pathname).toBe("/recipes");
  });

  it("still honours a page of the site, normalised", async () => {
    const cases: [string, string][] = [
      ["/bar", "/bar"],
      ["/drinks?sort=name", "/drinks?sort=name"],
      ["/a/../bar", "/bar"],
    ];
    for (const [next, expected] of cases) {
      const res = await fetchAs(client, `/login?next=${encodeURIComponent(next)}`);
      expect(res.status, next).toBe(307);
      const url = landing(res.headers.get("location"));
      expect(url.pathname + url.search, next).toBe(expected);
    }
  });
});

describe("redirects to the login page", () => {
  it("carries only a site path as next, for page and RSC requests alike", async () => {
    const paths = ["//evil.example/x", "/\\evil.example/x", "/%2e%2e%2f%2fevil.example", "/bar?next=//evil.example"];
    for (const path of paths) {
      for (const headers of [{}, { rsc: "1" }] as Record<string, string>[]) {
        const res = await rawRequest(backend().baseUrl, path, { headers });
        expect([307, 308, 404], path).toContain(res.status);
        if (res.status === 404) continue;
        const url = landing(res.headers.location as string);
        if (url.pathname !== "/login") continue;
        const next = url.searchParams.get("next")!;
        expect(landing(next).origin, path).toBe(new URL(backend().baseUrl).origin);
      }
    }
  });
});

describe("the front server's dot-segment redirect", () => {
  it.each([
    ["/api/../bar", "/bar"],
    ["/api/%2e%2e/bar?x=1", "/bar?x=1"],
    ["/a/..//evil.example/x", "/evil.example/x"],
    ["/.//evil.example/x", "/evil.example/x"],
    ["/%2e//evil.example/x", "/evil.example/x"],
    ["/%2e%2e//evil.example/x", "/evil.example/x"],
    ["/./\\evil.example/x", "/evil.example/x"],
    ["/object-images/../..//evil.example", "/evil.example"],
  ])("answers %j with a 308 to %j on the site", async (path, expected) => {
    const res = await rawRequest(backend().baseUrl, path);
    expect(res.status).toBe(308);
    const url = landing(res.headers.location as string);
    expect(url.pathname + url.search).toBe(expected);
  });
});
