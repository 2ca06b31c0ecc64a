import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { prepareMenuScan, UNDECODABLE } from "@/server/photos/image-work";

/** A menu scan made ready for OCR (src/server/photos/image-work.ts), as the image pool runs it. */
const job = { targetHeight: 2600, maxScale: 2, limitInputPixels: 40_000_000 };

function pgmOf(prepared: { pgm: Uint8Array; width: number; height: number }): { header: string; pixels: Uint8Array } {
  const header = `P5\n${prepared.width} ${prepared.height}\n255\n`;
  return { header: Buffer.from(prepared.pgm.subarray(0, header.length)).toString("latin1"), pixels: prepared.pgm.subarray(header.length) };
}

describe("prepareMenuScan", () => {
  it("turns a phone photo upright from its EXIF orientation and enlarges a small page at most twice, as a grey PGM", async () => {
    // Stored 400x300 with orientation 6: upright it is 300 wide and 400 high.
    const input = await sharp({ create: { width: 400, height: 300, channels: 3, background: "#f4f0e6" } }).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    const prepared = await prepareMenuScan({ ...job, input });
    expect([prepared.width, prepared.height, prepared.scale]).toEqual([600, 800, 2]);
    const { header, pixels } = pgmOf(prepared);
    expect(header).toBe("P5\n600 800\n255\n");
    expect(pixels.length).toBe(600 * 800);
  });

  it("scales a large page down to the height where its text is about 30 px high", async () => {
    const input = await sharp({ create: { width: 3000, height: 5200, channels: 3, background: "#ffffff" } }).png().toBuffer();
    const prepared = await prepareMenuScan({ ...job, input });
    expect(prepared.height).toBe(2600);
    expect(prepared.scale).toBeCloseTo(0.5, 3);
  });

  it("evens out uneven lighting: paper in the shade comes out as white as paper in the light, text stays dark", async () => {
    // Left half in the shade (paper 110), right half lit (paper 240); a dark word on each.
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="1600">
      <rect width="600" height="1600" fill="rgb(110,110,110)"/><rect x="600" width="600" height="1600" fill="rgb(240,240,240)"/>
      <rect x="200" y="780" width="200" height="40" fill="rgb(30,30,30)"/><rect x="800" y="780" width="200" height="40" fill="rgb(60,60,60)"/></svg>`;
    const prepared = await prepareMenuScan({ ...job, input: await sharp(Buffer.from(svg)).png().toBuffer() });
    const { pixels } = pgmOf(prepared);
    const at = (x: number, y: number) => pixels[Math.round(y * prepared.scale) * prepared.width + Math.round(x * prepared.scale)]!;
    expect(at(100, 200)).toBeGreaterThan(230); // shaded paper
    expect(at(1100, 200)).toBeGreaterThan(230); // lit paper
    expect(at(300, 800)).toBeLessThan(120); // the word in the shade
    expect(at(900, 800)).toBeLessThan(120); // the word in the light
  });

  it("cuts a page lying on a dark table out of it, the table's grain with it, and keeps the page's text", async () => {
    // A page (paper 150, in dim light) on a table (35) with grain, and a word across the page's middle.
    const [width, height] = [1200, 1600];
    const pixels = Buffer.alloc(width * height);
    let seed = 7;
    const grain = () => ((seed = (seed * 1103515245 + 12345) >>> 0) / 2 ** 32 - 0.5) * 30;
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        const onPage = x >= 250 && x < 950 && y >= 300 && y < 1300;
        const inWord = x >= 400 && x < 800 && y >= 780 && y < 820;
        pixels[y * width + x] = Math.max(0, Math.min(255, (inWord ? 40 : onPage ? 150 : 35) + grain()));
      }
    }
    const input = await sharp(pixels, { raw: { width, height, channels: 1 } }).jpeg({ quality: 80 }).toBuffer();
    const prepared = await prepareMenuScan({ ...job, input });
    const { pixels: out } = pgmOf(prepared);
    // Upright and as tall as before, now as wide as the page is for its height.
    expect(prepared.width / prepared.height).toBeCloseTo(700 / 1000, 1);
    const row = (y: number) => [...out.subarray(y * prepared.width, (y + 1) * prepared.width)];
    // Paper near the top and the bottom: no grain left as specks (a thin strip of the table may stay at the very edges).
    const inner = (y: number) => row(y).slice(Math.round(prepared.width * 0.05), Math.round(prepared.width * 0.95));
    expect(Math.min(...inner(Math.round(prepared.height * 0.05)), ...inner(Math.round(prepared.height * 0.95)))).toBe(255);
    // The word, dark, across the middle.
    const middle = [...Array(Math.round(prepared.height * 0.2)).keys()].map((i) => Math.min(...row(Math.round(prepared.height * 0.4) + i)));
    expect(Math.min(...middle)).toBeLessThan(120);
  });

  it("keeps a clean scan's hairlines, which smoothing a grainy photo would take away", async () => {
    // A clean page at the target height (no scaling): a rule one pixel wide.
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1800" height="2600"><rect width="100%" height="100%" fill="#fff"/>
      <rect x="900" y="1000" width="1" height="600" fill="#000"/></svg>`;
    const prepared = await prepareMenuScan({ ...job, input: await sharp(Buffer.from(svg)).png().toBuffer() });
    const { pixels } = pgmOf(prepared);
    expect(prepared.scale).toBe(1);
    expect(pixels[1300 * prepared.width + 900]).toBeLessThan(100);
  });

  it("says a scan that is not an image is undecodable", async () => {
    await expect(prepareMenuScan({ ...job, input: Buffer.from("not an image at all") })).rejects.toThrow(UNDECODABLE);
  });
});
