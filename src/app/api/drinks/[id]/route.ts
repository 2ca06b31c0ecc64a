import { drinkUpdateSchema } from "@/domain/schemas/drink";
import { requireUser } from "@/server/auth";
import { deleteDrinkForUser, getDrinkForUser, updateDrinkForUser } from "@/server/db/drinks";
import { apiRoute, httpErrors, jsonResponse, noContent, readJsonWith, type IdRouteContext } from "@/server/http";

export const GET = apiRoute<IdRouteContext>(async (req, { params }) => {
  const user = await requireUser(req);
  const drink = await getDrinkForUser({ userId: user.id, id: (await params).id });
  if (!drink) throw httpErrors.notFound("Drink not found");
  return jsonResponse(drink);
});

export const PATCH = apiRoute<IdRouteContext>(async (req, { params }) => {
  const user = await requireUser(req);
  const input = await readJsonWith(req, drinkUpdateSchema);
  return jsonResponse(await updateDrinkForUser({ userId: user.id, id: (await params).id, input }));
});

export const DELETE = apiRoute<IdRouteContext>(async (req, { params }) => {
  const user = await requireUser(req);
  await deleteDrinkForUser({ userId: user.id, id: (await params).id });
  return noContent();
});
