import "server-only";
import { CATALOGUE, findCatalogueCocktail, searchCatalogue, type CatalogueCocktail } from "@/domain/catalogue";
import { catalogueEntry, recipeFromCatalogue, type CatalogueEntry } from "@/domain/catalogue-entries";
import { NotFoundError } from "@/domain/errors";
import { buildShelfIndex, type ShelfIndex } from "@/domain/matching";
import type { CatalogueImportInput, CatalogueQuery } from "@/domain/schemas/catalogue";
import type { RecipeIdentityIndex } from "@/domain/recipe-identity";
import type { Recipe } from "@/domain/types";
import { getDb } from "../db";
import { recipeIdentityIndexForUser, type KnownRecipe } from "../db/recipe-identity";
import { addRecipesUnlessKnownForUser } from "../db/recipes";
import { readMatchingShelfForUser } from "../db/substitutes";
import { sentence } from "@/domain/sentences";

const CATALOGUE_TITLES = CATALOGUE.map((c) => c.title);

/** The caller's shelf (non-EMPTY items, with their substitutes) and those of their recipes that share a title with the catalogue, read together. */
async function shelfAndMine(userId: string, strict = false): Promise<{ shelf: ShelfIndex; mine: RecipeIdentityIndex<KnownRecipe> }> {
  const [{ items, substitutes }, mine] = await Promise.all([
    readMatchingShelfForUser({ userId, strict }),
    recipeIdentityIndexForUser(getDb(), { userId, titles: CATALOGUE_TITLES }),
  ]);
  return { shelf: buildShelfIndex(items, substitutes), mine };
}

/** GET /api/catalogue: the search's cocktails, each marked against the caller's shelf (`strict`: without their substitutes). */
export async function listCatalogueForUser({ userId, query, strict }: { userId: string; query: CatalogueQuery; strict?: boolean }): Promise<CatalogueEntry[]> {
  const { shelf, mine } = await shelfAndMine(userId, strict);
  return searchCatalogue(query).map((cocktail) => catalogueEntry(cocktail, shelf, mine));
}

/** Every catalogue cocktail for the caller, in catalogue order. */
export async function listWholeCatalogueForUser({ userId }: { userId: string }): Promise<CatalogueEntry[]> {
  const { shelf, mine } = await shelfAndMine(userId);
  return CATALOGUE.map((cocktail) => catalogueEntry(cocktail, shelf, mine));
}

/** What POST /api/recipes/import answers: the recipes created, and the cocktails skipped as already in the caller's recipes. */
export interface CatalogueImportAnswer {
  recipes: Recipe[];
  existing: { catalogueId: string; recipe: { id: string; title: string } }[];
}

/**
 * POST /api/recipes/import: copies catalogue cocktails into the caller's recipes, all in one
 * transaction, leaving out those the caller already has unless `copies` names them. Every id is
 * looked up before anything is written: one unknown id creates nothing. A copy's texts are in
 * `locale`'s language, its title and lines the catalogue's, so it is still known as the cocktail.
 */
export async function importCatalogueForUser({ userId, input, locale = "en" }: { userId: string; input: CatalogueImportInput; locale?: string }): Promise<CatalogueImportAnswer> {
  const ids = "catalogueId" in input ? [input.catalogueId] : input.catalogueIds;
  const cocktails: CatalogueCocktail[] = ids.map((id) => {
    const cocktail = findCatalogueCocktail(id);
    if (!cocktail) throw new NotFoundError(sentence("notFound.catalogueCocktail", { id }));
    return cocktail;
  });
  const { items, substitutes } = await readMatchingShelfForUser({ userId });
  const shelf = buildShelfIndex(items, substitutes);
  const copies = new Set(input.copies);
  const added = await addRecipesUnlessKnownForUser({
    userId,
    recipes: cocktails.map((c) => ({ input: recipeFromCatalogue(c, shelf, locale), copy: copies.has(c.catalogueId) })),
  });
  const answer: CatalogueImportAnswer = { recipes: [], existing: [] };
  added.forEach((result, i) => {
    if (result.created) answer.recipes.push(result.created);
    else answer.existing.push({ catalogueId: cocktails[i]!.catalogueId, recipe: { id: result.existing.id, title: result.existing.title } });
  });
  return answer;
}
