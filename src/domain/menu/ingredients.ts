// A description that lists ingredients ("gin, Campari, sweet vermouth", "mezcal · lime ·
// agave") read into an ingredient list the matcher understands, amounts kept when written.
import { describeName, matchingVocabulary } from "@/domain/matching";
import { knowledge } from "@/domain/matching/knowledge";
import { tokenizePhrase } from "@/domain/matching/text";
import { lostThinLettersOnly, misreadingCost, SLIP, wholeSlips } from "./ocr-confusions";
import type { MenuIngredient } from "./types";
import { isAllCaps } from "./text";

/**
 * Commas, middle dots, "and"...; a full stop before the next word, as OCR often reads a comma
 * off a photo; and a mark standing alone between words, as it reads a middle dot or an "&"
 * ("nutmeg ¢ cream", "vermouth « cherry").
 */
const SEPARATORS = /\s*(?:[,;·•|+/]|\s-\s|(?<!\bno)\.\s|\band\b|\bwith\b|&|\s[^\p{L}\p{N}\s]{1,2}(?=\s))\s*/iu;
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
let vocabulary: { kinds: Map<number, VocabularyEntry[]>; otherNames: Map<number, VocabularyEntry[]>; brands: Map<number, VocabularyEntry[]>; keys: Set<string> } | undefined;

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
  const labels = [...knowledge.kinds.values()].map((kind) => kind.label.toLowerCase());
  const kinds = group(labels);
  // Then the shorter names the matcher reads a kind by, made of its labels' words, as menus write
  // them ("soda", "tonic"); not the other languages' and trades' names ("bier", which a misread
  // "tier" would become), nor numbered ones ("2:1 syrup"), as a slip must leave digits alone.
  const labelWords = new Set(labels.flatMap((label) => label.split(" ")));
  const shortNames = [...knowledge.lexicon]
    .filter(([phrase, entry]) => entry.kind !== undefined && /^[a-z]+(?: [a-z]+)*$/.test(phrase) && phrase.split(" ").every((word) => labelWords.has(word)))
    .map(([phrase]) => phrase);
  const otherNames = group(shortNames);
  vocabulary = { kinds, otherNames, brands: group(matchingVocabulary()), keys };
  return vocabulary;
}

/** A name's digits, which a slip must leave alone: "No. 1" and "No. 3" are two things, not a misreading. */
const digitsOf = (text: string) => text.replace(/\D/g, "");

/**
 * Whether a phrase of several words may be what a name of several words was read for, word by
 * word, as the phrase's length would forgive more than a short word may take: a word the
 * vocabulary has stays as it is ("gin cucumber" is no "mini cucumber"), a misread word is put
 * right within the slips its own length allows and half a slip more ("orange pect"). Words run
 * together or split ("whiterum") may differ by a slip in all, never by a word lost ("gn cucumber").
 */
function eachWordNear(key: string, phrase: string, keys: ReadonlySet<string>): boolean {
  const [read, meant] = [key.split(" "), phrase.split(" ")];
  if (read.length === 1 && meant.length === 1) return true;
  if (read.length !== meant.length) return misreadingCost(read.join(""), meant.join(""), SLIP) <= SLIP;
  return read.every((word, i) => {
    const other = meant[i]!;
    if (word === other) return true;
    if (keys.has(word)) return false;
    const limit = allowedEdits(word.length) * SLIP;
    return (word.length > 2 && misreadingCost(word, other, limit) <= limit) || lostThinLettersOnly(word, other);
  });
}

/**
 * The one entry nearest `key` within `limit` slips: null when none is, "tied" when two are as
 * near. OCR's usual misreadings count half a slip (ocr-confusions.ts): "campan" is Campari
 * ("ri" read as "n"), not the brand Sampan a whole letter away.
 */
