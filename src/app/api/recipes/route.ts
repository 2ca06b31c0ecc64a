import { recipeCreateSchema } from "@/domain/schemas/recipe";
import { requireUser } from "@/server/auth";
import { createRecipeForUser, listRecipesForUser } from "@/server/db/recipes";
import { apiRoute, jsonResponse, readJsonWith } from "@/server/http";

export const GET = apiRoute(async (req) => {
  const user = await requireUser(req);
  return jsonResponse({ recipes: await listRecipesForUser({ userId: user.id }) });
});

// In the spec's order: session, JSON (unparseable is a 500), validation, drink ownership.
export const POST = apiRoute(async (req) => {
  const user = await requireUser(req);
  const input = await readJsonWith(req, recipeCreateSchema, { malformed: "internal-error" });
  return jsonResponse(await createRecipeForUser({ userId: user.id, input }), 201);
});
