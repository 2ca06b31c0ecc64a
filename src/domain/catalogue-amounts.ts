/**
 * A catalogue cocktail's amounts as a reader of another language sees them on its card: "3
 * Spritzer", "1 Barlöffel", "22,5 ml", "6 Blätter", "auffüllen". The catalogue writes its amounts in
 * English; the words it counts in ("leaves", "slices", "top up") are few, so they are here for
 * each language. An amount with a word this table lacks is shown as the catalogue writes it.
 * Only what is shown changes: a copy in the user's recipes keeps the catalogue's amounts, which
 * every reader of amounts (scaling, cost, strength) reads.
 */
import { formatAmount, isMeasured, parseAmount, type UnitSystem } from "./amounts";
import { localeOf, type Locale } from "./locales";

type Words = Readonly<Record<string, readonly [string, string]>>;

/** What a catalogue amount counts, by its English word (singular or plural): the language's singular and plural. */
const COUNTED: Readonly<Record<Exclude<Locale, "en">, Words>> = {
  de: { leaf: ["Blatt", "Blätter"], slice: ["Scheibe", "Scheiben"], piece: ["Stück", "Stück"], grape: ["Traube", "Trauben"], "whole egg": ["ganzes Ei", "ganze Eier"], "egg white": ["Eiweiß", "Eiweiß"] },
  fr: { leaf: ["feuille", "feuilles"], slice: ["tranche", "tranches"], piece: ["morceau", "morceaux"], grape: ["grain de raisin", "grains de raisin"], "whole egg": ["œuf entier", "œufs entiers"], "egg white": ["blanc d’œuf", "blancs d’œuf"] },
  es: { leaf: ["hoja", "hojas"], slice: ["rodaja", "rodajas"], piece: ["trozo", "trozos"], grape: ["uva", "uvas"], "whole egg": ["huevo entero", "huevos enteros"], "egg white": ["clara de huevo", "claras de huevo"] },
  it: { leaf: ["foglia", "foglie"], slice: ["fetta", "fette"], piece: ["pezzo", "pezzi"], grape: ["acino d’uva", "acini d’uva"], "whole egg": ["uovo intero", "uova intere"], "egg white": ["albume", "albumi"] },
};

/** Amounts the catalogue writes in words, and its one note. */
const PHRASES: Readonly<Record<Exclude<Locale, "en">, Readonly<Record<string, string>>>> = {
  de: { "top up": "auffüllen", "a few drops": "ein paar Tropfen", optional: "optional" },
  fr: { "top up": "compléter", "a few drops": "quelques gouttes", optional: "facultatif" },
  es: { "top up": "completar", "a few drops": "unas gotas", optional: "opcional" },
  it: { "top up": "colmare", "a few drops": "qualche goccia", optional: "facoltativo" },
};

const SINGULAR: Readonly<Record<string, string>> = { leaves: "leaf", slices: "slice", pieces: "piece", grapes: "grape", "whole eggs": "whole egg", "egg whites": "egg white" };

/** A catalogue amount ("3 dashes", "22.5 ml", "6 leaves", "top up") in the words of `locale`'s language. */
export function catalogueAmountIn(text: string, locale: string): string {
  const language = localeOf(locale);
  if (language === "en") return text;
  const amount = parseAmount(text);
  if (!isMeasured(amount)) return PHRASES[language][amount.text.toLowerCase()] ?? text;
  const counted = amount.what === undefined ? undefined : COUNTED[language][SINGULAR[amount.what.toLowerCase()] ?? amount.what.toLowerCase()];
  const note = amount.note === undefined ? undefined : PHRASES[language][amount.note.toLowerCase()];
  if ((amount.what !== undefined && !counted) || (amount.note !== undefined && !note) || amount.unit === "l") return text;
  // in the unit it is written in: a card shows the catalogue's measure, the station converts
  const system: UnitSystem = amount.unit === "cl" || amount.unit === "oz" ? amount.unit : "ml";
  const figure = formatAmount({ quantity: amount.quantity, max: amount.max, unit: amount.unit }, system, language);
  const word = counted ? ` ${counted[(amount.max ?? amount.quantity) > 1 ? 1 : 0]}` : "";
  return `${figure}${word}${note ? ` (${note})` : ""}`;
}
