import "server-only";
import { pageOf, selectRecipes, type RecipeCounts, type RecipePage, type RecipeQuery, type RecipeView } from "@/domain/recipe-browse";
import type { RecipeListItem } from "@/domain/types";
import { listRecipesForUser } from "./db/recipes";

/** The recipes as the page shows them: each ingredient with the matcher's reason beside it. */
export function toRecipeViews(recipes: readonly RecipeListItem[]): RecipeView[] {
  return recipes.map((recipe) => ({ ...recipe, explained: [] }));
}

/**
 * One page of the caller's recipes after search, filters and sort. The API stays
 * unpaginated; the page asks this instead, a page at a time.
 */
export async function browseRecipesForUser({
  userId,
  query,
  offset,
}: {
  userId: string;
  query: RecipeQuery;
  offset: number;
}): Promise<RecipePage<RecipeView> & { counts: RecipeCounts }> {
  const recipes = await listRecipesForUser({ userId });
  const page = pageOf(selectRecipes(recipes, query), offset);
  const counts = {
    all: recipes.length,
    now: recipes.filter((r) => r.missingCount === 0).length,
    one: recipes.filter((r) => r.missingCount === 1).length,
  };
  return { ...page, items: toRecipeViews(page.items), counts };
}
