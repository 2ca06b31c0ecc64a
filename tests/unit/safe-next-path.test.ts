import { describe, expect, it } from "vitest";
import { DEFAULT_AFTER_LOGIN, safeNextPath } from "@/domain/safe-next-path";

describe("safeNextPath", () => {
  it.each([
    ["/bar", "/bar"],
    ["/drinks/abc?tab=recipes#top", "/drinks/abc?tab=recipes#top"],
  ])("keeps the same-site path %s", (input, expected) => {
    expect(safeNextPath(input)).toBe(expected);
  });

  it.each([
    null,
    undefined,
    "",
    "bar",
    "//evil.example/x",
    "/\\evil.example",
    "https://evil.example/",
    "javascript:alert(1)",
    "/ok\u0000",
    "/login",
    "/signup?next=/bar",
    "/" + "a".repeat(3000),
  ])("falls back to the default for %j", (input) => {
    expect(safeNextPath(input)).toBe(DEFAULT_AFTER_LOGIN);
  });
});
