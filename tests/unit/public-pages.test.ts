import { describe, expect, it } from "vitest";
import { isPublicPage } from "@/domain/public-pages";

describe("isPublicPage", () => {
  it.each(["/", "//", "/login", "/login/", "/signup", "/signup//"])("lets anyone see %s", (path) => {
    expect(isPublicPage(path)).toBe(true);
  });

  it.each(["/bar", "/bar/", "/welcome", "/recipes", "/login/x", "/LOGIN", "/index", "/%2F"])("keeps %s private", (path) => {
    expect(isPublicPage(path)).toBe(false);
  });
});
