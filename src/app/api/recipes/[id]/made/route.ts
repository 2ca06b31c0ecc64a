import { madeDrinkSchema } from "@/domain/schemas/made-drink";
import { requireUser } from "@/server/auth";
import { logMadeDrinkForUser } from "@/server/db/made-drinks";
import { apiRoute, jsonResponse, readJsonWith, type IdRouteContext } from "@/server/http";

export const POST = apiRoute<IdRouteContext>(async (req, { params }) => {
  const user = await requireUser(req);
  const input = await readJsonWith(req, madeDrinkSchema);
  return jsonResponse(await logMadeDrinkForUser({ userId: user.id, recipeId: (await params).id, input }), 201);
});
