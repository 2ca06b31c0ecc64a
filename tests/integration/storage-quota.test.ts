import { randomBytes } from "node:crypto";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startApp, type RunningApp } from "../helpers/app-server";
import { signUp, TestClient } from "../helpers/client";
import { sharedBackendEnv } from "../helpers/instances";
import { storedKeysOf } from "../helpers/stored-objects";
import { uploadFile } from "../helpers/uploads";

/** Two more instances on the suite's database and store, each with a quota of 1 MB per user. */
let app: RunningApp;
let twin: RunningApp;
beforeAll(async () => {
  [app, twin] = await Promise.all([startApp({ ...sharedBackendEnv(), STORAGE_QUOTA_MB: "1" }), startApp({ ...sharedBackendEnv(), STORAGE_QUOTA_MB: "1" })]);
}, 120_000);
afterAll(async () => {
  await Promise.all([app?.stop(), twin?.stop()]);
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

  it("two uploads at once, one to each instance, cannot together pass the quota", async () => {
    // The race is in time, so a few rounds, each a new user with an empty quota.
    for (let round = 0; round < 8; round += 1) {
      const client = await signUp(`Racer ${round}`, app.baseUrl);
      const clients = [client, new TestClient(twin.baseUrl, client.cookie, client.user)];
      const photos = await Promise.all([noisePng(), noisePng()]);
      const answers = await Promise.all(photos.map((photo, i) => uploadFile(clients[i]!, photo, { type: "image/png", filename: `${i}.png` })));
      expect(answers.map((a) => a.status).sort(), `round ${round}`).toEqual([201, 413]);
      // Only the stored photo's objects are left: the refused one's were removed again.
      const stem = answers.find((a) => a.status === 201)!.body.key.replace(/\.\w+$/, "");
      expect((await storedKeysOf(client.user!.id)).every((k) => k.startsWith(stem))).toBe(true);
    }
  }, 60_000);
});
