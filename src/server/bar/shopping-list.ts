import "server-only";
import { NotFoundError } from "@/domain/errors";
import { buildShelfIndex, isAvailable } from "@/domain/matching";
import type { ShoppingItemCreateInput } from "@/domain/schemas/shopping-list";
import { readMatchingShelfForUser } from "../db/substitutes";
import { getRecipeForUser } from "../db/recipes";
import { addShoppingItemsForUser, type ShoppingItemAdded } from "../db/shopping-list";
import { sentence } from "@/domain/sentences";

/**
 * POST /api/shopping-list: a name goes on the list as given; a recipe puts on it only the
 * ingredients the caller's shelf (its non-EMPTY items, and their substitutes) does not meet, each noted with the recipe.
 * With `householdId` they go on that household's list instead of the caller's own.
 */
export async function addToShoppingListForUser({
  userId,
  input,
}: {
  userId: string;
  input: ShoppingItemCreateInput;
}): Promise<ShoppingItemAdded[]> {
  const householdId = input.householdId ?? null;
  if ("name" in input) return addShoppingItemsForUser({ userId, householdId, items: [{ name: input.name, note: input.note }] });
  const [recipe, { items, substitutes }] = await Promise.all([
    getRecipeForUser({ userId, id: input.recipeId }),
    readMatchingShelfForUser({ userId }),
  ]);
  if (!recipe) throw new NotFoundError(sentence("notFound.recipe"));
  const shelf = buildShelfIndex(items, substitutes);
  const missing = [...new Set(recipe.ingredients.map((i) => i.name).filter((name) => name !== "" && !isAvailable(shelf, name)))];
  return addShoppingItemsForUser({ userId, householdId, items: missing.map((name) => ({ name, note: `for ${recipe.title}` })) });
}
