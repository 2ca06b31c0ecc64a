import "server-only";
import { buildShelfIndex, explainIngredient } from "@/domain/matching";
import { selectRecipes } from "@/domain/recipe-browse";
import { pageOf, type RecipeCounts, type RecipePage, type RecipeQuery, type RecipeView } from "@/domain/recipe-query";
import type { BarItem, RecipeListItem } from "@/domain/types";
import { listBarItemsForUser } from "./db/bar-items";
import { listRecipesForUser } from "./db/recipes";

/**
 * The recipes as the page shows them: beside each ingredient, the bar item that meets
 * it or the EMPTY one that would, as the one matcher explains it. `shelf` is every bar
 * item of the recipes' owner, EMPTY ones included.
 */
export function toRecipeViews(recipes: readonly RecipeListItem[], shelf: readonly BarItem[]): RecipeView[] {
  const index = buildShelfIndex(shelf.map((b) => ({ name: b.name, aliases: b.aliases, empty: b.quantity === "EMPTY" })));
  const item = (position: number) => ({ barItemId: shelf[position]!.id, name: shelf[position]!.name });
  return recipes.map((recipe) => ({
    ...recipe,
    explained: recipe.ingredients.map(({ name }) => {
      if (shelf.length === 0 || !name) return null;
      const why = explainIngredient(index, name);
      return {
        satisfiedBy: why.satisfiedBy ? { ...item(why.satisfiedBy.item), reason: why.satisfiedBy.reason } : null,
        emptyMatch: why.emptyMatch === null ? null : item(why.emptyMatch),
      };
    }),
  }));
}

/**
 * One page of the caller's recipes after search, filters and sort. The API stays
 * unpaginated; the page asks this instead, a page at a time. A caller that has the
 * caller's bar items already passes them as `barItems` (reading them works out what
 * each bottle is, which costs as much as the rest of a page).
 */
export async function browseRecipesForUser({
  userId,
  query,
  offset,
  barItems,
}: {
  userId: string;
  query: RecipeQuery;
  offset: number;
  barItems?: Promise<BarItem[]>;
}): Promise<RecipePage<RecipeView> & { counts: RecipeCounts }> {
  const [recipes, shelf] = await Promise.all([listRecipesForUser({ userId }), barItems ?? listBarItemsForUser({ userId })]);
  const page = pageOf(selectRecipes(recipes, query), offset);
  const counts = {
    all: recipes.length,
    now: recipes.filter((r) => r.missingCount === 0).length,
    one: recipes.filter((r) => r.missingCount === 1).length,
  };
  return { ...page, items: toRecipeViews(page.items, shelf), counts };
}
