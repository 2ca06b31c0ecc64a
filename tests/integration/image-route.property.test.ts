import { randomUUID } from "node:crypto";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { LocalObjectStore } from "@/server/platform/storage/local";
import type { ObjectStore } from "@/server/platform/storage/object-store";
import { S3ObjectStore } from "@/server/platform/storage/s3";
import { backend } from "../helpers/backend";
import { signUp, type TestClient } from "../helpers/client";
import { rawRequest, type RawResponse } from "../helpers/raw-request";
import { plainPng } from "../helpers/test-photos";
import { uploadFile } from "../helpers/uploads";

/**
 * Random paths, percent-encodings and query strings against the image route, sent
 * byte for byte with node:http. Whatever the path: nothing answers 200 without a
 * session, nothing lists the bucket, and nothing serves a file from outside the store
 * or an object that has no upload row of the caller's.
 */
const RUNS = 150;

const canary = {
  /** A file in DATA_DIR, beside the SQLite file and the objects folder. */
  outsideName: `canary-${randomUUID()}.txt`,
  outsideText: `OUTSIDE-STORE-CANARY-${randomUUID()}`,
  /** Objects in the store that no upload row names. */
  orphanText: `ORPHAN-OBJECT-CANARY-${randomUUID()}`,
  orphanKeys: [] as string[],
};

let owner: TestClient;
let other: TestClient;
let ownerKey: string;
let ownerBytes: Buffer;

function storeForTests(): ObjectStore {
  const b = backend();
  if (b.store === "s3") return new S3ObjectStore({ ...b.s3!, region: "us-east-1", forcePathStyle: true });
  // The server's own store folder, so these objects sit right beside real ones.
  return new LocalObjectStore(path.join(b.dataDir, "objects"));
}

beforeAll(async () => {
  owner = await signUp("Property Owner");
  other = await signUp("Property Other");
  const res = await uploadFile(owner, await plainPng(12, 8), { kind: "bar" });
  expect(res.status).toBe(201);
  ownerKey = res.body.key;
  const got = await rawRequest(owner.baseUrl, res.body.imageUrl, { headers: { cookie: owner.cookie! } });
  expect(got.status).toBe(200);
  ownerBytes = got.body;

  const { dataDir } = backend();
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(path.join(dataDir, canary.outsideName), canary.outsideText);
  const store = storeForTests();
  canary.orphanKeys = [`canary/${randomUUID()}.png`, `${owner.user!.id}/${randomUUID()}.png`, `${other.user!.id}/${randomUUID()}.png`];
  for (const key of canary.orphanKeys) await store.put(key, Buffer.from(canary.orphanText), "image/png");
});

// ---- arbitraries ----------------------------------------------------------------

const SAFE = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_.~!$&'()*+,;=:@";

/** Percent-encodes some of the characters of a string, in upper or lower case hex. */
function percentEncodeSome(text: string, picks: boolean[], lower: boolean): string {
  return [...text]
    .map((ch, i) => {
      const code = ch.charCodeAt(0);
      const mustEncode = code < 0x21 || code > 0x7e || ch === "%" || ch === "?" || ch === "#" || ch === " ";
      if (!mustEncode && !picks[i % Math.max(picks.length, 1)]) return ch;
      const hex = code.toString(16).padStart(2, "0");
      return "%" + (lower ? hex : hex.toUpperCase());
    })
    .join("");
}

const asciiText = fc.string({ unit: fc.integer({ min: 0, max: 0x7f }).map((c) => String.fromCharCode(c)), maxLength: 24 });
const safeText = fc.string({ unit: fc.constantFrom(...SAFE), minLength: 1, maxLength: 24 });

const encodedText = fc
  .tuple(asciiText, fc.array(fc.boolean(), { minLength: 1, maxLength: 8 }), fc.boolean())
  .map(([text, picks, lower]) => percentEncodeSome(text, picks, lower));

