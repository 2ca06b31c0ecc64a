import { describe, expect, it } from "vitest";
import { StorageFullError, StorageUnavailableError } from "@/domain/errors";

describe("the stores' errors", () => {
  it("are recognised when made by another copy of the class (the front server's bundle)", () => {
    const fromOtherBundle = Object.assign(new Error("Storage full"), { name: "StorageFullError" });
    expect(fromOtherBundle instanceof StorageFullError).toBe(true);
    expect(fromOtherBundle instanceof StorageUnavailableError).toBe(false);
    expect(new StorageUnavailableError() instanceof StorageUnavailableError).toBe(true);
    expect(new Error("Storage full") instanceof StorageFullError).toBe(false);
  });

  it("keep the store's own error as their cause", () => {
    const cause = Object.assign(new Error("no space left on device"), { code: "ENOSPC" });
    expect(new StorageFullError({ cause }).cause).toBe(cause);
  });
});
