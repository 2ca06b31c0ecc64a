// Dotted leaders taken out of a prepared menu page before OCR. A row of dots running from a
// drink's name to its price is read by tesseract as a string of letters ("ooeeeeeerene...") and
// spoils the name beside it; the dots are small blobs of ink in a row, alike and evenly spaced,
// with nothing between them, which no letters are (small round letters of a word, "a", "e",
// "o", have other letters between them). A full stop, a comma or a middle dot between
// ingredients stands alone and stays.
// Pure pixel arithmetic on a grey image, run in the image pool (src/server/photos/image-work.ts).

/** Darker than this is ink (a photo's small dots come out grey). */
const INK = 180;
/** The pale rim around a dot, in pixels. */
const RIM = 2;
/** Dots in a row, at least, to be a leader. */
const MIN_DOTS = 6;
/** A page with more blobs than this is grain, not print: left as it is. */
const MAX_BLOBS = 200_000;

interface Blob {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
  area: number;
}

/** The 8-connected blobs of ink, found with a stack (no recursion); null past MAX_BLOBS. */
function blobsOf(grey: Uint8Array, width: number, height: number): Blob[] | null {
  const seen = new Uint8Array(width * height);
  const stack = new Int32Array(width * height);
  const blobs: Blob[] = [];
  for (let start = 0; start < grey.length; start++) {
    if (seen[start] || grey[start]! >= INK) continue;
    if (blobs.length >= MAX_BLOBS) return null;
    const blob: Blob = { x0: width, y0: height, x1: 0, y1: 0, area: 0 };
    let top = 0;
    stack[top++] = start;
    seen[start] = 1;
    while (top > 0) {
      const at = stack[--top]!;
      const x = at % width;
      const y = (at - x) / width;
      blob.area++;
      if (x < blob.x0) blob.x0 = x;
      if (x > blob.x1) blob.x1 = x;
      if (y < blob.y0) blob.y0 = y;
      if (y > blob.y1) blob.y1 = y;
      for (let dy = -1; dy <= 1; dy++) {
        const ny = y + dy;
        if (ny < 0 || ny >= height) continue;
        for (let dx = -1; dx <= 1; dx++) {
          const nx = x + dx;
          if (nx < 0 || nx >= width) continue;
          const next = ny * width + nx;
          if (!seen[next] && grey[next]! < INK) {
            seen[next] = 1;
            stack[top++] = next;
          }
        }
      }
    }
    blobs.push(blob);
  }
  return blobs;
}

/** Whether no ink lies between two blobs of a row, across the height of both. */
function clearBetween(grey: Uint8Array, width: number, left: Blob, right: Blob): boolean {
  const [y0, y1] = [Math.min(left.y0, right.y0), Math.max(left.y1, right.y1)];
  for (let y = y0; y <= y1; y++) {
    for (let x = left.x1 + 1; x < right.x0; x++) if (grey[y * width + x]! < INK) return false;
  }
  return true;
}

/** A leader's dots are printed alike: none more than twice another's area. */
const alike = (a: Blob, b: Blob) => a.area <= 2 * b.area && b.area <= 2 * a.area;

/** Paints a dot white with the paler rim a blurred photo gives it (its box and two pixels around). */
function paintOut(grey: Uint8Array, width: number, height: number, blob: Blob): void {
  for (let y = Math.max(0, blob.y0 - RIM); y <= Math.min(height - 1, blob.y1 + RIM); y++) {
    grey.fill(255, y * width + Math.max(0, blob.x0 - RIM), y * width + Math.min(width - 1, blob.x1 + RIM) + 1);
  }
}

/**
 * The page with its dotted leaders painted white, in place: blobs no wider or taller than
 * `dotSize` pixels, round and filled, six or more in a row on one line, alike, each within a
 * few dot sizes of the next with no ink between, and evenly spaced. Answers how many dots it took out.
 */
export function removeLeaderDots(grey: Uint8Array, width: number, height: number, dotSize: number): number {
  const blobs = blobsOf(grey, width, height);
  if (blobs === null) return 0;
  const dots = blobs.filter((b) => {
    const [w, h] = [b.x1 - b.x0 + 1, b.y1 - b.y0 + 1];
    // Round and filled, as a printed dot is.
    return w <= dotSize && h <= dotSize && w <= 2 * h && h <= 2 * w && b.area >= Math.max(2, 0.45 * w * h);
  });
  // Rows of dots: sorted along each line band, a dot joins the row of the one before it when close and level.
  const centreY = (b: Blob) => (b.y0 + b.y1) / 2;
  dots.sort((a, b) => Math.round(centreY(a) / dotSize) - Math.round(centreY(b) / dotSize) || a.x0 - b.x0);
  const maxStep = 5 * dotSize;
  const level = dotSize / 2;
  let removed = 0;
  const used = new Uint8Array(dots.length);
  const band = (b: Blob) => Math.round(centreY(b) / dotSize);
  for (let i = 0; i < dots.length; i++) {
    if (used[i]) continue;
    const row = [i];
    let last = dots[i]!;
    let firstStep = 0;
    // Later dots of the same band, and of the next band (a row slightly askew crosses bands).
    for (let j = i + 1; j < dots.length && band(dots[j]!) <= band(dots[i]!) + 1; j++) {
      const dot = dots[j]!;
      if (used[j] || Math.abs(centreY(dot) - centreY(last)) > level) continue;
      const step = dot.x0 - last.x1;
      if (step < 0 || step > maxStep) continue;
      // Leaders are evenly spaced: bits of a broken letter are not.
      if (row.length >= 2 && Math.abs(step - firstStep) > Math.max(2, firstStep * 0.5)) continue;
      // Nothing between them, and alike: small round letters of a word have other letters between.
      if (!alike(dot, dots[i]!) || !clearBetween(grey, width, last, dot)) continue;
      if (row.length === 1) firstStep = step;
      row.push(j);
      last = dot;
    }
    if (row.length < MIN_DOTS) continue;
    for (const k of row) {
      used[k] = 1;
      paintOut(grey, width, height, dots[k]!);
      removed++;
    }
  }
  return removed;
}
