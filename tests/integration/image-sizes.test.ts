import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { sizeKeyFor } from "@/domain/image-sizes";
import { backend } from "../helpers/backend";
import { anonymous, signUp, type TestClient } from "../helpers/client";
import { executeSql } from "../helpers/database";
import { sharedBackendEnv } from "../helpers/instances";
import { rawRequest } from "../helpers/raw-request";
import { deleteStoredObjects, objectKeysOf } from "../helpers/stored-objects";
import { uploadFile, type UploadBody } from "../helpers/uploads";

/** A 2000x1500 photo-like JPEG: a gradient with a shape, so sizes differ in bytes. */
async function photo(width = 2000, height = 1500): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x2="1" y2="1"><stop offset="0" stop-color="#a33"/><stop offset="1" stop-color="#fc6"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/><circle cx="${width / 2}" cy="${height / 2}" r="${height / 3}" fill="#236"/></svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}

function get(client: TestClient, urlPath: string, headers: Record<string, string> = {}) {
  return rawRequest(client.baseUrl, urlPath, { headers: client.cookie ? { cookie: client.cookie, ...headers } : headers });
}

/** Makes an upload look as if it was stored before sizes existed: no sizes in its row or in the store. */
async function forgetSizes(upload: UploadBody): Promise<void> {
  await executeSql(`update upload set sizes = null, thumbhash = null where key = '${upload.key}'`);
  await deleteStoredObjects(upload.sizes.map((s) => sizeKeyFor(upload.key, Math.max(s.width, s.height))));
}

function logLinesFor(key: string, msg: string): number {
  return readFileSync(backend().logFile, "utf8")
    .split("\n")
    .filter((line) => line.includes(msg) && line.includes(key)).length;
}

let owner: TestClient;
let other: TestClient;
let upload: UploadBody;

beforeAll(async () => {
  owner = await signUp("Size Owner");
  other = await signUp("Size Stranger");
  const res = await uploadFile(owner, await photo());
  expect(res.status).toBe(201);
  upload = res.body;
});

describe("display sizes at upload", () => {
  it("stores a 256, 512 and 1024 px WebP beside the original and records them", async () => {
    expect(upload.sizes.map(({ width, height }) => [width, height])).toEqual([
      [256, 192],
      [512, 384],
      [1024, 768],
    ]);
    expect(upload.thumbhash).toMatch(/^[A-Za-z0-9+/]+=*$/);
    expect(await objectKeysOf(owner.user!.id)).toEqual([upload.key, ...[256, 512, 1024].map((side) => sizeKeyFor(upload.key, side))].sort());
  });

  it("makes no size larger than the photo, and none for a small one", async () => {
    const client = await signUp();
    const medium = await uploadFile(client, await photo(600, 450));
    expect(medium.body.sizes.map((s) => s.width)).toEqual([256, 512]);
    const small = await uploadFile(client, await photo(200, 150));
    expect(small.body.sizes).toEqual([]);
    expect(small.body.thumbhash.length).toBeGreaterThan(0);
    expect(await objectKeysOf(client.user!.id)).toHaveLength(4);
  });
});

