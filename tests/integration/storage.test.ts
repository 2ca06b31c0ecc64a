import { randomUUID } from "node:crypto";
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { text } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { LocalObjectStore } from "@/server/storage/local";
import { S3ObjectStore } from "@/server/storage/s3";
import type { ObjectStore } from "@/server/storage/object-store";
import { backend } from "../helpers/backend";

/** The same contract, run against the store this suite is configured with. */
function makeStore(): { store: ObjectStore; root?: string } {
  const b = backend();
  if (b.store === "s3") {
    return {
      store: new S3ObjectStore({ ...b.s3!, region: "us-east-1", forcePathStyle: true }),
    };
  }
  const root = path.join(b.dataDir, "objects-contract-test");
  return { store: new LocalObjectStore(root), root };
}

describe(`object store (${process.env.TEST_STORE ?? "local"})`, () => {
  it("puts, reads back with size and type, checks existence and deletes", async () => {
    const { store } = makeStore();
    const key = `${randomUUID()}/${randomUUID()}.txt`;
    expect(await store.exists(key)).toBe(false);
    expect(await store.get(key)).toBeNull();

    await store.put(key, Buffer.from("hello bar"), "text/plain");
    expect(await store.exists(key)).toBe(true);
    const got = await store.get(key);
    expect(got).not.toBeNull();
    expect(got!.size).toBe(9);
    expect(got!.contentType).toBe("text/plain");
    expect(await text(got!.body)).toBe("hello bar");

    const part = await store.get(key, { start: 6, end: 8 });
    expect(await text(part!.body)).toBe("bar");
    expect(part!.size).toBe(9);

    await store.delete(key);
    expect(await store.exists(key)).toBe(false);
  });

  it("refuses keys that could escape the store", async () => {
    const { store } = makeStore();
    for (const key of ["../etc/passwd.txt", "a/../../b.png", "a\\b.png", "", "/abs.png", "a/b.png\u0000"]) {
      await expect(store.put(key, Buffer.from("x"), "text/plain")).rejects.toThrow(/Invalid object key/);
    }
  });

  it("leaves no temporary or partial files after writes (local folder)", async () => {
    const { store, root } = makeStore();
    if (!root) return expect(backend().store).toBe("s3");
    const key = `${randomUUID()}/${randomUUID()}.bin`;
    await store.put(key, Buffer.alloc(64 * 1024, 7), "application/octet-stream");
    const tmp = path.join(root, ".tmp");
    expect(existsSync(tmp) ? readdirSync(tmp) : []).toEqual([]);
    expect((await store.get(key))!.size).toBe(64 * 1024);
  });
});
