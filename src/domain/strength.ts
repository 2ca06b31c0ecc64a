/**
 * Which base spirits a drink is built on, and whether it is light, medium or strong: what
 * "surprise me" filters by. The strength is the served one (ice melt included) from
 * drink-strength; the spirits' names are data (strength-data.json).
 */
import type { MixMethod } from "./batch";
import { drinkStrength } from "./drink-strength";
import { describeName, matchesIngredient, type ShelfCategory } from "./matching";
import { STRENGTH_FROM_ABV, type Strength } from "./station";
import data from "./strength-data.json";

const SPIRIT_OF_CATEGORY: Readonly<Partial<Record<ShelfCategory, string>>> = data.spiritOfCategory;
const SPIRIT_OF_KIND_NAME: Readonly<Record<string, string>> = data.spiritOfKindName;

/** By % alcohol as served: a highball or spritz is light, a sour medium, a Negroni or Manhattan strong. */
export function strengthOf(abv: number): Strength {
  if (abv < STRENGTH_FROM_ABV.medium) return "light";
  return abv < STRENGTH_FROM_ABV.strong ? "medium" : "strong";
}

export function estimateStrength(ingredients: readonly { name: string; amount: string }[], method: MixMethod | null): Strength | null {
  const served = drinkStrength(ingredients, method);
  return served === null ? null : strengthOf(served.abv);
}

/** The base spirits among the ingredient names, in the catalogue's words (gin, tequila, mezcal, amaro…). */
export function baseSpiritsOf(names: readonly string[]): string[] {
  const found = new Set<string>();
  for (const name of names) {
    const byKind = Object.entries(SPIRIT_OF_KIND_NAME).find(([kindName]) => matchesIngredient(kindName, name));
    const spirit = byKind ? byKind[1] : SPIRIT_OF_CATEGORY[describeName(name).category];
    if (spirit) found.add(spirit);
  }
  return [...found];
}
