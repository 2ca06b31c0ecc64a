// What to make now and what to buy next, from the recipes' missing ingredients.
//
// Every "would this bottle meet that line?" is asked of the one matcher: a candidate bottle is
// put on a shelf of its own and the line looked up there. A line is missing when no single bar
// item meets it, so adding a bottle to the shelf meets it exactly when that bottle alone does.
//
// Candidates are things one can buy, named from the missing lines themselves: the brand when a
// line asks for one ("Campari"), else the kind it asks for ("London dry gin"). A candidate that meets
// only lines another candidate also meets is dropped, so "London dry gin" (which meets "Gin" too)
// stands for both; but a brand only the catalogue asks for does not take the name from the kind the
// user's recipes ask for: it becomes the kind's first example. The best 2 and 3 bottles are found by
// exact search over the most useful candidates: two bottles can make a drink that neither makes alone.
import { buildShelfIndex, describeName, explainIngredient, matchesIngredient } from "./matching";
import { namedBottlesOfKind } from "./matching/bottles-of-kind";
import type { BottleName } from "./bottle-name";

export { bottleLabel, otherStyles, type BottleName } from "./bottle-name";

/** A recipe (or catalogue cocktail) with the names of its ingredients the shelf does not meet. */
export interface Needs<T> {
  value: T;
  missing: readonly string[];
}

export interface NextBottle<R, C> extends BottleName {
  unlocks: number;
  catalogueUnlocks: number;
  recipes: R[];
  catalogueRecipes: C[];
}

export interface ShoppingPlan<R, C> {
  names: string[];
  /** each of `names`, told as a shopper asks for it */
  bottles: BottleName[];
  unlocks: number;
  catalogueUnlocks: number;
  recipes: R[];
  catalogueRecipes: C[];
}

export interface Recommendations<R, C> {
  makeNow: R[];
  oneAway: { recipe: R; missing: string[] }[];
  nextBottles: NextBottle<R, C>[];
  shoppingPlan: ShoppingPlan<R, C>[];
  fromCatalogue: {
    makeNow: C[];
    /** each with the bottle that would make it */
    oneAway: { cocktail: C; missing: string[]; bottle: string }[];
  };
}

/**
 * Recipes missing more lines than this are left out of the search: three bottles meet more than
 * six lines only when a recipe repeats itself.
 */
const MAX_MISSING = 6;
/** How many bottles `nextBottles` lists. */
const NEXT_BOTTLES = 12;
/** Candidates searched exhaustively for plans (bit positions of a 32-bit mask). */
const PLAN_POOL = 24;
const EXAMPLES = 3;

/** A recipe's or cocktail's missing lines, by line number, when a plan could reach them. */
interface Reachable {
  user: boolean;
  at: number;
  lines: number[];
}

// ---- the matcher's answers, kept for the process: each depends only on the names ------------

/** Bounds each memo (a few MB at most); a full memo starts again empty. */
const MEMO_LIMIT = 100_000;
/** bottle -> line -> meets: two levels, so a lookup hashes names the caller already holds */
const meetsMemo = new Map<string, Map<string, boolean>>();
let meetsMemoSize = 0;
const buyableNames = new Map<string, string | null>();

/** Whether a bottle of this name would meet the line, asked of the matcher. */
export function bottleMeets(bottle: string, line: string): boolean {
  let byLine = meetsMemo.get(bottle);
  let meets = byLine?.get(line);
  if (meets !== undefined) return meets;
  if (meetsMemoSize >= MEMO_LIMIT) {
    meetsMemo.clear();
    meetsMemoSize = 0;
    byLine = undefined;
  }
  if (!byLine) meetsMemo.set(bottle, (byLine = new Map()));
  meets = matchesIngredient(line, bottle);
  byLine.set(line, meets);
  meetsMemoSize += 1;
  return meets;
}

