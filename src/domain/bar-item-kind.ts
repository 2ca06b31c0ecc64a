// What a bar item is, as the matcher sees it, and the user's answer when the matcher cannot tell
// ("What is this?"). The answer is a kind of the matcher's, stored on the item and used like an
// alias: the item also counts as that kind's name. Pure: runs wherever the matcher does.
import { describeName } from "./matching";
import { memoByName } from "./matching/names";
import { knowledge } from "./matching/knowledge";
import { tokenizePhrase } from "./matching/text";

/** How the matcher understands a bar item: from a brand it knows, the words on the label, or the user's answer. */
export interface UnderstoodAs {
  kind: string;
  kindLabel: string;
  via: "brand" | "label" | "user";
}

/** A kind to offer as an answer. */
export interface KindChoice {
  kind: string;
  label: string;
}

/** The families offered when the name gives no hint at all. */
const COMMON_KINDS = ["gin", "vodka", "rum", "tequila", "whiskey", "brandy", "liqueur", "vermouth", "amaro", "wine", "beer", "syrup"];

const labelOf = (kind: string) => knowledge.kinds.get(kind)?.label ?? kind;

export function isKnownKind(kind: string): boolean {
  return knowledge.kinds.has(kind);
}

/** The user's answer, already a kind id (from the offered choices) or typed as a name ("Bourbon"); null if neither. */
export function kindFromAnswer(answer: string): string | null {
  const text = answer.trim();
  if (isKnownKind(text)) return text;
  return text === "" ? null : describeName(text).kind;
}

/** The user's answer wins; otherwise what the matcher reads in the name; null when it reads nothing. */
export function understoodAs(name: string, chosenKind: string | null): UnderstoodAs | null {
  if (chosenKind !== null && isKnownKind(chosenKind)) return { kind: chosenKind, kindLabel: labelOf(chosenKind), via: "user" };
  const described = describeName(name);
  if (described.kind === null || described.via === null) return null;
  return { kind: described.kind, kindLabel: described.kindLabel ?? labelOf(described.kind), via: described.via };
}

/**
 * Kinds a name it does not understand may be, from the words it did read: a kind's own name
 * ("Foobar Amaro Nuovo" may be an amaro) or a style word only some kinds use ("Reposado" names a
 * reposado tequila). Falls back to the common families when no word helps.
 */
export function likelyKinds(name: string, limit = LIKELY_KINDS): readonly KindChoice[] {
  return limit === LIKELY_KINDS ? likelyKindsKept(name) : likelyKindsAfresh(name, limit);
}

const LIKELY_KINDS = 6;
/** Kept per name for the process: every bottle of a shelf is described on each /bar answer. */
const likelyKindsKept = memoByName((name: string) => Object.freeze(likelyKindsAfresh(name, LIKELY_KINDS)));

function likelyKindsAfresh(name: string, limit: number): KindChoice[] {
  const words = tokenizePhrase(name);
  const found: string[] = [];
  const add = (kind: string) => {
    if (!found.includes(kind) && isKnownKind(kind)) found.push(kind);
  };
  for (let start = 0; start < words.length; start++) {
    for (let end = words.length; end > start; end--) {
      const phrase = words.slice(start, end).join(" ");
      const entry = knowledge.lexicon.get(phrase);
      if (!entry) continue;
      if (entry.kind !== undefined) add(entry.kind);
      if (entry.style) for (const kind of knowledge.kinds.values()) if (kind.ownStyles.has(phrase)) add(kind.ownStyles.get(phrase)!);
      if (entry.brand) for (const kind of entry.brand.kinds) add(kind);
    }
  }
  for (const kind of found.length > 0 ? [] : COMMON_KINDS) add(kind);
  return found.slice(0, limit).map((kind) => ({ kind, label: labelOf(kind) }));
}

/** The names the matcher reads for an item: its own aliases and, once the user has answered, the kind they chose. */
export function aliasesWithChosenKind(aliases: readonly string[], chosenKind: string | null): string[] {
  return chosenKind !== null && isKnownKind(chosenKind) ? [...aliases, labelOf(chosenKind)] : [...aliases];
}
