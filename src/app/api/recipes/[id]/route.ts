import { requireFound } from "@/domain/errors";
import { recipeUpdateSchema } from "@/domain/schemas/recipe";
import { deleteRecipeForUser, updateRecipeForUser } from "@/server/db/recipes";
import { getRecipeWithCostForUser } from "@/server/recipes/cost";
import { readJsonWith } from "@/server/http/request-body";
import { jsonResponse, noContent } from "@/server/http/responses";
import { userRoute } from "@/server/http/routes";
import { sentence } from "@/domain/sentences";

const NOT_FOUND = sentence("notFound.recipe");

/** The caller's recipe, or one shared with a household they are in (read-only for them). */
export const GET = userRoute<{ id: string }>(async ({ user, params }) => {
  return jsonResponse(requireFound(await getRecipeWithCostForUser({ userId: user.id, id: params.id }), NOT_FOUND));
});

/** Changes the caller's own recipe; `{householdId}` shares it or takes it back. A housemate's shared recipe: 403. */
export const PATCH = userRoute<{ id: string }>(async ({ user, req, params }) => {
  const input = await readJsonWith(req, recipeUpdateSchema);
  return jsonResponse(requireFound(await updateRecipeForUser({ userId: user.id, id: params.id, input }), NOT_FOUND));
});

export const DELETE = userRoute<{ id: string }>(async ({ user, params }) => {
  requireFound(await deleteRecipeForUser({ userId: user.id, id: params.id }), NOT_FOUND);
  return noContent();
});