function segmentArbitrary(): fc.Arbitrary<string> {
  const uid = () => owner.user!.id;
  const otherUid = () => other.user!.id;
  return fc.oneof(
    fc.constantFrom(
      "..",
      ".",
      "...",
      "%2e%2e",
      "%2E%2E",
      ".%2e",
      "%2e.",
      "%252e%252e",
      "..%2f..",
      "..%5c..",
      "%5c",
      "%5C",
      "\\",
      "%00",
      "%01",
      "%0a",
      "%0d%0a",
      "%7f",
      "%2f",
      "%2F",
      "%25",
      "%2500",
      "~",
      "objects",
      ".tmp",
      "barshelf.sqlite",
      "barshelf.sqlite-wal",
      "etc",
      "passwd",
      "canary",
      canary.outsideName,
      "a".repeat(520) + ".png",
    ),
    fc.constant(null).map(uid),
    fc.constant(null).map(otherUid),
    fc.constant(null).map(() => ownerKey.split("/")[1]!),
    fc.constantFrom(0, 1, 2).map((i) => canary.orphanKeys[i]!),
    fc.constantFrom(0, 1, 2).map((i) => canary.orphanKeys[i]!.split("/")[1]!),
    safeText,
    encodedText,
  );
}

const SEPARATORS = ["/", "/", "/", "/", "/", "//", "%2f", "%2F", "/./", "/../"];

const queryArbitrary = fc.oneof(
  fc.constant(""),
  fc
    .array(
      fc.oneof(
        fc.constantFrom(
          "list-type=2",
          "prefix=",
          "prefix=canary",
          "delimiter=/",
          "delimiter=%2F",
          "max-keys=1000",
          "marker=",
          "continuation-token=x",
          "start-after=",
          "encoding-type=url",
          "versions",
          "uploads",
          "acl",
          "location",
          "x-id=ListObjectsV2",
          "x-id=GetObject",
          "response-content-type=text/html",
          "response-content-disposition=attachment",
        ),
        fc.tuple(safeText, encodedText).map(([k, v]) => `${k}=${v}`),
      ),
      { minLength: 1, maxLength: 4 },
    )
    .map((parts) => "?" + parts.join("&"))
    // Any query but one with `w`, the one parameter the route reads (image-sizes.test.ts covers
    // it), however it is spelled: keys and values may hold "&" and "=" themselves.
    .filter((query) => !new URLSearchParams(query.slice(1)).has("w")),
);

/** Mostly well-formed prefixes; now and then one the framework normalises first. */
const PREFIXES = ["/object-images/", "/object-images/", "/object-images/", "/object-images//", "/object-images/./", "/object-images/%2e/"];

/** Random paths under the image route, with a query string now and then. */
function pathArbitrary(): fc.Arbitrary<string> {
  return fc
    .tuple(
      fc.array(segmentArbitrary(), { minLength: 0, maxLength: 4 }),
      fc.array(fc.constantFrom(...SEPARATORS), { minLength: 4, maxLength: 4 }),
      fc.constantFrom(...PREFIXES),
      fc.integer({ min: 0, max: 9 }).map((n) => n === 0),
      queryArbitrary,
    )
    .map(([segments, seps, prefix, trailingSlash, query]) => {
      if (segments.length === 0) return (trailingSlash ? "/object-images/" : "/object-images") + query;
      let p = prefix;
      segments.forEach((s, i) => {
        p += (i === 0 ? "" : seps[i - 1]!) + s;
      });
      if (trailingSlash) p += "/";
      return p + query;
    });
}

/** The owner's real key, with some of its characters percent-encoded (in either case). */
function ownerKeyArbitrary(): fc.Arbitrary<string> {
  return fc
    .tuple(fc.array(fc.boolean(), { minLength: 1, maxLength: 16 }), fc.boolean(), queryArbitrary)
    .map(([picks, lower, query]) => `/object-images/${percentEncodeSome(ownerKey, picks, lower)}${query}`);
}

const methodArbitrary = fc.constantFrom("GET", "GET", "GET", "HEAD");

// ---- what must never happen -----------------------------------------------------

function assertNothingLeaks(res: RawResponse, label: string) {
  const text = res.body.toString("latin1");
  expect(text, label).not.toContain("ListBucketResult");
  expect(text, label).not.toContain("ListAllMyBucketsResult");
  expect(text, label).not.toContain("<?xml");
  expect(text, label).not.toContain(canary.outsideText);
  expect(text, label).not.toContain(canary.orphanText);
  expect(text, label).not.toMatch(/SQLite format 3/);
  expect(res.headers["content-type"] ?? "", label).not.toMatch(/xml/);
}

/**
 * Sends the path as it is; when the framework answers with its own path normalisation
 * (a 308 that stays on the image route), follows it too. Every hop is returned.
 */
