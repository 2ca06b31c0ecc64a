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
import { resolveTokens, type Denotation } from "./resolve";
import { tokenizeAlternatives } from "./text";

/** A bar item: its name and the user's "also counts as" names. */
export interface ShelfItem { name: string; aliases?: readonly string[] }

/** What a shelf can stand in for. Build once per request with buildShelfIndex. */
export interface ShelfIndex {
  /** @internal key -> indices of the bar items that provide it (ascending) */
  readonly keys: Map<string, number[]>;
  /** @internal ingredient name -> availability, filled as ingredients are asked about */
  readonly cache: Map<string, boolean>;
}

const EXACT = "=";
const SUFFIX = "~";

function qualKey(quals: readonly string[]): string {
  return quals.length === 0 ? "" : quals.join(",");
}

function kindKey(brand: string | null, kind: string, quals: string): string {
  return brand === null ? `${kind}|${quals}` : `${brand}@${kind}|${quals}`;
}

function sortedUnion(a: readonly string[], b: readonly string[]): string[] {
  return [...new Set([...a, ...b])].sort();
}

/** The keys a bar item named like this provides. */
function shelfKeys(d: Denotation, add: (key: string) => void): void {
  add(EXACT + d.content.join(" "));
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
      for (const a of kk.ancestors) {
        for (const b of brands) {
          add(kindKey(b, a, qk));
          // a flavoured liqueur, syrup or bitters is still a liqueur, syrup or bitters
          if (quals.length > 0 && kk.policy === "child") add(kindKey(b, a, ""));
          // a lemon vodka is a citrus vodka
          for (const pf of flavourParents) add(kindKey(b, a, pf));
        }
      }
    }
  }
}

/** The keys an ingredient needs, all from one bar item; null when it is not recognised. */
function ingredientKeys(d: Denotation): string[] | null {
  if (d.kinds.length === 0) return null;
  const qk = qualKey(sortedUnion(d.quals, d.prefixMods));
  return d.kinds.map((k) => kindKey(d.brand, k, qk));
}

/** Alternatives a name offers; in "lemon or lime juice" the first borrows the last one's head word. */
function alternatives(name: string): Denotation[] {
  const alts = tokenizeAlternatives(name);
  if (alts.length <= 1) return alts.map((t) => resolveTokens(t));
  const last = alts[alts.length - 1]!;
  return alts.map((tokens, i) => {
    const d = resolveTokens(tokens);
    if (i === alts.length - 1 || last.length < 2) return d;
    const borrowed = resolveTokens([...tokens, ...last.slice(1)]);
    return borrowed.kinds.length > 0 && (d.kinds.length === 0 || isWeakOnly(d)) ? borrowed : d;
  });
}

function isWeakOnly(d: Denotation): boolean {
  return d.brand === null && d.kinds.every((k) => knowledge.kinds.get(k)!.produceFamily);
}

export function buildShelfIndex(items: readonly ShelfItem[]): ShelfIndex {
  const keys = new Map<string, number[]>();
  items.forEach((item, idx) => {
    const add = (key: string) => {
      const list = keys.get(key);
      if (!list) keys.set(key, [idx]);
      else if (list[list.length - 1] !== idx) list.push(idx);
    };
    for (const name of [item.name, ...(item.aliases ?? [])]) {
      if (typeof name !== "string") continue;
      for (const d of alternatives(name)) shelfKeys(d, add);
    }
  });
  return { keys, cache: new Map() };
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

function decide(index: ShelfIndex, ingredientName: string): boolean {
  for (const d of alternatives(ingredientName)) {
    const exact = d.content.join(" ");
    if (exact !== "" && index.keys.has(EXACT + exact)) return true;
    const needed = ingredientKeys(d);
    if (needed) {
      if (providedByOneItem(index, needed)) return true;
    } else if (exact !== "" && index.keys.has(SUFFIX + exact)) {
      return true;
    }
  }
  return false;
}

export function isAvailable(index: ShelfIndex, ingredientName: string): boolean {
  const cached = index.cache.get(ingredientName);
  if (cached !== undefined) return cached;
  const result = decide(index, ingredientName);
  index.cache.set(ingredientName, result);
  return result;
}

export function matchesIngredient(ingredientName: string, barItemName: string): boolean {
  return isAvailable(buildShelfIndex([{ name: barItemName }]), ingredientName);
}
