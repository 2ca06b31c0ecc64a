import { requireFound } from "@/domain/errors";
import { drinkUpdateSchema } from "@/domain/schemas/drink";
import { getDrinkForUser } from "@/server/db/drinks";
import { deleteDrinkForUser, updateDrinkForUser } from "@/server/photos/owners";
import { readJsonWith } from "@/server/http/request-body";
import { jsonResponse, noContent } from "@/server/http/responses";
import { userRoute } from "@/server/http/routes";
import { sentence } from "@/domain/sentences";

const NOT_FOUND = sentence("notFound.drink");

export const GET = userRoute<{ id: string }>(async ({ user, params }) => {
  return jsonResponse(requireFound(await getDrinkForUser({ userId: user.id, id: params.id }), NOT_FOUND));
});

export const PATCH = userRoute<{ id: string }>(async ({ user, req, params }) => {
  const input = await readJsonWith(req, drinkUpdateSchema);
  return jsonResponse(requireFound(await updateDrinkForUser({ userId: user.id, id: params.id, input }), NOT_FOUND));
});

export const DELETE = userRoute<{ id: string }>(async ({ user, params }) => {
  requireFound(await deleteDrinkForUser({ userId: user.id, id: params.id }), NOT_FOUND);
  return noContent();
});
