// A name (bar item or ingredient) to what it denotes, one Denotation per alternative it offers.
// Resolution depends only on the text and the static knowledge tables, so what is derived from
// it (a bar item's keys, an ingredient's needs) is memoised for the life of the process: recipe
// ingredients and bar items are decided on every request, and after the first one each name
// costs a map lookup. Each memo is bounded.
import { knowledge } from "./knowledge";
import { resolveTokens, type Denotation } from "./resolve";
import { tokenizeAlternatives } from "./text";

const MEMO_LIMIT = 20_000;
const memos: Array<Map<string, unknown>> = [];

export interface NameMemo<T> {
  /** The value memoised for this name, if any. */
  peek(name: string): T | undefined;
  /** Memoises a value for this name and returns it. */
  keep(name: string, value: T): T;
  /** The value memoised for this name, computed and kept first if need be. */
  get(name: string, compute: (name: string) => T): T;
}

/** A bounded, process-wide memo keyed by name, cleared with the others by clearNameMemo. */
export function nameMemo<T>(): NameMemo<T> {
  const map = new Map<string, T>();
  memos.push(map as Map<string, unknown>);
  const memo: NameMemo<T> = {
    peek: (name) => map.get(name),
    keep(name, value) {
      if (map.size >= MEMO_LIMIT) map.clear();
      map.set(name, value);
      return value;
    },
    get(name, compute) {
      const v = map.get(name);
      return v !== undefined ? v : memo.keep(name, compute(name));
    },
  };
  return memo;
}


/** Alternatives a name offers; in "lemon or lime juice" the first borrows the last one's head word. */
function resolveAlternatives(name: string): Denotation[] {
  const alts = tokenizeAlternatives(name);
  if (alts.length <= 1) return alts.map((t) => resolveTokens(t));
  const last = alts[alts.length - 1]!;
  return alts.map((tokens, i) => {
    const d = resolveTokens(tokens);
    if (i === alts.length - 1 || last.length < 2) return d;
    const borrowed = resolveTokens([...tokens, ...last.slice(1)]);
    return borrowed.kinds.length > 0 && (d.kinds.length === 0 || isProduceOnly(d)) ? borrowed : d;
  });
}

function isProduceOnly(d: Denotation): boolean {
  return d.brand === null && d.kinds.every((k) => knowledge.kinds.get(k)!.produceFamily);
}

/** What a name denotes, one Denotation per alternative. Callers memoise what they derive from it. */
export function resolveName(name: string): readonly Denotation[] {
  return resolveAlternatives(name);
}

/** Forget every memoised name (benchmarks use it to measure a cold start). */
export function clearNameMemo(): void {
  for (const m of memos) m.clear();
}
