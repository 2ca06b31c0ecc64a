import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { TooLargeError, UnsupportedTypeError } from "@/domain/errors";
import { uploadKeyFromImageUrl } from "@/server/db/image-urls";
import { imageThreads } from "@/server/photos/worker-pool";
import { processImage, sniffImageType } from "@/server/photos/processing";
import { heifEnc, heifTopLevelImages, withHeifRotation, withPrimaryImage } from "../helpers/heif-files";
import { EXIF_CANARY, GPS_CANARY, phoneJpeg } from "../helpers/test-photos";

function ftyp(major: string, ...compatible: string[]): Buffer {
  const size = 16 + 4 * compatible.length;
  const box = Buffer.alloc(size + 8);
  box.writeUInt32BE(size, 0);
  box.write("ftyp", 4, "latin1");
  box.write(major, 8, "latin1");
  compatible.forEach((brand, i) => box.write(brand, 16 + 4 * i, "latin1"));
  return box;
}

describe("sniffImageType", () => {
  it("recognises the accepted formats by their magic numbers", async () => {
    const base = () => sharp({ create: { width: 2, height: 2, channels: 3, background: "#000" } });
    expect(sniffImageType(await base().jpeg().toBuffer())).toBe("jpeg");
    expect(sniffImageType(await base().png().toBuffer())).toBe("png");
    expect(sniffImageType(await base().gif().toBuffer())).toBe("gif");
    expect(sniffImageType(await base().webp().toBuffer())).toBe("webp");
    expect(sniffImageType(await base().avif().toBuffer())).toBe("avif");
  });

  it("tells HEIC/HEIF from AVIF by the ftyp brands", () => {
    expect(sniffImageType(ftyp("heic", "mif1", "heic"))).toBe("heif");
    expect(sniffImageType(ftyp("heix", "mif1"))).toBe("heif");
    expect(sniffImageType(ftyp("mif1", "heic"))).toBe("heif");
    expect(sniffImageType(ftyp("mif1", "avif"))).toBe("avif");
    expect(sniffImageType(ftyp("avis", "msf1"))).toBe("avif");
    // Video and other ISO media files are not images.
    expect(sniffImageType(ftyp("isom", "mp41", "avc1"))).toBeNull();
    expect(sniffImageType(ftyp("qt  "))).toBeNull();
  });

  it("rejects everything else, whatever it claims to be", () => {
    for (const text of [
      "",
      "<!doctype html><script>alert(1)</script>",
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
      "%PDF-1.7",
      "GIF8",
      "RIFF\0\0\0\0WAVE",
      "II*\0",
    ]) {
      expect(sniffImageType(Buffer.from(text, "latin1")), text).toBeNull();
    }
    expect(sniffImageType(Buffer.from([0xff, 0xd8]))).toBeNull();
    // An ftyp box claiming to be larger than the file.
    const lying = ftyp("heic", "mif1");
    lying.writeUInt32BE(10_000, 0);
    expect(sniffImageType(lying)).toBeNull();
  });
});

describe("processImage", () => {
  it("refuses as unsupported bytes that start like an image and are not one (415)", async () => {
    // A PNG signature followed by a JPEG: sniffed as PNG, then not decodable as one.
    const jpeg = await sharp({ create: { width: 2, height: 2, channels: 3, background: "#000" } }).jpeg().toBuffer();
    const mixed = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), jpeg]);
    const err = await rejectionOf(processImage(mixed));
    expect(err).toBeInstanceOf(UnsupportedTypeError);
    expect(err.message).toBe("Unsupported image type");
  });

  it("refuses as too large an image wider than any photo (413)", async () => {
    const wide = await sharp({ create: { width: 20_000, height: 1, channels: 3, background: "#000" } }).png().toBuffer();
    const err = await rejectionOf(processImage(wide));
    expect(err).toBeInstanceOf(TooLargeError);
    expect(err.message).toBe("Image dimensions too large");
  });
});

