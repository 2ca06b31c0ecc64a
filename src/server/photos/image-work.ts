// The pixel work on uploads, run in the image worker pool (worker-pool.ts): decoding,
// re-encoding, display sizes, the ThumbHash, and menu scans made ready for OCR. Node loads
// it in each worker thread outside Next's bundle, built on its own by
// scripts/front-bundle.mjs, so it imports packages and its own small modules only, nothing
// server-only. The checks that decide what to do (type, limits, target format) are made
// before a job is sent, in processing.ts.
import sharp, { type OutputInfo, type Sharp } from "sharp";
import { rgbaToThumbHash } from "thumbhash";
import { removeLeaderDots } from "../../domain/menu/leader-dots";
import { findPageQuad, flattenPage, type Quad } from "../../domain/menu/page-quad";
import { withoutJpegMetadata } from "./jpeg-metadata";

// Each job reads an image once, so libvips' operation cache (up to 50 MB per worker) never
// hits; and the pool already runs one job per core, so libvips' own threads per job only
// add memory (each thread's malloc arena keeps what it held after the job is done).
sharp.cache(false);
sharp.concurrency(1);

/** The message sharp gives for an image over limitInputPixels; the caller maps it to a 413. */
const PIXEL_LIMIT_MESSAGE = "Input image exceeds pixel limit";
/**
 * Begins the message of every error the image itself caused (sharp or heic-decode could
 * not read it), so that the caller tells them from a failure of the pool itself.
 */
export const UNDECODABLE = "undecodable: ";

export type EncodedFormat = "jpeg" | "png" | "gif" | "webp";

export interface MadeSize {
  /** the longest side asked for */
  side: number;
  data: Uint8Array;
  width: number;
  height: number;
}

export interface MadeSizes {
  sizes: MadeSize[];
  /** base64 */
  thumbhash: string;
}

export interface EncodeUploadJob {
  input: Uint8Array;
  format: EncodedFormat;
  animated: boolean;
  limitInputPixels: number;
  /** For a HEIC/HEIF: where heic-decode finds the primary image, when sharp cannot decode it. */
  heic: { primary: number; width: number; height: number } | null;
  /** the longest sides of the display sizes to make */
  sides: number[];
  /**
   * A JPEG that is upright and in ordinary colours (processing.ts decides, from the metadata it
   * has read): it is stored as it came, less its metadata, when that is smaller than the
   * re-encoded image.
   */
  mayKeepAsItCame: boolean;
}

export interface EncodedUpload extends MadeSizes {
  data: Uint8Array;
  format: string;
  width: number;
  height: number;
  decodedBy: "sharp" | "heic-decode";
}


export interface MakeSizesJob {
  image: Uint8Array;
  sides: number[];
  animated?: boolean;
}


export interface PrepareMenuScanJob {
  input: Uint8Array;
  /** the height the upright page is scaled to (text then comes out about 30 px high) */
  targetHeight: number;
  /** never enlarged more than this */
  maxScale: number;
  limitInputPixels: number;
}

export interface PreparedMenuScan {
  /** binary PGM (P5), 8-bit grey */
  pgm: Uint8Array;
  width: number;
  height: number;
  /** prepared pixels per pixel of the upright upload */
  scale: number;
}

/** ThumbHash reads at most 100x100 pixels. */
const THUMBHASH_SIDE = 100;
const SIZE_QUALITY = 75;

/**
 * Frees a job's Buffers (its input, pixels and outputs) as soon as it is done, in a timer
 * that runs once piscina has sent the answer back. Left to V8, a worker would keep them until
 * they add up to 64 MB, idle or not (platform/dead-buffers.ts and docs/decisions/0012 say
 * why); a worker's heap is a few megabytes, so a full collection takes little against a
 * job's work. Only under `--expose-gc`, as `npm start` runs node.
 */
