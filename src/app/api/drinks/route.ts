import { drinkCreateSchema } from "@/domain/schemas/drink";
import { requireUser } from "@/server/auth";
import { createDrinkForUser, listDrinksForUser } from "@/server/db/drinks";
import { apiRoute, jsonResponse, readJsonWith } from "@/server/http";

export const GET = apiRoute(async (req) => {
  const user = await requireUser(req);
  return jsonResponse({ drinks: await listDrinksForUser({ userId: user.id }) });
});

export const POST = apiRoute(async (req) => {
  const user = await requireUser(req);
  const input = await readJsonWith(req, drinkCreateSchema);
  return jsonResponse(await createDrinkForUser({ userId: user.id, input }), 201);
});
