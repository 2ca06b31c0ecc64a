// Substitutes the user accepts once for their shelf ("Bourbon for rye whiskey"): a line that no
// bottle meets is met by a bottle that meets a substitute's `acceptedBy`, when the line asks for
// the substitute's `ingredient` or something more specific. One direction, one step (substitutes
// never chain), and only for a line nothing on the shelf meets by the rule itself. The shelf
// index carries the substitutes, so every reader of availability follows them; an index built
// without them is the strict answer.
import { explainIngredient as explainByRule, meetingItems as meetingByRule, type IngredientExplanation as RuleExplanation, type MatchReason as RuleReason } from "./explain";
import { standsInFor } from "./kinds";
import { knowledge } from "./knowledge";
import { makeRoomIn, memoByName, nameTable, resolveName } from "./names";
import { buildShelfIndex as buildRuleIndex, ingredientDenotations, isAvailable as isAvailableByRule, type ShelfIndex as RuleIndex, type ShelfItem } from "./shelf";
import { describeName } from "./describe";

/** "For me, `acceptedBy` stands in for `ingredient`": both free text, read by the matcher; `id` when stored. */
export interface Substitute { ingredient: string; acceptedBy: string; id?: string }

/** Why an item meets an ingredient: a rule of docs/matching.md, or one of the user's substitutes. */
export type MatchReason = RuleReason | "substitute";

/** A substitute the shelf can honour: its position among those given, and the items meeting its `acceptedBy`. */
interface Honoured { position: number; ingredient: string; items: readonly number[] }

/** What a shelf can stand in for, the user's substitutes included. Build once per request with buildShelfIndex. */
export interface ShelfIndex extends RuleIndex {
  /** @internal the substitutes some non-empty item honours, in the order given */
  readonly honoured?: readonly Honoured[];
  /** @internal line -> the honoured substitutes that cover it, worked out once per index */
  readonly coveredLines?: Map<string, readonly Honoured[]>;
}

/** A met ingredient's item and why; through a substitute, which one (its position among those given). */
export interface MetBy { item: number; reason: MatchReason; substitute?: number }

export interface IngredientExplanation extends Omit<RuleExplanation, "satisfiedBy"> {
  satisfiedBy: MetBy | null;
}

/** Indexes a shelf, with the substitutes the user accepts (none: the strict answer). */
export function buildShelfIndex(items: readonly ShelfItem[], substitutes: readonly Substitute[] = []): ShelfIndex {
  const index = buildRuleIndex(items);
  if (substitutes.length === 0) return index;
  const honoured: Honoured[] = [];
  substitutes.forEach(({ ingredient, acceptedBy }, position) => {
    if (ingredient.trim() === "" || acceptedBy.trim() === "") return;
    const met = meetingByRule(index, acceptedBy).map((m) => m.item);
    if (met.length > 0) honoured.push({ position, ingredient, items: met.sort((a, b) => a - b) });
  });
  return { ...index, honoured, coveredLines: new Map() };
}

const RULE_RELATIONS: ReadonlySet<RuleReason> = new Set(["same", "kind", "brand"]);
const coverMemo = nameTable<boolean>();

/**
 * Whether a substitute for `ingredient` applies to a recipe line: a bottle named like the line
 * would meet the ingredient (the line asks for it, or a kind or brand of it), or the ingredient is
 * the produce the line is cut or squeezed from (a substitute for limes covers "lime juice"). A line
 * met only by produce cut from it does not count: lime wedges are no substitute's "lime juice".
 */
export function substituteCovers(ingredient: string, line: string): boolean {
  const key = `${ingredient}\u0000${line}`;
  const known = coverMemo.get(key);
  if (known !== undefined) return known;
  const asBottle = explainByRule(buildRuleIndex([{ name: line }]), ingredient).satisfiedBy;
  const covers =
    (asBottle !== null && RULE_RELATIONS.has(asBottle.reason)) ||
    explainByRule(buildRuleIndex([{ name: ingredient }]), line).satisfiedBy?.reason === "produce";
  makeRoomIn(coverMemo);
  coverMemo.set(key, covers);
  return covers;
}

function honouredFor(index: ShelfIndex, line: string): readonly Honoured[] {
  const { honoured, coveredLines } = index;
  if (!honoured || !coveredLines || honoured.length === 0 || line.trim() === "") return [];
  let covering = coveredLines.get(line);
  if (covering === undefined) {
    covering = honoured.filter((s) => substituteCovers(s.ingredient, line));
    coveredLines.set(line, covering);
  }
  return covering;
}

