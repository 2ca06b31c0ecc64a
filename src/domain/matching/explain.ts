// Why the shelf meets an ingredient: which bar item does, and how its name relates to the
// ingredient (the rule of docs/matching.md it satisfies); or which empty bottle would have.
import { knowledge } from "./knowledge";
import { resolveName } from "./names";
import type { Denotation } from "./resolve";
import { indexItem, ingredientDenotations, itemsMeeting, needsOf, type KeyIndex, type Need, type ShelfIndex } from "./shelf";

/** Why an item meets an ingredient, from the closest relation to the loosest. */
export type MatchReason = "same" | "kind" | "brand" | "produce" | "alias";
const REASON_ORDER: readonly MatchReason[] = ["same", "kind", "brand", "produce", "alias"];

export interface IngredientExplanation {
  available: boolean;
  /** the item that meets the ingredient (its position in the items given to buildShelfIndex), and why */
  satisfiedBy: { item: number; reason: MatchReason } | null;
  /** when nothing meets it: an empty item that would */
  emptyMatch: number | null;
}

const isProduce = (kindId: string) => knowledge.kinds.get(kindId)?.forms !== undefined;

/**
 * How a name that meets an ingredient relates to it: the same words or kinds (rule 1), produce it
 * is cut from (rule 4), a brand we know or unknown words before the kind (rule 3), or a more
 * specific kind (rule 2).
 */
function reasonOfName(ingredient: Denotation, name: string, nameKeys: KeyIndex, need: Need): MatchReason {
  if (need.sameWords !== null && nameKeys.has(need.sameWords)) return "same";
  const item = resolveName(name).find((d) => d.kinds.length > 0);
  if (!item) return "same"; // a name we do not recognise, met by its last words after unknown ones
  if (item.kinds.some(isProduce) && !ingredient.kinds.some(isProduce)) return "produce";
  const knownBrand = item.namedBrand !== null && item.namedBrand.kinds.length > 0 && ingredient.namedBrand === null;
  const unknownBrand = item.leadingUnknownWords.length > 0 && ingredient.leadingUnknownWords.length === 0 && ingredient.brand === null;
  if (knownBrand || unknownBrand) return "brand";
  return ingredient.kinds.every((kind) => item.kinds.includes(kind)) ? "same" : "kind";
}

/**
 * Every item that meets an ingredient, each once with its closest relation to it, closest first
 * (then by position). Empty items meet nothing.
 */
export function meetingItems(index: ShelfIndex, ingredientName: string): { item: number; reason: MatchReason }[] {
  const needs = needsOf(ingredientName);
  let alternatives: readonly Denotation[] | undefined;
  const best = new Map<number, MatchReason>();
  needs.forEach((need, alternative) => {
    for (const item of itemsMeeting(index.keys, need)) {
      const name = index.items[item]!.name;
      const nameKeys: KeyIndex = new Map();
      indexItem(nameKeys, [name], 0);
      alternatives ??= ingredientDenotations(ingredientName);
      const reason = itemsMeeting(nameKeys, need).length > 0 ? reasonOfName(alternatives[alternative]!, name, nameKeys, need) : "alias";
      const seen = best.get(item);
      if (seen === undefined || REASON_ORDER.indexOf(reason) < REASON_ORDER.indexOf(seen)) best.set(item, reason);
    }
  });
  return [...best]
    .map(([item, reason]) => ({ item, reason }))
    .sort((a, b) => REASON_ORDER.indexOf(a.reason) - REASON_ORDER.indexOf(b.reason) || a.item - b.item);
}

/**
 * Whether the shelf meets an ingredient, which item does and why, or which empty item would have.
 * Agrees with isAvailable; when several items meet it, the closest relation wins, then the first item.
 */
export function explainIngredient(index: ShelfIndex, ingredientName: string): IngredientExplanation {
  const best = meetingItems(index, ingredientName)[0] ?? null;
  if (best !== null) return { available: true, satisfiedBy: best, emptyMatch: null };
  const empty = needsOf(ingredientName).map((need) => itemsMeeting(index.emptyKeys, need)[0]).filter((item) => item !== undefined);
  return { available: false, satisfiedBy: null, emptyMatch: empty.length > 0 ? Math.min(...empty) : null };
}
