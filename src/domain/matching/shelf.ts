// The shelf index: every key each bar item provides (its kinds and all their ancestors, see
// shelf-keys.ts), so that an ingredient is one resolution and a few map lookups. Empty bar items
// are indexed apart: they make nothing available, but can be named as what would have.
import { flavouredKind } from "./kinds";
import { knowledge } from "./knowledge";
import { makeRoomIn, memoByName, nameTable, resolveName } from "./names";
import type { Denotation } from "./resolve";
import { kindKey, kindKeys, lastWordsKey, sameWordsKey, type ShelfKey } from "./shelf-keys";

/**
 * A bar item: its name and the user's "also counts as" names. An empty one makes nothing
 * available; it is only named as what would have met an ingredient.
 */
export interface ShelfItem { name: string; aliases?: readonly string[]; empty?: boolean }

/** key -> positions of the items that provide it, ascending */
export type KeyIndex = Map<ShelfKey, number[]>;

/** What a shelf can stand in for. Build once per request with buildShelfIndex. */
export interface ShelfIndex {
  /** @internal the items, as given */
  readonly items: readonly ShelfItem[];
  /** @internal the keys of the items that are not empty */
  readonly keys: KeyIndex;
  /** @internal the keys of the empty items */
  readonly emptyKeys: KeyIndex;
  /** @internal tells this index's answers apart from other indexes' (see IngredientNeeds) */
  readonly id: number;
}

let lastShelfId = 0;

function union(a: readonly string[], b: readonly string[]): readonly string[] {
  return b.length === 0 ? a : [...new Set([...a, ...b])].sort();
}

/** Keys for each kind, with and without the brand. */
function addKindKeys(add: (key: ShelfKey) => void, kinds: readonly string[], brand: string | null, qualifiers: readonly string[]): void {
  for (const kind of kinds) {
    add(kindKey(kind, null, qualifiers));
    if (brand !== null) add(kindKey(kind, brand, qualifiers));
  }
}

/**
 * The keys a bar item named like this provides: its words; for a name we do not recognise, its
 * last words after unknown ones; otherwise every kind it can stand in for (rule 2), with and
 * without its brand (rule 3) and with and without unknown leading words (most often a brand we
 * do not know).
 */
function keysOfDenotation(denotation: Denotation, add: (key: ShelfKey) => void): void {
  const { content, unknown, kinds, brand, qualifiers, leadingUnknownWords } = denotation;
  add(sameWordsKey(content));
  if (kinds.length === 0) {
    for (let i = 1; i < content.length && unknown[i - 1]; i++) add(lastWordsKey(content.slice(i)));
    return;
  }
  const readings: Array<{ readingQualifiers: readonly string[]; withLeadingWords: boolean }> = [{ readingQualifiers: qualifiers, withLeadingWords: false }];
  if (leadingUnknownWords.length > 0) readings.unshift({ readingQualifiers: union(qualifiers, leadingUnknownWords), withLeadingWords: true });
  for (const { readingQualifiers, withLeadingWords } of readings) {
    const broaderFlavours = readingQualifiers.length === 1 ? knowledge.flavourAncestors.get(readingQualifiers[0]!) ?? [] : [];
    for (const kindId of kinds) {
      const kind = knowledge.kinds.get(kindId)!;
      addKindKeys(add, kind.ancestors, brand, readingQualifiers);
      // a flavoured liqueur, syrup or bitters is still a liqueur, syrup or bitters (not a plain triple
      // sec); a liqueur with words we do not know after its name ("Limoncello di Capri") is that liqueur
      if (readingQualifiers.length > 0 && kind.policyOwner) {
        const asDescribed = denotation.qualifiersAreDescriptors && !withLeadingWords;
        addKindKeys(add, (asDescribed ? kind : knowledge.kinds.get(kind.policyOwner)!).ancestors, brand, []);
      }
      // a spirit's kind without alcohol ("Foobar Zero Gin", a non-alcoholic maker's "Not Rum") is a non-alcoholic spirit
      if (readingQualifiers.includes(WITHOUT_ALCOHOL) && kind.ancestorSet.has(SPIRIT)) addKindKeys(add, knowledge.kinds.get(NON_ALCOHOLIC_SPIRIT)!.ancestors, brand, []);
      // a lemon vodka is a citrus vodka; a blood orange liqueur is an orange liqueur
      for (const flavour of broaderFlavours) {
        const named = flavouredKind(knowledge, kindId, flavour);
        if (named) addKindKeys(add, knowledge.kinds.get(named)!.ancestors, brand, []);
        else addKindKeys(add, kind.ancestors, brand, [flavour]);
      }
    }
  }
}

const WITHOUT_ALCOHOL = "non alcoholic";
const SPIRIT = "spirit";
const NON_ALCOHOLIC_SPIRIT = "non_alcoholic_spirit";

const keysOfName = memoByName((name: string): readonly ShelfKey[] => {
  const keys = new Set<ShelfKey>();
  for (const denotation of resolveName(name)) keysOfDenotation(denotation, (key) => keys.add(key));
  return [...keys];
});

/** Adds the keys of an item's names (its name and aliases) under its position. */
export function indexItem(keys: KeyIndex, names: readonly string[], position: number): void {
  for (const name of names) {
    if (typeof name !== "string") continue;
    for (const key of keysOfName(name)) {
      const positions = keys.get(key);
      if (!positions) keys.set(key, [position]);
      else if (positions[positions.length - 1] !== position) positions.push(position);
    }
  }
}

