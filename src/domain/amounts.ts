/**
 * Recipe amounts as a bartender reads them: "45 ml", "1½ oz", "2 dashes", "1 egg white",
 * "2–3 dashes". What cannot be read with confidence stays as written (`unparsed`), so a
 * scaled or converted recipe never shows a wrong figure, only an unscaled one.
 *
 * Conventions (the figures the pages quote):
 * - 1 oz = 30 ml, the bar's jigger convention (45 ml ↔ 1½ oz ↔ 4.5 cl).
 * - Converted oz are rounded to ¼, ⅓, ½, ¾; converted ml to 5 ml above 20 ml and to 2.5 ml
 *   up to 20 ml; converted cl to 0.5 cl above 2 cl and 0.25 cl up to 2 cl. An amount shown
 *   in the unit it was written in is only scaled, never rounded to those steps.
 * - Below ¼ oz, an oz reading is given in teaspoons (nobody pours ⅙ oz).
 * - Dashes, barspoons, spoons and pieces are not converted: they are how the drink is measured.
 *
 * Amounts come from pasted files too, so reading one takes time in proportion to its length:
 * spaces are squashed to one first, and no pattern has two runs that could take the same
 * characters (src/domain/import/limits.ts counts what each looks at).
 */
import { amountWordsFor, type AmountWords } from "./amount-words";
import { countSteps } from "./import/limits";

export type VolumeUnit = "ml" | "cl" | "oz" | "l";
export type Unit =
  | VolumeUnit
  | "dash"
  | "drop"
  | "barspoon"
  | "tsp"
  | "tbsp"
  | "cup"
  | "splash"
  | "pinch"
  | "part"
  | "g"
  | "cm"
  | "piece";

export type UnitSystem = "ml" | "cl" | "oz";
export const UNIT_SYSTEMS: readonly UnitSystem[] = ["ml", "cl", "oz"];

/** An amount read as a number (or a range) of a unit. */
export interface MeasuredAmount {
  quantity: number;
  /** The upper end of a range ("2–3 dashes"), else absent. */
  max?: number;
  unit: Unit;
  /**
   * Words after the unit, kept as written ("sugar" in "1 tsp sugar"); for a piece, what is
   * counted ("egg white", "mint leaves").
   */
  what?: string;
  /** "optional", when the amount said so. */
  note?: string;
}

/** An amount kept as written: "top up", "to taste", "a few". */
export interface UnparsedAmount {
  text: string;
  unparsed: true;
  /** "top up" and its kin: filled to the glass, so neither scaled nor counted in a batch's volume. */
  topUp?: true;
}

export type Amount = MeasuredAmount | UnparsedAmount;

export function isMeasured(amount: Amount): amount is MeasuredAmount {
  return !("unparsed" in amount);
}

/** Millilitres in one unit, for the units that have a fixed volume. */
const ML_PER_UNIT: Partial<Record<Unit, number>> = {
  ml: 1,
  cl: 10,
  oz: 30,
  l: 1000,
  // A dash from a bitters bottle is close to 1 ml; a drop a twentieth of that.
  dash: 0.9,
  drop: 0.05,
  barspoon: 5,
  tsp: 5,
  tbsp: 15,
  cup: 240,
};

