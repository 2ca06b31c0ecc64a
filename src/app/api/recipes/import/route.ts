import { catalogueImportSchema } from "@/domain/schemas/catalogue";
import { importCatalogueForUser } from "@/server/catalogue";
import { jsonResponse, readJsonWith, userRoute } from "@/server/http";

/** POST /api/recipes/import {catalogueId} | {catalogueIds}: copies catalogue cocktails into the caller's recipes. */
export const POST = userRoute(async ({ user, req }) => {
  const input = await readJsonWith(req, catalogueImportSchema);
  return jsonResponse({ recipes: await importCatalogueForUser({ userId: user.id, input }) }, 201);
});
