import { randomUUID } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { buffer, text } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { LocalObjectStore } from "@/server/platform/storage/local";
import { S3ObjectStore } from "@/server/platform/storage/s3";
import type { ObjectStore } from "@/server/platform/storage/object-store";
import { backend } from "../helpers/backend";
import { storedKeysOf } from "../helpers/stored-objects";

/**
 * The same contract, run against the store this suite is configured with: the app's own
 * bucket, or its own folder (keys here are random ids, so they meet no user's images).
 * `failingStore` is the same driver unable to write: an unknown access key on S3, a file in
 * the way of the key's folder on disk.
 */
function makeStore(): { store: ObjectStore; failingStore(prefix: string): ObjectStore; root?: string } {
  const b = backend();
  if (b.store === "s3") {
    const config = { ...b.s3!, region: "us-east-1", forcePathStyle: true };
    return {
      store: new S3ObjectStore(config),
      failingStore: () => new S3ObjectStore({ ...config, accessKeyId: "UNKNOWN-KEY" }),
    };
  }
  const root = path.join(b.dataDir, "objects");
  return {
    store: new LocalObjectStore(root),
    failingStore(prefix) {
      mkdirSync(root, { recursive: true });
      writeFileSync(path.join(root, prefix), "in the way");
      return new LocalObjectStore(root);
    },
    root,
  };
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

  it("answers a read racing a delete with the whole object or none, never a broken body", async () => {
    const { store } = makeStore();
    const reads = await Promise.all(
      Array.from({ length: 50 }, async () => {
        const key = `${randomUUID()}/${randomUUID()}.txt`;
        await store.put(key, Buffer.from("still here"), "text/plain");
        const [got] = await Promise.all([store.get(key), store.delete(key)]);
        return got ? text(got.body).catch((err: Error) => `broken: ${err.message}`) : "gone";
      }),
    );
    for (const read of reads) expect(["still here", "gone"]).toContain(read);
  });

  it("refuses keys that could escape the store", async () => {
    const { store } = makeStore();
    for (const key of ["../etc/passwd.txt", "a/../../b.png", "a\\b.png", "", "/abs.png", "a/b.png\u0000"]) {
      await expect(store.put(key, Buffer.from("x"), "text/plain")).rejects.toThrow(/Invalid object key/);
    }
  });

  it("stores whole objects only: one key per object, overwrites in full, and a failed write leaves nothing", async () => {
    const { store, failingStore, root } = makeStore();
    // The local folder keeps the content type in a sidecar file beside each object.
    const storedAs = (key: string) => (root ? [key, `${key}.type`] : [key]);
    const prefix = randomUUID();
    const key = `${prefix}/${randomUUID()}.bin`;
    const big = Buffer.alloc(64 * 1024, 7);
    await store.put(key, big, "application/octet-stream");
    expect((await storedKeysOf(prefix)).sort()).toEqual(storedAs(key));
    expect(await buffer((await store.get(key))!.body)).toEqual(big);

    const small = Buffer.from("smaller");
    await store.put(key, small, "text/plain");
    const replaced = await store.get(key);
    expect(replaced).toMatchObject({ size: small.length, contentType: "text/plain" });
    expect(await buffer(replaced!.body)).toEqual(small);
    expect((await storedKeysOf(prefix)).sort()).toEqual(storedAs(key));

    const blockedPrefix = randomUUID();
    const blockedKey = `${blockedPrefix}/${randomUUID()}.bin`;
    await expect(failingStore(blockedPrefix).put(blockedKey, big, "application/octet-stream")).rejects.toThrow();
    if (root) {
      // Writes go through a temporary file that is renamed into place; none may be left.
      const tmp = path.join(root, ".tmp");
      expect(existsSync(tmp) ? readdirSync(tmp) : []).toEqual([]);
      expect(readFileSync(path.join(root, blockedPrefix), "utf8")).toBe("in the way");
      // A folder where the object itself should go: the type sidecar may already be in place
      // when the object's rename fails; it must not stay behind.
      const lastStepPrefix = randomUUID();
      const lastStepKey = `${lastStepPrefix}/${randomUUID()}.bin`;
      mkdirSync(path.join(root, lastStepKey), { recursive: true });
      await expect(store.put(lastStepKey, big, "application/octet-stream")).rejects.toThrow();
      expect(readdirSync(path.join(root, lastStepPrefix))).toEqual([path.basename(lastStepKey)]);
      expect(readdirSync(tmp)).toEqual([]);
    } else {
      expect(await storedKeysOf(blockedPrefix)).toEqual([]);
    }
  });
});