/** Spellings of each unit, singular and plural, lower case. */
const UNIT_WORDS: Record<string, Unit> = {};
/** The same, keyed without spaces and dots ("fl. oz" → "floz"), to look a matched spelling up. */
const UNIT_BY_KEY = new Map<string, Unit>();
const unitKey = (word: string) => word.replace(/[\s.-]/g, "");
function spell(unit: Unit, ...words: string[]): void {
  for (const w of words) {
    UNIT_WORDS[w] = unit;
    UNIT_BY_KEY.set(unitKey(w), unit);
  }
}
spell("ml", "ml", "mls", "milliliter", "milliliters", "millilitre", "millilitres");
spell("cl", "cl", "cls", "centiliter", "centiliters", "centilitre", "centilitres");
spell("l", "l", "liter", "liters", "litre", "litres");
spell("oz", "oz", "ozs", "ounce", "ounces", "fl oz", "fl. oz", "fluid ounce", "fluid ounces", "fl.oz");
spell("dash", "dash", "dashes", "ds");
spell("drop", "drop", "drops");
spell("barspoon", "barspoon", "barspoons", "bar spoon", "bar spoons", "bar-spoon", "bar-spoons", "bsp");
spell("tsp", "tsp", "tsps", "teaspoon", "teaspoons");
spell("tbsp", "tbsp", "tbsps", "tbs", "tablespoon", "tablespoons");
spell("cup", "cup", "cups");
spell("splash", "splash", "splashes");
spell("pinch", "pinch", "pinches");
spell("part", "part", "parts");
spell("g", "g", "gram", "grams", "gr");
spell("cm", "cm");

/** Longest spellings first, so "fl oz" wins over a bare word and "bar spoon" over "bar". */
const UNIT_PATTERN = Object.keys(UNIT_WORDS)
  .sort((a, b) => b.length - a.length)
  .map((w) => w.replace(/[.]/g, "\\.").replace(/ /g, "\\s*"))
  .join("|");

const NUMBER_WORDS: Record<string, number> = {
  a: 1,
  an: 1,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  half: 0.5,
};

const VULGAR_FRACTIONS: Record<string, string> = {
  "¼": "1/4",
  "½": "1/2",
  "¾": "3/4",
  "⅓": "1/3",
  "⅔": "2/3",
  "⅛": "1/8",
  "⅜": "3/8",
  "⅝": "5/8",
  "⅞": "7/8",
  "⅙": "1/6",
  "⅚": "5/6",
  "⅕": "1/5",
};

/**
 * Amounts that mean "fill the glass with it": "top up", "to top", "top with soda", "fill",
 * "top with soda (about 2 oz)". Read on normalised text (one space between words).
 */
function isTopUp(s: string): boolean {
  countSteps(s.length);
  let at = s.startsWith("to ") && /^to (?:top|fill)/.test(s) ? 3 : 0;
  const word = /^(?:top|fill)/.exec(s.slice(at, at + 4));
  if (!word) return false;
  at += word[0].length;
  const more = /^ ?(?:up|off)/.exec(s.slice(at, at + 4));
  if (more) at += more[0].length;
  const rest = s.slice(at);
  if (rest === "" || /^ ?\(.*\)$/.test(rest)) return true;
  if (!/^ with\b/.test(rest)) return false;
  // " with" and words without a figure, then perhaps a bracketed note (which may hold one: "(about 2 oz)")
  const words = rest.slice(5);
  const figure = words.search(/\d/);
  return figure === -1 || (words.endsWith(")") && words.indexOf("(") !== -1 && words.indexOf("(") < figure);
}

// "1 1/2" before "1/2" before "1.5", so a mixed number is read whole.
const NUMBER = String.raw`(?:\d+\s+\d+/\d+|\d+/\d+|\d+(?:\.\d+)?)`;
const WORD_NUMBER = String.raw`(?:${Object.keys(NUMBER_WORDS).join("|")})\b`;
const QUANTITY = `(?:${NUMBER}|${WORD_NUMBER})`;
const RANGE_SEPARATOR = String.raw`\s*(?:-|to|or)\s*`;
const AMOUNT_PATTERN = new RegExp(
  String.raw`^(${QUANTITY})(?:${RANGE_SEPARATOR}(${NUMBER}))?\s*(?:(${UNIT_PATTERN})(?![a-z]))?\.?\s*(.*)$`,
);
const BARE_UNIT = new RegExp(`^(?:${UNIT_PATTERN})(?![a-z])`);
/** How deep "15 ml (½ oz)" is read inside itself: one spelling in brackets may hold two ("(½ oz / 1 tbsp)"), no deeper. */
const MAX_DUAL_DEPTH = 2;

