import { createHmac } from "node:crypto";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { answerApiRequest, loadApiRoutes } from "@/server/front/api-routes";
import { isInternalHeader } from "@/server/front/internal-headers";
import { readCookie, sessionCookieName, verifySessionCookie } from "@/server/session-cookie";

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
  const routes = loadApiRoutes(path.resolve(import.meta.dirname, "../../src/app"));

  it("passes what a route serves to Next", () => {
    for (const [method, p] of [
      ["GET", "/api/recipes"],
      ["HEAD", "/api/recipes"],
      ["OPTIONS", "/api/recipes"],
      ["POST", "/api/recipes/import"],
      ["PATCH", "/api/recipes/0b5a/"],
      ["POST", "/api/auth/sign-in/email"],
      ["GET", "/api/%72ecipes"],
    ] as const) {
      expect(answerApiRequest(routes, method, p), `${method} ${p}`).toEqual({ status: "pass" });
    }
  });

  it("answers 404 for unknown paths and 405 with Allow for a method a path does not serve", () => {
    expect(answerApiRequest(routes, "GET", "/api/nope")).toEqual({ status: 404 });
    expect(answerApiRequest(routes, "GET", "/api")).toEqual({ status: 404 });
    expect(answerApiRequest(routes, "GET", "/api/recipes/a/b/c")).toEqual({ status: 404 });
    expect(answerApiRequest(routes, "PUT", "/api/recipes")).toEqual({ status: 405, allow: "OPTIONS, GET, POST, HEAD" });
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
