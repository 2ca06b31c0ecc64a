import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { DEFAULT_AFTER_LOGIN, resolvedSitePath, safeNextPath } from "@/domain/safe-next-path";

const SITE = "https://bar.example";

/** Where a browser on the site goes when handed `path` (a Location header, `location.assign`). */
function browserLandsOn(path: string): URL {
  return new URL(path, `${SITE}/login?next=x`);
}

describe("safeNextPath", () => {
  it.each([
    ["/bar", "/bar"],
    ["/drinks/abc?tab=recipes#top", "/drinks/abc?tab=recipes#top"],
    ["/recipes?q=gin%20sour", "/recipes?q=gin%20sour"],
    ["/bar?from=//elsewhere", "/bar?from=//elsewhere"],
    ["/bar#//elsewhere", "/bar#//elsewhere"],
    ["/a/../bar", "/bar"],
    ["/./bar", "/bar"],
    ["/drinks/%2F%2Fevil.example", "/drinks/%2F%2Fevil.example"],
    ["/drinks/%5Cevil.example", "/drinks/%5Cevil.example"],
    ["/./%5c/evil.example", "/%5c/evil.example"],
    ["/.%2f/evil.example", "/.%2f/evil.example"],
    ["/drinks/Négroni", "/drinks/N%C3%A9groni"],
    ["/login-help", "/login-help"],
  ])("keeps the same-site path %j as %j", (input, expected) => {
    expect(safeNextPath(input)).toBe(expected);
    expect(browserLandsOn(safeNextPath(input)).origin).toBe(SITE);
  });

  it.each([
    // absent, empty, relative
    null,
    undefined,
    "",
    "bar",
    "./bar",
    "../bar",
    // another site, spelled directly
    "//evil.example/x",
    "///evil.example/x",
    "/\\evil.example",
    "\\\\evil.example",
    "\\/evil.example",
    "https://evil.example/",
    "http:evil.example",
    "HTTPS://evil.example",
    "javascript:alert(1)",
    "JaVaScRiPt:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    "vbscript:msgbox(1)",
    "mailto:a@evil.example",
    "evil.example",
    "@evil.example",
    "user@evil.example/",
    "https://bar.example@evil.example/",
    // another site once dot segments are resolved
    "/.//evil.example/x",
    "/a/..//evil.example/x",
    "/..//evil.example/x",
    "/./\\evil.example/x",
    "/%2e//evil.example/x",
    "/%2E//evil.example/x",
    "/%2e%2e//evil.example/x",
    "/.%2e//evil.example/x",
    "/a/%2e%2e//evil.example/x",
    // whitespace and controls that URL parsing drops or a browser might
    "/\t/evil.example",
    "/\n/evil.example",
    "/\r\n/evil.example",
    "/\t\\evil.example",
    "/ok\u0000",
    "/ok\u0085",
    "/\u007f/evil.example",
    " //evil.example",
    // unicode look-alikes of slashes and dots do not start a path
    "\uff0f\uff0fevil.example",
    "\u2215\u2215evil.example",
    "\u3002/evil.example",
    // the sign-in pages themselves, and absurd lengths
    "/login",
    "/login/",
    "/LOGIN",
    "/signup?next=/bar",
    "/" + "a".repeat(3000),
  ])("falls back to the default for %j", (input) => {
    expect(safeNextPath(input)).toBe(DEFAULT_AFTER_LOGIN);
  });

  it("falls back to the page asked for instead of the default", () => {
    expect(safeNextPath("/.//evil.example", "/welcome")).toBe("/welcome");
    expect(safeNextPath("/bar", "/welcome")).toBe("/bar");
  });

  it("never hands back anything a browser would take off the site, and reads its own answer unchanged", () => {
    const piece = fc.constantFrom("/", "/", "/", "\\", ".", "..", "%2e", "%2E", "%2f", "%5c", "@", ":", "?", "#", "\t", "\n", "evil.example", "https:");
    const path = fc.tuple(fc.constantFrom("/", ""), fc.array(piece, { maxLength: 8 })).map(([start, parts]) => start + parts.join(""));
    fc.assert(
      fc.property(path, (input) => {
        const answer = safeNextPath(input);
        expect(browserLandsOn(answer).origin).toBe(SITE);
        expect(answer).toMatch(/^\/(?![/\\])/);
        expect(safeNextPath(answer)).toBe(answer);
      }),
      { numRuns: 2000 },
    );
  });
});

describe("resolvedSitePath", () => {
  it.each([
    ["/api/../bar", "/bar"],
    ["/api/%2e%2e/bar", "/bar"],
    ["/a/./b/../c", "/a/c"],
    ["/a/..//evil.example/x", "/evil.example/x"],
    ["/.//evil.example/x", "/evil.example/x"],
    ["/%2e//evil.example", "/evil.example"],
    ["/./\\evil.example", "/evil.example"],
    ["/..\\..\\evil.example", "/evil.example"],
    ["//evil.example/..", "/"],
    ["http://evil.example/../x", "/http://x"],
  ])("resolves %j to the site path %j", (input, expected) => {
    expect(resolvedSitePath(input)).toBe(expected);
    expect(browserLandsOn(resolvedSitePath(input)).origin).toBe(SITE);
  });
});
