import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { startApp, type RunningApp } from "../helpers/app-server";
import { signUp, type TestClient } from "../helpers/client";
import { countRows } from "../helpers/database";
import { startS3BehindProxy, suiteDatabaseEnv } from "../helpers/instances";
import { plainPng } from "../helpers/test-photos";
import { uploadFile } from "../helpers/uploads";

/** Mounting a small tmpfs is a real full disk; it needs root and a machine that lets the test mount. */
function mount(args: string[]): boolean {
  try {
    execFileSync("mount", args, { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
}
const canMount = (() => {
  const probe = mkdtempSync(path.join(os.tmpdir(), "barshelf-mount-probe-"));
  const ok = mount(["-t", "tmpfs", "-o", "size=64k", "tmpfs", probe]);
  if (ok) execFileSync("umount", [probe]);
  rmSync(probe, { recursive: true, force: true });
  return ok;
})();

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function start(env: Record<string, string>): Promise<RunningApp> {
  const app = await startApp({ ...suiteDatabaseEnv(), ...env });
  cleanups.push(() => app.stop());
  return app;
}

/** An instance on the local folder store whose objects folder is a 256 KB tmpfs. */
async function instanceOnSmallDisk(): Promise<{ app: RunningApp; objects: string }> {
  const app = await start({});
  const objects = path.join(app.dataDir, "objects");
  mkdirSync(objects, { recursive: true });
  expect(mount(["-t", "tmpfs", "-o", "size=256k", "tmpfs", objects])).toBe(true);
  cleanups.push(async () => {
    execFileSync("umount", ["-l", objects]);
  });
  return { app, objects };
}

async function uploadPhoto(client: TestClient) {
  return uploadFile(client, await plainPng(), { kind: "bar", filename: "bar.png", type: "image/png" });
}

/** The failed upload's answer is the store's error as JSON, logged once by the instance with its request id. */
async function expectStoreFailure(app: RunningApp, client: TestClient, status: number, error: string, reason: string) {
  const uploadsBefore = await countRows("upload", client.user!.id, { DATA_DIR: app.dataDir });
  const res = await uploadPhoto(client);
  expect(res.status).toBe(status);
  expect(res.body).toEqual({ error });
  const requestId = res.headers.get("x-request-id")!;
  expect(requestId).toBeTruthy();
  const lines = app.output().split("\n").filter((line) => line.includes(requestId));
  expect(lines).toHaveLength(1);
  expect(lines[0]).toContain(reason);
  expect(await countRows("upload", client.user!.id, { DATA_DIR: app.dataDir })).toBe(uploadsBefore);
}

describe("a store that cannot take the photo", () => {
  it.skipIf(!canMount)("answers 507 Storage full on a full disk, keeps no row, and works again once there is room", async () => {
    const { app, objects } = await instanceOnSmallDisk();
    const filler = path.join(objects, "filler");
    expect(() => writeFileSync(filler, Buffer.alloc(512 * 1024))).toThrow(/ENOSPC/);
    const client = await signUp("Full disk", app.baseUrl);

    await expectStoreFailure(app, client, 507, "Storage full", "ENOSPC");

    rmSync(filler);
    expect((await uploadPhoto(client)).status).toBe(201);
  });

  it.skipIf(!canMount)("answers 503 Storage unavailable when the objects folder is read-only", async () => {
    const { app, objects } = await instanceOnSmallDisk();
    expect(mount(["-o", "remount,ro", objects])).toBe(true);
    const client = await signUp("Read-only disk", app.baseUrl);

    await expectStoreFailure(app, client, 503, "Storage unavailable", "EROFS");
  });

  it("answers 503 Storage unavailable when S3 stops taking connections, to an upload and to an image", async () => {
    const { env, proxy } = await startS3BehindProxy(cleanups);
    // Reachable at start (the server checks the bucket), then closed: connections are refused.
    const app = await start(env);
    const client = await signUp("S3 gone", app.baseUrl);
    const stored = await uploadPhoto(client);
    expect(stored.status).toBe(201);
    await proxy.stop();

    await expectStoreFailure(app, client, 503, "Storage unavailable", "ECONNREFUSED");
    // The front server's image route answers the same way, in JSON.
    const image = await client.get(stored.body.imageUrl);
    expect(image.status).toBe(503);
    expect(image.body).toEqual({ error: "Storage unavailable" });
  });
});
