import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import zlib from "node:zlib";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { backend } from "../helpers/backend";
import { anonymous, signUp, type TestClient } from "../helpers/client";
import { heifEnc, withHeifRotation } from "../helpers/heif-files";
import { storedKeysOf } from "../helpers/stored-objects";
import { EXIF_CANARY, GPS_CANARY, noisyPhotoJpeg, phoneJpeg, plainPng } from "../helpers/test-photos";
import { uploadFile } from "../helpers/uploads";

const TEN_MB = 10 * 1024 * 1024;
const UNSUPPORTED = { error: "Unsupported image type" };

/** The stored bytes, read back through the image route as the owner. */
async function storedBytes(client: TestClient, imageUrl: string): Promise<Buffer> {
  const res = await fetch(client.baseUrl + imageUrl, { headers: { cookie: client.cookie! } });
  expect(res.status).toBe(200);
  return Buffer.from(await res.arrayBuffer());
}

/** A PNG whose header declares width x height (8-bit grey) over one short row of data. */
function declaredPng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(Buffer.concat([Buffer.from(type, "latin1"), data])));
    return Buffer.concat([length, Buffer.from(type, "latin1"), data, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8); // bit depth 8, greyscale, deflate, no filter, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", zlib.deflateSync(Buffer.alloc(64))),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

async function animatedGif(): Promise<Buffer> {
  const frames = await Promise.all(
    ["#ff0000", "#00ff00", "#0000ff"].map((background) =>
      sharp({ create: { width: 16, height: 12, channels: 4, background } }).png().toBuffer(),
    ),
  );
  return sharp(frames, { join: { animated: true } }).gif({ loop: 0, delay: [100, 200, 300] }).toBuffer();
}

describe("POST /api/uploads", () => {
  it("answers 401 without a session and stores nothing", async () => {
    const res = await uploadFile(anonymous(), await plainPng());
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ error: "Unauthorized" });
  });

  it("stores a phone JPEG without its EXIF or GPS, with the orientation baked in", async () => {
    const client = await signUp("Uploader");
    const original = await phoneJpeg();
    // The test photo really carries what must be removed.
    expect((await sharp(original).metadata()).exif).toBeDefined();
    expect(original.includes(GPS_CANARY)).toBe(true);
    expect(original.includes(EXIF_CANARY)).toBe(true);

    const res = await uploadFile(client, original, { kind: "drink", filename: "IMG_0001.jpg" });
    expect(res.status).toBe(201);
    const body = res.body;
    expect(Object.keys(body).sort()).toEqual(["contentType", "height", "id", "imageUrl", "key", "size", "sizes", "thumbhash", "width"]);
    expect(body.key).toMatch(new RegExp(`^${client.user!.id}/[0-9a-f-]{36}\\.jpg$`));
    expect(body.imageUrl).toBe(`/object-images/${body.key}`);
    expect(body.contentType).toBe("image/jpeg");
    // Orientation 6 turns the 64x48 sensor image into a 48x64 picture.
    expect([body.width, body.height]).toEqual([48, 64]);

    const stored = await storedBytes(client, body.imageUrl);
    expect(stored.byteLength).toBe(body.size);
    const meta = await sharp(stored).metadata();
    expect(meta.format).toBe("jpeg");
    expect([meta.width, meta.height]).toEqual([48, 64]);
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(meta.iptc).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(stored.includes(GPS_CANARY)).toBe(false);
    expect(stored.includes(EXIF_CANARY)).toBe(false);
    expect(stored.includes("PhoneCo")).toBe(false);
    expect(stored.includes(Buffer.from("Exif\0\0", "latin1"))).toBe(false);
    // Still the same picture.
    const { dominant } = await sharp(stored).stats();
    expect(dominant.r).toBeGreaterThan(150);
    expect(dominant.g).toBeLessThan(100);

    if (backend().store === "local") {
      const onDisk = readFileSync(path.join(backend().dataDir, "objects", body.key));
      expect(onDisk.equals(stored)).toBe(true);
    }
  });

  it("keeps an upright JPEG as it came, less its metadata, when re-encoding it would only add loss and bytes", async () => {
    const client = await signUp();
    const original = await noisyPhotoJpeg({ quality: 60 });
    expect(original.includes(GPS_CANARY)).toBe(true);

    const res = await uploadFile(client, original, { kind: "drink", filename: "IMG_0002.jpg" });
    expect(res.status).toBe(201);
    const stored = await storedBytes(client, res.body.imageUrl);
    for (const canary of [GPS_CANARY, EXIF_CANARY, "PhoneCo"]) expect(stored.includes(canary), canary).toBe(false);
    const meta = await sharp(stored).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(meta.icc).toEqual((await sharp(original).metadata()).icc);
    // The very same picture, not a second generation of it, and smaller than either.
    expect((await sharp(stored).raw().toBuffer()).equals(await sharp(original).raw().toBuffer())).toBe(true);
    expect(stored.length).toBeLessThan(original.length);
    expect(stored.length).toBeLessThan((await sharp(original).jpeg({ quality: 88 }).toBuffer()).length);
    expect([res.body.width, res.body.height, res.body.size]).toEqual([120, 80, stored.length]);
  });

  it("decides the type from the bytes, never from the file name or the client's Content-Type", async () => {
    const client = await signUp();
    const res = await uploadFile(client, await plainPng(20, 10), { filename: "holiday.jpg", type: "image/jpeg" });
    expect(res.status).toBe(201);
    expect(res.body.contentType).toBe("image/png");
    expect(res.body.key).toMatch(/\.png$/);
    expect([res.body.width, res.body.height]).toEqual([20, 10]);
    expect((await sharp(await storedBytes(client, res.body.imageUrl)).metadata()).format).toBe("png");
  });

  it("strips XMP from a PNG", async () => {
    const client = await signUp();
    const png = await sharp({ create: { width: 8, height: 8, channels: 4, background: "#00000080" } })
      .png()
      .withXmp(
        `<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description>${GPS_CANARY}</rdf:Description></rdf:RDF></x:xmpmeta>`,
      )
      .toBuffer();
    expect((await sharp(png).metadata()).xmp).toBeDefined();
    const res = await uploadFile(client, png, { filename: "x.png", type: "image/png" });
    expect(res.status).toBe(201);
    const stored = await storedBytes(client, res.body.imageUrl);
    expect((await sharp(stored).metadata()).xmp).toBeUndefined();
    expect(stored.includes(GPS_CANARY)).toBe(false);
    expect((await sharp(stored).metadata()).hasAlpha).toBe(true);
  });

  it("keeps a GIF's animation", async () => {
    const client = await signUp();
    const res = await uploadFile(client, await animatedGif(), { filename: "cheers.gif", type: "image/gif" });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ contentType: "image/gif", width: 16, height: 12 });
    expect(res.body.key).toMatch(/\.gif$/);
    const meta = await sharp(await storedBytes(client, res.body.imageUrl), { animated: true }).metadata();
    expect(meta.format).toBe("gif");
    expect(meta.pages).toBe(3);
    expect(meta.delay).toEqual([100, 200, 300]);
  });

  it("keeps WebP as WebP", async () => {
    const client = await signUp();
    const webp = await sharp({ create: { width: 30, height: 20, channels: 3, background: "#123456" } }).webp().toBuffer();
    const res = await uploadFile(client, webp, { filename: "a.bin", type: "application/octet-stream" });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ contentType: "image/webp", width: 30, height: 20 });
    expect(res.body.key).toMatch(/\.webp$/);
  });

  it("converts AVIF to JPEG, or to WebP when it has transparency", async () => {
    const client = await signUp();
    const opaque = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#336699" } }).avif().toBuffer();
    const res = await uploadFile(client, opaque, { filename: "a.avif", type: "image/avif" });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ contentType: "image/jpeg", width: 40, height: 30 });
    expect((await sharp(await storedBytes(client, res.body.imageUrl)).metadata()).format).toBe("jpeg");

    const clear = await sharp({ create: { width: 40, height: 30, channels: 4, background: "#33669980" } }).avif().toBuffer();
    const res2 = await uploadFile(client, clear, { filename: "b.avif", type: "image/avif" });
    expect(res2.status).toBe(201);
    expect(res2.body).toMatchObject({ contentType: "image/webp", width: 40, height: 30 });
    const meta = await sharp(await storedBytes(client, res2.body.imageUrl)).metadata();
    expect(meta.format).toBe("webp");
    expect(meta.hasAlpha).toBe(true);
  });

  it("refuses an HTML file renamed to .png, an SVG with a script, and other non-images with 415", async () => {
    const client = await signUp();
    const cases: [string, string, Buffer][] = [
      ["evil.png", "image/png", Buffer.from("<!doctype html><html><script>alert(document.cookie)</script></html>")],
      [
        "logo.svg",
        "image/svg+xml",
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>'),
      ],
      ["logo.png", "image/png", Buffer.from('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')],
      ["doc.jpg", "image/jpeg", Buffer.from("%PDF-1.7\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n")],
      ["x.gif", "image/gif", Buffer.from("GIF89a but not really a gif at all")],
      ["x.jpg", "image/jpeg", Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(200, 0x41)])],
      ["x.tiff", "image/tiff", await sharp({ create: { width: 4, height: 4, channels: 3, background: "#000" } }).tiff().toBuffer()],
    ];
    for (const [filename, type, bytes] of cases) {
      const res = await uploadFile(client, bytes, { filename, type });
      expect(res.status, filename).toBe(415);
      expect(res.body, filename).toEqual(UNSUPPORTED);
    }
  });

  it("refuses a decompression bomb: a small PNG with too many pixels", async () => {
    const client = await signUp();
    const side = 7200; // 51.8 million pixels in about 150 KB
    const bomb = await sharp(Buffer.alloc(side * side), { raw: { width: side, height: side, channels: 1 } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.byteLength).toBeLessThan(1024 * 1024);
    const res = await uploadFile(client, bomb, { filename: "bomb.png", type: "image/png" });
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ error: "Image dimensions too large" });
  });

  it("refuses an image over 40 megapixels, and a PNG declaring 30000x30000, before decoding either", async () => {
    const client = await signUp();
    const side = 6400; // 41 million pixels, 1 MP over the limit
    const over = await sharp(Buffer.alloc(side * side), { raw: { width: side, height: side, channels: 1 } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    const overRes = await uploadFile(client, over, { filename: "big.png", type: "image/png" });
    expect(overRes.status).toBe(413);
    expect(overRes.body).toEqual({ error: "Image dimensions too large" });

    // A header that declares 900 million pixels over a few bytes of data: decoding it would
    // take gigabytes; reading the header is enough to refuse it.
    const declared = declaredPng(30_000, 30_000);
    expect(declared.byteLength).toBeLessThan(1024);
    expect((await sharp(declared, { limitInputPixels: false }).metadata()).width).toBe(30_000);
    const res = await uploadFile(client, declared, { filename: "bomb.png", type: "image/png" });
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ error: "Image dimensions too large" });
    expect(await storedKeysOf(client.user!.id)).toEqual([]);
  });

  it("validates kind and file: 400 with issues", async () => {
    const client = await signUp();
    const png = await plainPng();
    for (const kind of [null, "", "selfie", "MENU"]) {
      const res = await uploadFile(client, png, { kind });
      expect(res.status, String(kind)).toBe(400);
      expect(res.body).toMatchObject({ error: "Validation failed" });
      expect((res.body as unknown as { issues: { path: string[] }[] }).issues.some((i) => i.path[0] === "kind")).toBe(true);
    }
    for (const kind of ["menu", "drink", "bar"]) {
      expect((await uploadFile(client, png, { kind })).status, kind).toBe(201);
    }

    const noFile = new FormData();
    noFile.set("kind", "menu");
    const missing = await client.request("POST", "/api/uploads", { raw: noFile });
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ error: "Validation failed", issues: [expect.objectContaining({ path: ["file"] })] });

    const textField = new FormData();
    textField.set("kind", "menu");
    textField.set("file", "not a file");
    expect((await client.request("POST", "/api/uploads", { raw: textField })).status).toBe(400);

    const empty = await uploadFile(client, new Uint8Array(0), { kind: "bar" });
    expect(empty.status).toBe(400);
  });

  it("wants multipart/form-data", async () => {
    const client = await signUp();
    const res = await client.post("/api/uploads", { kind: "drink", file: "aGVsbG8=" });
    expect(res.status).toBe(415);
    expect(res.body).toEqual({ error: "Expected multipart/form-data" });

    const broken = await client.request("POST", "/api/uploads", {
      raw: "--x\r\nnot a multipart body",
      headers: { "content-type": "multipart/form-data; boundary=zzz" },
    });
    expect(broken.status).toBe(400);
  });

  it("refuses a cross-origin upload", async () => {
    const client = await signUp();
    const form = new FormData();
    form.set("kind", "drink");
    form.set("file", new Blob([new Uint8Array(await plainPng())]), "a.png");
    const res = await client.request("POST", "/api/uploads", { raw: form, headers: { origin: "https://evil.example" } });
    expect(res.status).toBe(403);
  });

  it("gives every upload its own key under the owner's id", async () => {
    const client = await signUp();
    const png = await plainPng();
    const a = await uploadFile(client, png);
    const b = await uploadFile(client, png);
    expect(a.body.key).not.toBe(b.body.key);
    expect(a.body.key.startsWith(`${client.user!.id}/`)).toBe(true);
    expect(b.body.key.startsWith(`${client.user!.id}/`)).toBe(true);
  });
});

