// Text normalisation for ingredient and bar-item names: case, accents, punctuation,
// possessives, plurals and spelling variants. Pure and browser-safe.
import spellingData from "./data/spelling.json";
import germanNames from "./data/names/de.json";
import frenchNames from "./data/names/fr.json";
import spanishNames from "./data/names/es.json";
import italianNames from "./data/names/it.json";

interface SpellingFile {
  irregular: Record<string, string>;
  keepPlural: string[];
  rewrite: Record<string, string>;
}

const spelling = spellingData as SpellingFile;
const IRREGULAR = new Map(Object.entries(spelling.irregular));
const KEEP_PLURAL = new Set(spelling.keepPlural);
const REWRITE = new Map(Object.entries(spelling.rewrite).map(([k, v]) => [k, v.split(" ")]));

/** Letters that NFKD does not split into a base letter and a mark. */
const SPECIAL_LETTERS: Record<string, string> = {
  "ø": "o", "æ": "ae", "œ": "oe", "ß": "ss", "ł": "l", "đ": "d", "ı": "i", "þ": "th", "ð": "d",
};

/** Lower case, accents removed, apostrophes unified. */
export function foldText(raw: string): string {
  const lower = raw.toLowerCase();
  if (!/[^\x00-\x7f]/.test(lower)) return lower;
  return lower
    .normalize("NFKD")
    .replace(/\p{M}+/gu, "")
    .replace(/[øæœßłđıþð]/g, (c) => SPECIAL_LETTERS[c] ?? c)
    .replace(/[\u2018\u2019\u201b\u2032\u00b4`]/g, "'");
}

// "or" as the other languages of data/names write it ("oder", "ou", "o"), alone between words
// (an "o" elsewhere is a letter of a name: "O'Reilly"), and with "and" before a slash ("und/oder").
const FOREIGN_OR = [germanNames, frenchNames, spanishNames, italianNames].map((file) => foldText(file.or));
const FOREIGN_OR_WORD = new RegExp(`(?<=\\s)(?:${FOREIGN_OR.join("|")})(?=\\s)`, "g");
const FOREIGN_AND_OR = new RegExp(`(?<=\\s)(?:und|et|y|e)\\s*/\\s*(?:${FOREIGN_OR.join("|")})(?=\\s)`, "g");

/** A name's "or" in another language, written as "or". */
function withEnglishOr(folded: string): string {
  return folded.replace(FOREIGN_AND_OR, "or").replace(FOREIGN_OR_WORD, "or");
}

/**
 * "Bourbon or rye", "Cognac/brandy", "Bourbon oder Rye": the alternatives a name offers. A slash
 * between digits (1/2 oz) is an amount, not an alternative.
 */
export function splitAlternatives(foldedName: string): string[] {
  const folded = withEnglishOr(foldedName);
  if (!/\bor\b|\//.test(folded)) return [folded];
  const parts = folded.replace(/\band\s*\/\s*or\b/g, " or ").split(/\bor\b|(?<=[a-z)\]])\s*\/\s*(?=[a-z(\[])/);
  return parts.filter((p) => p.trim() !== "");
}

/** An item of a comma list: a few words of letters, no amount and no other punctuation. */
const LIST_ITEM = /^\s*[a-z][a-z' -]*$/;
const LIST_ITEM_MAX_WORDS = 4;

/**
 * "Rye, bourbon or Canadian whisky", "Gin, vodka and/or white rum": commas before a last item
 * offering "or" (or "and/or", "/") list alternatives. Only the shape is checked here: every item
 * before the last comma is a few plain words. "Sugar, white or brown" has the same shape with a
 * note after its comma, so the caller also checks that every item names something. Null when
 * the name is not shaped as a list ("Gin, preferably London dry", "Sugar, 1 cube").
 */
export function splitCommaList(folded: string): string[] | null {
  if (!folded.includes(",")) return null;
  const items = folded.split(",");
  const last = items.pop()!;
  const lastAlternatives = splitAlternatives(last);
  if (lastAlternatives.length < 2) return null;
  for (const item of items) {
    if (!LIST_ITEM.test(item) || item.trim().split(/\s+/).length > LIST_ITEM_MAX_WORDS) return null;
  }
  return [...items, ...lastAlternatives];
}


function singular(word: string): string {
  if (word.length < 4 || !/^[a-z]+$/.test(word)) return word;
  if (word.length > 4 && word.endsWith("ies")) return word.slice(0, -3) + "y";
  if (/(ss|us|is)$/.test(word)) return word;
  if (/(sses|shes|ches|xes|zes)$/.test(word)) return word.slice(0, -2);
  if (word.endsWith("s")) return word.slice(0, -1);
  return word;
}

const wordCache = new Map<string, readonly string[]>();
const WORD_CACHE_LIMIT = 50_000;

/** One raw word of letters to its normal token(s): irregular plural, singular, then spelling variant. */
function normaliseWord(word: string): readonly string[] {
  const cached = wordCache.get(word);
  if (cached) return cached;
  const base = IRREGULAR.get(word) ?? (KEEP_PLURAL.has(word) ? word : singular(word));
  const out = REWRITE.get(base) ?? REWRITE.get(word) ?? [base];
  if (wordCache.size >= WORD_CACHE_LIMIT) wordCache.clear();
  wordCache.set(word, out);
  return out;
}

/**
 * A name's normal tokens, one list per alternative it offers, and for each whether its last word
 * is written in the plural ("Navel Oranges"): the tokens themselves are singular. With
 * `commaList`, a name shaped as a comma list of alternatives is read as one (see splitCommaList);
 * `listed` says whether it was.
 */
export function readAlternatives(raw: string, commaList = false): { tokens: string[][]; plural: boolean[]; listed: boolean } {
  const tokens: string[][] = [];
  const plural: boolean[] = [];
  const folded = dropExamples(foldText(raw));
  const listItems = commaList ? splitCommaList(folded) : null;
  for (const part of listItems ?? splitAlternatives(folded)) {
    const partTokens = tokensOfFolded(part);
    if (partTokens.length === 0) continue;
    tokens.push(partTokens);
    plural.push(endsInPlural(part));
  }
  return { tokens, plural, listed: listItems !== null };
}

/** Whether the last word of letters in a folded text is a plural the tokens make singular. */
function endsInPlural(folded: string): boolean {
  let end = folded.length;
  while (end > 0 && !isLetter(codeAt(folded, end - 1))) end--;
  if (end === 0 || codeAt(folded, end - 1) !== LETTER_S) return false;
  let start = end - 1;
  while (start > 0 && isLetter(codeAt(folded, start - 1))) start--;
  const word = sliceOf(folded, start, end);
  return normaliseWord(word)[0] !== word;
}

/**
 * "Grapefruit soda (e.g. Squirt)", "aged rum, ideally El Dorado 12", "Squirt or similar":
 * an example or a preference is not a requirement, so it is dropped.
 */
export function dropExamples(folded: string): string {
  if (!/\b(?:e\s?\.?\s?g|such as|for example|for instance|preferably|ideally|we like|i like|we use|recommended|similar|equivalent)\b/.test(folded)) return folded;
  return folded
    .replace(/\s*[(\[,;:\u2013\u2014-]\s*(?:e\s?\.?\s?g\b\.?|such as|for example|for instance|preferably|ideally|we like|i like|we use|recommended)\b[^)\]]*[)\]]?/g, " ")
    .replace(/\s+or\s+(?:something\s+)?(?:similar|equivalent)\b.*$/, " ");
}

/** A single phrase's normal tokens (no alternatives): used for the data tables. */
export function tokenizePhrase(raw: string): string[] {
  return tokensOfFolded(foldText(raw));
}

const isLetter = (code: number) => code >= 97 && code <= 122; // a-z
const isDigit = (code: number) => code >= 48 && code <= 57; // 0-9
const APOSTROPHE = 39;
const LETTER_S = 115;

// Speed, in one place: names reach the scanner as strings of several internal representations
// (joined, sliced, read from JSON, lower-cased or left as they were). A string method looked up at
// one place in the code on all of them goes through V8's slow megamorphic lookup, here for every
// character: some 30 M of the worst case's 250 M instructions under callgrind. Named in full, the
// method is found without that lookup.
function codeAt(text: string, at: number): number {
  return String.prototype.charCodeAt.call(text, at);
}

function sliceOf(text: string, from: number, to?: number): string {
  return String.prototype.slice.call(text, from, to);
}

/** Whether a normal token is a number: tokens are runs of letters or of digits, so its first character says which. */
export function isNumberToken(token: string): boolean {
  return isDigit(codeAt(token, 0));
}

/**
 * A folded name's normal tokens. Raw words are runs of letters or of digits (so "12yo" and "7up"
 * split), a possessive 's is dropped (Peychaud's), '&' and '+' read as "and", anything else
 * separates.
 */
function tokensOfFolded(folded: string): string[] {
  const tokens: string[] = [];
  let wordStart = -1;
  let inLetters = false;
  const length = folded.length;
  for (let i = 0; i < length; i++) {
    const code = codeAt(folded, i);
    const letter = isLetter(code);
    if (letter || isDigit(code)) {
      if (wordStart >= 0 && letter !== inLetters) {
        pushWord(tokens, sliceOf(folded, wordStart, i), inLetters);
        wordStart = -1;
      }
      if (wordStart < 0) {
        wordStart = i;
        inLetters = letter;
      }
      continue;
    }
    if (wordStart >= 0) {
      pushWord(tokens, sliceOf(folded, wordStart, i), inLetters);
      wordStart = -1;
      const after = codeAt(folded, i + 2);
      if (code === APOSTROPHE && codeAt(folded, i + 1) === LETTER_S && !isLetter(after) && !isDigit(after)) {
        i += 1; // the possessive 's
        continue;
      }
    }
    if (code === 38 || code === 43) tokens.push("and"); // & +
  }
  if (wordStart >= 0) pushWord(tokens, sliceOf(folded, wordStart), inLetters);
  return tokens;
}

/** Appends a raw word's normal token(s); numbers are never rewritten. */
function pushWord(tokens: string[], word: string, letters: boolean): void {
  if (!letters) tokens.push(word);
  else for (const token of normaliseWord(word)) tokens.push(token);
}
