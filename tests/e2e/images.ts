import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";

/** Small real photos for upload tests, written to a temporary folder. */
export async function makeJpeg(name: string, color: string, width = 640, height = 480): Promise<{ file: string; cleanup: () => void }> {
  const dir = mkdtempSync(path.join(os.tmpdir(), "barshelf-e2e-"));
  const file = path.join(dir, name);
  await sharp({ create: { width, height, channels: 3, background: color } })
    .composite([
      {
        input: Buffer.from(
          `<svg width="${width}" height="${height}"><circle cx="${width / 2}" cy="${height / 2}" r="${Math.min(width, height) / 3}" fill="#fde68a" fill-opacity="0.85"/></svg>`,
        ),
      },
    ])
    .jpeg({ quality: 80 })
    .toFile(file);
  return { file, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}
