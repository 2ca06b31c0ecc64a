"use server";

import { getLocale } from "next-intl/server";
import { matchingVocabulary } from "@/domain/matching";
import { suggestNames } from "@/domain/name-suggestions";
import { readRecipeQuery } from "@/domain/recipe-query";
import { nameSuggestionRequestSchema, recipePageRequestSchema } from "@/domain/schemas/recipe-page";
import { requirePageUser } from "@/server/auth/better-auth";
import { browseRecipesForUser } from "@/server/recipes/browse";

/** The next page of /recipes for the same search, filters and sort ("More" and scrolling). */
export async function loadRecipePage(search: string, offset: number) {
  const user = await requirePageUser();
  const request = recipePageRequestSchema.parse({ search, offset });
  const query = readRecipeQuery(Object.fromEntries(new URLSearchParams(request.search)));
  return browseRecipesForUser({ userId: user.id, query, offset: request.offset, locale: await getLocale() });
}

/**
 * Kinds and brands the matcher knows that fit what was typed, kinds also as the user's language names them. Asked as the user types,
 * because the whole vocabulary (thousands of names) is too much to send with the page.
 */
export async function suggestIngredientNames(typed: string): Promise<string[]> {
  await requirePageUser();
  return suggestNames(matchingVocabulary(await getLocale()), nameSuggestionRequestSchema.parse(typed));
}
