import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { withoutJpegMetadata } from "@/server/photos/jpeg-metadata";
import { EXIF_CANARY, GPS_CANARY, noisyPhotoJpeg } from "../helpers/test-photos";

const CANARY = "BARSHELF-METADATA-CANARY";

const noisyJpeg = ({ progressive = false } = {}) => noisyPhotoJpeg({ quality: 70, progressive, width: 96, height: 64 });

async function pixelsOf(jpeg: Buffer): Promise<Buffer> {
  return sharp(jpeg).raw().toBuffer();
}

/** Inserts a segment right after SOI. */
function withSegment(jpeg: Buffer, marker: number, payload: Buffer): Buffer {
  const header = Buffer.from([0xff, marker, 0, 0]);
  header.writeUInt16BE(payload.length + 2, 2);
  return Buffer.concat([jpeg.subarray(0, 2), header, payload, jpeg.subarray(2)]);
}

describe("withoutJpegMetadata", () => {
  it.each([
    ["baseline", false],
    ["progressive (several scans)", true],
  ])("drops Exif, GPS and XMP from a %s JPEG and keeps the very same picture and its colour profile", async (_, progressive) => {
    const input = await noisyJpeg({ progressive });
    const before = await sharp(input).metadata();
    expect(before.exif).toBeDefined();
    expect(before.xmp).toBeDefined();
    for (const canary of [GPS_CANARY, EXIF_CANARY]) expect(input.includes(canary), canary).toBe(true);

    const output = withoutJpegMetadata(input)!;
    expect(output).not.toBeNull();
    const after = await sharp(output).metadata();
    expect(after.exif).toBeUndefined();
    expect(after.xmp).toBeUndefined();
    for (const canary of [GPS_CANARY, EXIF_CANARY, "PhoneCo"]) expect(output.includes(canary), canary).toBe(false);
    expect(after.icc).toEqual(before.icc);
    expect(after.isProgressive).toBe(progressive);
    expect(output.length).toBeLessThan(input.length);
    expect((await pixelsOf(output)).equals(await pixelsOf(input))).toBe(true);
  });

  it("drops comments, IPTC and a second picture's index (MPF), and whatever follows the end of the image", async () => {
    let input = await noisyJpeg();
    input = withSegment(input, 0xfe, Buffer.from(`comment ${CANARY}`));
    input = withSegment(input, 0xed, Buffer.from(`Photoshop 3.0\0${CANARY}`));
    input = withSegment(input, 0xe2, Buffer.from(`MPF\0${CANARY}`));
    const trailer = Buffer.concat([Buffer.from([0xff, 0xd8]), Buffer.from(CANARY), Buffer.from([0xff, 0xd9])]);
    const output = withoutJpegMetadata(Buffer.concat([input, trailer]))!;
    expect(output.includes(CANARY)).toBe(false);
    expect(output.subarray(-2)).toEqual(Buffer.from([0xff, 0xd9]));
    expect((await pixelsOf(output)).equals(await pixelsOf(input))).toBe(true);
  });

  it("keeps restart markers inside the coded data", async () => {
    // libjpeg writes RSTn markers when asked for restart intervals; sharp cannot, so one is made by hand:
    // an FF D0 inside the scan must not end it.
    const input = await noisyJpeg();
    const output = withoutJpegMetadata(input)!;
    const sos = output.indexOf(Buffer.from([0xff, 0xda]));
    const eoi = output.length - 2;
    const scan = output.subarray(sos, eoi);
    const withRestart = Buffer.concat([output.subarray(0, eoi), Buffer.from([0xff, 0xd0]), output.subarray(eoi)]);
    const again = withoutJpegMetadata(withRestart)!;
    expect(again.length).toBe(withRestart.length);
    expect(again.subarray(sos, sos + scan.length).equals(scan)).toBe(true);
  });

  it("answers null when the result would not be smaller than asked", async () => {
    const input = await noisyJpeg();
    const length = withoutJpegMetadata(input)!.length;
    expect(withoutJpegMetadata(input, { smallerThan: length })).toBeNull();
    expect(withoutJpegMetadata(input, { smallerThan: length + 1 })!.length).toBe(length);
  });

  it.each([
    ["not a JPEG", Buffer.from("GIF89a not a jpeg at all")],
    ["empty", Buffer.alloc(0)],
    ["cut short in a segment", Buffer.from([0xff, 0xd8, 0xff, 0xe1, 0x40, 0x00, 0x45])],
    ["cut short in the coded data", Buffer.from([0xff, 0xd8, 0xff, 0xda, 0x00, 0x02, 0x12, 0x34])],
    ["garbage between segments", Buffer.from([0xff, 0xd8, 0x00, 0x01, 0xff, 0xd9])],
  ])("answers null for bytes that do not parse as a JPEG (%s)", (_, bytes) => {
    expect(withoutJpegMetadata(bytes)).toBeNull();
  });
});
