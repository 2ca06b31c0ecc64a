import "server-only";
import sharp, { type OutputInfo, type Sharp } from "sharp";
import { TooLargeError, UnsupportedTypeError } from "@/domain/errors";
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

const unsupported = () => new UnsupportedTypeError("Unsupported image type");
const heicUnsupported = () =>
  new UnsupportedTypeError("Unsupported image type: this HEIC/HEIF photo could not be decoded; upload a JPEG instead");
const tooManyPixels = () => new TooLargeError("Image dimensions too large");

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
  format: "jpeg" | "png" | "gif" | "webp";
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

function encodeAs(pipeline: Sharp, target: Target): Sharp {
  switch (target.format) {
    case "jpeg":
      return pipeline.jpeg({ quality: 88 });
    case "png":
      return pipeline.png();
    case "gif":
      return pipeline.gif();
    case "webp":
      return pipeline.webp({ quality: 88 });
  }
}

/** What heic-decode's all() returns; @types/heic-decode leaves out the sizes and dispose(). */
type HeifImageList = {
  width: number;
  height: number;
  decode(): Promise<{ width: number; height: number; data: Uint8ClampedArray }>;
}[] & { dispose(): void };

/**
 * One HEIC decode at a time. heic-decode does its work synchronously on the event loop
 * (about 0.4 s for a 12 MP photo on one core) and holds width x height x 4 bytes per
 * picture, so uploads arriving together wait their turn rather than all allocating at once.
 */
let heicQueue: Promise<unknown> = Promise.resolve();
function oneHeicAtATime<T>(task: () => Promise<T>): Promise<T> {
  const run = heicQueue.then(task, task);
  heicQueue = run.catch(() => undefined);
  return run;
}

/**
 * Decodes a HEIC's primary image with heic-decode and encodes its RGBA pixels with sharp.
 * `primary` and `expected` come from sharp's metadata: libvips and heic-decode list a
 * file's top-level images in the same (libheif's) order, and the sizes must agree. The
 * size is checked before heic-decode allocates any pixels.
 */
function encodeHeicPixels(
  input: Buffer,
  primary: number,
  expected: { width: number; height: number },
  target: Target,
): Promise<{ data: Buffer; info: OutputInfo }> {
  return oneHeicAtATime(async () => {
    const started = performance.now();
    // Loaded on the first HEIC only: it compiles 1.4 MB of WebAssembly.
    const { default: heicDecode } = await import("heic-decode");
    const images = (await heicDecode.all({ buffer: input })) as HeifImageList;
    let decoded: { width: number; height: number; data: Uint8ClampedArray };
    try {
      const image = images[primary];
      if (!image || image.width !== expected.width || image.height !== expected.height) {
        throw new Error(`heic-decode did not find the primary image (${expected.width}x${expected.height})`);
      }
      if (exceedsLimits(image.width, image.height, 1)) throw tooManyPixels();
      decoded = await image.decode();
    } finally {
      images.dispose();
    }
    const { width, height, data } = decoded;
    if (width !== expected.width || height !== expected.height || data.byteLength !== width * height * 4) {
      throw new Error("heic-decode returned pixels of another size");
    }
    log.info("HEIC decoded with heic-decode", { width, height, ms: Math.round(performance.now() - started) });
    const pixels = sharp(Buffer.from(data.buffer, data.byteOffset, data.byteLength), {
      raw: { width, height, channels: 4 },
      limitInputPixels: MAX_IMAGE_PIXELS,
    });
    // JPEG has no alpha; the decoder fills it with 255 for an opaque picture anyway.
    if (target.format === "jpeg") pixels.removeAlpha();
    return encodeAs(pixels, target).toBuffer({ resolveWithObject: true });
  });
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
  let encoded: { data: Buffer; info: OutputInfo };
  try {
    // rotate() with no angle applies the EXIF orientation; sharp writes no metadata
    // unless asked to (keepMetadata/withMetadata are never called here).
    encoded = await encodeAs(sharp(input, { ...options, animated }).rotate(), target).toBuffer({ resolveWithObject: true });
  } catch (err) {
    if (type !== "heif" || isPixelLimitError(err)) rejectDecode(err);
    // Most likely HEVC, which the prebuilt sharp cannot decode: try WebAssembly libheif.
    encoded = await encodeHeicPixels(input, meta.pagePrimary ?? 0, { width, height }, target).catch(rejectDecode);
  }

  const { data, info } = encoded;
  if (info.format !== target.format) throw new Error(`sharp wrote ${info.format}, expected ${target.format}`);
  return {
    data,
    contentType: target.contentType,
    ext: target.ext,
    width: info.width,
    height: info.pageHeight ?? info.height,
  };
}
