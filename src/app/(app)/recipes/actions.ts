"use server";

import { readRecipeQuery } from "@/domain/recipe-browse";
import { recipePageRequestSchema } from "@/domain/schemas/recipe-page";
import { requirePageUser } from "@/server/auth";
import { browseRecipesForUser } from "@/server/recipe-browse";

/** The next page of /recipes for the same search, filters and sort ("More" and scrolling). */
export async function loadRecipePage(search: string, offset: number) {
  const user = await requirePageUser();
  const request = recipePageRequestSchema.parse({ search, offset });
  const query = readRecipeQuery(Object.fromEntries(new URLSearchParams(request.search)));
  return browseRecipesForUser({ userId: user.id, query, offset: request.offset });
}