/**
 * What to buy to meet a line: the brand it asks for, else the kind it asks for, else its own words
 * (a name the matcher does not know). Each is taken only if the matcher agrees it meets the line.
 */
export function buyableName(line: string): string | null {
  const known = buyableNames.get(line);
  if (known !== undefined) return known;
  if (buyableNames.size >= MEMO_LIMIT) buyableNames.clear();
  const name = chooseBuyableName(line);
  buyableNames.set(line, name);
  return name;
}

function chooseBuyableName(line: string): string | null {
  const text = line.trim();
  if (text === "") return null;
  const { brand, kindLabel } = describeName(text);
  for (const name of [brand, kindLabel]) if (name !== null && bottleMeets(name, text)) return name;
  return text;
}

/** Whether a buyable name is a kind (as opposed to a brand the recipes ask for, or words the matcher does not know). */
function isKindName(name: string): boolean {
  const { kind, brand } = describeName(name);
  return kind !== null && brand === null;
}

// ---- the search -------------------------------------------------------------------------

interface Candidate {
  name: string;
  /** named by a kind, not by a brand the recipes ask for nor by words the matcher does not know */
  kind: boolean;
  /** line numbers it meets, ascending */
  meets: number[];
  dominated: boolean;
  /** a brand that meets no line of the user's recipes beyond a kind candidate's: that kind is named instead */
  absorbed: boolean;
  /** what it makes on its own (positions in the recipes / the catalogue) */
  users: number[];
  catalogue: number[];
  /** how many reachable recipes / cocktails it meets at least one line of */
  touchesUsers: number;
  touchesCatalogue: number;
}

function byUnlocks(a: Candidate, b: Candidate): number {
  return (
    b.users.length - a.users.length ||
    b.catalogue.length - a.catalogue.length ||
    a.name.localeCompare(b.name)
  );
}

export function recommend<R, C>({
  recipes,
  catalogue,
}: {
  recipes: readonly Needs<R>[];
  catalogue: readonly Needs<C>[];
}): Recommendations<R, C> {
  const lineNumbers = new Map<string, number>();
  const lines: string[] = [];
  const userLine: boolean[] = [];
  const reachable: Reachable[] = [];
  const collect = (list: readonly Needs<unknown>[], user: boolean) =>
    list.forEach(({ missing }, at) => {
      if (missing.length === 0 || missing.length > MAX_MISSING) return;
      const numbers = missing.map((line) => {
        let n = lineNumbers.get(line);
        if (n === undefined) lineNumbers.set(line, (n = lines.push(line) - 1));
        userLine[n] ||= user;
        return n;
      });
      reachable.push({ user, at, lines: [...new Set(numbers)] });
    });
  collect(recipes, true);
  collect(catalogue, false);

  const candidates = findCandidates(lines);
  const meetersOfLine = lines.map(() => [] as number[]);
  candidates.forEach((c, ci) => c.meets.forEach((line) => meetersOfLine[line]!.push(ci)));
  markDominated(candidates, meetersOfLine, userLine);

  // what each candidate makes on its own (a recipe whose every missing line it meets), and touches
  for (const r of reachable) {
    for (const ci of common(r.lines.map((line) => meetersOfLine[line]!))) {
      (r.user ? candidates[ci]!.users : candidates[ci]!.catalogue).push(r.at);
    }
    for (const ci of new Set(r.lines.flatMap((line) => meetersOfLine[line]!))) {
      if (r.user) candidates[ci]!.touchesUsers += 1;
      else candidates[ci]!.touchesCatalogue += 1;
    }
  }
  const useful = candidates.filter((c) => !c.dominated && !c.absorbed);
  const ranked = useful.filter((c) => c.users.length + c.catalogue.length > 0).sort(byUnlocks);
  const shopper = new ShopperNames(lines, candidates.filter((c) => c.absorbed && !c.dominated));

  const pick = <T,>(list: readonly Needs<T>[], at: readonly number[]) => at.map((i) => list[i]!.value);
  const bottleOfCocktail = new Map<number, string>();
  const absorbed = candidates.filter((c) => c.absorbed && !c.dominated).sort(byUnlocks);
  for (const c of [...ranked, ...absorbed]) for (const at of c.catalogue) if (!bottleOfCocktail.has(at)) bottleOfCocktail.set(at, c.name);

  return {
    makeNow: recipes.filter((r) => r.missing.length === 0).map((r) => r.value),
    oneAway: recipes.filter((r) => r.missing.length === 1).map((r) => ({ recipe: r.value, missing: [...r.missing] })),
    nextBottles: shopper.entries(ranked).slice(0, NEXT_BOTTLES).map(({ lead, others }) => ({
      ...shopper.told(lead, others),
      unlocks: lead.users.length,
      catalogueUnlocks: lead.catalogue.length,
      recipes: pick(recipes, lead.users),
      catalogueRecipes: pick(catalogue, lead.catalogue),
    })),
    shoppingPlan: bestPlans(useful, reachable).map((plan) => ({
      names: plan.bottles.map((c) => c.name),
      bottles: plan.bottles.map((c) => shopper.told(c, [])),
      unlocks: plan.users.length,
      catalogueUnlocks: plan.catalogue.length,
      recipes: pick(recipes, plan.users),
      catalogueRecipes: pick(catalogue, plan.catalogue),
    })),
    fromCatalogue: {
      makeNow: catalogue.filter((c) => c.missing.length === 0).map((c) => c.value),
      oneAway: [...bottleOfCocktail]
        .sort(([a], [b]) => a - b)
        .map(([at, bottle]) => ({ cocktail: catalogue[at]!.value, missing: [...catalogue[at]!.missing], bottle })),
    },
  };
}

