import type { MenuLine } from "@/domain/menu/types";
import { isPriceOnly } from "./prices";

/**
 * From tesseract's words to the lines of a menu, in reading order. Pure.
 *
 * Tesseract's own page layout joins the rows of a two-column menu into one line ("Negroni 12
 * Gimlet 11"), and leaves the whole page in one block. So the lines it reads are cut again at
 * gaps far wider than a space (a price standing apart stays with the words before it, as
 * menus print "Negroni ...... 12"), and the pieces are grouped into blocks by recursive
 * XY-cuts: columns where a clear vertical gap runs the height of a region, sections where a
 * wide horizontal gap runs its width; blocks are numbered top to bottom, left to right. The
 * cuts are made on coordinates turned by the page's skew, measured from the baselines, so a
 * photo taken a few degrees askew still has straight gutters.
 */

export interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

export interface OcrWord {
  text: string;
  /** 0..100, as tesseract gives it */
  confidence: number;
  bbox: Box;
}

export interface OcrLine {
  words: OcrWord[];
  baseline: Box;
}

/** A gap between two words at least this many times the line's height separates two pieces. */
const PIECE_GAP = 2;
/** The same after a price. */
const AFTER_PRICE_GAP = 1;
/** A gutter between columns: a vertical gap at least this many times the typical line height. */
const COLUMN_GAP = 1.5;
/** A break between sections: a horizontal gap at least this many times the typical line height (wider than between two drinks). */
const SECTION_GAP = 2;
/** A price as menus print it: a currency sign or code before or after, cents optional. */
const PRICE = /^(?:[$£€¥]|USD|EUR|GBP|CHF)?\s?\d{1,4}(?:[.,]\d{1,2})?(?:\s?(?:[$£€¥]|kr|CHF|EUR|USD|GBP|-))?$/i;

interface Piece {
  words: OcrWord[];
  /** the bounding box in the image */
  box: Box;
  /** the bounding box in the deskewed frame */
  flat: Box;
}

function union(boxes: readonly Box[]): Box {
  return {
    x0: Math.min(...boxes.map((b) => b.x0)),
    y0: Math.min(...boxes.map((b) => b.y0)),
    x1: Math.max(...boxes.map((b) => b.x1)),
    y1: Math.max(...boxes.map((b) => b.y1)),
  };
}