function normalise(text: string): string {
  countSteps(text.length * 8);
  let s = text.trim().toLowerCase().replace(/\s+/g, " ");
  s = s.replace(/[\u2044\u2215]/g, "/").replace(/[\u2012-\u2015\u2212]/g, "-");
  // "1½" and "1 ½" → "1 1/2"; a lone "½" → "1/2"
  s = s.replace(/(\d?)\s*([¼½¾⅓⅔⅛⅜⅝⅞⅙⅚⅕])/g, (_m, whole: string, glyph: string) =>
    whole ? `${whole} ${VULGAR_FRACTIONS[glyph]}` : VULGAR_FRACTIONS[glyph]!,
  );
  s = s.replace(/(\d),(\d)/g, "$1.$2"); // 1,5 cl
  s = s.replace(/\bhalf an? /, "1/2 ").replace(/^an? (?=half\b)/, "");
  return s;
}

function readNumber(token: string): number | null {
  if (token in NUMBER_WORDS) return NUMBER_WORDS[token]!;
  let total = 0;
  for (const part of token.split(/\s+/)) {
    const fraction = part.match(/^(\d+)\/(\d+)$/);
    if (fraction) {
      const denominator = Number(fraction[2]);
      if (denominator === 0) return null;
      total += Number(fraction[1]) / denominator;
    } else {
      total += Number(part);
    }
  }
  return Number.isFinite(total) ? total : null;
}

/** Reads one amount; anything not understood with confidence comes back as written. */
export function parseAmount(text: string): Amount {
  return readAmount(text, 0);
}

function readAmount(text: string, depth: number): Amount {
  const asWritten: UnparsedAmount = { text: text.trim(), unparsed: true };
  const s = normalise(text);
  if (s === "") return asWritten;
  if (isTopUp(s)) return { ...asWritten, topUp: true };

  const dual = depth < MAX_DUAL_DEPTH ? readDualMeasure(s, depth) : null;
  if (dual) return dual;
  countSteps(s.length * 6);

  let rest = s;
  let note: string | undefined;
  const optional = rest.match(/\s*\(?\s*optional\s*\)?$/);
  if (optional && optional.index! > 0) {
    note = "optional";
    rest = rest.slice(0, optional.index);
  }
  // A bare unit is one of it: "dash", "a splash".
  if (BARE_UNIT.test(rest)) rest = `1 ${rest}`;

  const m = rest.match(AMOUNT_PATTERN);
  if (!m) return asWritten;
  const [, quantityText, maxText, unitText, tail] = m;
  const quantity = readNumber(quantityText!);
  const max = maxText ? readNumber(maxText) : null;
  if (quantity === null || quantity <= 0 || (maxText && (max === null || max <= quantity))) return asWritten;
  const what = tail!.trim();
  // Words only after the number: digits, brackets or a "×" there are a second measure we did not understand.
  if (/[\d()[\]/=+*×]|\bx\b/.test(what)) return asWritten;
  // "a few dashes", "a couple of", a lone "half": no number we can scale.
  if (/^(?:few|couple|little|bit|some|more|less)\b/.test(what)) return asWritten;
  if (!unitText && NUMBER_WORDS[quantityText!] !== undefined && what === "") return asWritten;
  const unit: Unit = unitText ? UNIT_BY_KEY.get(unitKey(unitText))! : "piece";
  const amount: MeasuredAmount = { quantity, unit };
  if (max !== null) amount.max = max;
  if (what !== "") amount.what = asTyped(text, what);
  if (note) amount.note = note;
  return amount;
}

/** The trailing words as the user typed them ("Angostura", not "angostura"). */
function asTyped(original: string, lowered: string): string {
  const typed = original.trim().replace(/\s+/g, " ").replace(/\s*\(?\s*optional\s*\)?$/i, "");
  const end = typed.slice(typed.length - lowered.length);
  return end.toLowerCase() === lowered ? end : lowered;
}

