import type { Ingredient } from "./types";
import { isAvailable, type ShelfIndex } from "./matching";

/**
 * Re-evaluates a recipe's stored ingredients against the caller's shelf, as GET
 * /api/recipes does: each ingredient's `available` is recomputed and missingCount
 * follows. Only the spec's fields (name, amount, available) are returned.
 * Returns null when the stored value is not an array, so the caller keeps it as stored.
 */
export function reevaluateIngredients(
  stored: unknown,
  shelf: ShelfIndex,
): { ingredients: Ingredient[]; missingCount: number } | null {
  if (!Array.isArray(stored)) return null;
  let missingCount = 0;
  const ingredients = stored.map((raw: Partial<Ingredient>) => {
    const name = typeof raw?.name === "string" ? raw.name : "";
    const available = name !== "" && isAvailable(shelf, name);
    if (!available) missingCount += 1;
    return { name, amount: typeof raw?.amount === "string" ? raw.amount : "", available };
  });
  return { ingredients, missingCount };
}

/** missingCount as stored at creation: the ingredients the client marked unavailable. */
export function countMissing(ingredients: readonly Ingredient[]): number {
  return ingredients.filter((i) => !i.available).length;
}
