// A description that lists ingredients ("gin, Campari, sweet vermouth", "mezcal · lime ·
// agave") read into an ingredient list the matcher understands, amounts kept when written.
import { describeName, matchingVocabulary } from "@/domain/matching";
import { knowledge } from "@/domain/matching/knowledge";
import { lostThinLettersOnly, misreadingCost, SLIP } from "./ocr-confusions";
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
/** The most ingredients read out of one part whose separators OCR lost, and the most words such a part may have. */
const MAX_RUN_TOGETHER = 5;
const MAX_RUN_WORDS = 8;
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

/** Edits forgiven in an ingredient's name of this length: more on longer names, where a slip or two still leaves one word. */
export function allowedEdits(length: number): number {
  if (length <= 2) return 0;
  if (length <= 5) return 1;
  return length <= 9 ? 2 : 3;
}

/** Longer names than this are prose, never put right (which keeps the search bounded). */
const MAX_NAME_LENGTH = 40;

interface VocabularyEntry {
  key: string;
  phrase: string;
}

/** The matcher's vocabulary in lowercase, kinds' names and brands apart, grouped by length, to put right an ingredient OCR misread. */
let vocabulary: { kinds: Map<number, VocabularyEntry[]>; brands: Map<number, VocabularyEntry[]>; keys: Set<string> } | undefined;

function vocabularyByLength(): NonNullable<typeof vocabulary> {
  if (vocabulary) return vocabulary;
  const keys = new Set<string>();
  const group = (phrases: readonly string[]) => {
    const byLength = new Map<number, VocabularyEntry[]>();
    for (const phrase of phrases) {
      const key = phrase.toLowerCase();
      if (keys.has(key)) continue;
      keys.add(key);
      byLength.set(key.length, [...(byLength.get(key.length) ?? []), { key, phrase }]);
    }
    return byLength;
  };
  // A kind's name is written in lowercase, as in a recipe line; a brand keeps its own spelling.
  const kinds = group([...knowledge.kinds.values()].map((kind) => kind.label.toLowerCase()));
  vocabulary = { kinds, brands: group(matchingVocabulary()), keys };
  return vocabulary;
}

/** A name's digits, which a slip must leave alone: "No. 1" and "No. 3" are two things, not a misreading. */
const digitsOf = (text: string) => text.replace(/\D/g, "");

/**
 * The one entry nearest `key` within `limit` slips: null when none is, "tied" when two are as
 * near. OCR's usual misreadings count half a slip (ocr-confusions.ts): "campan" is Campari
 * ("ri" read as "n"), not the brand Sampan a whole letter away.
 */
function nearestEntry(key: string, limit: number, byLength: Map<number, VocabularyEntry[]>): VocabularyEntry | "tied" | null {
  const digits = digitsOf(key);
  const most = limit * SLIP;
  let best: { entry: VocabularyEntry; distance: number } | null = null;
  let tied = false;
  for (let length = key.length - 2 * limit; length <= key.length + 2 * limit; length++) {
    for (const entry of byLength.get(length) ?? []) {
      const distance = misreadingCost(key, entry.key, best === null ? most : best.distance);
      if (distance > most || (best !== null && distance > best.distance) || digitsOf(entry.key) !== digits) continue;
      if (best === null || distance < best.distance) [best, tied] = [{ entry, distance }, false];
      else tied = true;
    }
  }
  return tied ? "tied" : (best?.entry ?? null);
}

/**
 * The one vocabulary phrase nearest a name, within the edits its length allows; null when
 * none is, or when two are as near (never a guess between two). Kinds' names come first, as
 * menus list kinds; a brand is taken only a slip nearer, since brands are many and often a
 * few letters from a kind.
 */
export function nearestVocabularyPhrase(name: string): string | null {
  const key = name.toLowerCase();
  const limit = allowedEdits(key.length);
  const { kinds, brands, keys } = vocabularyByLength();
  if (key.length > MAX_NAME_LENGTH || keys.has(key)) return null;
  if (limit === 0) return key.length === 2 ? shortWordWithThinLettersLost(key, kinds) : null;
  const kind = nearestEntry(key, limit, kinds);
  if (kind === "tied") return null;
  if (kind !== null) return kind.phrase;
  const brand = limit > 1 ? nearestEntry(key, limit - 1, brands) : null;
  return brand === null || brand === "tied" ? null : brand.phrase;
}

/**
 * A word of two letters is put right only into the one kind it is with a thin letter or two
 * lost ("me" for lime, "gn" for gin), never through any other slip: it is too short to tell.
 */
function shortWordWithThinLettersLost(key: string, kinds: Map<number, VocabularyEntry[]>): string | null {
  const found = [3, 4].flatMap((length) => (kinds.get(length) ?? []).filter((entry) => lostThinLettersOnly(key, entry.key)));
  return found.length === 1 ? found[0]!.phrase : null;
}

/**
 * An ingredient as the menu meant it: the name itself when it is in the matcher's vocabulary,
 * or when no one phrase of it is near; else that phrase ("apricat", "orange pect", and "fark
 * rum", which the matcher would read as any rum).
 */
function putRight(name: string): string {
  const known = putRightCache.get(name);
  if (known !== undefined) return known;
  const answer = nearestKnownName(name);
  // Kept per name for the process, as a reading is asked for again while its owner waits; bounded.
  if (putRightCache.size >= PUT_RIGHT_CACHE) putRightCache.clear();
  putRightCache.set(name, answer);
  return answer;
}

const PUT_RIGHT_CACHE = 10_000;
const putRightCache = new Map<string, string>();

function nearestKnownName(name: string): string {
  const best = nearestVocabularyPhrase(name);
  if (best === null) return name;
  // A name the matcher reads already is put right only into a narrower kind ("fark rum", read as any rum).
  const kind = describeName(name).kind;
  const bestKind = describeName(best).kind;
  if (bestKind === null) return name;
  return kind === null || (knowledge.kinds.get(bestKind)?.ancestorSet.has(kind) === true && bestKind !== kind) ? best : name;
}

/** Whether a name is one of the matcher's vocabulary as it stands. */
function isVocabulary(name: string): boolean {
  return vocabularyByLength().keys.has(name.toLowerCase());
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
  if (depth > MAX_RUN_TOGETHER - 2 || words.length < 2 || words.length > MAX_RUN_WORDS || isVocabulary(one)) return [one];
  const whole = describeName(one).kind;
  for (let at = 1; at < words.length; at++) {
    const [first, second] = [putRight(words.slice(0, at).join(" ")), words.slice(at).join(" ")];
    const [firstKind, secondKind] = [describeName(first).kind, describeName(putRight(second)).kind];
    if (firstKind === null || secondKind === null || related(firstKind, secondKind)) continue;
    // The whole may read as a third thing ("white rum coconut" as coconut rum) unless it is one
    // of the halves or their family, or the first half is a whole name of its own words ("white rum").
    const firstIsName = at >= 2 && isVocabulary(first);
    if (whole !== null && !firstIsName && !related(whole, firstKind) && !related(whole, secondKind)) continue;
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
