import sharp from "sharp";
import { thumbHashToApproximateAspectRatio } from "thumbhash";
import { describe, expect, it } from "vitest";
import {
  chooseSize,
  DISPLAY_SIZES,
  objectKeysOfUpload,
  sizeKeyFor,
  sizesToMake,
  srcSetFor,
  type ImageSize,
  uploadKeyOfObjectKey,
} from "@/domain/image-sizes";
import { imageQuerySchema } from "@/domain/schemas/image";
import { processImage } from "@/server/photos/processing";
import { isValidObjectKey } from "@/server/platform/storage/object-store";

const size = (width: number, height: number, bytes = 1000): ImageSize => ({ width, height, bytes });

describe("sizesToMake", () => {
  it("makes only sizes smaller than the image's longest side, never an upscale or a copy", () => {
    expect(sizesToMake(4000, 3000)).toEqual([...DISPLAY_SIZES]);
    expect(sizesToMake(3000, 4000)).toEqual([...DISPLAY_SIZES]);
    expect(sizesToMake(600, 400)).toEqual([256, 512]);
    expect(sizesToMake(512, 300)).toEqual([256]);
    expect(sizesToMake(256, 256)).toEqual([]);
    expect(sizesToMake(40, 30)).toEqual([]);
  });

});

describe("chooseSize", () => {
  const original = { width: 4000, height: 3000 };
  const sizes = [size(1024, 768), size(256, 192), size(512, 384)];

  it("answers the narrowest size at least as wide as asked", () => {
    expect(chooseSize(original, sizes, 1)).toEqual(size(256, 192));
    expect(chooseSize(original, sizes, 256)).toEqual(size(256, 192));
    expect(chooseSize(original, sizes, 257)).toEqual(size(512, 384));
    expect(chooseSize(original, sizes, 700)).toEqual(size(1024, 768));
  });

  it("answers the original (null) when no size is wide enough, or there are none", () => {
    expect(chooseSize(original, sizes, 1025)).toBeNull();
    expect(chooseSize(original, [], 64)).toBeNull();
  });

  it("goes by width, so a portrait photo's 1024 size is 768 wide", () => {
    const portrait = [size(192, 256), size(384, 512), size(768, 1024)];
    expect(chooseSize({ width: 3000, height: 4000 }, portrait, 700)).toEqual(size(768, 1024));
    expect(chooseSize({ width: 3000, height: 4000 }, portrait, 800)).toBeNull();
  });
});

describe("size keys", () => {
  it("derives each size's key from the original's, as a key the store accepts", () => {
    expect(sizeKeyFor("u1/abc-123.jpg", 256)).toBe("u1/abc-123-jpg-w256.webp");
    expect(sizeKeyFor("u1/abc.webp", 1024)).toBe("u1/abc-webp-w1024.webp");
    for (const key of ["u1/abc-123.jpg", "u1/abc.webp"]) expect(isValidObjectKey(sizeKeyFor(key, 512))).toBe(true);
  });

  it("leads from a size's key back to its original's, and leaves an original's key as it is", () => {
    const original = "u1/0b9f6d4e-8c1a-4f5e-9a3b-2d7c6e5f4a1b.png";
    expect(uploadKeyOfObjectKey(sizeKeyFor(original, 256))).toBe(original);
    expect(uploadKeyOfObjectKey(original)).toBe(original);
    expect(uploadKeyOfObjectKey("u1/0b9f6d4e-8c1a-4f5e-9a3b-2d7c6e5f4a1b.webp")).toBe("u1/0b9f6d4e-8c1a-4f5e-9a3b-2d7c6e5f4a1b.webp");
  });

  it("lists the original and every size it may have as the keys of an upload", () => {
    expect(objectKeysOfUpload("u1/abc.jpg")).toEqual(["u1/abc.jpg", "u1/abc-jpg-w256.webp", "u1/abc-jpg-w512.webp", "u1/abc-jpg-w1024.webp"]);
  });
});

describe("the ?w= query", () => {
  it("reads a whole number of pixels, and no w as the original", () => {
    expect(imageQuerySchema.parse({ w: "256" })).toEqual({ w: 256 });
    expect(imageQuerySchema.parse({})).toEqual({});
    expect(imageQuerySchema.parse({ w: "16383", v: "2" })).toEqual({ w: 16383 });
  });

  it("refuses anything else", () => {
    for (const w of ["", "0", "-1", "1.5", "abc", "256px", "0256", "16384", "99999"]) {
      expect(imageQuerySchema.safeParse({ w }).success, w).toBe(false);
    }
  });
});

describe("processImage makes display sizes", () => {
  const photo = (width: number, height: number) =>
    sharp({ create: { width, height, channels: 3, background: "#884422" } }).jpeg().toBuffer();

  it("makes WebP sizes that fit each side, from a large photo, with a ThumbHash of its shape", async () => {
    const image = await processImage(await photo(2000, 1000));
    expect(image.sizes.map(({ side, width, height }) => ({ side, width, height }))).toEqual([
      { side: 256, width: 256, height: 128 },
      { side: 512, width: 512, height: 256 },
      { side: 1024, width: 1024, height: 512 },
    ]);
    for (const s of image.sizes) {
      const meta = await sharp(s.data).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(["webp", s.width, s.height]);
    }
    const ratio = thumbHashToApproximateAspectRatio(Buffer.from(image.thumbhash, "base64"));
    expect(ratio).toBeCloseTo(2, 0);
  });

  it("never upscales: a small photo gets only the smaller sizes, a tiny one none", async () => {
    expect((await processImage(await photo(300, 200))).sizes.map((s) => s.side)).toEqual([256]);
    const tiny = await processImage(await photo(40, 30));
    expect(tiny.sizes).toEqual([]);
    expect(tiny.thumbhash.length).toBeGreaterThan(0);
  });
});

describe("srcSetFor", () => {
  const url = "/object-images/u1/abc.jpg";

  it("offers each size by its width through ?w=, narrowest first, then the original", () => {
    const photo = { width: 4000, height: 3000, thumbhash: null, sizes: [size(1024, 768), size(256, 192), size(512, 384)] };
    expect(srcSetFor(url, photo)).toBe(`${url}?w=256 256w, ${url}?w=512 512w, ${url}?w=1024 1024w, ${url} 4000w`);
  });

  it("offers nothing for a photo without sizes (too small, or not made yet)", () => {
    expect(srcSetFor(url, { width: 200, height: 150, thumbhash: null, sizes: [] })).toBeUndefined();
    expect(srcSetFor(url, { width: 2000, height: 1500, thumbhash: null, sizes: null })).toBeUndefined();
  });
});