function collectAfterJob<Job, Answer>(job: (input: Job) => Promise<Answer>): (input: Job) => Promise<Answer> {
  return async (input) => {
    try {
      return await job(input);
    } finally {
      if (globalThis.gc) setTimeout(globalThis.gc, 0);
    }
  };
}

function encodeAs(pipeline: Sharp, format: EncodedFormat): Sharp {
  switch (format) {
    case "jpeg":
      return pipeline.jpeg({ quality: 88 });
    case "png":
      return pipeline.png();
    case "gif":
      return pipeline.gif();
    case "webp":
      return pipeline.webp({ quality: 88 });
    default:
      throw new Error(`no encoder for ${String(format)}`);
  }
}

/** A decoded HEIC image (heic-decode's own). */
interface HeicPixels {
  width: number;
  height: number;
  data: Uint8ClampedArray;
}

/** What heic-decode's `all` answers: its published types lack the sizes and `dispose`. */
type HeicImages = { width: number; height: number; decode(): Promise<HeicPixels> }[] & { dispose(): void };

/**
 * Decodes a HEIC's primary image with heic-decode (libheif and libde265 in WebAssembly,
 * for the HEVC that the prebuilt sharp cannot decode) into RGBA pixels for sharp. The
 * size is checked against the metadata sharp read before any pixels are allocated.
 */
async function heicPixels(input: Uint8Array, { primary, width, height }: NonNullable<EncodeUploadJob["heic"]>, limitInputPixels: number): Promise<Sharp> {
  // Loaded on the first HEIC only: it compiles 1.4 MB of WebAssembly (once per worker).
  const { default: heicDecode } = await import("heic-decode");
  const images = (await heicDecode.all({ buffer: input })) as unknown as HeicImages;
  let decoded: HeicPixels;
  try {
    const image = images[primary];
    if (!image || image.width !== width || image.height !== height) {
      throw new Error(`heic-decode did not find the primary image (${width}x${height})`);
    }
    if (image.width * image.height > limitInputPixels) throw new Error(PIXEL_LIMIT_MESSAGE);
    decoded = await image.decode();
  } finally {
    images.dispose();
  }
  if (decoded.width !== width || decoded.height !== height || decoded.data.byteLength !== width * height * 4) {
    throw new Error("heic-decode returned pixels of another size");
  }
  const { data } = decoded;
  return sharp(Buffer.from(data.buffer, data.byteOffset, data.byteLength), {
    raw: { width, height, channels: 4 },
    limitInputPixels,
  });
}

/** A ThumbHash (base64) of an image, from a copy at most 100 px on its longest side. */
async function thumbhashOf(image: Uint8Array): Promise<string> {
  const { data, info } = await sharp(image)
    .resize(THUMBHASH_SIDE, THUMBHASH_SIDE, { fit: "inside" })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return Buffer.from(rgbaToThumbHash(info.width, info.height, data)).toString("base64");
}

/**
 * The display sizes of an upright, already re-encoded image: one WebP per longest side in
 * `sides` (never larger than the image: the caller only asks for smaller ones), and its
 * ThumbHash. An animated image keeps its animation.
 */
async function sizesOf({ image, sides, animated = false }: { image: Uint8Array; sides: number[]; animated?: boolean }): Promise<MadeSizes> {
  // Only stored images, which sharp wrote, come here: any error is a real failure.
  const sizes: MadeSize[] = [];
  for (const side of sides) {
    const { data, info } = await sharp(image, { animated })
      .resize(side, side, { fit: "inside", withoutEnlargement: true })
      .webp({ quality: SIZE_QUALITY })
      .toBuffer({ resolveWithObject: true });
    sizes.push({ side, data, width: info.width, height: info.pageHeight ?? info.height });
  }
  return { sizes, thumbhash: await thumbhashOf(image) };
}

/** The job of making the sizes of a stored image that has none yet (sizesOf). */
export const makeSizes: (job: MakeSizesJob) => Promise<MadeSizes> = collectAfterJob(sizesOf);