/** A JPEG whose left half is red and right half blue, to tell which way a picture was turned. */
async function redLeftBlueRight(width: number, height: number): Promise<Buffer> {
  const left = await sharp({ create: { width: width / 2, height, channels: 3, background: "#ff0000" } }).png().toBuffer();
  return sharp({ create: { width, height, channels: 3, background: "#0000ff" } })
    .composite([{ input: left, left: 0, top: 0 }])
    .jpeg()
    .toBuffer();
}

/** "red", "blue" or "other" for the pixel at (x, y) of an encoded image. */
async function colourAt(image: Buffer, x: number, y: number): Promise<string> {
  const { data, info } = await sharp(image).raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  const [r, g, b] = [data[at]!, data[at + 1]!, data[at + 2]!];
  if (r > 200 && g < 60 && b < 60) return "red";
  if (b > 200 && r < 60 && g < 60) return "blue";
  return "other";
}

/** The error a promise rejects with; a promise that resolves fails the test. */
async function rejectionOf(promise: Promise<unknown>, name = ""): Promise<Error> {
  const err = await promise.then(
    () => expect.unreachable(`${name}: expected a rejection`),
    (e: unknown) => e,
  );
  expect(err, name).toBeInstanceOf(Error);
  return err as Error;
}

// Real HEIC files (HEVC, made by heif-enc): the prebuilt sharp cannot decode them, so
// these go through heic-decode.
describe("processImage with HEIC photos", () => {
  it("decodes a real HEIC into a JPEG that carries none of its EXIF", async () => {
    const heic = heifEnc([await phoneJpeg()]);
    const meta = await sharp(heic).metadata();
    expect(meta.format).toBe("heif");
    expect(meta.compression).toBe("hevc");
    expect(meta.exif).toBeDefined();
    expect(heic.includes(GPS_CANARY)).toBe(true);

    const out = await processImage(heic);
    expect(out).toMatchObject({ contentType: "image/jpeg", ext: "jpg", width: 64, height: 48 });
    const decoded = await sharp(out.data).metadata();
    expect([decoded.format, decoded.width, decoded.height]).toEqual(["jpeg", 64, 48]);
    expect(decoded.exif).toBeUndefined();
    expect(decoded.xmp).toBeUndefined();
    expect(out.data.includes(GPS_CANARY)).toBe(false);
    expect(out.data.includes(EXIF_CANARY)).toBe(false);
    const { dominant } = await sharp(out.data).stats();
    expect(dominant.r).toBeGreaterThan(150);
    expect(dominant.b).toBeLessThan(100);
  });

  it("turns a picture stored sideways upright, as its irot property says", async () => {
    const heic = heifEnc([await redLeftBlueRight(64, 48)]);
    const upright = await processImage(heic);
    expect([upright.width, upright.height]).toEqual([64, 48]);
    expect(await colourAt(upright.data, 8, 24)).toBe("red");
    expect(await colourAt(upright.data, 56, 24)).toBe("blue");

    // 90 degrees anticlockwise: the red left half ends at the bottom.
    const anticlockwise = await processImage(withHeifRotation(heic, 1));
    expect([anticlockwise.width, anticlockwise.height]).toEqual([48, 64]);
    expect(await colourAt(anticlockwise.data, 24, 8)).toBe("blue");
    expect(await colourAt(anticlockwise.data, 24, 56)).toBe("red");

    // 270 degrees anticlockwise (90 clockwise, a phone held upright): red on top.
    const clockwise = await processImage(withHeifRotation(heic, 3));
    expect([clockwise.width, clockwise.height]).toEqual([48, 64]);
    expect(await colourAt(clockwise.data, 24, 8)).toBe("red");
    expect(await colourAt(clockwise.data, 24, 56)).toBe("blue");
  });

  it("takes the primary image of a file that holds several", async () => {
    const red = await sharp({ create: { width: 64, height: 48, channels: 3, background: "#ff0000" } }).jpeg().toBuffer();
    const blue = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#0000ff" } }).jpeg().toBuffer();
    const heic = heifEnc([red, blue]);
    const images = heifTopLevelImages(heic);
    expect(images).toHaveLength(2);

    const first = await processImage(heic);
    expect([first.width, first.height]).toEqual([64, 48]);
    expect(await colourAt(first.data, 32, 24)).toBe("red");

    const second = await processImage(withPrimaryImage(heic, images[1]!));
    expect([second.width, second.height]).toEqual([40, 30]);
    expect(await colourAt(second.data, 20, 15)).toBe("blue");
  });

  it("keeps transparency by writing WebP", async () => {
    const png = await sharp({ create: { width: 32, height: 24, channels: 4, background: "#33669980" } }).png().toBuffer();
    const out = await processImage(heifEnc([png]));
    expect(out).toMatchObject({ contentType: "image/webp", ext: "webp", width: 32, height: 24 });
    const meta = await sharp(out.data).metadata();
    expect(meta.hasAlpha).toBe(true);
    expect((await sharp(out.data).stats()).isOpaque).toBe(false);
  });

  it("ends the HEIC decoder's thread after its picture (freeing its memory), and the next HEIC and JPEG come out right", async () => {
    const heic = heifEnc([await redLeftBlueRight(64, 48)]);
    const first = await processImage(heic);
    // Decoded in the HEIC thread, which is still there right after its job.
    expect(imageThreads().heic).toBe(1);
    expect(await colourAt(first.data, 8, 24)).toBe("red");
    // A guard against a hang, not a speed check: the thread ends a second after its job.
    for (let waited = 0; imageThreads().heic > 0; waited += 100) {
      if (waited > 20_000) expect.unreachable("the HEIC thread did not end");
      await new Promise((r) => setTimeout(r, 100));
    }
    const [again, jpeg] = await Promise.all([processImage(heic), processImage(await redLeftBlueRight(64, 48))]);
    for (const out of [again, jpeg]) {
      expect(out).toMatchObject({ contentType: "image/jpeg", width: 64, height: 48 });
      expect(await colourAt(out.data, 8, 24)).toBe("red");
      expect(await colourAt(out.data, 56, 24)).toBe("blue");
    }
  });

  it("refuses as unsupported, with the HEIC message, a HEIC that cannot be decoded (415)", async () => {
    const heic = heifEnc([await redLeftBlueRight(64, 48)]);
    const header = Buffer.from("0000001c667479706865696300000000686569636d696631", "hex");
    // The coded picture itself replaced by garbage: the container is fine, the HEVC is not.
    const garbled = Buffer.from(heic).fill(0x5a, heic.lastIndexOf("mdat") + 4);
    const cases: [string, Buffer][] = [
      ["an ftyp heic header and garbage", Buffer.concat([header, Buffer.alloc(4000, 0x5a)])],
      ["a truncated file", heic.subarray(0, heic.length - 10)],
      ["garbage instead of the HEVC data", garbled],
    ];
    for (const [name, bytes] of cases) {
      expect(sniffImageType(bytes), name).toBe("heif");
      const err = await rejectionOf(processImage(bytes), name);
      expect(err, name).toBeInstanceOf(UnsupportedTypeError);
      expect(err.message, name).toMatch(/^Unsupported image type: .*HEIC/);
    }
  });
});

describe("uploadKeyFromImageUrl", () => {
  const key = "0b6c3b1e-5f6a-4c1e-9d4b-2f1e8a7c6d5e/6f1d2c3b-4a5e-4f60-8172-93a4b5c6d7e8.jpg";

  it("reads the key from an image route URL", () => {
    expect(uploadKeyFromImageUrl(`/object-images/${key}`)).toBe(key);
  });

  it("refuses anything that is not exactly such a URL", () => {
    for (const url of [
      "",
      key,
      `/object-images/`,
      `https://elsewhere.example/object-images/${key}`,
      `//elsewhere.example/object-images/${key}`,
      `/object-images/${key}?x=1`,
      `/object-images/${key}#x`,
      `/object-images/${key.replace("/", "%2F")}`,
      `/object-images/../${key}`,
      `/object-images/${key.replace("/", "/../")}`,
      `/object-images/${key.replace("/", "\\")}`,
      `/object-images/${key}\u0000`,
      `/api/object-images/${key}`,
      `/object-images/${"a".repeat(600)}.jpg`,
    ]) {
      expect(uploadKeyFromImageUrl(url), url).toBeNull();
    }
  });
});
