// Whether what OCR read off an image is a drinks menu at all. Tesseract finds "words" in any
// picture: a photo of a room, a plain wall or grain reads as dozens of short, low-confidence
// fragments ("Liss", "JERR", "Hi"). A menu instead has lines read with confidence that name
// drinks or what is in them, or carry prices. Pure TypeScript, no I/O.
import { describeName } from "@/domain/matching";
import { isCatalogueName } from "./catalogue-names";
import { splitPrice } from "./prices";
import { cleanLineText, letterCount } from "./text";
import type { MenuLine } from "./types";

/** Below this (tesseract's mean word confidence, 0..1) a line is not trusted as evidence of a menu. */
export const READABLE_CONFIDENCE = 0.5;
/** Words shorter than this are too easily made out of grain to say what a drink holds. */
const MIN_WORD_LETTERS = 3;

interface LineEvidence {
  /** the line names a catalogue drink, or a spirit, mixer or garnish the matcher knows */
  drink: boolean;
  /** the line has words and a price after them */
  priced: boolean;
}

/** Whether a line names a spirit, mixer or garnish the matcher knows, in a word or two. */
function namesADrinkThing(text: string): boolean {
  const words = text.split(/[^\p{L}]+/u).filter((w) => w.length >= MIN_WORD_LETTERS);
  return words.some((word, i) => {
    const pair = i + 1 < words.length ? `${word} ${words[i + 1]}` : null;
    return describeName(word).kind !== null || (pair !== null && describeName(pair).kind !== null);
  });
}

/** What a confidently read line with words (or a catalogue name as short as "G&T") says of a menu. */
function evidenceOf(line: MenuLine): LineEvidence | null {
  if (line.confidence < READABLE_CONFIDENCE) return null;
  const { rest, price } = splitPrice(cleanLineText(line.text), isCatalogueName);
  const catalogue = isCatalogueName(rest);
  if (!catalogue && letterCount(rest) < MIN_WORD_LETTERS) return null;
  return { drink: catalogue || namesADrinkThing(rest), priced: price !== null };
}

/**
 * Whether the lines hold a drinks menu's text: confidently read lines that name drinks or what
 * is in them, and prices, two of those at least, one naming a drink ("Negroni 12" alone is a
 * menu; "Last Word" then "Martinez" too), or three priced lines, as a menu of house drinks
 * without descriptions has. A photo, a plain colour, grain, or a picture with a word or two
 * has none of that.
 */
export function hasMenuText(lines: readonly MenuLine[]): boolean {
  let drinkLines = 0;
  let pricedLines = 0;
  for (const line of lines) {
    const evidence = evidenceOf(line);
    if (evidence?.drink) drinkLines += 1;
    if (evidence?.priced) pricedLines += 1;
  }
  return (drinkLines >= 1 && drinkLines + pricedLines >= 2) || pricedLines >= 3;
}
