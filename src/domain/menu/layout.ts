// Lines in reading order: block by block, and inside a block column by column, from the lines'
// boxes (a two- or three-column menu's lines may come interleaved in one block); a price set
// apart at the right may come as a line of its own, which is put back on its name's line.
import { listsKnownIngredients } from "./ingredients";
import { isPriceOnly, splitPrice } from "./prices";
import type { MenuLine } from "./types";

type Box = MenuLine["bbox"];

const height = (b: Box) => b.y1 - b.y0;
const centreY = (b: Box) => (b.y0 + b.y1) / 2;

/** Whether two boxes sit on the same row: their vertical overlap is at least half the shorter one. */
function sameRow(a: Box, b: Box): boolean {
  const overlap = Math.min(a.y1, b.y1) - Math.max(a.y0, b.y0);
  return overlap >= Math.min(height(a), height(b)) / 2;
}

function hasGeometry(lines: readonly MenuLine[]): boolean {
  return lines.some((l) => l.bbox.x1 > l.bbox.x0 && l.bbox.y1 > l.bbox.y0);
}

function medianHeight(lines: readonly MenuLine[]): number {
  const heights = lines.map((l) => height(l.bbox)).sort((a, b) => a - b);
  return heights[Math.floor(heights.length / 2)] ?? 0;
}

/**
 * A price alone on a line goes back to the nearest line on its row to its left. Digits much
 * smaller than the text around them are a speck read as a number, and are dropped.
 */
function joinPricesToTheirRows(lines: readonly MenuLine[]): MenuLine[] {
  const out = lines.map((line) => ({ ...line }));
  const absorbed = new Set<number>();
  const speckHeight = medianHeight(lines) * 0.4;
  out.forEach((price, i) => {
    if (!isPriceOnly(price.text)) return;
    if (height(price.bbox) < speckHeight) {
      absorbed.add(i);
      return;
    }
    let owner = -1;
    out.forEach((line, j) => {
      if (j === i || absorbed.has(j) || isPriceOnly(line.text)) return;
      if (line.bbox.x1 > price.bbox.x0 + height(price.bbox) || !sameRow(line.bbox, price.bbox)) return;
      if (owner === -1 || line.bbox.x1 > out[owner]!.bbox.x1) owner = j;
    });
    if (owner === -1) return;
    const line = out[owner]!;
    line.text = `${line.text} ${price.text}`;
    line.confidence = Math.min(line.confidence, price.confidence);
    line.bbox = { ...line.bbox, x1: price.bbox.x1 };
    absorbed.add(i);
  });
  return out.filter((_, i) => !absorbed.has(i));
}

/**
 * The x of a gutter between columns: a vertical strip in the middle of the lines' span crossed
 * by few lines (titles, wide headings), with at least two lines wholly on each side. Null when
 * the lines form one column. Prices alone on their lines count for neither side: a page's
 * prices set at its right edge are no column of their own.
 */
function findGutter(lines: readonly MenuLine[]): number | null {
  if (lines.length < 4) return null;
  const left = Math.min(...lines.map((l) => l.bbox.x0));
  const right = Math.max(...lines.map((l) => l.bbox.x1));
  const width = right - left;
  const allowedCrossing = Math.max(1, Math.floor(lines.length * 0.15));
  let best: { x: number; crossing: number; balance: number } | null = null;
  const STEPS = 60;
  for (let step = Math.round(STEPS * 0.2); step <= Math.round(STEPS * 0.8); step++) {
    const x = left + (width * step) / STEPS;
    let crossing = 0;
    let before = 0;
    let after = 0;
    for (const line of lines) {
      if (line.bbox.x0 < x && line.bbox.x1 > x) crossing++;
      else if (isPriceOnly(line.text)) continue;
      else if (line.bbox.x1 <= x) before++;
      else after++;
    }
    if (before < 2 || after < 2 || crossing > allowedCrossing) continue;
    const balance = Math.min(before, after);
    if (best === null || crossing < best.crossing || (crossing === best.crossing && balance > best.balance)) {
      best = { x, crossing, balance };
    }
  }
  return best?.x ?? null;
}

/**
 * Whether a line crossing the gutter starts where the column's lines beside it start: then it
 * is two rows OCR ran together across the gutter, read with the left column (a title or a
 * heading set across the page starts elsewhere, and divides the page into bands).
 */
