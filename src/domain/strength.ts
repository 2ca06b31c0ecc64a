/**
 * How strong a drink is, estimated from its ingredients, and which base spirits it is built
 * on: what "surprise me" filters by. The figures are data (strength-data.json): each shelf
 * group's typical strength, from the matcher's reading of each ingredient name.
 */
import { isMeasured, parseAmount, toMl } from "./amounts";
import { DILUTION, type MixMethod } from "./batch";
import { describeName, matchesIngredient, type ShelfCategory } from "./matching";
import type { Strength } from "./station";
import data from "./strength-data.json";

const ABV: Readonly<Record<ShelfCategory, number>> = data.abvByCategory;
const SPIRIT_OF_CATEGORY: Readonly<Partial<Record<ShelfCategory, string>>> = data.spiritOfCategory;
const SPIRIT_OF_KIND_NAME: Readonly<Record<string, string>> = data.spiritOfKindName;

/** Strength as served, ice melt included: alcohol over the liquid's volume. Null when no volume is known. */
export function estimateAbv(ingredients: readonly { name: string; amount: string }[], method: MixMethod | null): number | null {
  let measured = 0;
  let toppedUp = 0;
  let alcohol = 0;
  for (const { name, amount } of ingredients) {
    const parsed = parseAmount(amount);
    const ml = toMl(parsed);
    const topUp = !isMeasured(parsed) && parsed.topUp === true;
    if (ml === null && !topUp) continue;
    const volume = ml ?? data.topUpMl;
    if (topUp) toppedUp += volume;
    else measured += volume;
    alcohol += volume * ABV[describeName(name).category];
  }
  const total = measured * (1 + DILUTION[method ?? "build"]) + toppedUp;
  return total > 0 ? alcohol / total : null;
}

export function strengthOf(abv: number): Strength {
  if (abv < 0.12) return "light";
  return abv < 0.2 ? "medium" : "strong";
}

export function estimateStrength(ingredients: readonly { name: string; amount: string }[], method: MixMethod | null): Strength | null {
  const abv = estimateAbv(ingredients, method);
  return abv === null ? null : strengthOf(abv);
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