/** One candidate per distinct buyable name of the lines, with every line it meets. */
function findCandidates(lines: readonly string[]): Candidate[] {
  const names = [...new Set(lines.map(buyableName).filter((n): n is string => n !== null))];
  return names.map((name) => ({
    name,
    kind: isKindName(name),
    meets: lines.reduce<number[]>((met, line, n) => (bottleMeets(name, line) ? (met.push(n), met) : met), []),
    dominated: false,
    absorbed: false,
    users: [],
    catalogue: [],
    touchesUsers: 0,
    touchesCatalogue: 0,
  }));
}

/**
 * A candidate is dominated when another meets every line it meets and more (or the same lines
 * and comes first by name): buying the other is never worse. A brand does not dominate a kind
 * when the lines it adds are only the catalogue's: the user's recipes ask for the kind, so the
 * kind keeps the name and the brand is left out of the listing (it is shown as an example).
 */
function markDominated(candidates: Candidate[], meetersOfLine: readonly number[][], userLine: readonly boolean[]): void {
  candidates.forEach((c, ci) => {
    if (c.meets.length === 0) {
      c.dominated = true;
      return;
    }
    const rivals = common(c.meets.map((line) => meetersOfLine[line]!));
    c.dominated = rivals.some((di) => {
      if (di === ci) return false;
      const d = candidates[di]!;
      if (!(d.meets.length > c.meets.length || d.name.localeCompare(c.name) < 0)) return false;
      if (c.kind && !d.kind && d.meets.every((line) => !userLine[line] || c.meets.includes(line))) {
        d.absorbed = true;
        return false;
      }
      return true;
    });
  });
}

/** The members common to ascending lists of numbers. */
function common(lists: readonly (readonly number[])[]): number[] {
  let out = lists[0] ?? [];
  for (let i = 1; i < lists.length && out.length > 0; i++) {
    const set = new Set(lists[i]);
    out = out.filter((x) => set.has(x));
  }
  return [...out];
}

interface Plan {
  bottles: Candidate[];
  users: number[];
  catalogue: number[];
}

