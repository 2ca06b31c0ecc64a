import { getLocale } from "next-intl/server";
import { menuDrinksCreateSchema } from "@/domain/schemas/menu-drinks";
import { readJsonWith } from "@/server/http/request-body";
import { jsonResponse } from "@/server/http/responses";
import { userRoute } from "@/server/http/routes";
import { addMenuDrinksForUser } from "@/server/menu-reading/drinks";

/**
 * POST /api/uploads/{id}/menu/drinks: the ticked drinks of a menu, with their recipes, all or none; those whose
 * recipe the caller has already come back as `existing`. 201 when any drink was added, else 200; 404 for a menu not the caller's.
 * A catalogue cocktail's recipe reads in the language of the caller's pages.
 */
export const POST = userRoute<{ id: string }>(async ({ user, params, req }) => {
  const input = await readJsonWith(req, menuDrinksCreateSchema);
  const answer = await addMenuDrinksForUser({ userId: user.id, uploadId: params.id, input, locale: await getLocale() });
  return jsonResponse(answer, answer.drinks.length > 0 ? 201 : 200);
});