/** "15 ml (½ oz)" and "1 oz / 30 ml" as their two halves (of normalised text: one space between words), or null. */
function twoSpellings(s: string): [string, string] | null {
  countSteps(s.length * 2);
  const open = s.indexOf("(", 1);
  if (open !== -1 && open < s.length - 2 && s.endsWith(")")) return [s.slice(0, open).trimEnd(), s.slice(open + 1, -1)];
  const slash = s.indexOf(" / ");
  if (slash > 0 && slash + 3 < s.length) return [s.slice(0, slash), s.slice(slash + 3)];
  return null;
}

/** "15 ml (½ oz)", "1 oz / 30 ml": two spellings of one volume; trust the first when they agree. */
function readDualMeasure(s: string, depth: number): MeasuredAmount | null {
  const halves = twoSpellings(s);
  if (!halves) return null;
  const first = readAmount(halves[0], depth + 1);
  const second = readAmount(halves[1], depth + 1);
  if (!isMeasured(first) || !isMeasured(second) || first.what || second.what) return null;
  const a = toMl(first);
  const b = toMl(second);
  if (a === null || b === null) return null;
  return Math.abs(a - b) <= 0.12 * Math.max(a, b) ? first : null;
}

/** The volume of an amount in ml (its lower end for a range), or null when it has none we can know. */
export function toMl(amount: Amount): number | null {
  if (!isMeasured(amount)) return null;
  const perUnit = ML_PER_UNIT[amount.unit];
  return perUnit === undefined ? null : amount.quantity * perUnit;
}

/** The amount for `servings` drinks. Amounts kept as written are kept as written. */
export function scaleAmount(amount: Amount, servings: number): Amount {
  if (!isMeasured(amount)) return amount;
  const scaled: MeasuredAmount = { ...amount, quantity: amount.quantity * servings };
  if (amount.max !== undefined) scaled.max = amount.max * servings;
  return scaled;
}

const FRACTION_GLYPHS: [number, string][] = [
  [1 / 8, "⅛"],
  [1 / 6, "⅙"],
  [1 / 4, "¼"],
  [1 / 3, "⅓"],
  [3 / 8, "⅜"],
  [1 / 2, "½"],
  [5 / 8, "⅝"],
  [2 / 3, "⅔"],
  [3 / 4, "¾"],
  [5 / 6, "⅚"],
  [7 / 8, "⅞"],
];

/** 1.5 → "1½", 0.75 → "¾", 2 → "2"; a value no glyph fits is written as a decimal. */
export function formatFraction(value: number): string {
  const whole = Math.floor(value + 1e-9);
  const part = value - whole;
  if (part < 0.01) return String(whole);
  if (part > 0.99) return String(whole + 1);
  const glyph = FRACTION_GLYPHS.find(([f]) => Math.abs(f - part) < 0.01)?.[1];
  if (!glyph) return formatDecimal(value);
  return whole === 0 ? glyph : `${whole}${glyph}`;
}

function formatDecimal(value: number): string {
  return String(Math.round(value * 100) / 100);
}

/** Oz as a bartender pours them: whole ounces plus ¼, ⅓, ½ or ¾. */
export function roundToBarFraction(oz: number): number {
  const whole = Math.floor(oz);
  const candidates = [0, 1 / 4, 1 / 3, 1 / 2, 3 / 4, 1].map((f) => whole + f);
  let best = candidates[0]!;
  for (const c of candidates) if (Math.abs(c - oz) < Math.abs(best - oz) - 1e-9) best = c;
  return best;
}

export function roundMl(ml: number): number {
  if (ml > 20) return Math.round(ml / 5) * 5;
  if (ml >= 2.5) return Math.round(ml / 2.5) * 2.5;
  return Math.max(0.5, Math.round(ml * 2) / 2);
}

export function roundCl(cl: number): number {
  if (cl > 2) return Math.round(cl * 2) / 2;
  return Math.max(0.25, Math.round(cl * 4) / 4);
}


