import { randomUUID } from "node:crypto";
import { readFileSync, rmSync } from "node:fs";
import path from "node:path";
import SQLite from "better-sqlite3";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { S3ObjectStore } from "@/server/platform/storage/s3";
import { startApp } from "../helpers/app-server";
import { backend } from "../helpers/backend";
import { anonymous, nextTestAddress, sessionCookieFrom, signUp, type TestClient } from "../helpers/client";
import { startS3 } from "../helpers/s3-server";
import { rawRequest, type RawResponse } from "../helpers/raw-request";
import { phoneJpeg } from "../helpers/test-photos";
import { uploadFile, type UploadBody } from "../helpers/uploads";

const NOT_FOUND = { error: "Not found" };

interface Fixture {
  owner: TestClient;
  other: TestClient;
  upload: UploadBody;
  bytes: Buffer;
}

let fx: Fixture;

beforeAll(async () => {
  const owner = await signUp("Image Owner");
  const other = await signUp("Someone Else");
  const res = await uploadFile(owner, await phoneJpeg(), { kind: "drink" });
  expect(res.status).toBe(201);
  const image = await fetch(owner.baseUrl + res.body.imageUrl, { headers: { cookie: owner.cookie! } });
  fx = { owner, other, upload: res.body, bytes: Buffer.from(await image.arrayBuffer()) };
});

function get(client: TestClient, urlPath: string, headers: Record<string, string> = {}, method = "GET") {
  return rawRequest(client.baseUrl, urlPath, { method, headers: client.cookie ? { cookie: client.cookie, ...headers } : headers });
}

/** The front server declares every image answer's length (Next's route handlers did not). */
function expectLength(res: RawResponse, size: number, { head = false } = {}) {
  expect(res.headers["content-length"]).toBe(String(size));
  if (!head) expect(res.body.byteLength).toBe(size);
}

function jsonOf(body: Buffer): unknown {
  return JSON.parse(body.toString("utf8"));
}