export function buildShelfIndex(items: readonly ShelfItem[]): ShelfIndex {
  const keys: KeyIndex = new Map();
  const emptyKeys: KeyIndex = new Map();
  items.forEach((item, position) => indexItem(item.empty ? emptyKeys : keys, [item.name, ...(item.aliases ?? [])], position));
  return { items, keys, emptyKeys, id: ++lastShelfId };
}

/**
 * What one alternative of an ingredient needs from the shelf: an item of the same words, or one
 * item that provides every key (its kind keys; for a name we do not recognise, its last-words key).
 */
export interface Need { sameWords: ShelfKey | null; allOf: readonly ShelfKey[] }

function needOf(denotation: Denotation): Need {
  const { content, kinds, brand, qualifiers, leadingUnknownWords } = denotation;
  const sameWords = content.length === 0 ? null : sameWordsKey(content);
  if (kinds.length > 0) {
    const allQualifiers = union(qualifiers, leadingUnknownWords);
    return { sameWords, allOf: kindKeys(kinds, brand, allQualifiers) };
  }
  return { sameWords, allOf: content.length === 0 ? [] : [lastWordsKey(content)] };
}

/**
 * "Orange liqueur (Cointreau)": a brand in parentheses after the kind is the recipe's preference,
 * not a requirement, so the ingredient is the kind. Anything else in parentheses ("Rum (dark)")
 * is part of the name.
 */
export function ingredientDenotations(name: string): readonly Denotation[] {
  const parts = name.includes("(") ? /^([^()]*)\(([^()]*)\)([^()]*)$/.exec(name) : null;
  if (parts) {
    const inner = resolveName(parts[2]!);
    const only = inner.length === 1 ? inner[0]! : undefined;
    if (only && only.brand !== null && only.content.length === 1) {
      const outer = resolveName(`${parts[1]!} ${parts[3]!}`);
      if (outer.length > 0 && outer.every((d) => d.kinds.length > 0 && d.brand === null)) return outer;
    }
  }
  return resolveName(name);
}

/** What an ingredient needs (one Need per alternative it offers, any of which will do), and the last shelf's answer. */
interface IngredientNeeds {
  readonly needs: readonly Need[];
  /** the id of the shelf index that last answered, and its answer */
  answeredBy: number;
  answer: boolean;
}

// Speed, in one place: most names a cold start meets are a known ingredient written anew ("Lime
// juice", "lime juice, 1 oz"). Needs of one alternative are kept once per meaning (the same words
// and keys), shared by the names that mean it, and carry the last shelf's answer: a name seen once
// costs one memo entry, and each shelf works out its answer once per meaning, not once per name.
const needsByMeaning = nameTable<IngredientNeeds[]>();

function sameNeed(a: Need, b: Need): boolean {
  if (a.sameWords !== b.sameWords || a.allOf.length !== b.allOf.length) return false;
  for (let i = 0; i < a.allOf.length; i++) if (a.allOf[i] !== b.allOf[i]) return false;
  return true;
}

function sharedNeeds(needs: readonly Need[]): IngredientNeeds {
  if (needs.length !== 1) return { needs, answeredBy: 0, answer: false };
  const need = needs[0]!;
  const meaning = need.sameWords ?? "";
  const alike = needsByMeaning.get(meaning);
  if (alike !== undefined) for (const shared of alike) if (sameNeed(shared.needs[0]!, need)) return shared;
  const shared: IngredientNeeds = { needs, answeredBy: 0, answer: false };
  if (alike !== undefined) alike.push(shared);
  else {
    makeRoomIn(needsByMeaning);
    needsByMeaning.set(meaning, [shared]);
  }
  return shared;
}

const ingredientNeeds = memoByName((name: string): IngredientNeeds => sharedNeeds(ingredientDenotations(name).map(needOf)));

/** What an ingredient needs: one Need per alternative it offers ("gin or vodka"), any of which will do. */
export function needsOf(name: string): readonly Need[] {
  return ingredientNeeds(name).needs;
}

/** Positions of the items in `keys` that meet a need, ascending. */
export function itemsMeeting(keys: KeyIndex, need: Need): number[] {
  const same = need.sameWords === null ? [] : keys.get(need.sameWords) ?? [];
  let common: number[] = [];
  need.allOf.forEach((key, i) => {
    const positions = keys.get(key) ?? [];
    common = i === 0 ? positions : common.filter((position) => positions.includes(position));
  });
  return same.length === 0 ? common : [...new Set([...same, ...common])].sort((a, b) => a - b);
}

function meets(keys: KeyIndex, need: Need): boolean {
  if (need.sameWords !== null && keys.has(need.sameWords)) return true;
  if (need.allOf.length === 1) return keys.has(need.allOf[0]!);
  return need.allOf.length > 0 && itemsMeeting(keys, need).length > 0;
}

export function isAvailable(index: ShelfIndex, ingredientName: string): boolean {
  const needs = ingredientNeeds(ingredientName);
  if (needs.answeredBy === index.id) return needs.answer;
  let answer = false;
  for (const need of needs.needs) if (meets(index.keys, need)) answer = true;
  needs.answeredBy = index.id;
  needs.answer = answer;
  return answer;
}
