import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { answerApiRequest, apiRoutePaths, apiRoutesFrom, methodsOf } from "@/server/http/front/api-routes";
import { isInternalHeader } from "@/server/http/front/internal-headers";
import { readCookie, sessionCookieName, verifySessionCookie } from "@/server/auth/session-cookie";

const secret = "unit-test-secret-0123456789abcdef0123";

/** A cookie value as better-call's signCookieValue writes it: token, dot, base64 HMAC, URI-encoded. */
function signed(token: string, key = secret): string {
  return encodeURIComponent(`${token}.${createHmac("sha256", key).update(token).digest("base64")}`);
}

describe("the session cookie, read as better-auth reads it", () => {
  it("is named with the __Secure- prefix unless the service is reached over plain http", () => {
    expect(sessionCookieName(undefined)).toBe("__Secure-better-auth.session_token");
    expect(sessionCookieName("https://bar.example.com")).toBe("__Secure-better-auth.session_token");
    expect(sessionCookieName("http://192.168.1.20:3000")).toBe("better-auth.session_token");
  });

  it("yields the token of a correctly signed cookie, and nothing for a forged or mangled one", () => {
    const name = "better-auth.session_token";
    const header = (value: string) => `theme=dark; ${name}=${value}; other=1`;
    expect(verifySessionCookie(readCookie(header(signed("tok123")), name), secret)).toBe("tok123");
    expect(verifySessionCookie(readCookie(header(signed("tok123", secret + "x")), name), secret)).toBeNull();
    expect(verifySessionCookie(readCookie(header(signed("tok123").replace("tok123", "tok124")), name), secret)).toBeNull();
    expect(verifySessionCookie(readCookie(header("tok123"), name), secret)).toBeNull();
    expect(verifySessionCookie(readCookie(header("forged.signature"), name), secret)).toBeNull();
    expect(verifySessionCookie(readCookie(`x${name}=${signed("tok123")}`, name), secret)).toBeNull();
    // Only the exact name counts, and the first of two cookies of that name.
    expect(readCookie(`__Secure-${name}=a; ${name}=b`, name)).toBe("b");
    expect(readCookie(`${name}=a; ${name}=b`, name)).toBe("a");
  });
});

describe("API paths and methods", () => {
  // Keys as `next build` writes them into .next/server/app-paths-manifest.json.
  const manifest = {
    "/(app)/bar/page": "app/(app)/bar/page.js",
    "/api/[[...path]]/route": "app/api/[[...path]]/route.js",
    "/api/auth/[...all]/route": "app/api/auth/[...all]/route.js",
    "/api/recipes/[id]/route": "app/api/recipes/[id]/route.js",
    "/api/recipes/import/route": "app/api/recipes/import/route.js",
    "/api/recipes/route": "app/api/recipes/route.js",
    "/api/(v)/health/route": "app/api/(v)/health/route.js",
  };
  // What Next's own answer to OPTIONS says for each (none for the catch-all, which answers 404).
  const allow: Record<string, string | null> = {
    "/api/[[...path]]": null,
    "/api/auth/[...all]": "GET, HEAD, OPTIONS, POST",
    "/api/recipes/[id]": "DELETE, GET, HEAD, OPTIONS, PATCH",
    "/api/recipes/import": "OPTIONS, POST",
    "/api/recipes": "GET, HEAD, OPTIONS, POST",
    "/api/(v)/health": "GET, HEAD, OPTIONS",
  };
  const routePaths = apiRoutePaths(manifest);
  const routes = apiRoutesFrom(new Map(routePaths.map((p) => [p, methodsOf(allow[p] ?? null)])));

  it("takes the API's route files from the manifest, pages and other folders left out", () => {
    expect(routePaths.sort()).toEqual(Object.keys(allow).sort());
  });

  it("passes what a route serves to Next, and any path no route names (the catch-all's 404)", () => {
    for (const [method, p] of [
      ["GET", "/api/recipes"],
      ["HEAD", "/api/recipes"],
      ["OPTIONS", "/api/recipes"],
      ["POST", "/api/recipes/import"],
      ["PATCH", "/api/recipes/0b5a/"],
      ["POST", "/api/auth/sign-in/email"],
      ["GET", "/api/%72ecipes"],
      ["GET", "/api/health"],
      ["PUT", "/api/nope"],
      ["GET", "/api/recipes/a/b/c"],
      ["GET", "/api"],
    ] as const) {
      expect(answerApiRequest(routes, method, p), `${method} ${p}`).toEqual({ status: "pass" });
    }
  });

  it("answers 405 with Allow for a method a route does not serve", () => {
    expect(answerApiRequest(routes, "PUT", "/api/recipes")).toEqual({ status: 405, allow: "GET, HEAD, OPTIONS, POST" });
    expect(answerApiRequest(routes, "DELETE", "/api/auth/sign-out")).toEqual({ status: 405, allow: "GET, HEAD, OPTIONS, POST" });
    expect(answerApiRequest(routes, "POST", "/api/health")).toEqual({ status: 405, allow: "GET, HEAD, OPTIONS" });
    // The static route wins over [id], as in Next.
    expect(answerApiRequest(routes, "GET", "/api/recipes/import")).toEqual({ status: 405, allow: "OPTIONS, POST" });
  });
});

describe("Next's internal headers", () => {
  it("are internal everywhere; navigation headers only on the API, a server action only as a POST to a page", () => {
    const page = { api: false, method: "GET" };
    const api = { api: true, method: "GET" };
    for (const name of ["x-middleware-subrequest", "x-middleware-prefetch", "x-nextjs-data", "x-invoke-path", "x-barshelf-path", "x-nonce"]) {
      expect(isInternalHeader(name, page), name).toBe(true);
    }
    for (const name of ["rsc", "next-router-state-tree", "next-router-prefetch", "next-url"]) {
      expect(isInternalHeader(name, page), name).toBe(false);
      expect(isInternalHeader(name, api), name).toBe(true);
    }
    expect(isInternalHeader("next-action", { api: false, method: "POST" })).toBe(false);
    expect(isInternalHeader("next-action", page)).toBe(true);
    expect(isInternalHeader("next-action", { api: true, method: "POST" })).toBe(true);
    expect(isInternalHeader("cookie", page)).toBe(false);
  });
});
