import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { uploadKeyFromImageUrl } from "@/server/db/uploads";
import { HttpError } from "@/server/http";
import { processImage, sniffImageType } from "@/server/images";

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
  it("answers 415 for bytes that start like an image and are not one", async () => {
    // A PNG signature followed by a JPEG: sniffed as PNG, then not decodable as one.
    const jpeg = await sharp({ create: { width: 2, height: 2, channels: 3, background: "#000" } }).jpeg().toBuffer();
    const mixed = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), jpeg]);
    const err = await processImage(mixed).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(HttpError);
    expect((err as HttpError).status).toBe(415);
  });

  it("answers 413 for an image wider than any photo", async () => {
    const wide = await sharp({ create: { width: 20_000, height: 1, channels: 3, background: "#000" } }).png().toBuffer();
    const err = await processImage(wide).catch((e: unknown) => e);
    expect((err as HttpError).status).toBe(413);
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
