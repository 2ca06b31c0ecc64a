import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";

/** A drink as the test menu prints it. */
export interface PrintedDrink {
  name: string;
  price: string;
  description: string;
}

const escapeXml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/**
 * A small clear bar menu drawn with SVG and rendered by sharp (DejaVu Sans, as a printed
 * menu): a title, one section heading, then each drink's name and price on a line and its
 * ingredients under it. Written as a PNG to a temporary folder.
 */
export async function makeMenuScan(
  name: string,
  { title, heading, drinks }: { title: string; heading: string; drinks: PrintedDrink[] },
): Promise<{ file: string; cleanup: () => void }> {
  const [width, height] = [900, 300 + drinks.length * 110];
  const rows = drinks.flatMap((drink, i) => {
    const y = 250 + i * 110;
    return [
      `<text x="70" y="${y}" font-size="30" font-weight="bold">${escapeXml(drink.name)}</text>`,
      `<text x="830" y="${y}" font-size="30" text-anchor="end">${escapeXml(drink.price)}</text>`,
      `<text x="70" y="${y + 40}" font-size="23" font-style="italic" fill="#333">${escapeXml(drink.description)}</text>`,
    ];
  });
  const svg = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">`,
    `<rect width="100%" height="100%" fill="#fffdf7"/>`,
    `<g font-family="DejaVu Sans" fill="#111">`,
    `<text x="${width / 2}" y="90" font-size="52" font-weight="bold" text-anchor="middle">${escapeXml(title)}</text>`,
    `<text x="70" y="170" font-size="34" font-weight="bold" letter-spacing="3">${escapeXml(heading.toUpperCase())}</text>`,
    ...rows,
    `</g></svg>`,
  ].join("\n");
  const dir = mkdtempSync(path.join(os.tmpdir(), "barshelf-e2e-"));
  const file = path.join(dir, name);
  await sharp(Buffer.from(svg)).png().toFile(file);
  return { file, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}