function nearestEntry(key: string, limit: number, byLength: Map<number, VocabularyEntry[]>, keys: ReadonlySet<string>): VocabularyEntry | "tied" | null {
  const digits = digitsOf(key);
  const most = limit * SLIP;
  // Of the slips forgiven, one only (two in a long name) may be an edit OCR does not usually make.
  const unusualEdits = Math.max(1, limit - 1);
  let best: { entry: VocabularyEntry; distance: number } | null = null;
  let tied = false;
  for (let length = key.length - 2 * limit; length <= key.length + 2 * limit; length++) {
    for (const entry of byLength.get(length) ?? []) {
      const distance = misreadingCost(key, entry.key, best === null ? most : best.distance);
      if (distance > most || (best !== null && distance > best.distance) || digitsOf(entry.key) !== digits || !eachWordNear(key, entry.key, keys)) continue;
      if (wholeSlips(key, entry.key, unusualEdits) > unusualEdits) continue;
      if (best === null || distance < best.distance) [best, tied] = [{ entry, distance }, false];
      else tied = true;
    }
  }
  return tied ? "tied" : (best?.entry ?? null);
}

/**
 * The one vocabulary phrase nearest a name, within the edits its length allows; null when
 * none is, or when two are as near (never a guess between two). Kinds' names come first, as
 * menus list kinds, then the shorter names made of their words ("soda", "tonic"); a brand is
 * taken only a slip nearer, since brands are many and often a few letters from a kind.
 */
export function nearestVocabularyPhrase(name: string): string | null {
  const key = name.toLowerCase();
  const limit = allowedEdits(key.length);
  const { kinds, otherNames, brands, keys } = vocabularyByLength();
  if (key.length > MAX_NAME_LENGTH || keys.has(key)) return null;
  if (limit === 0) return key.length === 2 ? shortWordWithThinLettersLost(key, kinds) : null;
  for (const names of [kinds, otherNames]) {
    const kind = nearestEntry(key, limit, names, keys);
    if (kind === "tied") return null;
    if (kind !== null) return kind.phrase;
  }
  const brand = limit > 1 ? nearestEntry(key, limit - 1, brands, keys) : null;
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
  // A name the matcher reads already is put right only into a narrower kind ("fark rum", read as
  // any rum), or into a part of the produce it names ("orange pect", read as the orange itself).
  const kind = describeName(name).kind;
  const bestKind = describeName(best).kind;
  if (bestKind === null) return name;
  return kind === null || (bestKind !== kind && narrower(bestKind, kind)) ? best : name;
}