/** XMP with a canary, as a phone's editing app may add. */
const XMP_CANARY = "BARSHELF-XMP-CANARY";
const XMP = `<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description>${XMP_CANARY}</rdf:Description></rdf:RDF></x:xmpmeta>`;

/**
 * A HEIC photo as an iPhone writes it: HEVC, EXIF with the GPS position and orientation 6,
 * XMP, and the picture stored as the sensor saw it (64x48) with an irot property that
 * turns it upright (48x64). The EXIF orientation only repeats what irot says.
 */
async function phoneHeic(): Promise<Buffer> {
  const jpeg = await sharp(await phoneJpeg()).keepExif().withXmp(XMP).jpeg().toBuffer();
  return withHeifRotation(heifEnc([jpeg]), 3);
}

describe("POST /api/uploads with HEIC photos", () => {
  const HEIC_UNDECODABLE = { error: expect.stringMatching(/^Unsupported image type: .*HEIC/) };

  it("stores a phone's HEIC as an upright JPEG without its EXIF, GPS or XMP", async () => {
    const client = await signUp("HEIC Uploader");
    const heic = await phoneHeic();
    // The test photo really is HEVC and really carries what must be removed.
    const meta = await sharp(heic).metadata();
    expect([meta.format, meta.compression, meta.width, meta.height]).toEqual(["heif", "hevc", 48, 64]);
    expect(meta.exif).toBeDefined();
    expect(meta.xmp).toBeDefined();
    for (const canary of [GPS_CANARY, EXIF_CANARY, XMP_CANARY]) expect(heic.includes(canary), canary).toBe(true);

    const res = await uploadFile(client, heic, { kind: "drink", filename: "IMG_4521.HEIC", type: "image/heic" });
    expect(res.status).toBe(201);
    expect(res.body.contentType).toBe("image/jpeg");
    expect(res.body.key).toMatch(new RegExp(`^${client.user!.id}/[0-9a-f-]{36}\\.jpg$`));
    // Turned upright once, by irot; not a second time by the EXIF orientation.
    expect([res.body.width, res.body.height]).toEqual([48, 64]);

    expect(await storedKeysOf(client.user!.id)).toContain(res.body.key);
    const stored = await storedBytes(client, res.body.imageUrl);
    expect(stored.byteLength).toBe(res.body.size);
    const out = await sharp(stored).metadata();
    expect([out.format, out.width, out.height]).toEqual(["jpeg", 48, 64]);
    expect(out.exif).toBeUndefined();
    expect(out.xmp).toBeUndefined();
    expect(out.iptc).toBeUndefined();
    expect(out.orientation).toBeUndefined();
    for (const canary of [GPS_CANARY, EXIF_CANARY, XMP_CANARY, "PhoneCo"]) expect(stored.includes(canary), canary).toBe(false);
    expect(stored.includes(Buffer.from("Exif\0\0", "latin1"))).toBe(false);
    const { dominant } = await sharp(stored).stats();
    expect(dominant.r).toBeGreaterThan(150);
    expect(dominant.g).toBeLessThan(100);
  });

  it("answers 415 with the HEIC message for a HEIC that cannot be decoded, and stores nothing", async () => {
    const client = await signUp();
    const heic = heifEnc([await plainPng(40, 30)]);
    const cases: [string, Buffer][] = [
      [
        "an ftyp heic header and garbage",
        Buffer.concat([Buffer.from("0000001c667479706865696300000000686569636d696631", "hex"), Buffer.alloc(4000, 0x5a)]),
      ],
      ["garbage instead of the HEVC data", Buffer.from(heic).fill(0x5a, heic.lastIndexOf("mdat") + 4)],
      ["a truncated file", heic.subarray(0, heic.length - 10)],
    ];
    for (const [name, bytes] of cases) {
      const res = await uploadFile(client, bytes, { filename: "IMG_0002.HEIC", type: "image/heic" });
      expect(res.status, name).toBe(415);
      expect(res.body, name).toEqual(HEIC_UNDECODABLE);
    }
    expect(await storedKeysOf(client.user!.id)).toEqual([]);
  });

  it("answers 413 for a HEIC with too many pixels, before decoding it, and stores nothing", async () => {
    const client = await signUp();
    // A real 7200x7200 HEIC (51.8 million pixels) of 12 KB: heic-decode would need 207 MB for it.
    // Kept as a file because encoding it takes heif-enc a minute on a busy machine; it was made with
    // `heif-enc -q 50 -p preset=ultrafast flat.jpg`, flat.jpg being a 7200x7200 JPEG of one colour.
    const bomb = readFileSync(path.join(import.meta.dirname, "../fixtures/heic-7200x7200.heic"));
    expect(bomb.byteLength).toBeLessThan(1024 * 1024);
    expect((await sharp(bomb).metadata()).width).toBe(7200);
    const res = await uploadFile(client, bomb, { filename: "IMG_0003.HEIC", type: "image/heic" });
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ error: "Image dimensions too large" });
    expect(await storedKeysOf(client.user!.id)).toEqual([]);
  });
});

