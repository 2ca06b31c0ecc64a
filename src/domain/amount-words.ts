/**
 * How an amount the app works out (a scaled round, a pour, the batch's water) is written in each
 * interface language: the decimal sign, and the bar's unit words as bartenders there say them.
 * Amounts a person wrote are shown as they wrote them; only figures the app computes use this.
 */
import type { Unit } from "./amounts";
import { localeOf, type Locale } from "./locales";

export interface AmountWords {
  decimalSign: "." | ",";
  /** each unit's word, singular and plural */
  units: Readonly<Record<Unit, readonly [string, string]>>;
}

const SHARED = { ml: ["ml", "ml"], cl: ["cl", "cl"], oz: ["oz", "oz"], l: ["l", "l"], g: ["g", "g"], cm: ["cm", "cm"], piece: ["", ""] } as const;

const WORDS: Readonly<Record<Locale, AmountWords>> = {
  en: {
    decimalSign: ".",
    units: {
      ...SHARED, dash: ["dash", "dashes"], drop: ["drop", "drops"], barspoon: ["barspoon", "barspoons"], tsp: ["tsp", "tsp"],
      tbsp: ["tbsp", "tbsp"], cup: ["cup", "cups"], splash: ["splash", "splashes"], pinch: ["pinch", "pinches"], part: ["part", "parts"],
    },
  },
  de: {
    decimalSign: ",",
    units: {
      ...SHARED, dash: ["Spritzer", "Spritzer"], drop: ["Tropfen", "Tropfen"], barspoon: ["Barlöffel", "Barlöffel"], tsp: ["TL", "TL"],
      tbsp: ["EL", "EL"], cup: ["Tasse", "Tassen"], splash: ["Schuss", "Schuss"], pinch: ["Prise", "Prisen"], part: ["Teil", "Teile"],
    },
  },
  fr: {
    decimalSign: ",",
    units: {
      ...SHARED, dash: ["trait", "traits"], drop: ["goutte", "gouttes"], barspoon: ["cuillère de bar", "cuillères de bar"],
      tsp: ["c. à c.", "c. à c."], tbsp: ["c. à s.", "c. à s."], cup: ["tasse", "tasses"], splash: ["trait", "traits"],
      pinch: ["pincée", "pincées"], part: ["part", "parts"],
    },
  },
  es: {
    decimalSign: ",",
    units: {
      ...SHARED, dash: ["golpe", "golpes"], drop: ["gota", "gotas"], barspoon: ["cucharilla de bar", "cucharillas de bar"],
      tsp: ["cdta.", "cdtas."], tbsp: ["cda.", "cdas."], cup: ["taza", "tazas"], splash: ["chorrito", "chorritos"],
      pinch: ["pizca", "pizcas"], part: ["parte", "partes"],
    },
  },
  it: {
    decimalSign: ",",
    units: {
      ...SHARED, dash: ["spruzzo", "spruzzi"], drop: ["goccia", "gocce"], barspoon: ["bar spoon", "bar spoon"], tsp: ["cucchiaino", "cucchiaini"],
      tbsp: ["cucchiaio", "cucchiai"], cup: ["tazza", "tazze"], splash: ["spruzzata", "spruzzate"], pinch: ["pizzico", "pizzichi"], part: ["parte", "parti"],
    },
  },
};

/** The words of a language tag ("de-AT" reads as German); English for a language the interface lacks. */
export function amountWordsFor(tag: string): AmountWords {
  return WORDS[localeOf(tag)];
}