/**
 * Re-encodes an upload upright and without metadata into `format`, then makes its sizes.
 * rotate() with no angle applies the EXIF orientation; sharp writes no metadata unless
 * asked to. A HEIC that sharp cannot decode (HEVC) goes through heic-decode, whose
 * libheif applies the HEIF rotation and mirroring as it decodes. A JPEG that needs none of
 * this is kept as it came, less its metadata, when that is smaller (job.mayKeepAsItCame).
 */
export const encodeUpload = collectAfterJob(async (job: EncodeUploadJob): Promise<EncodedUpload> => {
  try {
    return await encodeAndMakeSizes(job);
  } catch (err) {
    throw new Error(UNDECODABLE + (err instanceof Error ? err.message : String(err)));
  }
});

async function encodeAndMakeSizes({ input, format, animated, limitInputPixels, heic, sides, mayKeepAsItCame }: EncodeUploadJob): Promise<EncodedUpload> {
  const options = { limitInputPixels, failOn: "error" as const };
  let encoded: { data: Buffer; info: OutputInfo };
  let decodedBy: EncodedUpload["decodedBy"] = "sharp";
  try {
    encoded = await encodeAs(sharp(input, { ...options, animated }).rotate(), format).toBuffer({ resolveWithObject: true });
  } catch (err) {
    if (!heic || /pixel limit/i.test(err instanceof Error ? err.message : String(err))) throw err;
    const pixels = await heicPixels(input, heic, limitInputPixels);
    // JPEG has no alpha; the decoder fills it with 255 for an opaque picture anyway.
    if (format === "jpeg") pixels.removeAlpha();
    encoded = await encodeAs(pixels, format).toBuffer({ resolveWithObject: true });
    decodedBy = "heic-decode";
  }
  const { info } = encoded;
  // Re-encoding at quality 88 would add a second generation of loss, and make a lightly
  // compressed photo larger (a 99 KB one came out at 125 KB).
  const data = (mayKeepAsItCame && withoutJpegMetadata(input, { smallerThan: encoded.data.length })) || encoded.data;
  const { sizes, thumbhash } = await sizesOf({ image: data, sides, animated });
  return {
    data,
    format: info.format,
    width: info.width,
    height: info.pageHeight ?? info.height,
    decodedBy,
    sizes,
    thumbhash,
  };
}

/** The lighting of a page is estimated on a copy this many times smaller, blurred: far coarser than any letter. */
const LIGHTING_SHRINK = 32;
/** A leader's dot is at most this share of the page's height (a third of a letter's height, text being about 30 px in 2600). */
const DOTS_PER_HEIGHT = 260;
/** Ink is darker than the paper around it by this many times the grain's spread, and by INK_CONTRAST_MIN grey levels at least. */
const GRAIN_SPREADS = 3;
const INK_CONTRAST_MIN = 6;
/**
 * On a page with print on it (at least PRINTED_SHARE of the paper as dark as ink), strokes this
 * many spreads dark are ink too: a pale italic's commas and thin letters, which the stricter
 * bound loses. A page of grain alone keeps the stricter bound, or its specks would be read as text.
 */
const PRINT_GRAIN_SPREADS = 2;
const PRINTED_SHARE = 0.01;

/** The share of the paper (lit at least `background`) darker than the light around it by `contrast`, over every seventh pixel. */
function inkShare(grey: Uint8Array, lighting: Uint8Array, background: number, contrast: number): number {
  let paper = 0;
  let ink = 0;
  for (let i = 0; i < grey.length; i += 7) {
    if (lighting[i]! < background) continue;
    paper++;
    if (lighting[i]! - grey[i]! >= contrast) ink++;
  }
  return paper === 0 ? 0 : ink / paper;
}

/** Grain at least this spread (grey levels) is smoothed before the light is evened out. */
const GRAINY = 1;

/**
 * A photo's grain, in dim light above all, would be evened out into specks: a grainy page is
 * smoothed (a 3×3 median) first. A clean scan is left sharp, its thin strokes as drawn.
 */
