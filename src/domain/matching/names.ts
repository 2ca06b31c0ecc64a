// A name (bar item or ingredient) to what it denotes, one Denotation per alternative it offers.
// Resolution depends only on the text and the static knowledge, so what is derived from it (a
// bar item's keys, an ingredient's needs) is memoised for the life of the process: the same
// names come back on every request. Each memo is bounded.
import { knowledge } from "./knowledge";
import { resolveTokens, type Denotation } from "./resolve";
import { readAlternatives } from "./text";

const MEMO_LIMIT = 20_000;
const memos: Array<Map<string, unknown>> = [];

/** A bounded, process-wide memo of a function of a name (never undefined), cleared with the others by clearNameMemo. */
export function memoByName<T>(compute: (name: string) => T): (name: string) => T {
  const memo = nameTable<T>();
  return (name) => {
    const known = memo.get(name);
    if (known !== undefined) return known;
    const value = compute(name);
    makeRoomIn(memo);
    memo.set(name, value);
    return value;
  };
}

/** A bounded, process-wide table of things derived from names, cleared with the memos by clearNameMemo. */
export function nameTable<T>(): Map<string, T> {
  const table = new Map<string, T>();
  memos.push(table);
  return table;
}

/** Makes room for one more entry in a table made by nameTable: a full one is emptied, as the memos are. */
export function makeRoomIn(table: Map<string, unknown>): void {
  if (table.size >= MEMO_LIMIT) table.clear();
}

/** Forget every memoised name (benchmarks use it to measure a cold start). */
export function clearNameMemo(): void {
  for (const memo of memos) memo.clear();
}

/** Bare produce (lemon), not what is cut or squeezed from it (lemon juice). */
function isProduceOnly(denotation: Denotation): boolean {
  return denotation.brand === null && denotation.kinds.every((kind) => knowledge.kinds.get(kind)!.forms !== undefined);
}

/**
 * What a name denotes, one Denotation per alternative ("bourbon or rye"). In "lemon or lime juice"
 * the first alternative borrows the last one's words after its first ("lemon juice"), when that
 * makes it a product rather than nothing or bare produce; where the kind word comes first, as
 * French and Spanish write it ("blackstrap ou rhum brun"), it borrows that first word instead.
 */
export function resolveName(name: string): readonly Denotation[] {
  return readName(name).denotations;
}

/**
 * A name's alternatives as tokens and what each denotes. A comma list ("Rye, bourbon or Canadian
 * whisky") is read as alternatives only when every item names a kind; otherwise the part after a
 * comma is a note, as in "Sugar, white or brown" or "Rum, white or dark".
 */
export function readName(name: string): { tokens: string[][]; denotations: readonly Denotation[] } {
  const listed = readAlternatives(name, true);
  if (listed.listed) {
    const denotations = denote(listed.tokens, listed.plural);
    if (denotations.every((d) => d.kinds.length > 0)) return { tokens: listed.tokens, denotations };
  }
  const { tokens, plural } = listed.listed ? readAlternatives(name) : listed;
  return { tokens, denotations: denote(tokens, plural) };
}

function denote(alternatives: readonly string[][], plural: readonly boolean[]): readonly Denotation[] {
  if (alternatives.length <= 1) return alternatives.map((tokens, i) => resolveTokens(tokens, knowledge, plural[i]));
  const last = alternatives[alternatives.length - 1]!;
  return alternatives.map((tokens, i) => {
    const own = resolveTokens(tokens, knowledge, plural[i]);
    if (i === alternatives.length - 1 || last.length < 2) return own;
    if (own.kinds.length > 0 && !isProduceOnly(own)) return own;
    const borrowed = resolveTokens([...tokens, ...last.slice(1)]);
    if (borrowed.kinds.length > 0) return borrowed;
    const kindFirst = own.kinds.length === 0 ? resolveTokens([last[0]!, ...tokens]) : own;
    return kindFirst.kinds.length > 0 ? kindFirst : own;
  });
}
