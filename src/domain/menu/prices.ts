// A price at a line's end, or a line that is only a price, kept as text with its currency.
import currencyData from "./data/currencies.json";

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const longestFirst = (list: string[]) => [...list].sort((a, b) => b.length - a.length);
const signs = longestFirst(currencyData.signs).map(escape).join("|");
const codes = longestFirst(currencyData.codes).map(escape).join("|");
const amount = String.raw`\d{1,4}(?:[.,]\d{1,2})?`;

/** "$14", "£12.50", "12 €", "14 EUR", "USD 9" or a bare "14" / "14.00". */
const PRICE = new RegExp(
  String.raw`(?:(?:${signs})\s?${amount}|(?:${codes})\s${amount}|${amount}\s?(?:${signs})|${amount}\s(?:${codes})|${amount})`,
  "i",
);
const PRICE_AT_END = new RegExp(String.raw`(^|\s|(?<=[^\s\d.,]))(${PRICE.source})$`, "i");
/** A price with its currency, then a speck OCR read after it ("$11 4", "$16 Sas"). */
const PRICED_THEN_SPECK = new RegExp(String.raw`(^|\s)((?:${signs})\s?${amount}|${amount}\s?(?:${signs})|(?:${codes})\s${amount}|${amount}\s(?:${codes}))\s+\S{1,3}$`, "i");
const PRICE_ONLY = new RegExp(String.raw`^(${PRICE.source})$`, "i");
/** A bare number that belongs to the name: "Corpse Reviver No. 2", "Room #9". */
const NUMBER_OF_NAME = /(?:\bno\.?|#|nº|n°)\s*$/i;

/** Prices written as words ("twelve", "twenty-two"), as some menus set them. */
const UNITS = "one|two|three|four|five|six|seven|eight|nine";
const TEENS = "ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen";
const TENS = "twenty|thirty|forty|fifty|sixty";
const WORD_AMOUNT = String.raw`(?:(?:${TENS})(?:[\s-](?:${UNITS}))?|${TEENS}|${UNITS})`;
const WORD_PRICE_AT_END = new RegExp(String.raw`(^|\s)(${WORD_AMOUNT})$`, "i");
const WORD_PRICE_ONLY = new RegExp(String.raw`^${WORD_AMOUNT}$`, "i");

export function isPriceOnly(text: string): boolean {
  const trimmed = text.trim();
  return PRICE_ONLY.test(trimmed) || WORD_PRICE_ONLY.test(trimmed);
}

function hasCurrency(price: string): boolean {
  return !/^[\d.,\s]+$/.test(price);
}

/**
 * "$" read as "S" or "§" before a line's closing number ("Quiet Storm S11", "Red Sky §14"), as
 * "C" glued to it ("C13"), or with an "S" before it ("S$ 9").
 */
const DOLLAR_READ_AS_S = /(\s)(?:S\$?|§|C(?=\d))\s?(\d{1,4}(?:[.,]\d{1,2})?)$/;

/**
 * Splits a price off a line's end. A bare number is not taken when it is part of the name
 * ("No. 2"), or when `keepsNumber` says the whole text is a known name ("French 75"); a speck
 * after a price with its currency is dropped, and an "S" before the closing number read as "$".
 */
/** "€" read as "¢" after a price ("9.50¢"): a cent sign never follows a menu's price. */
const EURO_READ_AS_CENT = /(\d)(\s?)¢$/;

export function splitPrice(line: string, keepsNumber: (whole: string) => boolean): { rest: string; price: string | null } {
  const text = line.replace(DOLLAR_READ_AS_S, "$1$$$2").replace(EURO_READ_AS_CENT, "$1$2€");
  const speck = PRICED_THEN_SPECK.exec(text);
  if (speck) return { rest: text.slice(0, speck.index + speck[1]!.length).trim(), price: speck[2]!.replace(/\s+/g, " ") };
  const found = PRICE_AT_END.exec(text);
  if (!found) return splitWordPrice(text, keepsNumber);
  const price = found[2]!.trim();
  const rest = text.slice(0, found.index + found[1]!.length).trim();
  // A bare number of four digits is a year or a batch ("Est. 1891"), not a drink's price.
  if (!hasCurrency(price) && (rest === "" || NUMBER_OF_NAME.test(rest) || keepsNumber(text) || /^\d{4}/.test(price))) return { rest: line, price: null };
  return { rest, price: price.replace(/\s+/g, " ") };
}

/**
 * A price written as a word after the name ("Paper Plane twelve"). Only in lowercase, or on a
 * line set all in capitals: a capitalised number word closes a name ("Lucky Seven").
 */
function splitWordPrice(line: string, keepsNumber: (whole: string) => boolean): { rest: string; price: string | null } {
  const found = WORD_PRICE_AT_END.exec(line);
  if (!found) return { rest: line, price: null };
  const price = found[2]!;
  const rest = line.slice(0, found.index).trim();
  if (rest === "") return { rest, price };
  const inItsCase = price === price.toLowerCase() || (rest === rest.toUpperCase() && price === price.toUpperCase());
  // After lowercase words it closes a description ("... and a twist of one"), which has no price.
  if (!inItsCase || !/^[\p{Lu}\p{N}]/u.test(rest) || keepsNumber(line)) return { rest: line, price: null };
  return { rest, price };
}
