// Ingredient availability: is a recipe ingredient met by one of the user's non-EMPTY bar items?
// The rule is ../../../../shared/ingredient-matching.md (in the repo's sibling folder):
//   1. the same thing written differently (normalisation, synonyms);
//   2. a more specific kind of what the recipe asks for (never the reverse);
//   3. a brand of the kind the recipe asks for;
//   4. fresh produce the ingredient is cut or squeezed from.
// Siblings, flavoured variants and different products that share a word do not match.
//
// How: every name is resolved to what it denotes (kinds + brand + qualifiers, see resolve.ts,
// with the knowledge kept as data in ./data). The shelf index holds a key for every kind each
// bar item can stand in for (its kinds and all their ancestors), so an ingredient is one
// resolution and a set lookup. Pure TypeScript, no I/O: runs on the server and in the browser.
import { knowledge } from "./knowledge";
import { nameMemo, resolveName } from "./names";
import { canonicalFlavoured, type Denotation } from "./resolve";

export { brandsOfKind, describeName, matchingVocabulary, SHELF_CATEGORIES, SHELF_CATEGORY_LABELS, shelfCategoryOfKind } from "./describe";
export type { NameDescription, ShelfCategory } from "./describe";

/**
 * A bar item: its name and the user's "also counts as" names. An empty one makes nothing
 * available; it is only named as what would have met an ingredient.
 */
export interface ShelfItem { name: string; aliases?: readonly string[]; empty?: boolean }

/** What a shelf can stand in for. Build once per request with buildShelfIndex. */
export interface ShelfIndex {
  /** @internal the items, as given */
  readonly items: readonly ShelfItem[];
  /** @internal key -> indices of the bar items that provide it (ascending); empty items are not here */
  readonly keys: Map<string, number[]>;
  /** @internal the same for the empty items */
  readonly emptyKeys: Map<string, number[]>;
  /** @internal ingredient name -> availability, for names asked about that the process had met before */
  readonly cache: Map<string, boolean>;
}

// Keys of ShelfIndex.keys. Content words are letters and digits only, so the three sorts never meet:
//   exact   the name's content words          "lemon juice"
//   suffix  "~" + an unrecognised name's last words
//   kind    "kind|quals" or "brand@kind|quals"
const SUFFIX = "~";

function exactKey(content: readonly string[]): string {
  return content.join(" ");
}

function qualKey(quals: readonly string[]): string {
  return quals.length === 0 ? "" : quals.join(",");
}

/**
 * The key of each plain kind (no brand, no qualifiers) in a list of its own, made once: the memos
 * share these instead of keeping a copy per name for the life of the process.
 */
const plainKindKeys = new Map([...knowledge.kinds.keys()].map((kind): [string, readonly string[]] => [kind, [`${kind}|`]]));

function plainKeys(kind: string): readonly string[] {
  return plainKindKeys.get(kind) ?? [`${kind}|`];
}

function kindKey(brand: string | null, kind: string, quals: string): string {
  if (brand === null) return quals === "" ? plainKeys(kind)[0]! : `${kind}|${quals}`;
  return `${brand}@${kind}|${quals}`;
}

function sortedUnion(a: readonly string[], b: readonly string[]): readonly string[] {
  if (b.length === 0) return a;
  if (a.length === 0) return b;
  return [...new Set([...a, ...b])].sort();
}

/** The keys a bar item named like this provides. */
function shelfKeys(d: Denotation, add: (key: string) => void): void {
  add(exactKey(d.content));
  if (d.kinds.length === 0) {
    // unrecognised: it can still meet an ingredient that is its last words after an unknown brand
    for (let i = 1; i < d.content.length && d.unknown[i - 1]; i++) add(SUFFIX + d.content.slice(i).join(" "));
    return;
  }
  // leading unknown words are most often a brand we do not know: offer the name with and without them
  const variants = d.prefixMods.length > 0 ? [sortedUnion(d.quals, d.prefixMods), d.quals] : [d.quals];
  const brands = d.brand === null ? [null] : [null, d.brand];
  for (const quals of variants) {
    const qk = qualKey(quals);
    const flavourParents = quals.length === 1 ? knowledge.flavourAncestors.get(quals[0]!) ?? [] : [];
    for (const kind of d.kinds) {
      const kk = knowledge.kinds.get(kind)!;
      for (const a of kk.ancestors) for (const b of brands) add(kindKey(b, a, qk));
      // a flavoured liqueur, syrup or bitters is still a liqueur, syrup or bitters (not a plain triple
      // sec); a liqueur with words we do not know after its name ("Limoncello di Capri") is that liqueur
      if (quals.length > 0 && kk.policyOwner) {
        const from = d.softQuals && quals === d.quals ? kk : knowledge.kinds.get(kk.policyOwner)!;
        for (const a of from.ancestors) for (const b of brands) add(kindKey(b, a, ""));
      }
      // a lemon vodka is a citrus vodka; a blood orange liqueur is an orange liqueur
      for (const pf of flavourParents) {
        const named = canonicalFlavoured(knowledge, kind, pf);
        const ancestors = named ? knowledge.kinds.get(named)!.ancestors : kk.ancestors;
        for (const a of ancestors) for (const b of brands) add(kindKey(b, a, named ? "" : pf));
      }
    }
  }
}