describe("GET /object-images/<key>: access", () => {
  it("answers 401 JSON without a session, for GET and HEAD, and sends no image bytes", async () => {
    const res = await get(anonymous(), fx.upload.imageUrl);
    expect(res.status).toBe(401);
    expect(res.headers["content-type"]).toMatch(/^application\/json/);
    expect(jsonOf(res.body)).toEqual({ error: "Unauthorized" });
    expect(res.body.includes(fx.bytes.subarray(0, 64))).toBe(false);

    const head = await get(anonymous(), fx.upload.imageUrl, {}, "HEAD");
    expect(head.status).toBe(401);
    expect(head.body.byteLength).toBe(0);
  });

  it("answers 401 for a forged session cookie", async () => {
    const res = await rawRequest(backend().baseUrl, fx.upload.imageUrl, {
      headers: { cookie: "better-auth.session_token=forged.signature" },
    });
    expect(res.status).toBe(401);
  });

  it("stops answering a cookie the moment its session is signed out, images and the list alike", async () => {
    // The front server remembers cookie headers it has verified; the session row still decides.
    const client = await signUp();
    const upload = await uploadFile(client, await phoneJpeg(), { kind: "drink" });
    expect((await get(client, upload.body.imageUrl)).status).toBe(200);
    expect((await get(client, "/api/recipes")).status).toBe(200);
    expect((await client.post("/api/auth/sign-out", {})).status).toBe(200);
    expect((await get(client, upload.body.imageUrl)).status).toBe(401);
    expect((await get(client, "/api/recipes")).status).toBe(401);
  });

  it("serves the owner's image with its headers", async () => {
    const res = await get(fx.owner, fx.upload.imageUrl);
    expect(res.status).toBe(200);
    expect(res.body.equals(fx.bytes)).toBe(true);
    expect(res.body.byteLength).toBe(fx.upload.size);
    expect(res.headers["content-type"]).toBe("image/jpeg");
    expectLength(res, fx.upload.size);
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["content-security-policy"]).toBe("default-src 'none'; sandbox");
    const cache = res.headers["cache-control"] ?? "";
    expect(cache).toBe("private, no-cache");
    expect(cache).not.toContain("public");
    expect(res.headers.etag).toMatch(/^"[\w-]+"$/);
    expect(res.headers["accept-ranges"]).toBe("bytes");
    expect(res.headers["x-request-id"]).toBeTruthy();
    expect((await sharp(res.body).metadata()).format).toBe("jpeg");
  });

  it("answers HEAD with the headers and no body", async () => {
    const res = await get(fx.owner, fx.upload.imageUrl, {}, "HEAD");
    expect(res.status).toBe(200);
    expect(res.body.byteLength).toBe(0);
    expect(res.headers["content-type"]).toBe("image/jpeg");
    expectLength(res, fx.upload.size, { head: true });
    expect(res.headers["cache-control"]).toBe("private, no-cache");
    expect(res.headers.etag).toBeTruthy();
  });

  it("answers 404 for another user's key, whatever the method or validators", async () => {
    const etag = (await get(fx.owner, fx.upload.imageUrl)).headers.etag!;
    const variants: Record<string, string>[] = [{}, { "if-none-match": etag }, { range: "bytes=0-9" }];
    for (const headers of variants) {
      const res = await get(fx.other, fx.upload.imageUrl, headers);
      expect(res.status).toBe(404);
      expect(jsonOf(res.body)).toEqual(NOT_FOUND);
      expect(res.headers["cache-control"]).toBe("no-store");
    }
    const head = await get(fx.other, fx.upload.imageUrl, {}, "HEAD");
    expect(head.status).toBe(404);
  });

  it("answers 404 for unknown and malformed keys", async () => {
    const uid = fx.owner.user!.id;
    const file = fx.upload.key.split("/")[1]!;
    const paths = [
      `/object-images/${uid}/${randomUUID()}.jpg`,
      `/object-images/${randomUUID()}.png`,
      `/object-images/${fx.upload.key.toUpperCase()}`,
      `/object-images/${fx.upload.key}.jpg`,
      `/object-images/${uid}`,
      `/object-images/${uid}/..%2f${uid}/${file}`,
      `/object-images/${uid}/%2e%2e%2f${uid}%2f${file}`,
      `/object-images/..%2f..%2fbarshelf.sqlite`,
      `/object-images/${uid}%5c${file}`,
      `/object-images/${fx.upload.key}%00`,
      `/object-images/${fx.upload.key}%00.png`,
      `/object-images/${uid}/%01${file}`,
      `/object-images/${uid}/${file.replace(".", "%0a.")}`,
      `/object-images/${uid}/${file}%7f`,
      `/object-images/${"a".repeat(600)}.png`,
      `/object-images/${uid}/${"b".repeat(520)}.jpg`,
      `/object-images/${uid}/${file}%2500`,
    ];
    for (const p of paths) {
      const res = await get(fx.owner, p);
      expect(res.status, p).toBe(404);
      expect(jsonOf(res.body), p).toEqual(NOT_FOUND);
    }
  });

  it("never serves a raw backslash path as another key", async () => {
    // A backslash is no key character: 404 with a session, 401 without one.
    const [uid, file] = fx.upload.key.split("/") as [string, string];
    for (const client of [fx.owner, fx.other, anonymous()]) {
      const res = await get(client, `/object-images/${uid}\\${file}`);
      expect(res.status).toBe(client.cookie ? 404 : 401);
      expect(res.body.includes(fx.bytes.subarray(0, 64))).toBe(false);
    }
  });

  it("answers 404 at the bare prefix to everyone, and never a listing", async () => {
    for (const client of [anonymous(), fx.owner]) {
      for (const p of ["/object-images", "/object-images?list-type=2", "/object-images?list-type=2&prefix=&delimiter=/"]) {
        const res = await get(client, p);
        expect(res.status, p).toBe(404);
        expect(jsonOf(res.body)).toEqual(NOT_FOUND);
      }
      // With skipTrailingSlashRedirect, the slash form reaches the handler directly.
      const slash = await get(client, "/object-images/?list-type=2");
      expect(slash.status).toBe(404);
      expect(jsonOf(slash.body)).toEqual(NOT_FOUND);
      const followed = await fetch(`${backend().baseUrl}/object-images/?list-type=2`, {
        headers: client.cookie ? { cookie: client.cookie } : {},
      });
      expect(followed.status).toBe(404);
      expect(await followed.json()).toEqual(NOT_FOUND);
    }
  });

  it("ignores query strings", async () => {
    for (const query of ["?list-type=2", "?prefix=&delimiter=%2F", "?list-type=2&prefix=" + fx.owner.user!.id, "?x-id=ListObjectsV2"]) {
      const res = await get(fx.owner, fx.upload.imageUrl + query);
      expect(res.status, query).toBe(200);
      expect(res.body.equals(fx.bytes), query).toBe(true);
      const anon = await get(anonymous(), fx.upload.imageUrl + query);
      expect(anon.status, query).toBe(401);
      const other = await get(fx.other, fx.upload.imageUrl + query);
      expect(other.status, query).toBe(404);
    }
  });

  it("does not route other methods to the store", async () => {
    const res = await fetch(backend().baseUrl + fx.upload.imageUrl, {
      method: "PUT",
      headers: { cookie: fx.owner.cookie!, origin: backend().baseUrl },
      body: "overwrite",
    });
    expect(res.status).toBe(405);
    expect((await get(fx.owner, fx.upload.imageUrl)).body.equals(fx.bytes)).toBe(true);
  });
});