describe("GET /object-images/<key>?w=", () => {
  it("answers the narrowest size at least as wide as asked, or the original", async () => {
    const cases: [string, string, number][] = [
      ["?w=64", "webp", 256],
      ["?w=256", "webp", 256],
      ["?w=300", "webp", 512],
      ["?w=1024", "webp", 1024],
      ["?w=1025", "jpeg", 2000],
      ["", "jpeg", 2000],
    ];
    const etags = new Set<string>();
    for (const [query, format, width] of cases) {
      const res = await get(owner, upload.imageUrl + query);
      expect(res.status, query).toBe(200);
      const meta = await sharp(res.body).metadata();
      expect([meta.format, meta.width], query).toEqual([format, width]);
      expect(res.headers["content-type"], query).toBe(format === "webp" ? "image/webp" : "image/jpeg");
      expect(res.headers["cache-control"], query).toBe("private, no-cache");
      const declared = upload.sizes.find((s) => s.width === width)?.bytes ?? upload.size;
      expect(res.body.byteLength, query).toBe(declared);
      etags.add(res.headers.etag!);
    }
    expect(etags.size).toBe(4); // one per object; ?w=64 and ?w=256 are the same, as are the two originals
  });

  it("answers If-None-Match for a size with 304", async () => {
    const first = await get(owner, `${upload.imageUrl}?w=256`);
    const again = await get(owner, `${upload.imageUrl}?w=256`, { "if-none-match": first.headers.etag! });
    expect(again.status).toBe(304);
    expect(again.body.byteLength).toBe(0);
  });

  it("checks the session and the owner as for the original", async () => {
    const anon = await get(anonymous(), `${upload.imageUrl}?w=256`);
    expect(anon.status).toBe(401);
    const stranger = await get(other, `${upload.imageUrl}?w=256`);
    expect(stranger.status).toBe(404);
    expect(JSON.parse(stranger.body.toString())).toEqual({ error: "Not found" });
  });

  it("never serves a size's key as an image of its own", async () => {
    const res = await get(owner, `/object-images/${sizeKeyFor(upload.key, 256)}`);
    expect(res.status).toBe(404);
  });

  it("answers 400 JSON for a w that is not a whole number of pixels", async () => {
    for (const w of ["abc", "0", "-5", "1.5", "99999"]) {
      const res = await get(owner, `${upload.imageUrl}?w=${w}`);
      expect(res.status, w).toBe(400);
      const body = JSON.parse(res.body.toString()) as { error: string; issues: { path: string[] }[] };
      expect(body.error, w).toBe("Validation failed");
      expect(body.issues[0]!.path, w).toEqual(["w"]);
    }
  });
});

describe("uploads stored before sizes existed", () => {
  it("get their sizes on the first request of one, made once under concurrent requests", async () => {
    const client = await signUp();
    const res = await uploadFile(client, await photo());
    await forgetSizes(res.body);
    expect(await objectKeysOf(client.user!.id)).toEqual([res.body.key]);

    const answers = await Promise.all(Array.from({ length: 6 }, () => get(client, `${res.body.imageUrl}?w=200`)));
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(answer.headers["content-type"]).toBe("image/webp");
      expect(answer.body.equals(answers[0]!.body)).toBe(true);
    }
    expect((await sharp(answers[0]!.body).metadata()).width).toBe(256);
    expect(logLinesFor(res.body.key, "image sizes made")).toBe(1);
    expect(await objectKeysOf(client.user!.id)).toHaveLength(4);
    // Recorded: a later request makes nothing.
    expect((await get(client, `${res.body.imageUrl}?w=600`)).status).toBe(200);
    expect(logLinesFor(res.body.key, "image sizes made")).toBe(1);
  });

  it("get their sizes from npm run migrate, which can run again", { timeout: 120_000 }, async () => {
    const client = await signUp();
    const res = await uploadFile(client, await photo(800, 600));
    await forgetSizes(res.body);
    expect(await objectKeysOf(client.user!.id)).toEqual([res.body.key]);

    const migrate = () => {
      const env = { PATH: process.env.PATH ?? "", NODE_ENV: "production" as const, DATA_DIR: backend().dataDir, ...sharedBackendEnv() };
      const root = path.resolve(import.meta.dirname, "../..");
      const run = spawnSync(process.execPath, [path.join(root, "node_modules/tsx/dist/cli.mjs"), "--conditions", "react-server", "scripts/migrate.ts"], {
        cwd: root,
        env,
        encoding: "utf8",
      });
      expect(run.status, run.stderr).toBe(0);
      return run.stdout;
    };
    expect(migrate()).toMatch(/Display sizes made for [1-9]\d* earlier upload/);
    expect(await objectKeysOf(client.user!.id)).toEqual([res.body.key, sizeKeyFor(res.body.key, 256), sizeKeyFor(res.body.key, 512)].sort());
    expect(migrate()).toMatch(/Display sizes made for 0 earlier uploads?/);

    const served = await get(client, `${res.body.imageUrl}?w=256`);
    expect((await sharp(served.body).metadata()).width).toBe(256);
    expect(logLinesFor(res.body.key, "image sizes made")).toBe(0); // made by migrate, not by the server
  });
});