/** The keys an ingredient needs, all from one bar item; null when it is not recognised. */
function ingredientKeys(d: Denotation): readonly string[] | null {
  if (d.kinds.length === 0) return null;
  const qk = qualKey(sortedUnion(d.quals, d.prefixMods));
  if (d.brand !== null || qk !== "") return d.kinds.map((k) => kindKey(d.brand, k, qk));
  return d.kinds.length === 1 ? plainKeys(d.kinds[0]!) : d.kinds.map((k) => plainKeys(k)[0]!);
}

/** The keys a bar item of this name provides, memoised per name for the process. */
const itemKeys = nameMemo<readonly string[]>();
function keysOfName(name: string): readonly string[] {
  const set = new Set<string>();
  for (const d of resolveName(name)) shelfKeys(d, (key) => set.add(key));
  return [...set];
}

function addItemKeys(keys: Map<string, number[]>, names: readonly string[], idx: number): void {
  for (const name of names) {
    if (typeof name !== "string") continue;
    for (const key of itemKeys.get(name, keysOfName)) {
      const list = keys.get(key);
      if (!list) keys.set(key, [idx]);
      else if (list[list.length - 1] !== idx) list.push(idx);
    }
  }
}

export function buildShelfIndex(items: readonly ShelfItem[]): ShelfIndex {
  const keys = new Map<string, number[]>();
  const emptyKeys = new Map<string, number[]>();
  items.forEach((item, idx) => addItemKeys(item.empty ? emptyKeys : keys, [item.name, ...(item.aliases ?? [])], idx));
  return { items, keys, emptyKeys, cache: new Map() };
}

function providedByOneItem(index: ShelfIndex, needed: readonly string[]): boolean {
  if (needed.length === 1) return index.keys.has(needed[0]!);
  let common: number[] | undefined;
  for (const key of needed) {
    const list = index.keys.get(key);
    if (!list) return false;
    common = common === undefined ? list : common.filter((i) => list.includes(i));
    if (common.length === 0) return false;
  }
  return true;
}

/**
 * What an ingredient needs from the shelf: a bar item of its exact name, or one bar item that
 * provides every key (its kind keys; for a name we do not recognise, its suffix key). A name that
 * offers alternatives ("gin or vodka") chains one Need per alternative: the needs memo keeps one
 * object per name rather than an object and an array.
 */
interface Need { readonly exactKey: string | null; readonly keys: readonly string[]; readonly or: Need | null }

const ingredientNeeds = nameMemo<Need | null>();
function needsOfName(name: string): Need | null {
  const alternatives = ingredientDenotations(name);
  let need: Need | null = null;
  for (let i = alternatives.length - 1; i >= 0; i--) {
    const d = alternatives[i]!;
    const exact = d.content.length === 0 ? null : exactKey(d.content);
    need = { exactKey: exact, keys: ingredientKeys(d) ?? (exact === null ? [] : [SUFFIX + exact]), or: need };
  }
  return need;
}

/**
 * "Orange liqueur (Cointreau)": a brand in parentheses after the kind is the recipe's preference,
 * not a requirement, so the ingredient is the kind. Anything else in parentheses ("Rum (dark)")
 * is part of the name.
 */
function ingredientDenotations(name: string): readonly Denotation[] {
  const m = name.includes("(") ? /^([^()]*)\(([^()]*)\)([^()]*)$/.exec(name) : null;
  if (m) {
    const inner = resolveName(m[2]!);
    const only = inner.length === 1 ? inner[0]! : undefined;
    if (only && only.brand !== null && only.content.length === 1) {
      const outer = resolveName(`${m[1]!} ${m[3]!}`);
      if (outer.length > 0 && outer.every((d) => d.kinds.length > 0 && d.brand === null)) return outer;
    }
  }
  return resolveName(name);
}

