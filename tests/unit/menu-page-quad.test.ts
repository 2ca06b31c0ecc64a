// A page photographed at an angle, found and flattened before OCR (src/domain/menu/page-quad.ts).
import { describe, expect, it } from "vitest";
import { findPageQuad, flattenPage, type Quad } from "../../src/domain/menu/page-quad";

/** Whether (x, y) lies inside the convex quad (corners clockwise on screen). */
function inside(quad: Quad, x: number, y: number): boolean {
  return quad.every((a, i) => {
    const b = quad[(i + 1) % 4]!;
    return (b.x - a.x) * (y - a.y) - (b.y - a.y) * (x - a.x) >= 0;
  });
}

/** A page seen with its right side further away: narrower on the right, on a darker table. */
const seen: Quad = [{ x: 10, y: 8 }, { x: 52, y: 14 }, { x: 50, y: 66 }, { x: 12, y: 72 }];

/** The lit pixels of a blurred copy: the page, and the light spilling two pixels past its edge. */
function maskOf(quad: Quad, width: number, height: number): Uint8Array {
  const mask = new Uint8Array(width * height);
  const spills = (x: number, y: number) => [-2, 0, 2].some((dx) => [-2, 0, 2].some((dy) => inside(quad, x + dx, y + dy)));
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) mask[y * width + x] = spills(x + 0.5, y + 0.5) ? 1 : 0;
  return mask;
}

describe("findPageQuad", () => {
  it("finds the corners of a page seen at an angle, a little inside its edge", () => {
    const quad = findPageQuad(maskOf(seen, 64, 80), 64, 80)!;
    quad.forEach((corner, i) => {
      expect(Math.abs(corner.x - seen[i]!.x), `corner ${i}`).toBeLessThan(3);
      expect(Math.abs(corner.y - seen[i]!.y), `corner ${i}`).toBeLessThan(3);
    });
  });

  it("finds nothing to flatten when the page fills the image (a scan), or when too little of it is lit", () => {
    expect(findPageQuad(new Uint8Array(64 * 80).fill(1), 64, 80)).toBeNull();
    expect(findPageQuad(maskOf([{ x: 2, y: 2 }, { x: 12, y: 2 }, { x: 12, y: 12 }, { x: 2, y: 12 }], 64, 80), 64, 80)).toBeNull();
  });
});

describe("flattenPage", () => {
  it("draws the page upright: a rule across the page at an angle comes out level", () => {
    const [width, height] = [640, 800];
    const quad: Quad = seen.map((p) => ({ x: p.x * 10, y: p.y * 10 })) as Quad;
    // White page, dark table; a dark rule across the page from the middle of its left edge to the middle of its right edge.
    const [leftMid, rightMid] = [{ x: 110, y: 400 }, { x: 510, y: 400 }];
    const grey = new Uint8Array(width * height);
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        const t = (x - leftMid.x) / (rightMid.x - leftMid.x);
        const onRule = t >= 0 && t <= 1 && Math.abs(y - (leftMid.y + t * (rightMid.y - leftMid.y))) < 6;
        grey[y * width + x] = !inside(quad, x, y) ? 30 : onRule ? 0 : 250;
      }
    }
    const flat = flattenPage(grey, width, height, quad);
    expect(flat.height).toBe(height);
    // The rule's row at a quarter and at three quarters of the width is the same, half-way down.
    const darkestRow = (x: number) => {
      let best = 0;
      for (let y = 1; y < flat.height; y++) if (flat.pixels[y * flat.width + x]! < flat.pixels[best * flat.width + x]!) best = y;
      return best;
    };
    const [left, right] = [darkestRow(Math.round(flat.width / 4)), darkestRow(Math.round((3 * flat.width) / 4))];
    expect(Math.abs(left - right)).toBeLessThanOrEqual(3);
    expect(Math.abs(left - flat.height / 2)).toBeLessThan(flat.height * 0.05);
    // The page's paper fills the flattened image: no table left at its corners.
    expect(flat.pixels[5 * flat.width + 5]).toBeGreaterThan(200);
  });
});
