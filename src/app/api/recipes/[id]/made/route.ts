import { requireFound } from "@/domain/errors";
import { madeDrinkSchema } from "@/domain/schemas/made-drink";
import { logMadeDrinkForUser } from "@/server/db/made-drinks";
import { readJsonWith } from "@/server/http/request-body";
import { jsonResponse } from "@/server/http/responses";
import { userRoute } from "@/server/http/routes";
import { sentence } from "@/domain/sentences";

/** "I made this": logs a drink entry made from the caller's recipe. */
export const POST = userRoute<{ id: string }>(async ({ user, req, params }) => {
  const input = await readJsonWith(req, madeDrinkSchema);
  const drink = await logMadeDrinkForUser({ userId: user.id, recipeId: params.id, input });
  return jsonResponse(requireFound(drink, sentence("notFound.recipe")), 201);
});