async function smoothedIfGrainy(grey: Buffer, width: number, height: number): Promise<Buffer> {
  const raw = { raw: { width, height, channels: 1 as const } };
  const local = await sharp(grey, raw).blur(2).toColourspace("b-w").raw().toBuffer();
  if (grainSpread(grey, local) < GRAINY) return grey;
  return sharp(grey, raw).median(3).toColourspace("b-w").raw().toBuffer();
}

/** How near (in pixels, across and down) a faint pixel must be to a dark one to count as ink. */
const INK_REACH = 2;

/**
 * The pixels within INK_REACH of one darker than the light around it by `contrast` at least:
 * a dilation of that mask, done across then down with running counts.
 */
function nearInk(grey: Uint8Array, lighting: Uint8Array, width: number, height: number, contrast: number): Uint8Array {
  const across = new Uint8Array(grey.length);
  for (let y = 0; y < height; y++) {
    let count = 0;
    const row = y * width;
    const dark = (x: number) => (x >= 0 && x < width && lighting[row + x]! - grey[row + x]! >= contrast ? 1 : 0);
    for (let x = -INK_REACH; x < INK_REACH; x++) count += dark(x);
    for (let x = 0; x < width; x++) {
      count += dark(x + INK_REACH) - dark(x - INK_REACH - 1);
      across[row + x] = count > 0 ? 1 : 0;
    }
  }
  const near = new Uint8Array(grey.length);
  for (let x = 0; x < width; x++) {
    let count = 0;
    const marked = (y: number) => (y >= 0 && y < height ? across[y * width + x]! : 0);
    for (let y = -INK_REACH; y < INK_REACH; y++) count += marked(y);
    for (let y = 0; y < height; y++) {
      count += marked(y + INK_REACH) - marked(y - INK_REACH - 1);
      near[y * width + x] = count > 0 ? 1 : 0;
    }
  }
  return near;
}

/**
 * How far a pixel strays from the light around it, as a standard deviation estimated robustly
 * (the median absolute deviation, so that the ink, a small share of a page, does not count),
 * over every seventh pixel.
 */
function grainSpread(grey: Uint8Array, lighting: Uint8Array): number {
  const counts = new Uint32Array(511);
  let total = 0;
  for (let i = 0; i < grey.length; i += 7, total++) counts[lighting[i]! - grey[i]! + 255]!++;
  const median = (histogram: Uint32Array) => {
    let seen = 0;
    for (let v = 0; v < histogram.length; v++) if ((seen += histogram[v]!) * 2 >= total) return v;
    return 0;
  };
  const centre = median(counts);
  const deviations = new Uint32Array(511);
  for (let v = 0; v < counts.length; v++) deviations[Math.abs(v - centre)]! += counts[v]!;
  return median(deviations) * 1.4826;
}
/** Lit less than this share of the paper's light (the brightest tenth of the image), a region is not the page. */
const BACKGROUND_SHARE = 0.35;

/**
 * Evens out the lighting of a grey page (a phone photo is darker at one end): each pixel is
 * divided by the page's brightness around it, estimated by shrinking and blurring, so paper
 * comes out white everywhere and text keeps its contrast. A page photographed at an angle on a
 * darker table is flattened into a rectangle (src/domain/menu/page-quad.ts). Answers new grey pixels.
 */