/**
 * The best 2 and the best 3 bottles together, by the user's recipes they make, then the catalogue's.
 * Exact over the PLAN_POOL most promising candidates: each line becomes the bit mask of the pool
 * members that meet it, and a recipe is made by a plan when each of its lines shares a bit with it.
 */
function bestPlans(useful: readonly Candidate[], reachable: readonly Reachable[]): Plan[] {
  const pool = [...useful]
    .sort((a, b) => b.touchesUsers - a.touchesUsers || b.touchesCatalogue - a.touchesCatalogue || byUnlocks(a, b))
    .slice(0, PLAN_POOL);
  if (pool.length < 2) return [];
  const lineMask = new Map<number, number>();
  pool.forEach((c, bit) => c.meets.forEach((line) => lineMask.set(line, (lineMask.get(line) ?? 0) | (1 << bit))));

  // recipes with the same lines in reach count together
  const patterns = new Map<string, { masks: number[]; users: number[]; catalogue: number[] }>();
  for (const r of reachable) {
    const masks = r.lines.map((line) => lineMask.get(line) ?? 0);
    if (masks.includes(0)) continue;
    const key = masks.join(",");
    let p = patterns.get(key);
    if (!p) patterns.set(key, (p = { masks, users: [], catalogue: [] }));
    (r.user ? p.users : p.catalogue).push(r.at);
  }
  const groups = [...patterns.values()];
  const weights = groups.map((g) => g.users.length * 100_000 + g.catalogue.length);
  const made = (g: (typeof groups)[number], mask: number) => {
    for (const m of g.masks) if ((m & mask) === 0) return false;
    return true;
  };
  const score = (mask: number) => {
    let total = 0;
    for (let i = 0; i < groups.length; i++) if (made(groups[i]!, mask)) total += weights[i]!;
    return total;
  };

  const best = (size: 2 | 3): { mask: number; score: number } => {
    let top = { mask: 0, score: 0 };
    const n = pool.length;
    for (let i = 0; i < n; i++) {
      for (let j = i + 1; j < n; j++) {
        if (size === 2) {
          const mask = (1 << i) | (1 << j);
          const s = score(mask);
          if (s > top.score) top = { mask, score: s };
          continue;
        }
        for (let k = j + 1; k < n; k++) {
          const mask = (1 << i) | (1 << j) | (1 << k);
          const s = score(mask);
          if (s > top.score) top = { mask, score: s };
        }
      }
    }
    return top;
  };

  const toPlan = (mask: number): Plan => {
    const plan: Plan = { bottles: pool.filter((_, bit) => mask & (1 << bit)), users: [], catalogue: [] };
    for (const g of groups) {
      if (!made(g, mask)) continue;
      plan.users.push(...g.users);
      plan.catalogue.push(...g.catalogue);
    }
    plan.users.sort((a, b) => a - b);
    plan.catalogue.sort((a, b) => a - b);
    return plan;
  };

  const plans: Plan[] = [];
  const two = best(2);
  if (two.score > 0) plans.push(toPlan(two.mask));
  const three = pool.length >= 3 ? best(3) : { mask: 0, score: 0 };
  if (three.score > two.score) plans.push(toPlan(three.mask));
  return plans;
}

// ---- names a shopper uses ------------------------------------------------------------------

/** Candidates listed as one entry: the lead, whose name and counts the entry has, and other styles of its kind. */
interface Entry {
  lead: Candidate;
  others: Candidate[];
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const isSubset = (small: readonly number[], big: readonly number[]) => small.every((x) => big.includes(x));

/** Tells candidates as a shopper asks for them: the kind, its style, and bottles to look for. */
class ShopperNames {
  constructor(
    private readonly lines: readonly string[],
    /** brands kept out of the listing in favour of a kind; each is the first example of a kind whose every line it meets */
    private readonly absorbed: readonly Candidate[],
  ) {}

