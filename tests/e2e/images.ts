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

/**
 * A 4000x3000 photo as a phone takes it (about 3 MB of JPEG): a colour gradient under soft
 * blotches and fine sensor noise, which compresses like a real scene rather than a flat fill.
 */
export async function makePhonePhoto(name: string, hue: number): Promise<{ file: string; cleanup: () => void }> {
  const dir = mkdtempSync(path.join(os.tmpdir(), "barshelf-e2e-"));
  const file = path.join(dir, name);
  const [width, height] = [4000, 3000];
  const gradient = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g" x2="1" y2="1">` +
      `<stop offset="0" stop-color="hsl(${hue},60%,35%)"/><stop offset="1" stop-color="hsl(${(hue + 60) % 360},80%,70%)"/></linearGradient></defs>` +
      `<rect width="100%" height="100%" fill="url(#g)"/><circle cx="2000" cy="1500" r="800" fill="#234" opacity="0.6"/></svg>`,
  );
  const blotches = await sharp({ create: { width: width / 8, height: height / 8, channels: 3, background: "#808080", noise: { type: "gaussian", mean: 128, sigma: 60 } } })
    .resize(width, height)
    .blur(3)
    .png()
    .toBuffer();
  const grain = await sharp({ create: { width, height, channels: 3, background: "#808080", noise: { type: "gaussian", mean: 128, sigma: 10 } } }).png().toBuffer();
  await sharp(gradient)
    .composite([
      { input: blotches, blend: "soft-light" },
      { input: grain, blend: "overlay" },
    ])
    .jpeg({ quality: 88 })
    .toFile(file);
  return { file, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}
