// Resolves a name to what it denotes: the kind(s) it is, the brand it names, and the
// qualifiers (flavours, unknown modifiers) that make it a different product.
import { knowledge, type Brand, type Entry, type Knowledge } from "./knowledge";

export interface Unit {
  phrase: string;
  entry: Entry | undefined;
  numeric: boolean;
}

export interface Denotation {
  /** most specific kinds; empty when the name is not recognised */
  kinds: string[];
  /** brand identity, when the name names one */
  brand: string | null;
  /** the brand recognised in the name, also when its name is the kind's (Chartreuse) */
  namedBrand: Brand | null;
  /** flavours and modifiers that make it a different product (sorted) */
  quals: string[];
  /** true when every qualifier is an unrecognised word after the head (a descriptor, or a product line) */
  softQuals: boolean;
  /** unrecognised words before the head word: a brand or a descriptor, or a modifier (sorted) */
  prefixMods: string[];
  /** the name's content words (fillers and numbers removed), for exact and fallback matching */
  content: string[];
  /** for each content unit, whether it was unrecognised */
  unknown: boolean[];
}

/**
 * Splits tokens into known phrases. Longer phrases win (their weight grows with the square of
 * their length), and a phrase that names a kind or brand weighs a little more, so "dry white
 * wine" reads as dry + white wine rather than "dry white" + wine.
 */
const scratch = { best: [] as number[], choice: [] as number[], chosen: [] as (Entry | undefined)[], phrases: [] as string[] };

export function segment(tokens: readonly string[], k: Knowledge = knowledge): Unit[] {
  const n = tokens.length;
  const { best, choice, chosen, phrases } = scratch;
  best[n] = 0;
  for (let i = n - 1; i >= 0; i--) {
    // a lone word always counts, known or not; longer phrases are walked in the token trie
    let node = k.trie.next?.get(tokens[i]!);
    const entry = node?.entry;
    let bestScore = (entry ? 1 + (entry.kind !== undefined || entry.brand !== undefined ? 0.5 : 0) : 0) + best[i + 1]!;
    choice[i] = 1;
    chosen[i] = entry;
    phrases[i] = tokens[i]!;
    for (let len = 2; node?.next && i + len <= n; len++) {
      node = node.next.get(tokens[i + len - 1]!);
      const e = node?.entry;
      if (!e) continue;
      const weight = len * len + (e.kind !== undefined || e.brand !== undefined ? 0.5 * len : 0);
      const score = weight + best[i + len]!;
      if (score >= bestScore) {
        bestScore = score;
        choice[i] = len;
        chosen[i] = e;
        phrases[i] = node!.phrase!;
      }
    }
    best[i] = bestScore;
  }
  let count = 0;
  for (let i = 0; i < n; i += choice[i]!) count++;
  const units = new Array<Unit>(count); // sized up front: a list grown by push reserves 16 slots
  for (let i = 0, u = 0; i < n; i += choice[i]!, u++) {
    const entry = chosen[i];
    const phrase = phrases[i]!;
    units[u] = { phrase, entry, numeric: entry === undefined && isDigits(phrase) };
  }
  return units;
}

/** Numbers and filler words are not part of what a name says. */
function isContent(u: Unit): boolean {
  if (u.numeric) return false;
  const e = u.entry;
  return !(e?.filler && !e.kind && !e.brand && !e.flavour && !e.style && !e.form);
}

function isDigits(s: string): boolean {
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 48 || c > 57) return false;
  }
  return s.length > 0;
}

// ---- kind algebra ------------------------------------------------------------------------

function isDescOrEq(k: Knowledge, a: string, b: string): boolean {
  return k.kinds.get(a)?.ancestorSet.has(b) ?? false;
}

function comparable(k: Knowledge, a: string, b: string): boolean {
  return isDescOrEq(k, a, b) || isDescOrEq(k, b, a);
}