async function evenLighting(input: Buffer, width: number, height: number): Promise<{ pixels: Uint8Array; width: number; height: number }> {
  const grey = await smoothedIfGrainy(input, width, height);
  const small = { width: Math.max(1, Math.round(width / LIGHTING_SHRINK)), height: Math.max(1, Math.round(height / LIGHTING_SHRINK)) };
  // Two pipelines: sharp makes one resize per pipeline, the last one asked for.
  const shrunk = await sharp(grey, { raw: { width, height, channels: 1 } }).resize(small).blur(3).toColourspace("b-w").raw().toBuffer();
  const lighting = await sharp(shrunk, { raw: { ...small, channels: 1 } })
    .resize({ width, height, kernel: "cubic" })
    .toColourspace("b-w")
    .raw()
    .toBuffer();
  // What is far darker than the paper (a table around the page) is left white: evened out, its
  // grain would come out as specks that OCR reads as text.
  const sorted = [...shrunk].sort((a, b) => a - b);
  const paper = sorted[Math.floor(shrunk.length * 0.9)]!;
  const background = paper * BACKGROUND_SHARE;
  // Grain is what the paper varies by: ink stands out from it by several times its spread, and
  // the faint edge of a stroke is kept beside its dark core (a thin italic would break up).
  const spread = grainSpread(grey, lighting);
  const printed = inkShare(grey, lighting, background, Math.max(INK_CONTRAST_MIN, GRAIN_SPREADS * spread)) >= PRINTED_SHARE;
  const core = nearInk(grey, lighting, width, height, Math.max(INK_CONTRAST_MIN, (printed ? PRINT_GRAIN_SPREADS : GRAIN_SPREADS) * spread));
  const faint = Math.max(INK_CONTRAST_MIN / 2, spread);
  const even = Buffer.allocUnsafe(grey.length);
  for (let i = 0; i < grey.length; i++) {
    const paperHere = lighting[i]! < background || lighting[i]! - grey[i]! < faint || core[i] === 0;
    even[i] = paperHere ? 255 : Math.min(255, Math.round((grey[i]! * 255) / Math.max(lighting[i]!, 1)));
  }
  // Only where some of the image is table: a scan, or a page on a light cloth, is left as it is.
  const lit = shrunk.map((value) => (value >= background ? 1 : 0));
  const quad = sorted[Math.floor(shrunk.length * 0.1)]! < background ? findPageQuad(lit, small.width, small.height) : null;
  if (quad === null) return { pixels: even, width, height };
  const [sx, sy] = [width / small.width, height / small.height];
  return flattenPage(even, width, height, quad.map((p) => ({ x: p.x * sx, y: p.y * sy })) as Quad);
}

/**
 * A menu scan made ready for OCR (src/server/menu-reading/): upright from its EXIF
 * orientation, greyscale, scaled by `scale` so that menu text comes out about 30 px high,
 * its lighting evened out (paper white, ink dark). Answered as a binary PGM, which
 * tesseract's Leptonica reads with no decoding work. A scan that cannot be decoded throws
 * an UNDECODABLE error.
 */
export const prepareMenuScan = collectAfterJob(async ({ input, targetHeight, maxScale, limitInputPixels }: PrepareMenuScanJob): Promise<PreparedMenuScan> => {
  try {
    const options = { limitInputPixels, failOn: "error" as const };
    const { width, height, orientation = 1 } = await sharp(input, options).metadata();
    // Orientations 5 to 8 turn the picture a quarter: its upright height is its stored width.
    const uprightHeight = orientation >= 5 ? width : height;
    const scale = Math.min(maxScale, targetHeight / uprightHeight);
    const grey = await sharp(input, options)
      .rotate()
      .flatten({ background: "#ffffff" })
      .greyscale()
      .resize({ height: Math.round(uprightHeight * scale), kernel: scale > 1 ? "cubic" : "lanczos3" })
      .toColourspace("b-w")
      .raw()
      .toBuffer({ resolveWithObject: true });
    const { info } = grey;
    if (info.channels !== 1) throw new Error(`expected one channel, got ${info.channels}`);
    const page = await evenLighting(grey.data, info.width, info.height);
    removeLeaderDots(page.pixels, page.width, page.height, Math.max(3, Math.round(page.height / DOTS_PER_HEIGHT)));
    const header = Buffer.from(`P5\n${page.width} ${page.height}\n255\n`, "latin1");
    return { pgm: Buffer.concat([header, page.pixels]), width: page.width, height: page.height, scale: page.height / uprightHeight };
  } catch (err) {
    throw new Error(UNDECODABLE + (err instanceof Error ? err.message : String(err)));
  }
});