function decide(index: ShelfIndex, needs: Need | null): boolean {
  for (let need = needs; need !== null; need = need.or) {
    if (need.exactKey !== null && index.keys.has(need.exactKey)) return true;
    if (need.keys.length > 0 && providedByOneItem(index, need.keys)) return true;
  }
  return false;
}

export function isAvailable(index: ShelfIndex, ingredientName: string): boolean {
  const cached = index.cache.get(ingredientName);
  if (cached !== undefined) return cached;
  const needs = ingredientNeeds.peek(ingredientName);
  if (needs === undefined) {
    // a name this process has never met is most often met once: its answer is not cached for this
    // shelf (if it comes back, its memoised needs make it cheap, and it is cached then)
    return decide(index, ingredientNeeds.keep(ingredientName, needsOfName(ingredientName)));
  }
  const result = decide(index, needs);
  index.cache.set(ingredientName, result);
  return result;
}

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

/** Every item (ascending positions) in `keys` that meets one of the alternatives, with the alternative's position. */
function providers(keys: Map<string, number[]>, needs: Need | null): Array<{ item: number; alternative: number }> {
  const found = new Map<number, number>();
  let alternative = 0;
  for (let need = needs; need !== null; need = need.or, alternative++) {
    const exact = need.exactKey === null ? [] : keys.get(need.exactKey) ?? [];
    let common: number[] | null = need.keys.length === 0 ? [] : null;
    for (const key of need.keys) {
      const list = keys.get(key) ?? [];
      common = common === null ? list : common.filter((i) => list.includes(i));
    }
    for (const item of [...exact, ...(common ?? [])]) if (!found.has(item)) found.set(item, alternative);
  }
  return [...found].map(([item, alt]) => ({ item, alternative: alt })).sort((a, b) => a.item - b.item);
}

const isProduce = (kindId: string) => knowledge.kinds.get(kindId)?.forms !== undefined;

/** How a bar item's own name relates to the ingredient alternative it meets. */
function reasonOfName(ingredient: Denotation, itemName: string, need: Need): MatchReason {
  const single = new Map<string, number[]>();
  addItemKeys(single, [itemName], 0);
  if (need.exactKey !== null && single.has(need.exactKey)) return "same";
  const item = resolveName(itemName).find((d) => d.kinds.length > 0);
  if (!item) return "same"; // an unrecognised name met by its last words: the same thing after a brand word
  if (item.kinds.some(isProduce) && !ingredient.kinds.some(isProduce)) return "produce";
  const knownBrand = item.namedBrand !== null && item.namedBrand.kinds.length > 0 && ingredient.namedBrand === null;
  if (knownBrand || (item.prefixMods.length > 0 && ingredient.prefixMods.length === 0 && ingredient.brand === null)) return "brand";
  return ingredient.kinds.every((k) => item.kinds.includes(k)) ? "same" : "kind";
}

/** Whether the item's own name (not an alias) meets this alternative. */
function nameMeets(itemName: string, need: Need): boolean {
  const single = new Map<string, number[]>();
  addItemKeys(single, [itemName], 0);
  return providers(single, { ...need, or: null }).length > 0;
}

/**
 * Whether the shelf meets an ingredient, which item does and why, or which empty item would have.
 * Agrees with isAvailable; when several items meet it, the closest relation wins, then the first item.
 */
export function explainIngredient(index: ShelfIndex, ingredientName: string): IngredientExplanation {
  const needs = ingredientNeeds.get(ingredientName, needsOfName);
  const candidates = providers(index.keys, needs);
  if (candidates.length === 0) {
    const empty = providers(index.emptyKeys, needs)[0];
    return { available: false, satisfiedBy: null, emptyMatch: empty?.item ?? null };
  }
  const alternatives = ingredientDenotations(ingredientName);
  let best: { item: number; reason: MatchReason } | null = null;
  for (const { item, alternative } of candidates) {
    let need = needs!;
    for (let i = 0; i < alternative; i++) need = need.or!;
    const name = index.items[item]!.name;
    const reason = nameMeets(name, need) ? reasonOfName(alternatives[alternative]!, name, need) : "alias";
    if (best === null || REASON_ORDER.indexOf(reason) < REASON_ORDER.indexOf(best.reason)) best = { item, reason };
  }
  return { available: true, satisfiedBy: best, emptyMatch: null };
}

export function matchesIngredient(ingredientName: string, barItemName: string): boolean {
  return isAvailable(buildShelfIndex([{ name: barItemName }]), ingredientName);
}
