// How the pages speak of the user's substitutes, and which one to offer beside a missing line.
import { describeName, suggestSubstitute, type Substitute } from "./matching";

/** "your substitute for rye": a kind in lower case, a brand as its label writes it. */
export function substituteNote(substitute: Pick<Substitute, "ingredient">): string {
  return `your substitute for ${substituteInSentence(substitute)}`;
}

/** The ingredient a substitute stands in for, as a sentence writes it: a kind lower-cased ("rye"), a brand as it is. */
export function substituteInSentence({ ingredient }: Pick<Substitute, "ingredient">): string {
  const kindOnly = describeName(ingredient).brand === null;
  return kindOnly ? ingredient.charAt(0).toLowerCase() + ingredient.slice(1) : ingredient;
}

/** A one-tap offer beside a missing line: pour `bottle` for it, by accepting `substitute`. */
export interface SubstituteOffer {
  bottle: { barItemId: string; name: string };
  substitute: Substitute;
}

/**
 * The first bottle of the shelf, in the order given, that could plausibly stand in for a line no
 * bottle meets (src/domain/matching/substitutes.ts says which do), with the substitute to accept.
 */
export function offerSubstitute(line: string, shelf: readonly { barItemId: string; name: string }[]): SubstituteOffer | null {
  if (line.trim() === "") return null;
  for (const bottle of shelf) {
    const substitute = suggestSubstitute(line, bottle.name);
    if (substitute) return { bottle, substitute };
  }
  return null;
}
