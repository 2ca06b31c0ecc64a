import "server-only";
import { CATALOGUE } from "@/domain/catalogue";
import { catalogueEntry, type CatalogueEntry } from "@/domain/catalogue-entries";
import { buildShelfIndex } from "@/domain/matching";
import { RecipeIdentityIndex } from "@/domain/recipe-identity";
import { recommend, type Recommendations } from "@/domain/recommendations";
import type { RecipeListItem } from "@/domain/types";
import { listShelfForUser } from "./db/bar-items";
import { listRecipesForUser } from "./db/recipes";

export interface RecipeRef {
  id: string;
  title: string;
}
export interface CocktailRef {
  catalogueId: string;
  title: string;
}

/** GET /api/recommendations: bottles and plans name the drinks they make by id and title. */
export type RecommendationsAnswer = Omit<Recommendations<RecipeListItem, CatalogueEntry>, "nextBottles" | "shoppingPlan"> &
  Pick<Recommendations<RecipeRef, CocktailRef>, "nextBottles" | "shoppingPlan">;

function withRefs<T extends { recipes: RecipeListItem[]; catalogueRecipes: CatalogueEntry[] }>(
  item: T,
): Omit<T, "recipes" | "catalogueRecipes"> & { recipes: RecipeRef[]; catalogueRecipes: CocktailRef[] } {
  return {
    ...item,
    recipes: item.recipes.map(({ id, title }) => ({ id, title })),
    catalogueRecipes: item.catalogueRecipes.map(({ catalogueId, title }) => ({ catalogueId, title })),
  };
}

/**
 * What the caller can make now and what to buy next, against their non-EMPTY bar items. The
 * recipes are GET /api/recipes' own list (so their availability is that list's); catalogue
 * cocktails the caller already has a recipe of are left out of the catalogue's part.
 */
export async function recommendForUser({ userId }: { userId: string }): Promise<RecommendationsAnswer> {
  const [recipes, shelfItems] = await Promise.all([listRecipesForUser({ userId }), listShelfForUser({ userId })]);
  const shelf = buildShelfIndex(shelfItems);
  const mine = new RecipeIdentityIndex(recipes);
  const catalogue = CATALOGUE.map((c) => catalogueEntry(c, shelf, mine)).filter((c) => !c.inMyRecipes);
  // with an empty shelf GET /api/recipes shows recipes as stored; nothing is on hand all the same
  const missingOf = (r: RecipeListItem) => r.ingredients.filter((i) => shelfItems.length === 0 || !i.available).map((i) => i.name);
  const result = recommend({
    recipes: recipes.map((r) => ({ value: r, missing: missingOf(r) })),
    catalogue: catalogue.map((c) => ({ value: c, missing: c.ingredients.filter((i) => !i.available).map((i) => i.name) })),
  });
  return { ...result, nextBottles: result.nextBottles.map(withRefs), shoppingPlan: result.shoppingPlan.map(withRefs) };
}
