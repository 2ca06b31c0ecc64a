// Draws the app's icons (public/icons/*.png) from its two SVGs: the rounded one for browsers
// and the Apple home screen, the full-bleed one as the maskable icon a launcher crops to its
// own shape. Run it again after changing an SVG: `node scripts/make-icons.mjs`.
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";

const icons = path.join(path.dirname(fileURLToPath(import.meta.url)), "..", "public", "icons");

/** [source SVG, output PNG, size in pixels, background the PNG is flattened onto (none keeps the corners clear)] */
const OUTPUTS = [
  ["icon.svg", "icon-192.png", 192, null],
  ["icon.svg", "icon-512.png", 512, null],
  ["maskable.svg", "maskable-512.png", 512, null],
  ["maskable.svg", "maskable-192.png", 192, null],
  // iOS shows transparency as black: the touch icon is opaque and square, iOS rounds it.
  ["maskable.svg", "apple-touch-icon.png", 180, "#9a3412"],
];

for (const [source, output, size, background] of OUTPUTS) {
  let image = sharp(path.join(icons, source), { density: 300 }).resize(size, size);
  if (background) image = image.flatten({ background });
  await image.png({ compressionLevel: 9 }).toFile(path.join(icons, output));
  console.log(`${output}: ${size}×${size}`);
}