describe("GET /object-images/<key>: caching", () => {
  it("answers If-None-Match with 304 and no body", async () => {
    const first = await get(fx.owner, fx.upload.imageUrl);
    const etag = first.headers.etag!;
    for (const inm of [etag, `W/${etag}`, `"nope", ${etag}`, "*"]) {
      const res = await get(fx.owner, fx.upload.imageUrl, { "if-none-match": inm });
      expect(res.status, inm).toBe(304);
      expect(res.body.byteLength).toBe(0);
      expect(res.headers.etag).toBe(etag);
      expect(res.headers["cache-control"]).toBe("private, no-cache");
    }
    const stale = await get(fx.owner, fx.upload.imageUrl, { "if-none-match": '"something-else"' });
    expect(stale.status).toBe(200);
    expect(stale.body.equals(fx.bytes)).toBe(true);
  });

  it("has the browser ask on every use: an unchanged photo is a 304, a deleted one is gone at once, a signed-out session sees nothing", async () => {
    const client = await signUp();
    const [kept, deleted] = await Promise.all([uploadFile(client, await phoneJpeg()), uploadFile(client, await phoneJpeg())]);
    const tags = new Map<string, string>();
    for (const upload of [kept.body, deleted.body]) {
      const first = await get(client, upload.imageUrl);
      expect(first.status).toBe(200);
      // no-cache: a browser may keep the bytes but must not show them without asking again
      expect(first.headers["cache-control"]).toBe("private, no-cache");
      tags.set(upload.imageUrl, first.headers.etag!);
    }
    const ask = (upload: UploadBody) => get(client, upload.imageUrl, { "if-none-match": tags.get(upload.imageUrl)! });

    expect((await ask(kept.body)).status).toBe(304);
    expect((await client.delete(`/api/uploads/${deleted.body.id}`)).status).toBe(204);
    const gone = await ask(deleted.body);
    expect(gone.status).toBe(404);
    expect(jsonOf(gone.body)).toEqual(NOT_FOUND);
    expect((await ask(kept.body)).status).toBe(304);

    expect((await client.post("/api/auth/sign-out", {})).status).toBe(200);
    const signedOut = await ask(kept.body);
    expect(signedOut.status).toBe(401);
    expect(jsonOf(signedOut.body)).toEqual({ error: "Unauthorized" });
  });

  it("gives different images different ETags", async () => {
    const again = await uploadFile(fx.owner, await phoneJpeg());
    const a = await get(fx.owner, fx.upload.imageUrl, {}, "HEAD");
    const b = await get(fx.owner, again.body.imageUrl, {}, "HEAD");
    expect(a.headers.etag).not.toBe(b.headers.etag);
  });
});

describe("GET /object-images/<key>: ranges", () => {
  it("answers a byte range with 206", async () => {
    const size = fx.bytes.byteLength;
    const cases: [string, number, number][] = [
      ["bytes=0-9", 0, 9],
      ["bytes=10-", 10, size - 1],
      ["bytes=-16", size - 16, size - 1],
      [`bytes=5-${size + 100}`, 5, size - 1],
      [`bytes=${size - 1}-${size - 1}`, size - 1, size - 1],
    ];
    for (const [range, start, end] of cases) {
      const res = await get(fx.owner, fx.upload.imageUrl, { range });
      expect(res.status, range).toBe(206);
      expect(res.headers["content-range"], range).toBe(`bytes ${start}-${end}/${size}`);
      expectLength(res, end - start + 1);
      expect(res.headers["content-type"]).toBe("image/jpeg");
      expect(res.body.equals(fx.bytes.subarray(start, end + 1)), range).toBe(true);
    }
  });

  it("answers an unsatisfiable range with 416", async () => {
    const size = fx.bytes.byteLength;
    for (const range of [`bytes=${size}-`, `bytes=${size + 10}-${size + 20}`, "bytes=-0"]) {
      const res = await get(fx.owner, fx.upload.imageUrl, { range });
      expect(res.status, range).toBe(416);
      expect(res.headers["content-range"]).toBe(`bytes */${size}`);
      expect(jsonOf(res.body)).toEqual({ error: "Range not satisfiable" });
    }
  });

  it("serves the whole image for ranges it does not handle, and for a stale If-Range", async () => {
    const variants: Record<string, string>[] = [
      { range: "bytes=0-1,5-9" },
      { range: "items=0-5" },
      { range: "bytes=9-2" },
      { range: "bytes=0-9", "if-range": '"old"' },
    ];
    for (const headers of variants) {
      const res = await get(fx.owner, fx.upload.imageUrl, headers);
      expect(res.status, JSON.stringify(headers)).toBe(200);
      expect(res.body.equals(fx.bytes)).toBe(true);
    }
    const etag = (await get(fx.owner, fx.upload.imageUrl, {}, "HEAD")).headers.etag!;
    const current = await get(fx.owner, fx.upload.imageUrl, { range: "bytes=0-9", "if-range": etag });
    expect(current.status).toBe(206);
  });
});