function startsInColumn(line: MenuLine, column: readonly MenuLine[]): boolean {
  let nearest: MenuLine | undefined;
  for (const other of column) {
    if (!nearest || Math.abs(centreY(other.bbox) - centreY(line.bbox)) < Math.abs(centreY(nearest.bbox) - centreY(line.bbox))) nearest = other;
  }
  return nearest !== undefined && Math.abs(nearest.bbox.x0 - line.bbox.x0) <= 1.5 * height(line.bbox);
}

const byTop = (a: MenuLine, b: MenuLine) => centreY(a.bbox) - centreY(b.bbox) || a.bbox.x0 - b.bbox.x0;

/**
 * Reading order of lines in one region: top to bottom, except that between lines crossing the
 * gutter (which split the page into bands) the left column is read before the right one.
 */
function readingOrder(lines: readonly MenuLine[], depth: number): MenuLine[] {
  const sorted = [...lines].sort(byTop);
  const gutter = depth < 3 ? findGutter(sorted) : null;
  if (gutter === null) return sorted;
  const out: MenuLine[] = [];
  let band: MenuLine[] = [];
  const flush = () => {
    out.push(
      ...readingOrder(band.filter((l) => l.bbox.x0 < gutter), depth + 1),
      ...readingOrder(band.filter((l) => l.bbox.x0 >= gutter), depth + 1),
    );
    band = [];
  };
  const left = sorted.filter((l) => l.bbox.x1 <= gutter);
  for (const line of sorted) {
    const crosses = line.bbox.x0 < gutter && line.bbox.x1 > gutter;
    if (!crosses || startsInColumn(line, left)) {
      band.push(line);
      continue;
    }
    flush();
    out.push(line);
  }
  flush();
  return out;
}

/** A list of ingredients: lowercase with separators, or opening with a brand or a proper name ("Cynar, fino sherry, ..."), a price after it aside. */
function isList(text: string): boolean {
  return /^\p{Ll}.*(?:[,·•]|\s[-–]\s)/u.test(text) || (/^\p{Lu}/u.test(text) && listsKnownIngredients(splitPrice(text, () => false).rest, 2));
}

/**
 * Two lines read on one row of one block, which OCR cut at a wide gap: a name's capitalised
 * words, then its list after a dash OCR lost (isList), put back together as the name, a dash
 * and the list, the name first whichever order they came in.
 */
function joinRowsCutAtGaps(lines: readonly MenuLine[]): MenuLine[] {
  const out: MenuLine[] = [];
  for (const line of lines) {
    const previous = out.at(-1);
    if (previous === undefined || previous.block !== line.block || !sameRow(previous.bbox, line.bbox) || isPriceOnly(line.text) || isPriceOnly(previous.text)) {
      out.push(line);
      continue;
    }
    const [left, right] = line.bbox.x1 <= previous.bbox.x0 ? [line, previous] : [previous, line];
    // Only a list of two parts or more: a speck beside a name ("Sazerac Sle") stays apart.
    if (right.bbox.x0 < left.bbox.x1 || !/^\p{Lu}[^,;·•]*$/u.test(left.text) || !isList(right.text)) {
      out.push(line);
      continue;
    }
    out[out.length - 1] = {
      text: `${left.text} — ${right.text}`,
      confidence: Math.min(left.confidence, right.confidence),
      block: left.block,
      bbox: { x0: left.bbox.x0, y0: Math.min(left.bbox.y0, right.bbox.y0), x1: right.bbox.x1, y1: Math.max(left.bbox.y1, right.bbox.y1) },
    };
  }
  return out;
}

/**
 * The lines in the order a reader takes them, prices set apart joined to their names' lines.
 * Blocks come in reading order (the contract with the OCR job); inside a block, lines are
 * taken as given unless they form columns, which are then read one after the other.
 */
export function orderLines(lines: readonly MenuLine[]): MenuLine[] {
  const byBlock = (list: readonly MenuLine[]) => [...list].sort((a, b) => a.block - b.block);
  if (!hasGeometry(lines)) return byBlock(lines);
  const blocks = new Map<number, MenuLine[]>();
  for (const line of byBlock(joinPricesToTheirRows(lines))) blocks.set(line.block, [...(blocks.get(line.block) ?? []), line]);
  return joinRowsCutAtGaps([...blocks.values()].flatMap((block) => (findGutter(block) === null ? block : readingOrder(block, 0))));
}
