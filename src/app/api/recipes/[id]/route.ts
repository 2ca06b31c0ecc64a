import { requireFound } from "@/domain/errors";
import { recipeUpdateSchema } from "@/domain/schemas/recipe";
import { deleteRecipeForUser, getRecipeForUser, updateRecipeForUser } from "@/server/db/recipes";
import { readJsonWith } from "@/server/http/request-body";
import { jsonResponse, noContent } from "@/server/http/responses";
import { userRoute } from "@/server/http/routes";

const NOT_FOUND = "Recipe not found";

export const GET = userRoute<{ id: string }>(async ({ user, params }) => {
  return jsonResponse(requireFound(await getRecipeForUser({ userId: user.id, id: params.id }), NOT_FOUND));
});

export const PATCH = userRoute<{ id: string }>(async ({ user, req, params }) => {
  const input = await readJsonWith(req, recipeUpdateSchema);
  return jsonResponse(requireFound(await updateRecipeForUser({ userId: user.id, id: params.id, input }), NOT_FOUND));
});

export const DELETE = userRoute<{ id: string }>(async ({ user, params }) => {
  requireFound(await deleteRecipeForUser({ userId: user.id, id: params.id }), NOT_FOUND);
  return noContent();
});
