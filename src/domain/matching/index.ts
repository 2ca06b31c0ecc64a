// Ingredient availability: is a recipe ingredient met by one of the user's non-EMPTY bar items?
// The rule is docs/matching.md:
//   1. the same thing written differently (normalisation, synonyms);
//   2. a more specific kind of what the recipe asks for (never the reverse);
//   3. a brand of the kind the recipe asks for;
//   4. fresh produce the ingredient is cut or squeezed from.
// Siblings, flavoured variants and different products that share a word do not match.
//
// How, file by file: text.ts normalises a name's words; resolve.ts reads them, phase by phase,
// into what the name denotes (kinds, brand, qualifiers) with the knowledge in ./data compiled by
// knowledge.ts and related by kinds.ts; shelf.ts indexes a shelf by the keys of shelf-keys.ts and
// decides an ingredient; explain.ts says why; substitutes.ts adds the substitutes a user accepts
// (docs/matching.md, "Your substitutes"); describe.ts tells people what a name is, and
// localized.ts writes it in their language (data/names, "Names in other languages"). Pure
// TypeScript, no I/O: runs on the server and in the browser.
import { buildShelfIndex, isAvailable } from "./shelf";

export { type ShelfItem } from "./shelf";
// the shelf as every reader sees it: the rule, and the substitutes the user accepts
export {
  buildShelfIndex, explainIngredient, isAvailable, meetingItems, substituteCovers, suggestSubstitute,
  type IngredientExplanation, type MatchReason, type MetBy, type ShelfIndex, type Substitute,
} from "./substitutes";
export { capitalisesNouns, kindNameIn, localizedIngredientName, nameLanguages } from "./localized";
export { findSameProduct, isSameIngredientKind, isSameProduct, productKey } from "./identity";
export {
  describeName, matchingVocabulary, SHELF_CATEGORIES, SHELF_CATEGORY_LABELS, shelfCategoryOfKind,
  type NameDescription, type ShelfCategory,
} from "./describe";

/** Whether a bar item of this name alone meets the ingredient. */
export function matchesIngredient(ingredientName: string, barItemName: string): boolean {
  return isAvailable(buildShelfIndex([{ name: barItemName }]), ingredientName);
}
