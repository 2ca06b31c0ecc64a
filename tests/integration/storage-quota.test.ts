import { randomBytes } from "node:crypto";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startApp, type RunningApp } from "../helpers/app-server";
import { signUp } from "../helpers/client";
import { sharedBackendEnv } from "../helpers/instances";
import { storedKeysOf } from "../helpers/stored-objects";
import { uploadFile } from "../helpers/uploads";

/** A second instance on the suite's database and store, with a quota of 1 MB per user. */
let app: RunningApp;
beforeAll(async () => {
  app = await startApp({ ...sharedBackendEnv(), STORAGE_QUOTA_MB: "1" });
});
afterAll(async () => {
  await app?.stop();
});

/** A PNG of noise (it stays a PNG and barely compresses): about 530 KB. */
function noisePng(): Promise<Buffer> {
  const side = 420;
  return sharp(randomBytes(side * side * 3), { raw: { width: side, height: side, channels: 3 } }).png().toBuffer();
}

describe("the storage quota", () => {
  it("answers 413 with the figures past the quota, and stores nothing", async () => {
    const client = await signUp("Collector", app.baseUrl);
    const first = await uploadFile(client, await noisePng(), { type: "image/png", filename: "a.png" });
    expect(first.status).toBe(201);
    const over = await uploadFile(client, await noisePng(), { type: "image/png", filename: "b.png" });
    expect(over.status).toBe(413);
    expect(over.body).toEqual({ error: "Storage quota exceeded", usedBytes: first.body.size, quotaBytes: 1024 * 1024 });
    // Only the first photo's objects (its original and display sizes) are in the store.
    const stem = first.body.key.replace(/\.\w+$/, "");
    expect((await storedKeysOf(client.user!.id)).every((k) => k.startsWith(stem))).toBe(true);

    // Deleting a photo gives its room back.
    expect((await client.delete(`/api/uploads/${first.body.id}`)).status).toBe(204);
    expect((await uploadFile(client, await noisePng(), { type: "image/png", filename: "c.png" })).status).toBe(201);
  });
});
