// Menu text read by OCR, into the drinks the menu offers: nothing from an image without menu
// text (menu-text.ts), else the lines put in reading order
// (layout.ts), cleaned (text.ts), prices split off (prices.ts), section headings set aside
// (headings.ts), then each drink's name line with the description lines under it; names
// matched to the catalogue (catalogue-names.ts), descriptions read for ingredients
// (ingredients.ts). Pure TypeScript, no I/O.
import { isCatalogueName, matchCatalogueName } from "./catalogue-names";
import { describeName } from "@/domain/matching";
import { isHeadingText } from "./headings";
import { listsKnownIngredients, readIngredients } from "./ingredients";
import { orderLines } from "./layout";
import { hasMenuText } from "./menu-text";
import { isPriceOnly, splitPrice } from "./prices";
import { cleanLineText, letterCount } from "./text";
import type { MenuCandidate, MenuFound, MenuLine } from "./types";

export type { MenuCandidate, MenuFound, MenuIngredient, MenuLine } from "./types";
export { hasMenuText } from "./menu-text";

/** Below this, a line of few letters is a speck or a smudge read as text. */
const NOISE_CONFIDENCE = 0.3;
/** A number alone on a line, as a price without its currency is written. */
const BARE_PRICE = /^\d{1,3}(?:[.,]\d{1,2})?$/;
/** Names are short; a longer line is a description. */
const MAX_NAME_WORDS = 6;

type Row =
  | { kind: "heading" }
  | { kind: "price"; price: string; confidence: number }
  /** `name` and `dashed`: the text cut at a dash after a name, else the text and null */
  | { kind: "text"; text: string; name: string; dashed: string | null; price: string | null; confidence: number };

function isNoise(line: MenuLine): boolean {
  const letters = letterCount(line.text);
  if (letters === 0) return !isPriceOnly(line.text);
  return letters < 3 && line.confidence < NOISE_CONFIDENCE;
}

/** A price alone but for a speck or a leader's last dot read as a letter or two before it ("i fourteen", "re $12"). */
function withoutSpeckBeforePrice(text: string): string {
  const found = /^\p{Ll}{1,2}\s+(\S.*)$/u.exec(text);
  return found !== null && isPriceOnly(found[1]!) ? found[1]! : text;
}

function toRow(line: MenuLine): Row | null {
  if (isNoise(line)) return null;
  const { rest, price } = splitPrice(withoutSpeckBeforePrice(line.text), isCatalogueName);
  if (rest === "" && price !== null) return { kind: "price", price, confidence: line.confidence };
  // A bare number alone is a price set apart from its name (a year has four digits).
  if (price === null && BARE_PRICE.test(rest)) return { kind: "price", price: rest, confidence: line.confidence };
  if (price === null && isHeadingText(rest) && !isCatalogueName(rest)) return { kind: "heading" };
  const { name, description } = splitAtDash(rest);
  return { kind: "text", text: rest, name, dashed: description, price, confidence: line.confidence };
}

/** A spaced dash after a name (OCR reads an em dash as "-", "--", "~" or "="): "Harvest Moon — aged rum, peach". */
const DASH = /\s(?:[—–~=]|-{1,2})\s?/u;

/** A line cut at the dash after a name; the whole line when what comes before the dash is no name. */
function splitAtDash(text: string): { name: string; description: string | null } {
  const found = DASH.exec(text);
  if (!found) return splitAtListStart(text);
  if (isCatalogueName(text)) return { name: text, description: null };
  const name = text.slice(0, found.index);
  const description = text.slice(found.index + found[0].length).trim();
  if (description === "" || !looksLikeName(name)) return { name: text, description: null };
  return { name, description };
}

/**
 * A name then the first ingredient of a list that runs on to the next line, the dash lost
 * ("Morning Glory Bay gin"): capitalised words, then lowercase ones the matcher knows.
 */
function splitAtFirstIngredient(text: string): { name: string; description: string | null } {
  const found = /^((?:[\p{Lu}\p{N}&]\S*\s){1,6})(\p{Ll}[\p{Ll}\s]*)$/u.exec(text);
  if (!found) return { name: text, description: null };
  const [name, description] = [found[1]!.trim(), found[2]!.trim()];
  // "Fernet & orange peel" carries a list on: a name does not end on "&".
  if (name.endsWith("&")) return { name: text, description: null };
  if (description.split(" ").length > 2 || describeName(description).kind === null || !looksLikeName(name)) return { name: text, description: null };
  return { name, description };
}

