import "server-only";
import { bottlesPoured, drinkCost, type RecipeCost } from "@/domain/drink-cost";
import type { SharedRecipe } from "@/domain/types";
import { decideBottlesForUser } from "../db/bottles";
import { readRecipeForUser } from "../db/recipes";
import { getUserSettingsForUser } from "../db/user-settings";

/**
 * GET /api/recipes/{id}: the recipe the caller may read (readRecipeForUser), with what one
 * serving costs from the caller's bottles that would be poured (the one bottle decision,
 * src/server/db/bottles.ts) in the caller's currency, and the lines left out of it. Null when
 * the caller may not read it.
 */
export async function getRecipeWithCostForUser({ userId, id }: { userId: string; id: string }): Promise<(SharedRecipe & { cost: RecipeCost }) | null> {
  const recipe = await readRecipeForUser({ userId, id });
  if (!recipe) return null;
  const [{ lines, shelf }, settings] = await Promise.all([
    decideBottlesForUser({ userId, names: recipe.ingredients.map((i) => i.name) }),
    getUserSettingsForUser({ userId }),
  ]);
  return { ...recipe, cost: { ...drinkCost(recipe.ingredients, bottlesPoured(lines, shelf)), currency: settings.currency } };
}
