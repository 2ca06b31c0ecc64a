import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { backend } from "../helpers/backend";
import { signUp } from "../helpers/client";
import { countRows, failUploadRowsFor } from "../helpers/database";
import { expectServerError } from "../helpers/server-log-guard";
import { storedKeysOf } from "../helpers/stored-objects";
import { plainPng } from "../helpers/test-photos";
import { uploadFile } from "../helpers/uploads";

describe("a failed upload leaves nothing behind", () => {
  it("answers a logged 500 and removes the object and its sizes when its row cannot be written", async () => {
    const client = await signUp();
    const userId = client.user!.id;
    // 600x400: the original and its 256 and 512 px sizes
    const ok = await uploadFile(client, await plainPng(600, 400), { kind: "menu", filename: "menu.png", type: "image/png" });
    expect(ok.status).toBe(201);
    const stored = await storedKeysOf(userId);
    expect(stored).toHaveLength(backend().store === "s3" ? 3 : 6); // local: each object + its type sidecar

    await failUploadRowsFor(userId);
    expectServerError("injected failure for the test");
    const failed = await uploadFile(client, await plainPng(700, 500), { kind: "menu", filename: "menu.png", type: "image/png" });
    expect(failed.status).toBe(500);
    expect(failed.body).toEqual({ error: "Internal server error" });
    // The first upload is untouched; the failed one left no object, no size and no row.
    expect((await storedKeysOf(userId)).sort()).toEqual(stored.sort());
    expect(await countRows("upload", userId)).toBe(1);
  });

  // s3rver cannot be made to refuse one user's writes; the S3 run shares this code path.
  it.skipIf(process.env.TEST_STORE === "s3")("writes no row when the object cannot be stored (local folder)", async () => {
    const client = await signUp();
    const userId = client.user!.id;
    // A file where the user's folder should be: the store cannot create the object.
    mkdirSync(path.join(backend().dataDir, "objects"), { recursive: true });
    writeFileSync(path.join(backend().dataDir, "objects", userId), "in the way");
    expectServerError(path.join("objects", userId)); // the store's error names the blocked folder
    const res = await uploadFile(client, await plainPng(), { kind: "bar", filename: "bar.png", type: "image/png" });
    expect(res.status).toBe(500);
    expect(res.body).toEqual({ error: "Internal server error" });
    expect(await countRows("upload", userId)).toBe(0);
  });
});
