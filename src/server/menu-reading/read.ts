import "server-only";
import type { MenuLine } from "@/domain/menu/types";
import { asBuffer, runPrepareMenuScan } from "../photos/worker-pool";
import { UNDECODABLE } from "../photos/image-work";
import { MAX_IMAGE_PIXELS } from "../photos/processing";
import { menuLinesOf } from "@/domain/menu/lines-from-words";
import type { MenuOcr } from "./ocr";

/**
 * The upright page is scaled to this height: an A4 menu then has its body text (10-12 pt)
 * about 30 px high, where tesseract reads best (an A4 at 150 dpi, 1754 px, grows 1.5 times;
 * a 4000 px phone photo shrinks).
 */
const TARGET_HEIGHT = 2600;
/** Small scans are enlarged at most this much: beyond it there is nothing more to read. */
const MAX_SCALE = 2;

/** The scan is not an image that can be decoded (damaged, truncated). */
export class UnreadableScanError extends Error {}

/**
 * Reads one menu scan: its pixels made ready in the image pool (image-work.ts), tesseract,
 * then the layout into lines in reading order. `progress` hears 0..0.95.
 */
export async function readMenuScan(ocr: MenuOcr, bytes: Buffer, progress: (p: number) => void): Promise<MenuLine[]> {
  let prepared;
  try {
    prepared = await runPrepareMenuScan({ input: bytes, targetHeight: TARGET_HEIGHT, maxScale: MAX_SCALE, limitInputPixels: MAX_IMAGE_PIXELS });
  } catch (err) {
    if (err instanceof Error && err.message.startsWith(UNDECODABLE)) throw new UnreadableScanError(err.message);
    throw err;
  }
  progress(0.1);
  const lines = await ocr.read(asBuffer(prepared.pgm), (p) => progress(0.1 + 0.85 * p));
  return menuLinesOf(lines, prepared.scale);
}
