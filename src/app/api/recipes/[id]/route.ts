import { recipeUpdateSchema } from "@/domain/schemas/recipe";
import { requireUser } from "@/server/auth";
import { deleteRecipeForUser, getRecipeForUser, updateRecipeForUser } from "@/server/db/recipes";
import { apiRoute, httpErrors, jsonResponse, noContent, readJsonWith, type IdRouteContext } from "@/server/http";

export const GET = apiRoute<IdRouteContext>(async (req, { params }) => {
  const user = await requireUser(req);
  const recipe = await getRecipeForUser({ userId: user.id, id: (await params).id });
  if (!recipe) throw httpErrors.notFound("Recipe not found");
  return jsonResponse(recipe);
});

export const PATCH = apiRoute<IdRouteContext>(async (req, { params }) => {
  const user = await requireUser(req);
  const input = await readJsonWith(req, recipeUpdateSchema);
  return jsonResponse(await updateRecipeForUser({ userId: user.id, id: (await params).id, input }));
});

export const DELETE = apiRoute<IdRouteContext>(async (req, { params }) => {
  const user = await requireUser(req);
  await deleteRecipeForUser({ userId: user.id, id: (await params).id });
  return noContent();
});
