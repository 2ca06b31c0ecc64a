// Types of jpeg-metadata.mjs, imported by the image worker's plain-JavaScript module.

/**
 * The JPEG without its metadata segments, the coded picture untouched; null if it does not
 * parse as a JPEG, or would not be smaller than `smallerThan` bytes.
 */
export function withoutJpegMetadata(input: Uint8Array, options?: { smallerThan?: number }): Buffer | null;
