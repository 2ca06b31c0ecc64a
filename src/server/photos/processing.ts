import "server-only";
import sharp from "sharp";
import { sizesToMake } from "@/domain/image-sizes";
import { TooLargeError, UnsupportedTypeError } from "@/domain/errors";
import { asBuffer, runEncodeUpload } from "./worker-pool";
import { UNDECODABLE, type EncodedFormat } from "./image-work";
import { log } from "../platform/log";
import { sentence } from "@/domain/sentences";

/**
 * Uploaded images: the type is read from the bytes (never from a file name or a
 * client's Content-Type), and every image is decoded and re-encoded by sharp, which
 * bakes in the EXIF orientation and drops all metadata (EXIF with its GPS position,
 * XMP, IPTC, comments). Only what sharp wrote is stored, with one exception: a JPEG that
 * is already upright and in sRGB or grey is kept as it came, less its metadata segments
 * (jpeg-metadata.ts), when that is smaller than sharp's re-encode.
 *
 * Output formats:
 * - JPEG, PNG and WebP stay what they were; GIF stays GIF and keeps its animation
 *   (an animated WebP keeps its animation too).
 * - AVIF and HEIC/HEIF become JPEG, or WebP when they have transparency: encoding
 *   AVIF is slow enough to stall the server, and browsers other than Safari do not
 *   show HEIC at all.
 * - The prebuilt sharp has no HEVC decoder (libheif without libde265, for patent
 *   reasons), so a HEIC photo that sharp cannot decode is decoded by heic-decode
 *   (libheif and libde265 compiled to WebAssembly) into raw pixels, which sharp then
 *   encodes. libheif applies the HEIF rotation and mirroring (irot/imir) as it decodes,
 *   so the pixels come out upright; the EXIF orientation inside a HEIC is not applied
 *   again (phones write both, and they agree). HEIF files holding AV1, and HEIC on a
 *   libvips built with libde265, are decoded by sharp itself.
 */

/** The types the image route may serve; nothing else leaves it. */
export const SERVABLE_IMAGE_TYPES: ReadonlySet<string> = new Set([
  "image/jpeg",
  "image/png",
  "image/webp",
  "image/gif",
  "image/avif",
]);

/** At most 40 megapixels (a 7,700 x 5,200 photo), and decompression bombs: a few hundred kilobytes of PNG can hold billions of pixels. */
export const MAX_IMAGE_PIXELS = 40_000_000;
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

/** A display size made beside the original: a WebP whose longest side is `side`. */
export interface ProcessedSize {
  side: number;
  data: Buffer;
  width: number;
  height: number;
}

export interface ProcessedImage {
  data: Buffer;
  contentType: string;
  ext: string;
  width: number;
  height: number;
  sizes: ProcessedSize[];
  /** base64 ThumbHash */
  thumbhash: string;
}

const unsupported = () => new UnsupportedTypeError(sentence("photos.unsupported"));
const heicUnsupported = () =>
  new UnsupportedTypeError(sentence("photos.heic"));
const tooManyPixels = () => new TooLargeError(sentence("photos.tooManyPixels"));

function isPixelLimitError(err: unknown): boolean {
  return err instanceof Error && /pixel limit/i.test(err.message);
}

function exceedsLimits(width: number, height: number, pages: number): boolean {
  return (
    width > MAX_IMAGE_SIDE ||
    height > MAX_IMAGE_SIDE ||
    pages > MAX_IMAGE_FRAMES ||
    width * height * pages > MAX_IMAGE_PIXELS
  );
}

interface Target {
  format: EncodedFormat;
  contentType: string;
  ext: string;
}

const JPEG: Target = { format: "jpeg", contentType: "image/jpeg", ext: "jpg" };
const WEBP: Target = { format: "webp", contentType: "image/webp", ext: "webp" };

function targetFor(type: SniffedType, hasAlpha: boolean): Target {
  switch (type) {
    case "jpeg":
      return JPEG;
    case "png":
      return { format: "png", contentType: "image/png", ext: "png" };
    case "gif":
      return { format: "gif", contentType: "image/gif", ext: "gif" };
    case "webp":
      return WEBP;
    case "avif":
    case "heif":
      return hasAlpha ? WEBP : JPEG;
  }
}

/**
 * One HEIC at a time. heic-decode holds width x height x 4 bytes per picture (up to
 * 200 MB at the pixel limit), so uploads arriving together wait their turn rather than
 * all allocating at once, even with a worker thread free for each.
 */
let heicQueue: Promise<unknown> = Promise.resolve();
function oneHeicAtATime<T>(task: () => Promise<T>): Promise<T> {
  const run = heicQueue.then(task, task);
  heicQueue = run.catch(() => undefined);
  return run;
}

/**
 * Decodes, checks and re-encodes an upload. The client's mistakes are domain errors:
 * UnsupportedTypeError for bytes that are not a supported image (or cannot be decoded),
 * TooLargeError for images too large to decode safely.
 */
export async function processImage(input: Buffer): Promise<ProcessedImage> {
  const type = sniffImageType(input);
  if (!type) throw unsupported();
  const rejectDecode: (err: unknown) => never = (err) => {
    if (err instanceof TooLargeError || err instanceof UnsupportedTypeError) throw err;
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
  if (exceedsLimits(width, height, pages)) throw tooManyPixels();

  const animated = (type === "gif" || type === "webp") && pages > 1;
  const target = targetFor(type, meta.hasAlpha === true);
  const job = {
    input,
    format: target.format,
    animated,
    limitInputPixels: MAX_IMAGE_PIXELS,
    // libvips and heic-decode list a file's top-level images in the same (libheif's) order.
    heic: type === "heif" ? { primary: meta.pagePrimary ?? 0, width, height } : null,
    sides: sizesToMake(width, height),
    mayKeepAsItCame: type === "jpeg" && (meta.orientation ?? 1) === 1 && (meta.space === "srgb" || meta.space === "b-w"),
  };
  const started = performance.now();
  const encoded = await (type === "heif" ? oneHeicAtATime(() => runEncodeUpload(job)) : runEncodeUpload(job)).catch((err) => {
    // The worker marks the errors the image caused; any other is the pool's own failure.
    if (!(err instanceof Error && err.message.startsWith(UNDECODABLE))) throw err;
    return rejectDecode(new Error(err.message.slice(UNDECODABLE.length)));
  });
  if (encoded.decodedBy === "heic-decode") {
    log.info("HEIC decoded with heic-decode", { width, height, ms: Math.round(performance.now() - started) });
  }
  if (encoded.format !== target.format) throw new Error(`sharp wrote ${encoded.format}, expected ${target.format}`);
  return {
    data: asBuffer(encoded.data),
    contentType: target.contentType,
    ext: target.ext,
    width: encoded.width,
    height: encoded.height,
    sizes: encoded.sizes.map((size) => ({ ...size, data: asBuffer(size.data) })),
    thumbhash: encoded.thumbhash,
  };
}
