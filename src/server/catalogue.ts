import "server-only";
import { CATALOGUE, findCatalogueCocktail, searchCatalogue, type CatalogueCocktail } from "@/domain/catalogue";
import { catalogueEntry, recipeFromCatalogue, titleKey, type CatalogueEntry } from "@/domain/catalogue-entries";
import { NotFoundError } from "@/domain/errors";
import { buildShelfIndex, type ShelfIndex } from "@/domain/matching";
import type { CatalogueImportInput, CatalogueQuery } from "@/domain/schemas/catalogue";
import type { Recipe } from "@/domain/types";
import { listShelfForUser } from "./db/bar-items";
import { createRecipesForUser, listRecipeTitlesForUser } from "./db/recipes";

/** The caller's shelf (non-EMPTY items) and the titles of their recipes, read together. */
async function shelfAndTitles(userId: string): Promise<{ shelf: ShelfIndex; titles: Set<string> }> {
  const [items, titles] = await Promise.all([listShelfForUser({ userId }), listRecipeTitlesForUser({ userId })]);
  return { shelf: buildShelfIndex(items), titles: new Set(titles.map(titleKey)) };
}

/** GET /api/catalogue: the search's cocktails, each marked against the caller's shelf. */
export async function listCatalogueForUser({ userId, query }: { userId: string; query: CatalogueQuery }): Promise<CatalogueEntry[]> {
  const { shelf, titles } = await shelfAndTitles(userId);
  return searchCatalogue(query).map((cocktail) => catalogueEntry(cocktail, shelf, titles));
}

/** Every catalogue cocktail for the caller, in catalogue order. */
export async function listWholeCatalogueForUser({ userId }: { userId: string }): Promise<CatalogueEntry[]> {
  const { shelf, titles } = await shelfAndTitles(userId);
  return CATALOGUE.map((cocktail) => catalogueEntry(cocktail, shelf, titles));
}

/**
 * POST /api/recipes/import: copies catalogue cocktails into the caller's recipes, all in one
 * transaction. Every id is looked up before anything is written: one unknown id creates nothing.
 */
export async function importCatalogueForUser({ userId, input }: { userId: string; input: CatalogueImportInput }): Promise<Recipe[]> {
  const ids = "catalogueId" in input ? [input.catalogueId] : input.catalogueIds;
  const cocktails: CatalogueCocktail[] = ids.map((id) => {
    const cocktail = findCatalogueCocktail(id);
    if (!cocktail) throw new NotFoundError(`No catalogue cocktail "${id}"`);
    return cocktail;
  });
  const shelf = buildShelfIndex(await listShelfForUser({ userId }));
  return createRecipesForUser({ userId, inputs: cocktails.map((c) => recipeFromCatalogue(c, shelf)) });
}
