import { getLocale } from "next-intl/server";
import { catalogueImportSchema } from "@/domain/schemas/catalogue";
import { importCatalogueForUser } from "@/server/recipes/catalogue";
import { readJsonWith } from "@/server/http/request-body";
import { jsonResponse } from "@/server/http/responses";
import { userRoute } from "@/server/http/routes";

/**
 * POST /api/recipes/import {catalogueId} | {catalogueIds}, and `copies`: copies catalogue cocktails into the
 * caller's recipes, skipping (as `existing`) those already there; 201 when it created any, else 200.
 * The copies' steps and notes are in the language the caller's pages are in.
 */
export const POST = userRoute(async ({ user, req }) => {
  const input = await readJsonWith(req, catalogueImportSchema);
  const answer = await importCatalogueForUser({ userId: user.id, input, locale: await getLocale() });
  return jsonResponse(answer, answer.recipes.length > 0 ? 201 : 200);
});