/** Kinds of two different facets under one non-root kind combine (a dark Jamaican rum). */
function combinable(k: Knowledge, a: string, b: string): boolean {
  const ka = k.kinds.get(a);
  const kb = k.kinds.get(b);
  if (!ka || !kb || !ka.facet || !kb.facet || ka.facet === kb.facet) return false;
  for (const x of ka.ancestors) {
    if (x !== a && kb.ancestorSet.has(x) && !k.kinds.get(x)!.root) return true;
  }
  return false;
}

/** The distinct strings of a short list, first occurrences in order (a Set costs more at this size). */
function distinct(xs: readonly string[]): string[] {
  const out: string[] = [];
  for (const x of xs) if (!out.includes(x)) out.push(x);
  return out;
}

/** Drop duplicates and kinds implied by a more specific one in the list. */
function minimal(k: Knowledge, kinds: readonly string[]): string[] {
  if (kinds.length <= 1) return kinds.slice();
  const uniq = distinct(kinds);
  return uniq.filter((a) => !uniq.some((b) => b !== a && isDescOrEq(k, b, a)));
}

/** The brand's usual kinds meet a kind the label states; the label wins where they differ. */
function mergeBrandWithCategory(k: Knowledge, brandKinds: readonly string[], c: string): string[] {
  const out: string[] = [];
  let implied = false;
  for (const b of brandKinds) {
    if (isDescOrEq(k, b, c)) { out.push(b); implied = true; }
    else if (isDescOrEq(k, c, b)) { /* the label refines it */ }
    else if (combinable(k, b, c)) out.push(b);
  }
  if (!implied) out.push(c);
  return minimal(k, out);
}

/** Another kind word in the name: it refines, or combines with, the kinds so far; or it conflicts. */
function mergeCategory(k: Knowledge, kinds: readonly string[], c: string): string[] | null {
  if (kinds.some((x) => comparable(k, x, c))) {
    const out = kinds.map((x) => (isDescOrEq(k, c, x) ? c : x));
    return minimal(k, out);
  }
  if (kinds.length > 0 && kinds.every((x) => combinable(k, x, c))) return minimal(k, [...kinds, c]);
  return null;
}

function styleTarget(k: Knowledge, kind: string, phrase: string): string | undefined {
  const kk = k.kinds.get(kind);
  if (!kk) return undefined;
  for (const a of kk.ancestors) {
    const t = k.kinds.get(a)!.ownStyles.get(phrase);
    if (t) return t;
  }
  return undefined;
}

function applyStyle(k: Knowledge, kinds: readonly string[], phrase: string): string[] | null {
  let applied = false;
  const out: string[] = [];
  for (const x of kinds) {
    const t = styleTarget(k, x, phrase);
    if (!t) { out.push(x); continue; }
    applied = true;
    if (isDescOrEq(k, x, t)) out.push(x);
    else if (isDescOrEq(k, t, x)) out.push(t);
    else if (combinable(k, x, t)) out.push(x, t);
    else out.push(t);
  }
  return applied ? minimal(k, out) : null;
}

export function canonicalFlavoured(k: Knowledge, kind: string, flavour: string): string | undefined {
  const kk = k.kinds.get(kind);
  if (!kk) return undefined;
  for (const a of kk.ancestors) {
    const c = k.canon.get(a)?.get(flavour);
    if (c) return c;
  }
  return undefined;
}

function uniqueSorted(xs: readonly string[]): string[] {
  if (xs.length <= 1) return xs.slice();
  return distinct(xs).sort();
}

// ---- resolution ----------------------------------------------------------------------------

type Role = "head" | "brand" | "kind" | "style" | "form" | "flavour" | "ignore" | "mod" | "prefix";

interface KindUnit { idx: number; kind: string; weak: boolean }

const NO_KINDS: readonly string[] = [];