/** Whether one kind is a narrower kind of another, or cut from it (lime juice and lime). */
function narrower(kind: string, than: string): boolean {
  const known = knowledge.kinds.get(kind);
  return known !== undefined && (known.ancestorSet.has(than) || known.cutFrom === than);
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

/** The most words one ingredient of a run may have ("orange flower water"). */
const MAX_PHRASE_WORDS = 4;

/** Words that give a list its sense ("brandy or bourbon", "no ice"): never left out of a run as a misreading. */
const MEANINGFUL = /^(?:or|nor|no|not|non|without|zero|free|of|a|an|the)$/i;

/** A word the matcher knows nothing of, nor is it a misreading of one it knows: a smudge OCR read as letters ("mm!", "Nackperry"). */
function meaningless(word: string): boolean {
  if (/\d/.test(word) || MEANINGFUL.test(word)) return false;
  return describeName(word).kind === null && !knowledge.lexicon.has(tokenizePhrase(word).join(" ")) && putRight(word) === word;
}

interface Run {
  names: string[];
  kinds: string[];
  /** meaningless words left out */
  left: number;
}

/** Fewer words left out, then fewer ingredients (the longer names): "white rum" before "white" and "rum". */
const betterRun = (a: Run, b: Run | null) => b === null || a.left < b.left || (a.left === b.left && a.names.length < b.names.length);

/**
 * A run of words whose separators OCR lost, cut into names of the vocabulary (each put right on
 * its own: "psco srawberry hme" is pisco, strawberry and lime) with meaningless words left out:
 * the reading with the fewest words left out, then the fewest names. Two names in a row are
 * never one kind and its family ("blanco tequila" is one), and a form word ("syrup", "peel")
 * never stands alone after a name, which it makes into another thing. Null when no reading
 * covers the run. At most MAX_RUN_WORDS × MAX_PHRASE_WORDS phrases are looked up.
 */
function cutIntoNames(words: readonly string[]): Run | null {
  const best: (Run | null)[] = [{ names: [], kinds: [], left: 0 }, ...words.map(() => null)];
  for (let end = 1; end <= words.length; end++) {
    for (let start = Math.max(0, end - MAX_PHRASE_WORDS); start < end; start++) {
      const before = best[start];
      if (!before) continue;
      const text = words.slice(start, end).join(" ");
      const name = putRight(text);
      const kind = isVocabulary(name) ? describeName(name).kind : null;
      const last = before.kinds.at(-1);
      let next: Run | null = null;
      if (kind !== null && (last === undefined || !related(last, kind)) && !(last !== undefined && FORM_WORDS.test(text))) {
        next = { names: [...before.names, name], kinds: [...before.kinds, kind], left: before.left };
      } else if (end - start === 1 && kind === null && meaningless(text)) {
        next = { ...before, left: before.left + 1 };
      }
      if (next !== null && betterRun(next, best[end]!)) best[end] = next;
    }
  }
  return best[words.length]!;
}

/** Whether the matcher reads a name as a flavoured bottle ("pear vodka"), which names one thing, not two ("pear cinnamon" is no bottle). */
function flavouredBottle(name: string): boolean {
  const { kind, kindLabel } = describeName(name);
  return kind !== null && knowledge.alcoholic.has(kind) && kindLabel !== knowledge.kinds.get(kind)?.label;
}

/**
 * A run cut into names, when that reading is to be trusted over the whole: two names or more with
 * at most one word left out per two; or one name, a word at most left out, that the whole either is not read as at all or
 * is read as its broader kind ("suvet vermouth" as any vermouth: sweet vermouth).
 */
function trustedRun(words: readonly string[], one: string): string[] | null {
  const run = words.length <= MAX_RUN_WORDS ? cutIntoNames(words) : null;
  if (run === null) return null;
  const whole = describeName(one).kind;
  if (run.names.length >= 2) {
    return run.left * 2 > run.names.length ? null : run.names;
  }
  if (run.names.length === 1 && run.left <= 1 && (whole === null || (whole !== run.kinds[0] && narrower(run.kinds[0]!, whole)))) return run.names;
  return null;
}

/**
 * A part as the ingredients it names: names that OCR ran together where it lost the separators
 * (trustedRun); else two halves ("pear cinnamon", which the matcher reads as pear alone), when
 * each half is a kind of its own and the whole is no kind's name; else the part put right.
 * "Simple syrup", "blanco tequila" and "raspberry syrup" stay whole: their halves are one kind
 * and its family, or the whole is a kind of its own.
 */
function unjoined(part: string, depth = 0): string[] {
  const one = putRight(part);
  const words = part.split(" ");
  if (depth > MAX_RUN_TOGETHER - 2 || words.length < 2 || words.length > MAX_RUN_WORDS || isVocabulary(one)) return [one];
  // A flavoured bottle of its last word's kind ("pear vodka", "honey bourbon") is one thing; a
  // spirit before another ("gin Lillet") is no flavour of it.
  const last = describeName(words.at(-1)!).kind;
  const flavour = describeName(words.slice(0, -1).join(" ")).kind;
  const flavouredWhole = flavouredBottle(one) && last !== null && related(describeName(one).kind!, last) && (flavour === null || !knowledge.alcoholic.has(flavour));
  if (depth === 0) {
    const run = trustedRun(words, one);
    // A flavour word before a name of two words or more ("cucumber elderflower liqueur") is an ingredient of its own.
    if (run !== null && !(flavouredWhole && !run.at(-1)!.includes(" "))) return run;
  }
  if (flavouredWhole) return [one];
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

/**
 * Whether a text that opens with a capital is a list of ingredients all the same: a brand or a
 * proper name first ("Cynar, fino sherry & orange peel", "Japanese whisky, matcha & soda"),
 * with at least `least` ingredients the matcher knows, the first where the text begins.
 */
export function listsKnownIngredients(text: string, least: number): boolean {
  const first = text.split(SEPARATORS)[0]!.replace(/^[\s.]+|[\s.]+$/g, "");
  // The first part is a name of the vocabulary itself, or spelt otherwise ("Japanese whisky"): a
  // drink's name with a kind in it ("Black Russian — vodka") is not.
  if (first === text.trim()) return false;
  const near = nearestVocabularyPhrase(first);
  const kind = describeName(first).kind;
  if (!isVocabulary(putRight(first)) && (near === null || kind === null || describeName(near).kind !== kind)) return false;
  return readIngredients(text).length >= least;
}