  /**
   * The ranked candidates as entries: a kind candidate that makes nothing the better one of its
   * kind does not (the same recipes and cocktails, or some of them) is listed with it, as another
   * style, rather than as a bottle of its own.
   */
  entries(ranked: readonly Candidate[]): Entry[] {
    const entries: Entry[] = [];
    for (const c of ranked) {
      const home = c.kind
        ? entries.find(
            ({ lead, others }) =>
              lead.kind &&
              isSubset(c.users, lead.users) &&
              isSubset(c.catalogue, lead.catalogue) &&
              this.familyOf([lead, ...others, c]) !== null,
          )
        : undefined;
      if (home) home.others.push(c);
      else entries.push({ lead: c, others: [] });
    }
    return entries;
  }

  /** An entry told as a shopper asks for it. */
  told(lead: Candidate, others: readonly Candidate[]): BottleName {
    if (!lead.kind) return { name: lead.name, kind: null, styles: [], styleNames: [], examples: [] };
    const family = this.familyOf([lead, ...others]);
    const styleOf = (c: Candidate) => styleWithin(c.name, family!);
    // one candidate per style, the first: its name goes with the style
    const styled = family === null ? [] : [lead, ...others].filter((c, i, all) => all.findIndex((o) => styleOf(o) === styleOf(c)) === i);
    return {
      name: lead.name,
      kind: family ?? lead.name,
      styles: styled.map(styleOf),
      styleNames: styled.map((c) => c.name),
      examples: this.examplesOf(lead),
    };
  }

  /**
   * The most general kind every candidate meets a line of and is a style of ("Gin" for "London
   * dry gin" and "Old tom gin", "Whiskey" for "Bourbon"); null when there is none.
   */
  private familyOf(members: readonly Candidate[]): string | null {
    const [first] = members;
    if (!first) return null;
    const labels = new Set<string>();
    for (const line of first.meets) {
      const label = describeName(this.lines[line]!).kindLabel;
      if (label === null || label.toLowerCase() === first.name.toLowerCase()) continue;
      if (members.every((m) => m.meets.includes(line) && isStyleOf(m.name, label))) labels.add(label);
    }
    let family: string | null = null;
    for (const label of labels) if (family === null || bottleMeets(family, label)) family = label;
    return family;
  }

  /** Brands the recipes ask for that meet every line the candidate meets, then well-known bottles of its kind that do. */
  private examplesOf(c: Candidate): string[] {
    const meetsAll = (name: string) => c.meets.every((line) => bottleMeets(name, this.lines[line]!));
    const asked = this.absorbed
      .filter((b) => isSubset(c.meets, b.meets))
      .sort((a, b) => b.meets.length - a.meets.length || a.name.localeCompare(b.name))
      .map((b) => b.name)
      .slice(0, EXAMPLES);
    const kind = describeName(c.name).kind;
    if (kind === null || asked.length >= EXAMPLES) return asked;
    const known = namedBottlesOfKind(kind, EXAMPLES - asked.length, meetsAll, asked);
    return [...asked, ...known];
  }
}

const stylesMemo = new Map<string, boolean>();

/**
 * Whether a bottle of this name is a more specific kind of the other (the matcher's rule 2, as it
 * explains a match): "Bourbon" of "Whiskey", not "Egg" of "Egg white", which is cut from it.
 */
function isStyleOf(name: string, kind: string): boolean {
  const key = `${name}\n${kind}`;
  let style = stylesMemo.get(key);
  if (style !== undefined) return style;
  if (stylesMemo.size >= MEMO_LIMIT) stylesMemo.clear();
  style = explainIngredient(buildShelfIndex([{ name }]), kind).satisfiedBy?.reason === "kind";
  stylesMemo.set(key, style);
  return style;
}

/** The style a kind's name gives within a more general kind: "London dry" in "Gin", "Bourbon" in "Whiskey". */
function styleWithin(name: string, family: string): string {
  const suffix = ` ${family.toLowerCase()}`;
  return name.toLowerCase().endsWith(suffix) ? capitalised(name.slice(0, -suffix.length)) : name;
}
