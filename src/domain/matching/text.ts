// Text normalisation for ingredient and bar-item names: case, accents, punctuation,
// possessives, plurals and spelling variants. Pure and browser-safe.
import spellingData from "./data/spelling.json";

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

/**
 * "Bourbon or rye", "Cognac/brandy": the alternatives a name offers. A slash between
 * digits (1/2 oz) is an amount, not an alternative.
 */
export function splitAlternatives(folded: string): string[] {
  if (!folded.includes("or") && !folded.includes("/")) return [folded];
  const parts = folded.split(/\bor\b|(?<=[a-z)\]])\s*\/\s*(?=[a-z(\[])/);
  return parts.filter((p) => p.trim() !== "");
}

const isLetter = (c: number) => c >= 97 && c <= 122;
const isDigit = (c: number) => c >= 48 && c <= 57;

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

/** A name's normal tokens, one list per alternative it offers. */
export function tokenizeAlternatives(raw: string): string[][] {
  const out: string[][] = [];
  for (const part of splitAlternatives(dropExamples(foldText(raw)))) {
    const tokens = tokensOfFolded(part);
    if (tokens.length > 0) out.push(tokens);
  }
  return out;
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

/**
 * A folded name's normal tokens. Raw words are runs of letters or of digits (so "12yo" and "7up"
 * split), a possessive 's is dropped (Peychaud's), '&' and '+' read as "and", anything else
 * separates. One pass, no closures: this runs for every name never seen before.
 */
// Names reach the scanner as strings of many internal representations (sliced, joined, internalised,
// ...), which makes the lookup of `folded.charCodeAt` megamorphic and slow for every character;
// calling the one known function keeps it a plain character read.
const charCodeAt = String.prototype.charCodeAt;

function tokensOfFolded(folded: string): string[] {
  const out: string[] = [];
  let start = -1;
  let letters = false;
  const length = folded.length;
  for (let i = 0; i < length; i++) {
    const c = charCodeAt.call(folded, i);
    const letter = isLetter(c);
    if (letter || isDigit(c)) {
      if (start >= 0 && letter !== letters) { pushWord(out, folded.slice(start, i), letters); start = -1; }
      if (start < 0) { start = i; letters = letter; }
      continue;
    }
    if (c === 39 && start >= 0 && charCodeAt.call(folded, i + 1) === 115) {
      const after = charCodeAt.call(folded, i + 2);
      if (!isLetter(after) && !isDigit(after)) { pushWord(out, folded.slice(start, i), letters); start = -1; i += 1; continue; }
    }
    if (start >= 0) { pushWord(out, folded.slice(start, i), letters); start = -1; }
    if (c === 38 || c === 43) pushWord(out, "and", true);
  }
  if (start >= 0) pushWord(out, folded.slice(start), letters);
  return out;
}

/** Appends a raw word's normal token(s); numbers are never rewritten (nor cached). */
function pushWord(out: string[], word: string, letters: boolean): void {
  if (!letters) { out.push(word); return; }
  for (const t of normaliseWord(word)) out.push(t);
}