function median(values: readonly number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

/** The page's skew in radians: the median slope of the baselines of lines wide enough to tell. */
export function skewOf(lines: readonly OcrLine[]): number {
  const slopes = lines
    .map((l) => l.baseline)
    .filter((b) => b.x1 - b.x0 > 100)
    .map((b) => Math.atan2(b.y1 - b.y0, b.x1 - b.x0));
  return median(slopes);
}

/** A box turned by -angle, so that text skewed by `angle` runs level. */
function deskew(box: Box, angle: number): Box {
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  const corners = [
    [box.x0, box.y0],
    [box.x1, box.y0],
    [box.x0, box.y1],
    [box.x1, box.y1],
  ].map(([x, y]) => ({ x: x! * cos + y! * sin, y: -x! * sin + y! * cos }));
  const xs = corners.map((c) => c.x);
  const ys = corners.map((c) => c.y);
  return { x0: Math.min(...xs), y0: Math.min(...ys), x1: Math.max(...xs), y1: Math.max(...ys) };
}

/** A piece that is a price (in figures or a word), or short with a digit in it (a price OCR misread a little: "$l2", "1O.50"). */
function isPrice(words: readonly OcrWord[]): boolean {
  const text = words.map((w) => w.text).join(" ");
  return PRICE.test(text) || (text.length <= 7 && /\d/.test(text)) || isPriceOnly(text);
}

/** A line cut at wide gaps; a piece that is only a price joins the piece before it. */
function piecesOf(line: OcrLine, angle: number): Piece[] {
  const words = line.words.filter((w) => w.text.trim() !== "");
  if (words.length === 0) return [];
  const height = median(words.map((w) => w.bbox.y1 - w.bbox.y0));
  const groups: OcrWord[][] = [[words[0]!]];
  for (let i = 1; i < words.length; i++) {
    const gap = words[i]!.bbox.x0 - words[i - 1]!.bbox.x1;
    // A price closes its row: past a narrower gap after it, the next column begins.
    const limit = isPrice([words[i - 1]!]) && /\d/.test(words[i - 1]!.text) ? AFTER_PRICE_GAP : PIECE_GAP;
    if (gap > limit * height) groups.push([words[i]!]);
    else groups.at(-1)!.push(words[i]!);
  }
  const joined: OcrWord[][] = [];
  for (const group of groups) {
    if (joined.length > 0 && isPrice(group)) joined.at(-1)!.push(...group);
    else joined.push(group);
  }
  // Each word turned on its own: the box of a whole turned piece would grow by its width times the skew.
  return joined.map((group) => ({ words: group, box: union(group.map((w) => w.bbox)), flat: union(group.map((w) => deskew(w.bbox, angle))) }));
}

/** The gaps along one axis that no piece crosses and that are at least `min` wide, as the coordinates of their middles, widest first. */
function gaps(pieces: readonly Piece[], axis: "x" | "y", min: number): number[] {
  const [lo, hi] = axis === "x" ? (["x0", "x1"] as const) : (["y0", "y1"] as const);
  const spans = pieces.map((p) => [p.flat[lo], p.flat[hi]] as const).sort((a, b) => a[0] - b[0]);
  const found: { width: number; at: number }[] = [];
  let reach = spans[0]![1];
  for (const [start, end] of spans.slice(1)) {
    if (start - reach >= min) found.push({ width: start - reach, at: (start + reach) / 2 });
    reach = Math.max(reach, end);
  }
  return found.sort((a, b) => b.width - a.width).map((g) => g.at);
}

/**
 * Recursive XY-cut: columns first, where a gutter runs the whole region's height. Where a title
 * or a footer runs across the gutter there is none, so the region is cut across first, at the
 * gap that leaves columns on one side (else at the widest: a break between sections).
 */
function blocksOf(pieces: Piece[], lineHeight: number): Piece[][] {
  if (pieces.length <= 1) return [pieces];
  const columnGap = COLUMN_GAP * lineHeight;
  const [column] = gaps(pieces, "x", columnGap);
  if (column !== undefined) {
    return [
      ...blocksOf(pieces.filter((p) => p.flat.x1 <= column), lineHeight),
      ...blocksOf(pieces.filter((p) => p.flat.x0 >= column), lineHeight),
    ];
  }
  const across = gaps(pieces, "y", SECTION_GAP * lineHeight);
  if (across.length === 0) return [pieces];
  const sides = (at: number) => [pieces.filter((p) => p.flat.y1 <= at), pieces.filter((p) => p.flat.y0 >= at)] as const;
  const hasColumns = (part: readonly Piece[]) => part.length > 1 && gaps(part, "x", columnGap).length > 0;
  const cut = across.find((at) => sides(at).some(hasColumns)) ?? across[0]!;
  const [above, below] = sides(cut);
  return [...blocksOf([...above], lineHeight), ...blocksOf([...below], lineHeight)];
}

const round = (value: number) => Math.round(value);

/**
 * The menu's lines in reading order, with their block, their confidence (the mean of their
 * words', 0..1) and their box in the upload's own pixels (`scale`: prepared pixels per upload pixel).
 */
export function menuLinesOf(lines: readonly OcrLine[], scale = 1): MenuLine[] {
  const angle = skewOf(lines);
  // A piece without two letters or digits together is a speck, a rule or a border read as text.
  const pieces = lines.flatMap((line) => piecesOf(line, angle)).filter((p) => p.words.some((w) => /[\p{L}\p{N}]{2}/u.test(w.text)));
  if (pieces.length === 0) return [];
  const lineHeight = median(pieces.flatMap((p) => p.words.map((w) => w.bbox.y1 - w.bbox.y0)));
  return blocksOf(pieces, lineHeight).flatMap((block, index) =>
    block
      .sort((a, b) => a.flat.y0 - b.flat.y0 || a.flat.x0 - b.flat.x0)
      .map((piece) => ({
        text: piece.words.map((w) => w.text).join(" "),
        confidence: piece.words.reduce((sum, w) => sum + w.confidence, 0) / piece.words.length / 100,
        block: index,
        bbox: { x0: round(piece.box.x0 / scale), y0: round(piece.box.y0 / scale), x1: round(piece.box.x1 / scale), y1: round(piece.box.y1 / scale) },
      })),
  );
}
