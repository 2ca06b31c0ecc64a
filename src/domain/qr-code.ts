import { encode } from "uqr";

/**
 * A QR code as one SVG path, for an invitation link a guest scans from a phone. Medium error
 * correction survives a smudged screen; the four-module quiet zone the standard asks for is
 * part of the drawing, so it stays white whatever the page's background.
 */
export const QR_QUIET_ZONE = 4;
/** The smallest side, in CSS pixels, a phone camera reads from arm's length. */
export const QR_MIN_PIXELS = 200;

export interface QrDrawing {
  /** Modules on a side, the quiet zone included: the SVG's viewBox is size × size. */
  size: number;
  /** The dark modules, each row's runs as one rectangle, in module units. */
  path: string;
  /** Whole pixels per module, so every module is drawn the same width: at least QR_MIN_PIXELS in all. */
  pixels: number;
}

export function qrDrawing(text: string): QrDrawing {
  const { data, size } = encode(text, { ecc: "M", border: QR_QUIET_ZONE });
  const runs: string[] = [];
  data.forEach((row, y) => {
    let x = 0;
    while (x < size) {
      if (!row[x]) {
        x++;
        continue;
      }
      const start = x;
      while (x < size && row[x]) x++;
      runs.push(`M${start} ${y}h${x - start}v1h-${x - start}z`);
    }
  });
  return { size, path: runs.join(""), pixels: Math.ceil(QR_MIN_PIXELS / size) * size };
}