describe("GET /object-images/<key>: missing objects", () => {
  it("answers 404 and logs when the row exists but the object is gone", async () => {
    const client = await signUp();
    const res = await uploadFile(client, await phoneJpeg());
    expect(res.status).toBe(201);
    const { key } = res.body;
    const b = backend();
    if (b.store === "s3") {
      await new S3ObjectStore({ ...b.s3!, region: "us-east-1", forcePathStyle: true }).delete(key);
    } else {
      rmSync(path.join(b.dataDir, "objects", key));
    }
    const got = await get(client, res.body.imageUrl);
    expect(got.status).toBe(404);
    expect(jsonOf(got.body)).toEqual(NOT_FOUND);
    const head = await get(client, res.body.imageUrl, {}, "HEAD");
    expect(head.status).toBe(404);
    await expect.poll(() => readFileSync(b.logFile, "utf8")).toContain(key);
    const line = readFileSync(b.logFile, "utf8")
      .split("\n")
      .find((l) => l.includes(key) && l.includes("image object missing"));
    expect(line && JSON.parse(line)).toMatchObject({ level: "warn", key });
  });
});

describe("when the object store is down", () => {
  it("answers uploads and images with a logged 503 JSON", { timeout: 90_000 }, async () => {
    // A second server on its own S3 server, which goes away once the app has started
    // (an unreachable store at start stops the start: startup.test.ts).
    const s3 = await startS3();
    const app = await startApp({
      S3_BUCKET: s3.bucket,
      S3_ENDPOINT: s3.endpoint,
      S3_REGION: "us-east-1",
      S3_ACCESS_KEY_ID: s3.accessKeyId,
      S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
      S3_FORCE_PATH_STYLE: "true",
    });
    await s3.stop();
    try {
      const signUpRes = await fetch(`${app.baseUrl}/api/auth/sign-up/email`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: app.baseUrl, "x-forwarded-for": nextTestAddress() },
        body: JSON.stringify({ name: "Down", email: `down-${randomUUID()}@example.test`, password: "correct horse battery" }),
      });
      expect(signUpRes.status).toBe(200);
      const cookie = sessionCookieFrom(signUpRes);
      const { user } = (await signUpRes.json()) as { user: { id: string } };

      const form = new FormData();
      form.set("kind", "drink");
      form.set("file", new Blob([new Uint8Array(await phoneJpeg())]), "a.jpg");
      const up = await fetch(`${app.baseUrl}/api/uploads`, { method: "POST", headers: { cookie, origin: app.baseUrl }, body: form });
      expect(up.status).toBe(503);
      expect(await up.json()).toEqual({ error: "Storage unavailable" });

      // A row whose object cannot be read because the store is unreachable.
      const key = `${user.id}/${randomUUID()}.jpg`;
      const db = new SQLite(path.join(app.dataDir, "barshelf.sqlite"));
      try {
        expect(db.prepare("select count(*) as n from upload").get()).toEqual({ n: 0 });
        db.prepare(
          "insert into upload (id, user_id, key, kind, content_type, size, width, height, created_at) values (?, ?, ?, 'drink', 'image/jpeg', 10, 1, 1, ?)",
        ).run(randomUUID(), user.id, key, new Date().toISOString());
      } finally {
        db.close();
      }
      const img = await rawRequest(app.baseUrl, `/object-images/${key}`, { headers: { cookie } });
      expect(img.status).toBe(503);
      expect(jsonOf(img.body)).toEqual({ error: "Storage unavailable" });
      const requestId = img.headers["x-request-id"];
      expect(requestId).toBeTruthy();
      await expect.poll(() => app.output()).toContain(String(requestId));
      const line = app
        .output()
        .split("\n")
        .find((l) => l.includes(String(requestId)));
      expect(JSON.parse(line!)).toMatchObject({ level: "warn", msg: "Storage unavailable", path: `/object-images/${key}` });
    } finally {
      await app.stop();
    }
  });
});
