import { describe, expect, it } from "vitest";
import { accountLabel } from "@/domain/account-label";

describe("accountLabel", () => {
  it("is the user's name, trimmed", () => {
    expect(accountLabel("  Lena ", "lena@example.test")).toBe("Lena");
  });

  it("falls back to the email when the name is blank", () => {
    expect(accountLabel("", "lena@example.test")).toBe("lena@example.test");
    expect(accountLabel(" \t\n", "lena@example.test")).toBe("lena@example.test");
    expect(accountLabel(null, "lena@example.test")).toBe("lena@example.test");
  });

  it('says "Account" when there is neither', () => {
    expect(accountLabel("  ", "")).toBe("Account");
    expect(accountLabel(undefined, undefined)).toBe("Account");
  });
});