/** What a token list denotes. */
export function resolveTokens(tokens: readonly string[], k: Knowledge = knowledge): Denotation {
  const units = segment(tokens, k);
  const n = units.length;
  const role: (Role | undefined)[] = new Array<Role | undefined>(n);

  // lists sized up front (a list grown by push reserves 16 slots): this runs for every new name
  let contentCount = 0;
  let kindCount = 0;
  for (const u of units) {
    if (isContent(u)) contentCount++;
    if (u.entry?.kind) kindCount++;
  }
  const content = new Array<string>(contentCount);
  const unknown = new Array<boolean>(contentCount);
  for (let i = 0, c = 0; i < n; i++) {
    const u = units[i]!;
    if (!isContent(u)) continue;
    content[c] = u.phrase;
    unknown[c++] = u.entry === undefined;
  }

  // kind readings
  const kindUnits = new Array<KindUnit>(kindCount);
  for (let idx = 0, c = 0; idx < n; idx++) {
    const e = units[idx]!.entry;
    if (!e?.kind) continue;
    kindUnits[c++] = { idx, kind: e.kind, weak: k.kinds.get(e.kind)!.produceFamily || e.flavour !== undefined };
  }

  // produce + what is cut from it ("wedge of lime", "egg, white only")
  for (let f = 0; f < n; f++) {
    const form = units[f]!.entry?.form;
    if (!form) continue;
    let best: KindUnit | undefined;
    for (const ku of kindUnits) {
      if (ku.idx === f) continue;
      const target = k.kinds.get(ku.kind)!.forms?.get(form);
      if (!target) continue;
      if (!best || Math.abs(ku.idx - f) < Math.abs(best.idx - f)) best = ku;
    }
    if (best) {
      best.kind = k.kinds.get(best.kind)!.forms!.get(form)!;
      best.weak = true;
      role[f] = "form";
      const own = kindUnits.findIndex((ku) => ku.idx === f);
      if (own >= 0) kindUnits.splice(own, 1);
    }
  }

  // the head: the last kind word that is a product; else a brand; else the last produce word
  let brandIdx = -1;
  for (let i = 0; i < n && brandIdx < 0; i++) if (role[i] === undefined && units[i]!.entry?.brand !== undefined) brandIdx = i;
  const brand = brandIdx >= 0 ? units[brandIdx]!.entry!.brand! : undefined;
  const brandKinds = brand?.kinds ?? NO_KINDS;
  // a word that is a style of the brand's kind describes the bottle, it is not its head ("Chopin Rye")
  let head: KindUnit | undefined;
  let lastCandidate: KindUnit | undefined;
  for (const ku of kindUnits) {
    if (role[ku.idx] !== undefined) continue;
    if (brandKinds.length > 0 && units[ku.idx]!.entry?.style && applyStyle(k, brandKinds, units[ku.idx]!.phrase)) continue;
    lastCandidate = ku;
    if (!ku.weak) head = ku;
  }
  if (!head && brandKinds.length === 0) head = lastCandidate;

  let kinds: string[];
  if (head) kinds = brandKinds.length > 0 ? mergeBrandWithCategory(k, brandKinds, head.kind) : [head.kind];
  else kinds = [...brandKinds];
  if (head) role[head.idx] = "head";
  if (brandIdx >= 0 && role[brandIdx] === undefined) role[brandIdx] = "brand";
  const headPos = head ? head.idx : brandIdx;

  const flavours: string[] = [];
  const mods: string[] = [];
  let hardMods = false;
  const prefix: string[] = [];
  if (brand?.flavour) flavours.push(brand.flavour);

  // other kind words: a style of the head, a refinement, a combination, a flavour, or a conflict
  for (const ku of kindUnits) {
    if (role[ku.idx] !== undefined) continue;
    const e = units[ku.idx]!.entry!;
    if (e.style && kinds.length > 0 && applyStyle(k, kinds, units[ku.idx]!.phrase)) continue; // styles pass below
    const merged = kinds.length > 0 ? mergeCategory(k, kinds, ku.kind) : null;
    if (merged) { kinds = merged; role[ku.idx] = "kind"; continue; }
    if (e.flavour) { flavours.push(e.flavour); role[ku.idx] = "flavour"; continue; }
    mods.push(units[ku.idx]!.phrase);
    hardMods = true;
    role[ku.idx] = "mod";
  }

  // style words
  for (let i = 0; i < n; i++) {
    if (role[i] !== undefined || !units[i]!.entry?.style) continue;
    const r = kinds.length > 0 ? applyStyle(k, kinds, units[i]!.phrase) : null;
    if (r) { kinds = r; role[i] = "style"; }
  }

  const brandIsSpecific = brandKinds.length > 0 && !brandKinds.some((b) => k.kinds.get(b)!.policy === "child");

  // everything else
  const unknownAt: number[] = [];
  for (let i = 0; i < n; i++) {
    if (role[i] !== undefined) continue;
    const u = units[i]!;
    const e = u.entry;
    if (e?.flavour) { flavours.push(e.flavour); role[i] = "flavour"; continue; }
    if (e?.modifier) { mods.push(u.phrase); hardMods = true; role[i] = "mod"; continue; }
    if (e?.filler || u.numeric) { role[i] = "ignore"; continue; }
    if (e?.brand) {
      // a second brand: the same kind of thing adds nothing; another kind makes a mix (Jack & Coke)
      const other = e.brand.kinds;
      if (other.length > 0 && kinds.length > 0 && !other.some((o) => kinds.some((x) => comparable(k, o, x)))) {
        mods.push(u.phrase);
        hardMods = true;
        role[i] = "mod";
      } else role[i] = "ignore";
      continue;
    }
    if (e?.form || e?.style || e?.kind) {
      // a style word that does not apply: numbers ("1:1" on a honey syrup) say nothing
      // nor does a style word on a branded bottle ("Chambord Black Raspberry", "Black Label")
      const styleOnly = e.style && !e.form && !e.kind;
      if (brandIsSpecific || (styleOnly && (brandKinds.length > 0 || isDigits(u.phrase.replace(/ /g, ""))))) role[i] = "ignore";
      else { mods.push(u.phrase); hardMods = true; role[i] = "mod"; }
      continue;
    }
    unknownAt.push(i);
  }

  // unrecognised words: a brand's product line, a descriptor, or a product-changing word
  const ignoreUnknown = brandIsSpecific || (brand !== undefined && flavours.length > 0);
  for (const i of unknownAt) {
    if (ignoreUnknown) continue;
    if (headPos >= 0 && i < headPos) prefix.push(units[i]!.phrase);
    else mods.push(units[i]!.phrase);
  }

  // flavours: a generic "flavoured" gives way to a named flavour; a named flavoured kind is canonical
  let flv = flavours.length === 0 ? flavours : uniqueSorted(flavours);
  if (flv.length > 1) flv = flv.filter((f) => !k.genericFlavours.has(f));
  // a flavour the kind already is ("Chambord raspberry", "Kahlua coffee liqueur") restates it
  if (flv.length > 0) {
    flv = flv.filter((f) => !kinds.some((x) => {
      const c = canonicalFlavoured(k, x, f);
      return c !== undefined && isDescOrEq(k, x, c);
    }));
  }
  let quals = flv.length === 0 ? mods : [...flv, ...mods];
  if (flv.length === 1 && mods.length === 0 && kinds.length > 0) {
    let used = false;
    kinds = kinds.map((x) => {
      const c = canonicalFlavoured(k, x, flv[0]!);
      if (c) { used = true; return c; }
      return x;
    });
    if (used) { quals = []; kinds = minimal(k, kinds); }
  }

  return {
    kinds,
    brand: brand && !brand.definesKind ? brand.group : null,
    namedBrand: brand ?? null,
    quals: uniqueSorted(quals),
    softQuals: quals.length > 0 && flv.length === 0 && !hardMods,
    prefixMods: uniqueSorted(prefix),
    content,
    unknown,
  };
}
