// A description that lists ingredients ("gin, Campari, sweet vermouth", "mezcal · lime ·
// agave") read into an ingredient list the matcher understands, amounts kept when written.
import { describeName } from "@/domain/matching";
import { knowledge } from "@/domain/matching/knowledge";
import type { MenuIngredient } from "./types";
import { isAllCaps } from "./text";

/** Commas, middle dots, "and"...; and a full stop before the next word, as OCR often reads a comma off a photo. */
const SEPARATORS = /\s*(?:[,;·•|+/]|\s-\s|(?<!\bno)\.\s|\band\b|\bwith\b|&)\s*/i;
const UNIT = String.raw`(?:ml|cl|oz|dash(?:es)?|drops?|tsp|barspoons?|parts?)`;
const NUMBER = String.raw`(?:\d+(?:[.,]\d+)?|\d+\s?\/\s?\d+|[½¼¾⅓⅔])`;
const AMOUNT_FIRST = new RegExp(String.raw`^(${NUMBER}\s?${UNIT})\.?\s+(?:of\s+)?(.+)$`, "i");
const AMOUNT_LAST = new RegExp(String.raw`^(.+?)\s+(${NUMBER}\s?${UNIT})\.?$`, "i");
/** More words than this is a phrase of prose, not one ingredient. */
const MAX_INGREDIENT_WORDS = 4;
/** The share of a description's parts that must be ingredients for it to be read as a list. */
const LIST_SHARE = 2 / 3;

function splitAmount(part: string): { name: string; amount: string | null } {
  const first = AMOUNT_FIRST.exec(part);
  if (first) return { name: first[2]!, amount: first[1]! };
  const last = AMOUNT_LAST.exec(part);
  if (last) return { name: last[1]!, amount: last[2]! };
  return { name: part, amount: null };
}

function understood(name: string): boolean {
  return name.split(" ").length <= MAX_INGREDIENT_WORDS && describeName(name).kind !== null;
}

/** The kinds the matcher knows, by their names in lowercase, to put right an ingredient OCR misread. */
let kindLabels: string[] | undefined;

/** Edits forgiven in an ingredient's name of this length: none on short names, where one letter makes another word. */
function allowedEdits(length: number): number {
  if (length >= 10) return 2;
  return length >= 6 ? 1 : 0;
}

/** Levenshtein distance, stopping past `limit`. */
function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) current.push(Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1)));
    if (Math.min(...current) > limit) return limit + 1;
    previous = current;
  }
  return previous[b.length]!;
}

function labels(): ReadonlySet<string> {
  kindLabels ??= [...new Set([...knowledge.kinds.values()].map((k) => k.label.toLowerCase()))];
  return new Set(kindLabels);
}

/**
 * An ingredient as the menu meant it: the name itself when it is a kind's own name, or when no
 * one kind's name is within a letter or two of it; else that kind's name ("apricat", "orange
 * pect", and "fark rum", which the matcher would read as any rum).
 */
function putRight(name: string): string {
  const known = putRightCache.get(name);
  if (known !== undefined) return known;
  const answer = nearestKindName(name);
  // Kept per name for the process, as a reading is asked for again while its owner waits; bounded.
  if (putRightCache.size >= PUT_RIGHT_CACHE) putRightCache.clear();
  putRightCache.set(name, answer);
  return answer;
}

const PUT_RIGHT_CACHE = 10_000;
const putRightCache = new Map<string, string>();

function nearestKindName(name: string): string {
  const key = name.toLowerCase();
  const limit = allowedEdits(key.length);
  if (limit === 0 || key.length > 40 || labels().has(key)) return name;
  let best: { label: string; distance: number } | null = null;
  let tied = false;
  for (const label of kindLabels!) {
    const distance = editDistance(key, label, limit);
    if (distance > limit) continue;
    if (best === null || distance < best.distance) [best, tied] = [{ label, distance }, false];
    else if (distance === best.distance) tied = true;
  }
  if (best === null || tied) return name;
  // A name the matcher reads already is put right only into a narrower kind ("fark rum", read as any rum).
  const kind = describeName(name).kind;
  const bestKind = describeName(best.label).kind;
  return kind === null || (bestKind !== null && knowledge.kinds.get(bestKind)?.ancestorSet.has(kind) === true && bestKind !== kind) ? best.label : name;
}

/** Words that make what comes before them into another thing ("raspberry syrup", "coconut cream"), never an ingredient after a lost comma. */
const FORM_WORDS = /^(?:syrup|juice|liqueur|cordial|pur[ée]e|water|soda|bitters|leaves|peel|zest|twist|wedges?|cream|tea|beer|wine|shrub|foam|salt|sugar)$/i;

/** Whether two kinds are one, or one is the other's ancestor ("blanco" and "tequila"). */
function related(a: string, b: string): boolean {
  return a === b || knowledge.kinds.get(a)?.ancestorSet.has(b) === true || knowledge.kinds.get(b)?.ancestorSet.has(a) === true;
}

/**
 * A part as the ingredients it names: two that OCR ran together where it lost the separator
 * ("pear cinnamon", which the matcher reads as pear alone), when each half is a kind of its own
 * and the whole is no kind's name; else the part put right. "Simple syrup", "blanco tequila"
 * and "raspberry syrup" stay whole: their halves are one kind and its family, or the whole is a
 * kind of its own.
 */
function unjoined(part: string, depth = 0): string[] {
  const one = putRight(part);
  const words = part.split(" ");
  if (depth > 2 || words.length < 2 || words.length > MAX_INGREDIENT_WORDS || labels().has(one.toLowerCase())) return [one];
  const whole = describeName(one).kind;
  for (let at = 1; at < words.length; at++) {
    const [first, second] = [putRight(words.slice(0, at).join(" ")), words.slice(at).join(" ")];
    const [firstKind, secondKind] = [describeName(first).kind, describeName(putRight(second)).kind];
    if (firstKind === null || secondKind === null || related(firstKind, secondKind)) continue;
    if (whole !== null && whole !== firstKind && whole !== secondKind) continue;
    if (FORM_WORDS.test(second)) continue;
    return [first, ...unjoined(second, depth + 1)];
  }
  return [one];
}

/**
 * The ingredients a description lists, or [] when it is prose ("Bright and bitter, a house
 * favourite"): at least two parts, and two thirds of them, must be names the matcher knows.
 */
export function readIngredients(description: string): MenuIngredient[] {
  const parts = description
    .split(SEPARATORS)
    .map((part) => part.replace(/^[\s.]+|[\s.]+$/g, ""))
    .filter((part) => /\p{L}/u.test(part));
  const read = parts
    .map(splitAmount)
    .flatMap(({ name, amount }) => unjoined(isAllCaps(name) ? name.toLowerCase() : name).map((one, i) => ({ name: one, amount: i === 0 ? amount : null })));
  const ingredients = read.filter((ingredient) => understood(ingredient.name));
  if (ingredients.length < 2 || ingredients.length < parts.length * LIST_SHARE) return [];
  return ingredients;
}
