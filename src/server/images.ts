import "server-only";
import sharp from "sharp";
import { HttpError, httpErrors } from "./http";
import { log } from "./log";

/**
 * Uploaded images: the type is read from the bytes (never from a file name or a
 * client's Content-Type), and every image is decoded and re-encoded by sharp, which
 * bakes in the EXIF orientation and drops all metadata (EXIF with its GPS position,
 * XMP, IPTC, comments). Only what sharp wrote is ever stored.
 *
 * Output formats:
 * - JPEG, PNG and WebP stay what they were; GIF stays GIF and keeps its animation
 *   (an animated WebP keeps its animation too).
 * - AVIF and HEIC/HEIF become JPEG, or WebP when they have transparency: encoding
 *   AVIF is slow enough to stall the server, and browsers other than Safari do not
 *   show HEIC at all.
 * - The prebuilt sharp has no HEVC decoder (libheif without libde265, for patent
 *   reasons), so a HEIC photo cannot be decoded here and is answered with a 415 that
 *   says so. HEIF files holding AV1 (and a libvips built with libde265) work.
 */

/** The types the image route may serve; nothing else leaves it. */
export const SERVABLE_IMAGE_TYPES: ReadonlySet<string> = new Set([
  "image/jpeg",
  "image/png",
  "image/webp",
  "image/gif",
  "image/avif",
]);

/** Largest accepted upload, in bytes of the file itself. */
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;

/** Decompression bombs: a few hundred kilobytes of PNG can hold billions of pixels. */
export const MAX_IMAGE_PIXELS = 50_000_000;
/** WebP's own limit, and far beyond any photo. */
export const MAX_IMAGE_SIDE = 16_383;
export const MAX_IMAGE_FRAMES = 500;

export type SniffedType = "jpeg" | "png" | "gif" | "webp" | "avif" | "heif";

const AVIF_BRANDS = new Set(["avif", "avis"]);
const HEIF_BRANDS = new Set(["heic", "heix", "hevc", "hevx", "heim", "heis", "hevm", "hevs", "mif1", "msf1", "mif2", "heif"]);

function ascii(bytes: Uint8Array, start: number, end: number): string {
  return Buffer.from(bytes.buffer, bytes.byteOffset + start, end - start).toString("latin1");
}

function startsWith(bytes: Uint8Array, signature: readonly number[], offset = 0): boolean {
  if (bytes.length < offset + signature.length) return false;
  return signature.every((b, i) => bytes[offset + i] === b);
}

/** The image type the magic numbers say, or null for anything we do not accept (SVG, HTML, PDF, ...). */
export function sniffImageType(bytes: Uint8Array): SniffedType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "jpeg";
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png";
  if (bytes.length >= 6 && /^GIF8[79]a$/.test(ascii(bytes, 0, 6))) return "gif";
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 12) === "WEBP") return "webp";
  // ISO base media file: [size]["ftyp"][major brand][minor version][compatible brands...]
  if (bytes.length >= 16 && ascii(bytes, 4, 8) === "ftyp") {
    const boxSize = Buffer.from(bytes.buffer, bytes.byteOffset, 4).readUInt32BE(0);
    if (boxSize < 16 || boxSize > Math.min(bytes.length, 4096) || boxSize % 4 !== 0) return null;
    const brands = [ascii(bytes, 8, 12)];
    for (let at = 16; at + 4 <= boxSize; at += 4) brands.push(ascii(bytes, at, at + 4));
    if (brands.some((b) => AVIF_BRANDS.has(b))) return "avif";
    if (brands.some((b) => HEIF_BRANDS.has(b))) return "heif";
  }
  return null;
}

/** What sharp's metadata().format calls each sniffed type; the two must agree. */
const SHARP_FORMAT: Record<SniffedType, string> = {
  jpeg: "jpeg",
  png: "png",
  gif: "gif",
  webp: "webp",
  avif: "heif",
  heif: "heif",
};

export interface ProcessedImage {
  data: Buffer;
  contentType: string;
  ext: string;
  width: number;
  height: number;
}

const unsupported = () => httpErrors.unsupportedMediaType("Unsupported image type");
const heicUnsupported = () =>
  httpErrors.unsupportedMediaType(
    "Unsupported image type: this server cannot decode HEIC photos; upload a JPEG instead",
  );
const tooManyPixels = () => new HttpError(413, { error: "Image dimensions too large" });

function isPixelLimitError(err: unknown): boolean {
  return err instanceof Error && /pixel limit/i.test(err.message);
}

/**
 * Decodes, checks and re-encodes an upload. Throws an HttpError for anything that is
 * the client's mistake: 415 for bytes that are not a supported image (or cannot be
 * decoded), 413 for images too large to decode safely.
 */
export async function processImage(input: Buffer): Promise<ProcessedImage> {
  const type = sniffImageType(input);
  if (!type) throw unsupported();
  const rejectDecode = (err: unknown): never => {
    if (isPixelLimitError(err)) throw tooManyPixels();
    log.info("image upload not decodable", { type, error: err instanceof Error ? err.message.split("\n")[0] : String(err) });
    throw type === "heif" ? heicUnsupported() : unsupported();
  };

  const options = { limitInputPixels: MAX_IMAGE_PIXELS, failOn: "error" } as const;
  const meta = await sharp(input, options).metadata().catch(rejectDecode);
  if (meta.format !== SHARP_FORMAT[type]) throw unsupported();
  const pages = meta.pages ?? 1;
  const width = meta.width ?? 0;
  const height = meta.height ?? 0;
  if (!width || !height) throw unsupported();
  if (width > MAX_IMAGE_SIDE || height > MAX_IMAGE_SIDE || pages > MAX_IMAGE_FRAMES || width * height * pages > MAX_IMAGE_PIXELS) {
    throw tooManyPixels();
  }

  const animated = (type === "gif" || type === "webp") && pages > 1;
  // rotate() with no angle applies the EXIF orientation; sharp writes no metadata
  // unless asked to (keepMetadata/withMetadata are never called here).
  const pipeline = sharp(input, { ...options, animated }).rotate();
  let target: { format: "jpeg" | "png" | "gif" | "webp"; contentType: string; ext: string };
  switch (type) {
    case "jpeg":
      target = { format: "jpeg", contentType: "image/jpeg", ext: "jpg" };
      pipeline.jpeg({ quality: 88 });
      break;
    case "png":
      target = { format: "png", contentType: "image/png", ext: "png" };
      pipeline.png();
      break;
    case "gif":
      target = { format: "gif", contentType: "image/gif", ext: "gif" };
      pipeline.gif();
      break;
    case "webp":
      target = { format: "webp", contentType: "image/webp", ext: "webp" };
      pipeline.webp({ quality: 88 });
      break;
    case "avif":
    case "heif":
      if (meta.hasAlpha) {
        target = { format: "webp", contentType: "image/webp", ext: "webp" };
        pipeline.webp({ quality: 88 });
      } else {
        target = { format: "jpeg", contentType: "image/jpeg", ext: "jpg" };
        pipeline.jpeg({ quality: 88 });
      }
      break;
  }

  const { data, info } = await pipeline.toBuffer({ resolveWithObject: true }).catch(rejectDecode);
  if (info.format !== target.format) throw new Error(`sharp wrote ${info.format}, expected ${target.format}`);
  return {
    data,
    contentType: target.contentType,
    ext: target.ext,
    width: info.width,
    height: info.pageHeight ?? info.height,
  };
}