async function probe(p: string, method: string, cookie?: string): Promise<RawResponse[]> {
  const hops: RawResponse[] = [];
  let next: string | undefined = p;
  while (next !== undefined && hops.length < 4) {
    const res = await rawRequest(backend().baseUrl, next, { method, headers: cookie ? { cookie } : {} });
    hops.push(res);
    const location = res.headers.location;
    next = res.status === 308 && location?.startsWith("/object-images") ? location : undefined;
  }
  return hops;
}

/** Statuses the route and the framework's own path normalisation may answer with. */
const ALLOWED_ANONYMOUS = [401, 404, 307, 308];

describe("image route properties", () => {
  it("answers nothing but 401, 404 or a redirect without a session", async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(pathArbitrary(), ownerKeyArbitrary()), methodArbitrary, async (p, method) => {
        for (const res of await probe(p, method)) {
          const label = `${method} ${p} -> ${res.status}`;
          expect(ALLOWED_ANONYMOUS, label).toContain(res.status);
          // Paths the framework resolves away from the image route are pages: to the login page.
          if (res.status === 307) expect(res.headers.location ?? "", label).toMatch(/^\/login\?/);
          assertNothingLeaks(res, label);
          expect(res.body.includes(ownerBytes.subarray(0, 32)), label).toBe(false);
        }
      }),
      {
        numRuns: RUNS,
        examples: [
          ["/object-images/x.png?list-type=2", "GET"],
          ["/object-images?list-type=2&prefix=&delimiter=/", "GET"],
          ["/object-images/?list-type=2", "GET"],
        ],
      },
    );
  });

  it("never serves another user's image, an orphan object or a file outside the store", async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(pathArbitrary(), ownerKeyArbitrary()), methodArbitrary, async (p, method) => {
        for (const res of await probe(p, method, other.cookie!)) {
          const label = `${method} ${p} -> ${res.status}`;
          // This user owns no image at all: no image may come back (pages may).
          expect(res.headers["content-type"] ?? "", label).not.toMatch(/^image\//);
          expect([206, 304], label).not.toContain(res.status);
          assertNothingLeaks(res, label);
          expect(res.body.includes(ownerBytes.subarray(0, 32)), label).toBe(false);
        }
      }),
      { numRuns: RUNS },
    );
  });

  it("serves the owner nothing but their own image", async () => {
    const examples: [string, string][] = [
      [`/object-images/${ownerKey}?list-type=2&prefix=`, "GET"],
      ...canary.orphanKeys.map((k): [string, string] => [`/object-images/${k}`, "GET"]),
      [`/object-images/${ownerKey.split("/")[0]}/../${canary.outsideName}`, "GET"],
      [`/object-images/..%2f..%2f${canary.outsideName}`, "GET"],
      [`/object-images/%2e%2e/${canary.outsideName}`, "GET"],
    ];
    await fc.assert(
      fc.asyncProperty(pathArbitrary(), methodArbitrary, async (p, method) => {
        for (const res of await probe(p, method, owner.cookie!)) {
          const label = `${method} ${p} -> ${res.status}`;
          assertNothingLeaks(res, label);
          if (res.status === 200 && res.headers["content-type"]?.startsWith("image/")) {
            // The only image this user has.
            if (method === "GET") expect(res.body.equals(ownerBytes), label).toBe(true);
            expect(res.headers["cache-control"], label).toMatch(/^private, /);
            expect(res.headers["x-content-type-options"], label).toBe("nosniff");
          } else {
            expect(res.body.includes(ownerBytes.subarray(0, 32)), label).toBe(false);
          }
        }
      }),
      { numRuns: RUNS, examples },
    );
  });

  it("serves the owner's key however it is percent-encoded, with any query string, to the owner only", async () => {
    await fc.assert(
      fc.asyncProperty(ownerKeyArbitrary(), async (url) => {
        const mine = await rawRequest(backend().baseUrl, url, { headers: { cookie: owner.cookie! } });
        expect(mine.status, url).toBe(200);
        expect(mine.body.equals(ownerBytes), url).toBe(true);
        const anon = await rawRequest(backend().baseUrl, url);
        expect(anon.status, url).toBe(401);
        const theirs = await rawRequest(backend().baseUrl, url, { headers: { cookie: other.cookie! } });
        expect(theirs.status, url).toBe(404);
      }),
      { numRuns: 60 },
    );
  });
});