/** Words a name ends before: the longest run of capitalised words a name may have. */
const MAX_NAME_PREFIX = MAX_NAME_WORDS;

/**
 * A name then its ingredient list on one line, the dash between them lost ("Hot Copper
 * reposado, chocolate, chilli"): cut after the capitalised words of the name, where an
 * ingredient the matcher knows begins a list. A cut after a word that is itself an ingredient
 * ("Sunday Best Aperol") is taken only when what stays is a catalogue name.
 */
function splitAtListStart(text: string): { name: string; description: string | null } {
  const whole = { name: text, description: null };
  if (!/^\p{Lu}/u.test(text) || isCatalogueName(text)) return whole;
  if (!/[,·•]/.test(text)) return splitAtFirstIngredient(text);
  const words = text.split(" ");
  let run = 0;
  while (run < Math.min(words.length - 1, MAX_NAME_PREFIX) && /^[\p{Lu}\p{N}&]/u.test(words[run]!) && !/[,;·•]$/.test(words[run]!)) run++;
  for (let k = run; k >= 1; k--) {
    const name = words.slice(0, k).join(" ");
    const description = words.slice(k).join(" ");
    const first = description.split(/\s*[,;·•.]\s*|\s-\s/)[0]!;
    if (readIngredients(description).length < 2 || describeName(first).kind === null) continue;
    const catalogue = isCatalogueName(name);
    if (catalogue || (looksLikeName(name) && describeName(words[k - 1]!).kind === null)) return { name, description };
  }
  return whole;
}

/** Punctuation OCR hangs on a name's end ("Red Hook,", "The Gilded Fox;"); "No." of "Corpse Reviver No." stays. */
function withoutTrailingMarks(name: string): string {
  return /\bno\.$/i.test(name) ? name : name.replace(/[\s,;:.]+$/, "");
}

/** A line that reads as a drink's name: short, no list marks, mostly capitalised words (a mark OCR hung on its end aside). */
function looksLikeName(line: string): boolean {
  const text = withoutTrailingMarks(line);
  const words = text.split(" ");
  if (words.length > MAX_NAME_WORDS || /[,;·•]|\.$/.test(text)) return false;
  const capitalised = words.filter((w) => /^[\p{Lu}\p{N}]/u.test(w)).length;
  return /^[\p{Lu}\p{N}]/u.test(text) && capitalised >= words.length / 2;
}

/**
 * A lowercase list ("vodka, lime juice, ginger beer"), or one opening with a brand or a proper
 * name and naming three ingredients or more ("Cynar, fino sherry & orange peel"; two could be a
 * name, "Salt & Pepper"): a description, even with a price after it.
 */
function readsAsList(text: string): boolean {
  if (/^\p{Ll}/u.test(text)) return /[,·•]|\.\s\p{Ll}|\s[-–]\s/u.test(text);
  return /^\p{Lu}/u.test(text) && !isCatalogueName(text) && listsKnownIngredients(text, 3);
}

/** A line that carries on the one before ("gin, Campari," then "sweet vermouth"). */
function continues(previous: string): boolean {
  return /(?:[,;·•&+-]|\band|\bwith)$/i.test(previous);
}

interface Draft { name: string; price: string | null; descriptions: string[]; confidences: number[] }

function toCandidate(draft: Draft): MenuCandidate {
  const description = draft.descriptions.length > 0 ? draft.descriptions.join(" ") : null;
  const read = withoutTrailingMarks(draft.name);
  const match = matchCatalogueName(read);
  const lineConfidence = draft.confidences.reduce((sum, c) => sum + c, 0) / draft.confidences.length;
  return {
    // A name matched through OCR slips is put right; one matched as written keeps the menu's spelling.
    name: match !== null && !match.asWritten ? match.title : read,
    description,
    price: draft.price,
    catalogueId: match?.catalogueId ?? null,
    confidence: Math.round(lineConfidence * (match?.quality ?? 1) * 100) / 100,
    ingredients: description === null ? [] : readIngredients(description),
  };
}

/** The drinks a menu offers, in reading order, from the lines OCR read off it; none when they are not a menu's. */
export function readMenuCandidates(lines: MenuLine[]): MenuCandidate[] {
  return readMenu(lines).candidates;
}

