import { describe, expect, it } from "vitest";
import { isPublicPage } from "@/domain/public-pages";

describe("isPublicPage", () => {
  it.each(["/", "//", "/login", "/login/", "/signup", "/signup//", `/invite/${"a".repeat(32)}`, `/invite/${"Zz09-_".repeat(5)}ab/`])("lets anyone see %s", (path) => {
    expect(isPublicPage(path)).toBe(true);
  });

  it.each(["/bar", "/bar/", "/welcome", "/recipes", "/login/x", "/LOGIN", "/index", "/%2F", "/invite", "/invite/", "/invite/short", `/invite/${"a".repeat(33)}`, `/invite/${"a".repeat(32)}/x`, `/invite/${"a".repeat(31)}%`])("keeps %s private", (path) => {
    expect(isPublicPage(path)).toBe(false);
  });

  const token = "Ab-_09".repeat(4);
  it.each([`/m/${token}`, `/m/${token}/`, `/m/${token}/print`, `/m/${token}/menu`, `/m/${token}/orders`, `/m/${token}/photos/00000000-0000-4000-8000-000000000000`])("lets a party's guests see %s", (path) => {
    expect(isPublicPage(path)).toBe(true);
  });

  it.each(["/m", "/m/", "/m/short", `/m/${token}x`, `/m/${token}/other`, `/m/${token}/orders/x`, `/m/${token}/menu/x`, `/m/${token}/photos/x`, `/m/${token}/photos`, `/m/${token.slice(1)}%`, `/bartender/party`])("keeps %s private", (path) => {
    expect(isPublicPage(path)).toBe(false);
  });
});