/** Nouns counted in a recipe that have no plural of their own. */
const MASS_NOUNS = new Set(["mint", "sugar", "salt", "ice", "water", "soda", "juice", "syrup", "cream", "honey", "zest", "basil"]);

/** "egg white" → "egg whites", "leaf" → "leaves", "cherry" → "cherries"; plurals and mass nouns stay. */
export function pluralise(noun: string): string {
  const m = noun.match(/^(.*?)([a-z]+)$/);
  if (!m) return noun;
  const head = m[1]!;
  const last = m[2]!;
  if (MASS_NOUNS.has(last) || (/[^s]s$/.test(last) && !/(?:ss|us|is)$/.test(last)) || /(?:ies|ves)$/.test(last)) return noun;
  if (/(?:leaf|half)$/.test(last)) return head + last.slice(0, -1) + "ves";
  if (/[^aeiou]y$/.test(last)) return head + last.slice(0, -1) + "ies";
  if (/(?:s|x|z|ch|sh)$/.test(last)) return `${head}${last}es`;
  return `${head}${last}s`;
}

function numberFor(unit: Unit, value: number, converted: boolean, decimalSign: AmountWords["decimalSign"]): string {
  const decimal = (v: number) => formatDecimal(v).replace(".", decimalSign);
  if (unit === "ml") return converted ? decimal(roundMl(value)) : decimal(Math.round(value * 2) / 2);
  if (unit === "cl") return converted ? decimal(roundCl(value)) : decimal(value);
  if (unit === "oz") return formatFraction(converted ? roundToBarFraction(value) : value).replace(".", decimalSign);
  if (unit === "dash" || unit === "drop") return String(Math.max(1, Math.round(value)));
  if (unit === "l" || unit === "g" || unit === "cm") return decimal(value);
  return formatFraction(Math.round(value * 12) / 12).replace(".", decimalSign);
}

function label(unit: Unit, value: number, what: string | undefined, words: AmountWords): string {
  const plural = value > 1;
  if (unit === "piece") return what ? (plural ? pluralise(what) : what) : "";
  const word = words.units[unit][plural ? 1 : 0];
  return what ? `${word} ${what}` : word;
}

/** Which unit and value an amount is shown in for a unit system; null when it keeps its own. */
function convertFor(amount: MeasuredAmount, value: number, system: UnitSystem): { unit: Unit; value: number } | null {
  const isVolume = amount.unit === "ml" || amount.unit === "cl" || amount.unit === "oz" || amount.unit === "l";
  if (!isVolume || amount.unit === system) return null;
  const ml = value * ML_PER_UNIT[amount.unit]!;
  if (system === "oz" && ml < 7.5) return { unit: "tsp", value: Math.max(0.25, Math.round((ml / 5) * 4) / 4) };
  return { unit: system, value: ml / ML_PER_UNIT[system]! };
}

/** The amount as a bartender would read it in ml, cl or oz, in the decimals and unit words of the page's language. */
export function formatAmount(amount: Amount, system: UnitSystem, language = "en"): string {
  if (!isMeasured(amount)) return amount.text;
  const sayings = amountWordsFor(language);
  const low = convertFor(amount, amount.quantity, system) ?? { unit: amount.unit, value: amount.quantity };
  const converted = low.unit !== amount.unit;
  let figure = numberFor(low.unit, low.value, converted, sayings.decimalSign);
  let top = low.value;
  if (amount.max !== undefined) {
    const high = convertFor(amount, amount.max, system) ?? { unit: amount.unit, value: amount.max };
    const highFigure = numberFor(high.unit, high.value, converted, sayings.decimalSign);
    if (highFigure !== figure) figure = `${figure}–${highFigure}`;
    top = high.value;
  }
  const words = label(low.unit, top, amount.what, sayings);
  const text = words ? `${figure} ${words}` : figure;
  return amount.note ? `${text} (${amount.note})` : text;
}
