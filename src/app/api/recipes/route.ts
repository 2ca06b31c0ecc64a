import { recipeCreateSchema } from "@/domain/schemas/recipe";
import { createRecipeForUser, listRecipesForUser } from "@/server/db/recipes";
import { jsonResponse, readJsonWith, userRoute } from "@/server/http";

export const GET = userRoute(async ({ user }) => {
  return jsonResponse({ recipes: await listRecipesForUser({ userId: user.id }) });
});

// In the spec's order: session, JSON (unparseable is a 500), validation, drink ownership.
export const POST = userRoute(async ({ user, req }) => {
  const input = await readJsonWith(req, recipeCreateSchema, { malformed: "internal-error" });
  return jsonResponse(await createRecipeForUser({ userId: user.id, input }), 201);
});
