// A menu page photographed at an angle, made flat again before OCR: the page's four corners
// found where it is lit (a table around it is darker), and the page drawn anew as a rectangle
// through the perspective that maps one onto the other. Tesseract reads a page whose lines run
// level and parallel far better than one whose far side is smaller. Pure pixel arithmetic on
// grey images, run in the image pool (src/server/photos/image-work.ts).

export interface Point {
  x: number;
  y: number;
}

/** The page's corners: top left, top right, bottom right, bottom left. */
export type Quad = [Point, Point, Point, Point];

/** A page covering less of the image than this share is too small to be a menu photographed on purpose. */
const MIN_PAGE_SHARE = 0.25;
/** How far, in mask pixels, the blurred light spills past the page's edge. */
const BLUR_SPILL = 0;
/** The share of the way to the page's middle its corners are drawn in. */
const INSET = 0;
/** Corners all within this share of the image's sides of its own corners: the page fills the image, nothing to flatten. */
const FILLS_IMAGE = 0.03;

/**
 * The corners of the lit region of a mask (a small image: 1 where the page is), as the points
 * furthest along the diagonals; null when the page fills the image or is too small to trust.
 */
export function findPageQuad(lit: Uint8Array, width: number, height: number): Quad | null {
  // The mask was made on a blurred copy, whose light spills past the page's edge: worn down by that much.
  const mask = eroded(lit, width, height, BLUR_SPILL);
  let count = 0;
  const best = { tl: { x: 0, y: 0, v: Infinity }, br: { x: 0, y: 0, v: -Infinity }, tr: { x: 0, y: 0, v: -Infinity }, bl: { x: 0, y: 0, v: Infinity } };
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (mask[y * width + x] === 0) continue;
      count++;
      // Pixel centres, so that a page reaching an edge has its corner on it.
      const [cx, cy] = [x + 0.5, y + 0.5];
      if (cx + cy < best.tl.v) best.tl = { x: cx, y: cy, v: cx + cy };
      if (cx + cy > best.br.v) best.br = { x: cx, y: cy, v: cx + cy };
      if (cx - cy > best.tr.v) best.tr = { x: cx, y: cy, v: cx - cy };
      if (cx - cy < best.bl.v) best.bl = { x: cx, y: cy, v: cx - cy };
    }
  }
  if (count < width * height * MIN_PAGE_SHARE) return null;
  // Each corner drawn in a little towards the middle, to keep clear of the page's edge.
  const corners = [best.tl, best.tr, best.br, best.bl];
  const middle = { x: corners.reduce((sum, p) => sum + p.x, 0) / 4, y: corners.reduce((sum, p) => sum + p.y, 0) / 4 };
  const quad = corners.map(({ x, y }) => ({ x: x + (middle.x - x) * INSET, y: y + (middle.y - y) * INSET })) as Quad;
  const imageCorners: Point[] = [{ x: 0, y: 0 }, { x: width, y: 0 }, { x: width, y: height }, { x: 0, y: height }];
  const fills = quad.every((p, i) => Math.abs(p.x - imageCorners[i]!.x) <= width * FILLS_IMAGE + 1 && Math.abs(p.y - imageCorners[i]!.y) <= height * FILLS_IMAGE + 1);
  return fills ? null : quad;
}

/** A mask with every pixel within `radius` (a square) of an unlit one unlit too. */
function eroded(mask: Uint8Array, width: number, height: number, radius: number): Uint8Array {
  const out = new Uint8Array(mask.length);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      let keep = mask[y * width + x] === 1;
      for (let dy = -radius; keep && dy <= radius; dy++) {
        for (let dx = -radius; keep && dx <= radius; dx++) {
          const [nx, ny] = [x + dx, y + dy];
          // Beyond the image counts as lit: a page running off the photo keeps its edge there.
          if (nx >= 0 && ny >= 0 && nx < width && ny < height && mask[ny * width + nx] === 0) keep = false;
        }
      }
      out[y * width + x] = keep ? 1 : 0;
    }
  }
  return out;
}

/** The 3×3 perspective (row-major, last entry 1) taking the unit square's corners to the quad's. */
function squareToQuad([p0, p1, p2, p3]: Quad): number[] {
  const dx1 = p1.x - p2.x;
  const dx2 = p3.x - p2.x;
  const dy1 = p1.y - p2.y;
  const dy2 = p3.y - p2.y;
  const sx = p0.x - p1.x + p2.x - p3.x;
  const sy = p0.y - p1.y + p2.y - p3.y;
  const det = dx1 * dy2 - dx2 * dy1;
  const g = (sx * dy2 - dx2 * sy) / det;
  const h = (dx1 * sy - sx * dy1) / det;
  return [p1.x - p0.x + g * p1.x, p3.x - p0.x + h * p3.x, p0.x, p1.y - p0.y + g * p1.y, p3.y - p0.y + h * p3.y, p0.y, g, h, 1];
}

const distance = (a: Point, b: Point) => Math.hypot(a.x - b.x, a.y - b.y);

/**
 * The page inside `quad` (in the grey image's pixels) drawn as an upright rectangle as high as
 * the image, each pixel sampled (bilinear) where the perspective puts it; outside the image, white.
 */
export function flattenPage(grey: Uint8Array, width: number, height: number, quad: Quad): { pixels: Uint8Array; width: number; height: number } {
  const [tl, tr, br, bl] = quad;
  const pageHeight = Math.max(distance(tl, bl), distance(tr, br));
  const pageWidth = Math.max(distance(tl, tr), distance(bl, br));
  const outHeight = height;
  const outWidth = Math.max(1, Math.round((pageWidth / pageHeight) * outHeight));
  const m = squareToQuad(quad);
  const out = new Uint8Array(outWidth * outHeight);
  for (let v = 0; v < outHeight; v++) {
    const sv = (v + 0.5) / outHeight;
    for (let u = 0; u < outWidth; u++) {
      const su = (u + 0.5) / outWidth;
      const w = m[6]! * su + m[7]! * sv + 1;
      const x = (m[0]! * su + m[1]! * sv + m[2]!) / w - 0.5;
      const y = (m[3]! * su + m[4]! * sv + m[5]!) / w - 0.5;
      if (x < 0 || y < 0 || x >= width - 1 || y >= height - 1) {
        out[v * outWidth + u] = 255;
        continue;
      }
      const x0 = Math.floor(x);
      const y0 = Math.floor(y);
      const fx = x - x0;
      const fy = y - y0;
      const i = y0 * width + x0;
      const top = grey[i]! * (1 - fx) + grey[i + 1]! * fx;
      const bottom = grey[i + width]! * (1 - fx) + grey[i + width + 1]! * fx;
      out[v * outWidth + u] = Math.round(top * (1 - fy) + bottom * fy);
    }
  }
  return { pixels: out, width: outWidth, height: outHeight };
}
