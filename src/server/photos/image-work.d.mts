// Types of image-work.mjs, the worker pool's plain-JavaScript module.

/** Begins the message of an error that the image itself caused. */
export const UNDECODABLE: string;

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
   * A JPEG that is upright and in ordinary colours (images.ts decides, from the metadata it
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

export function encodeUpload(job: EncodeUploadJob): Promise<EncodedUpload>;

export interface MakeSizesJob {
  image: Uint8Array;
  sides: number[];
  animated?: boolean;
}

export function makeSizes(job: MakeSizesJob): Promise<MadeSizes>;

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

export function prepareMenuScan(job: PrepareMenuScanJob): Promise<PreparedMenuScan>;