/** The items a line is met by through substitutes only, each once, in the order of the substitutes given. */
function itemsThroughSubstitutes(index: ShelfIndex, line: string): MetBy[] {
  const seen = new Set<number>();
  const met: MetBy[] = [];
  for (const { position, items } of honouredFor(index, line)) {
    for (const item of items) {
      if (seen.has(item)) continue;
      seen.add(item);
      met.push({ item, reason: "substitute", substitute: position });
    }
  }
  return met;
}

/** Whether some non-EMPTY item meets the ingredient, by the rule or through one of the user's substitutes. */
export function isAvailable(index: ShelfIndex, ingredientName: string): boolean {
  return isAvailableByRule(index, ingredientName) || honouredFor(index, ingredientName).length > 0;
}

/**
 * Every item that meets an ingredient, closest relation first; only when none meets it by the
 * rule, the items that meet it through a substitute.
 */
export function meetingItems(index: ShelfIndex, ingredientName: string): MetBy[] {
  const byRule = meetingByRule(index, ingredientName);
  return byRule.length > 0 ? byRule : itemsThroughSubstitutes(index, ingredientName);
}

/** Whether the shelf meets an ingredient, which item does and why (a substitute included), or which empty item would have. */
export function explainIngredient(index: ShelfIndex, ingredientName: string): IngredientExplanation {
  const byRule = explainByRule(index, ingredientName);
  if (byRule.available) return byRule;
  const through = itemsThroughSubstitutes(index, ingredientName)[0];
  return through ? { available: true, satisfiedBy: through, emptyMatch: null } : byRule;
}

/** The kinds a name offers in its one reading, or null for a name of alternatives or none we know. */
function onlyKinds(name: string, read: (name: string) => readonly { kinds: string[] }[]): string[] | null {
  const readings = read(name).filter((d) => d.kinds.length > 0);
  return readings.length === 1 ? readings[0]!.kinds : null;
}

/** The kind whose children are the base spirits: too broad a family to offer one for another. */
const BASE_SPIRITS_PARENT = "spirit";

/**
 * The kinds a stand-in for a line may share with it: the line's own kinds and their parents,
 * short of the broad ones (a root such as "liqueur", a base spirit such as "rum" or "whiskey").
 * Produce and a kind chosen by style (sweet or dry vermouth, Old Tom or London dry gin) are not
 * offered: there the difference is what the recipe asks for.
 */
function familiesOf(kinds: readonly string[]): string[] {
  const families = new Set<string>();
  for (const id of kinds) {
    const kind = knowledge.kinds.get(id);
    if (!kind || kind.produceFamily) continue;
    families.add(id);
    if (kind.facet === "style") continue;
    for (const parent of kind.parents) families.add(parent);
  }
  return [...families].filter((id) => {
    const kind = knowledge.kinds.get(id);
    return kind !== undefined && !kind.root && !kind.parents.includes(BASE_SPIRITS_PARENT);
  });
}

/** A line's families, once per line: a page asks about each missing line against every bottle. */
const familiesOfLine = memoByName((line: string): string[] | null => {
  const kinds = onlyKinds(line, ingredientDenotations);
  return kinds && familiesOf(kinds);
});

/**
 * A substitute to offer when a line is missing and a bottle could plausibly stand in for it: the
 * bottle is of the line's family (another orange liqueur, bourbon for rye, another aged rum)
 * without meeting the line. The substitute names the line's kind, so the choice holds for every
 * recipe asking for it, and the bottle's kind, so any bottle of it will do; where both are the
 * same kind (the line names a brand) it names the line as written. Null when nothing fits.
 */
export function suggestSubstitute(line: string, bottle: string): Substitute | null {
  const families = familiesOfLine(line);
  const bottleKinds = families && families.length > 0 ? onlyKinds(bottle, resolveName) : null;
  if (!families || !bottleKinds) return null;
  if (!bottleKinds.some((kind) => families.some((family) => standsInFor(knowledge, kind, family)))) return null;
  if (isAvailableByRule(buildRuleIndex([{ name: bottle }]), line)) return null;
  const lineKind = describeName(line);
  const bottleKind = describeName(bottle);
  if (lineKind.kindLabel === null || bottleKind.kindLabel === null) return null;
  const substitute = { ingredient: lineKind.kind === bottleKind.kind ? line.trim() : lineKind.kindLabel, acceptedBy: bottleKind.kindLabel };
  // the words chosen must do what the offer says: cover the line, and be met by the bottle
  const works = substituteCovers(substitute.ingredient, line) && isAvailableByRule(buildRuleIndex([{ name: bottle }]), substitute.acceptedBy);
  return works ? substitute : null;
}
