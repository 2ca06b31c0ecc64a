// A JPEG without its metadata, its picture untouched: the segments that carry where and
// when a photo was taken (Exif, XMP, IPTC, comments) are dropped; the coded picture and
// what decoding it needs (tables, colour profile, Adobe's colour transform) are kept.

const SOI = 0xd8;
const EOI = 0xd9;
const SOS = 0xda;
const APP0 = 0xe0;
const APP2 = 0xe2;
const APP14 = 0xee;
const ICC_PROFILE = Buffer.from("ICC_PROFILE\0", "latin1");

/** APP0 (JFIF), APP2 when it holds the ICC profile, APP14 (Adobe): needed to show the colours right. */
function keeps(marker: number, payload: Buffer): boolean {
  if (marker === APP0 || marker === APP14) return true;
  if (marker === APP2) return payload.subarray(0, ICC_PROFILE.length).equals(ICC_PROFILE);
  // Every other APPn (Exif and XMP in APP1, MPF's extra pictures in APP2, IPTC in APP13) and COM.
  return !((marker >= 0xe0 && marker <= 0xef) || marker === 0xfe);
}

/**
 * Where the coded data after a scan header ends: at the first marker that is not part of it
 * (0xFF00 is an escaped 0xFF, 0xFFD0–D7 are restart markers, 0xFFFF is fill).
 */
function endOfScan(bytes: Buffer, at: number): number {
  let i = at;
  while (i + 1 < bytes.length) {
    if (bytes[i] === 0xff) {
      const next = bytes[i + 1]!;
      if (next !== 0x00 && !(next >= 0xd0 && next <= 0xd7) && next !== 0xff) return i;
    }
    i += 1;
  }
  return -1;
}

/**
 * The same JPEG with its metadata segments left out, or null when the bytes do not parse
 * as one (then the caller re-encodes), or when it would not be smaller than `smallerThan`
 * bytes (checked before the copy is made). Anything after the end-of-image marker (a
 * phone's second picture, or a file smuggled behind the photo) is left out too.
 */
export function withoutJpegMetadata(input: Uint8Array, { smallerThan = Infinity }: { smallerThan?: number } = {}): Buffer | null {
  const bytes = Buffer.from(input.buffer, input.byteOffset, input.byteLength);
  if (bytes.length < 4 || bytes[0] !== 0xff || bytes[1] !== SOI) return null;
  const parts = [bytes.subarray(0, 2)];
  let i = 2;
  while (i + 1 < bytes.length) {
    if (bytes[i] !== 0xff) return null;
    const marker = bytes[i + 1]!;
    if (marker === 0xff) {
      i += 1;
      continue;
    }
    if (marker === EOI) {
      parts.push(bytes.subarray(i, i + 2));
      const total = parts.reduce((sum, part) => sum + part.length, 0);
      return total < smallerThan ? Buffer.concat(parts, total) : null;
    }
    if (i + 3 >= bytes.length) return null;
    const length = bytes.readUInt16BE(i + 2);
    const end = i + 2 + length;
    if (length < 2 || end > bytes.length) return null;
    if (marker === SOS) {
      const scanEnd = endOfScan(bytes, end);
      if (scanEnd === -1) return null;
      parts.push(bytes.subarray(i, scanEnd));
      i = scanEnd;
      continue;
    }
    if (keeps(marker, bytes.subarray(i + 4, end))) parts.push(bytes.subarray(i, end));
    i = end;
  }
  return null;
}
