// Telling what the user already has: is a new bar item the same product as one on the bar, and
// does an ingredient line ask for the same kind as another (for "this recipe is already in your
// recipes")? Both read names with the one matcher, so a brand and its kind written differently
// are recognised as the matcher recognises them when it checks stock.
import { knowledge } from "./knowledge";
import { onOneLine } from "./kinds";
import { memoByName, readName } from "./names";
import type { Denotation } from "./resolve";
import { ingredientDenotations } from "./shelf";
import { foldText } from "./text";

const UNIT_WORDS = new Set(["ml", "cl", "l", "litre", "liter", "oz", "fl", "ltr"]);

/** The numbers a name states that are not its volume: "12" in "Havana Club 12", not "70" in "70 cl". */
function statedNumbers(tokens: readonly string[]): string[] {
  return tokens.filter((token, i) => /^\d/.test(token) && !UNIT_WORDS.has(tokens[i + 1] ?? ""));
}

function productKeyOf(denotation: Denotation, numbers: readonly string[]): string {
  const { namedBrand, kinds, qualifiers, qualifiersAreDescriptors, leadingUnknownWords, content } = denotation;
  const sortedKinds = [...kinds].sort().join("+");
  if (namedBrand !== null) {
    // a known bottle: its label's name and what it is; words the matcher adds nothing for do not count
    const flavours = qualifiersAreDescriptors ? "" : qualifiers.join(",");
    return `brand:${namedBrand.name}|${sortedKinds}|${flavours}|${numbers.join(",")}`;
  }
  if (kinds.length > 0) return `kind:${sortedKinds}|${qualifiers.join(",")}|${leadingUnknownWords.join(",")}|${numbers.join(",")}`;
  return `words:${content.join(" ")}|${numbers.join(",")}`;
}

/**
 * What product a bar item name is, as a string two names share exactly when they are the same
 * product: a known brand by its label's name (Campari, "Campari Bitter"; but Tanqueray No. Ten
 * is not Tanqueray), an unbranded bottle by its kind and distinguishing words, and a name the
 * matcher does not know by its folded words.
 */
export const productKey = memoByName((name: string): string => {
  const { denotations, tokens: alternatives } = readName(name);
  if (denotations.length === 0) return `text:${foldText(name).replace(/\s+/g, " ").trim()}`;
  return denotations.map((d, i) => productKeyOf(d, statedNumbers(alternatives[i] ?? []))).join(" / ");
});

/** Whether two bar item names are the same product (not merely the same kind: Campari and Aperol are not). */
export function isSameProduct(a: string, b: string): boolean {
  return productKey(a) === productKey(b);
}

/** The position of the first name that is the same product as `name`, or -1. */
export function findSameProduct(name: string, names: readonly string[]): number {
  const key = productKey(name);
  return names.findIndex((other) => productKey(other) === key);
}

/** One alternative of an ingredient line, as recipes are told apart: its kinds and flavours, or its words when not understood. */
interface LineTerm {
  kinds: readonly string[];
  flavours: string;
  /** the brand the line names, if any */
  brand: string | null;
  /** set when the matcher does not understand the line */
  words: string | null;
}

const termsOfLine = memoByName((name: string): readonly LineTerm[] => {
  const terms = ingredientDenotations(name).map((d): LineTerm =>
    d.kinds.length === 0
      ? { kinds: [], flavours: "", brand: null, words: d.content.join(" ") }
      : { kinds: d.kinds, flavours: d.qualifiersAreDescriptors ? "" : d.qualifiers.join(","), brand: d.namedBrand?.group ?? null, words: null },
  );
  return terms.length > 0 ? terms : [{ kinds: [], flavours: "", brand: null, words: foldText(name).replace(/\s+/g, " ").trim() }];
});

/** The same kind, or one a more specific kind of the other (Tanqueray and gin); a root kind (any spirit) only matches itself. */
function kindsAgree(a: string, b: string): boolean {
  if (a === b) return true;
  if (knowledge.kinds.get(a)?.root || knowledge.kinds.get(b)?.root) return false;
  return onOneLine(knowledge, a, b);
}

function termsAgree(a: LineTerm, b: LineTerm): boolean {
  if (a.words !== null || b.words !== null) return a.words === b.words;
  if (a.flavours !== b.flavours) return false;
  // two brands of one kind are one ingredient (Tanqueray, Beefeater); of kinds on one line they are not (Campari, Aperol)
  if (a.brand !== null && b.brand !== null && a.brand !== b.brand) return a.kinds.some((kind) => b.kinds.includes(kind));
  return a.kinds.some((ka) => b.kinds.some((kb) => kindsAgree(ka, kb)));
}

/**
 * Whether two ingredient lines ask for the same kind of thing: "Tanqueray", "London dry gin" and
 * "Gin" do; sweet and dry vermouth, lemon and lime juice (siblings) do not, nor two brands of
 * different kinds (Campari, Aperol).
 */
export function isSameIngredientKind(a: string, b: string): boolean {
  const termsA = termsOfLine(a);
  const termsB = termsOfLine(b);
  return termsA.some((ta) => termsB.some((tb) => termsAgree(ta, tb)));
}