describe("POST /api/uploads size limit", () => {
  it("answers 413 for a file just over 10 MB", async () => {
    const client = await signUp();
    // Under the body allowance for multipart overhead, so the file's own size is what trips.
    const big = Buffer.alloc(TEN_MB + 1, 0);
    big.set([0xff, 0xd8, 0xff, 0xe0]);
    const res = await uploadFile(client, big);
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ error: "Payload too large" });
  });

  it("answers 413 for a body far over the limit", async () => {
    const client = await signUp();
    const res = await uploadFile(client, Buffer.alloc(TEN_MB + 1024 * 1024, 0x20));
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ error: "Payload too large" });
  });

  it("answers from the declared Content-Length, before the body arrives", async () => {
    const client = await signUp();
    const { baseUrl } = backend();
    const url = new URL(baseUrl);
    const res = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = http.request(
        {
          host: url.hostname,
          port: url.port,
          method: "POST",
          path: "/api/uploads",
          agent: false,
          headers: {
            cookie: client.cookie!,
            origin: baseUrl,
            "content-type": "multipart/form-data; boundary=abc",
            "content-length": String(50 * 1024 * 1024),
          },
        },
        (r) => {
          let body = "";
          r.on("data", (c: Buffer) => (body += c.toString()));
          r.on("end", () => {
            req.destroy();
            resolve({ status: r.statusCode ?? 0, body });
          });
        },
      );
      req.on("error", reject);
      // A few bytes of a 50 MB body, then nothing: the answer must not wait for the rest.
      req.write("--abc\r\n");
    });
    expect(res.status).toBe(413);
    expect(JSON.parse(res.body)).toEqual({ error: "Payload too large" });
  });

  it("stops reading a chunked body at the limit instead of buffering all of it", async () => {
    const client = await signUp();
    const { baseUrl } = backend();
    const url = new URL(baseUrl);
    const total = 80 * 1024 * 1024;
    const chunk = Buffer.alloc(256 * 1024, 0x41);
    const boundary = `barshelf-${randomUUID()}`;
    const res = await new Promise<{ status: number; body: string; sent: number }>((resolve, reject) => {
      let sent = 0;
      let answered = false;
      const req = http.request(
        {
          host: url.hostname,
          port: url.port,
          method: "POST",
          path: "/api/uploads",
          agent: false,
          headers: {
            cookie: client.cookie!,
            origin: baseUrl,
            "content-type": `multipart/form-data; boundary=${boundary}`,
            "transfer-encoding": "chunked",
          },
        },
        (r) => {
          answered = true;
          let body = "";
          r.on("data", (c: Buffer) => (body += c.toString()));
          r.on("end", () => {
            req.destroy();
            resolve({ status: r.statusCode ?? 0, body, sent });
          });
        },
      );
      req.on("error", (err) => {
        if (!answered) reject(err);
      });
      req.write(
        `--${boundary}\r\nContent-Disposition: form-data; name="kind"\r\n\r\ndrink\r\n` +
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="huge.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
      );
      const pump = () => {
        while (!answered && sent < total) {
          sent += chunk.length;
          if (!req.write(chunk)) {
            req.once("drain", pump);
            return;
          }
        }
        if (!answered) req.end();
      };
      pump();
    });
    expect(res.status).toBe(413);
    expect(JSON.parse(res.body)).toEqual({ error: "Payload too large" });
    // The server answered long before the client could send everything.
    expect(res.sent).toBeLessThan(total / 2);
  });
});

describe("upload rows", () => {
  it("makes the image reachable only for its owner", async () => {
    const owner = await signUp("Owner");
    const other = await signUp("Other");
    const res = await uploadFile(owner, await plainPng(), { kind: "bar" });
    expect(res.status).toBe(201);
    expect((await owner.get(res.body.imageUrl)).status).toBe(200);
    expect((await other.get(res.body.imageUrl)).status).toBe(404);
  });
});