/** Whether the lines OCR read are a menu's text, and the drinks it offers (none when they are not). */
export function readMenu(lines: MenuLine[]): MenuFound {
  if (!hasMenuText(lines)) return { menuText: false, candidates: [] };
  return { menuText: true, candidates: candidatesOf(lines) };
}

function candidatesOf(lines: MenuLine[]): MenuCandidate[] {
  const cleaned = lines.map((line) => ({ ...line, text: cleanLineText(line.text) })).filter((line) => line.text !== "");
  const rows = orderLines(cleaned).map(toRow).filter((row) => row !== null);
  // When names carry their prices, an unpriced line is a description unless it is a classic's name.
  const pricedNames = rows.filter((r) => r.kind === "text" && r.price !== null && !readsAsList(r.text)).length;
  const namesArePriced = pricedNames >= 2;
  const drafts: Draft[] = [];
  let current: Draft | null = null;
  let lastText: string | null = null;
  let aheadPrice: string | null = null;
  /** the row whose price went to the name above it */
  let priceTakenFrom = -1;
  rows.forEach((row, i) => {
    if (row.kind === "heading") {
      current = null;
      lastText = null;
      return;
    }
    if (row.kind === "price") {
      if (current !== null && current.price === null) current.price = row.price;
      // A price OCR set just above its name's line (the page askew) goes to the name after it.
      else if (rows[i + 1]?.kind === "text") aheadPrice = row.price;
      return;
    }
    const heldPrice = aheadPrice;
    aheadPrice = null;
    const nextIsPrice = rows[i + 1]?.kind === "price";
    // On a menu whose names carry prices, an unpriced line straight under a priced name with no
    // description yet is that description, though it opens with a misread capital ("Jged rum, ...").
    const describesAbove = namesArePriced && row.price === null && heldPrice === null && !nextIsPrice
      && current !== null && current.price !== null && current.descriptions.length === 0 && rows[i - 1]?.kind === "text";
    const carriesOn = lastText !== null && continues(lastText);
    // A name whose price OCR lost, before its own list: after a heading, or after another drink's description.
    const afterADrink = current === null ? lastText === null : current.descriptions.length > 0 && rows[i - 1]?.kind === "text";
    const unpricedBeforeList = afterADrink && rows[i + 1]?.kind === "text" && readsAsList((rows[i + 1] as { text: string }).text);
    const below = rows[i + 1];
    // A name whose price OCR read at the end of the lowercase description under it (the page askew).
    const priceBelow = row.price === null && heldPrice === null && below?.kind === "text" && below.price !== null && /^\p{Ll}/u.test(below.text) ? below.price : null;
    const tookPrice = priceTakenFrom === i;
    const isName = !tookPrice && (
      (row.price !== null && !readsAsList(row.text))
      || row.dashed !== null && !describesAbove && !carriesOn
      || !carriesOn
        && looksLikeName(row.name)
        && (!namesArePriced || nextIsPrice || heldPrice !== null || priceBelow !== null || unpricedBeforeList || isCatalogueName(row.name)));
    if (isName) {
      current = { name: row.name, price: row.price ?? heldPrice ?? priceBelow, descriptions: row.dashed === null ? [] : [row.dashed], confidences: [row.confidence] };
      drafts.push(current);
      if (row.price === null && heldPrice === null && priceBelow !== null) priceTakenFrom = i + 1;
    } else if (current !== null) {
      // A price OCR read at the end of the description under a name (the page askew) is the name's.
      if (!tookPrice) current.price ??= row.price;
      current.descriptions.push(row.text);
      current.confidences.push(row.confidence);
    }
    lastText = row.text;
  });
  return drafts.map(toCandidate).filter(isMenuLike);
}

/**
 * A candidate must show what a menu's drink shows: a price, a catalogue cocktail's name, or a
 * list of what is in it. A label's "London Dry Gin" or a heading read as a name has none.
 */
function isMenuLike(candidate: MenuCandidate): boolean {
  // A speck read beside a number ("Co 11", "ous 9") is no name, even priced.
  const named = candidate.catalogueId !== null || (/^[\p{Lu}\p{N}]/u.test(candidate.name) && letterCount(candidate.name) >= 3);
  return named && (candidate.price !== null || candidate.catalogueId !== null || candidate.ingredients.length >= 2);
}
