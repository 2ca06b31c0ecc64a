import { drinkCreateSchema } from "@/domain/schemas/drink";
import { createDrinkForUser, listDrinksForUser } from "@/server/db/drinks";
import { readJsonWith } from "@/server/http/request-body";
import { jsonResponse } from "@/server/http/responses";
import { userRoute } from "@/server/http/routes";

export const GET = userRoute(async ({ user }) => {
  return jsonResponse({ drinks: await listDrinksForUser({ userId: user.id }) });
});

export const POST = userRoute(async ({ user, req }) => {
  const input = await readJsonWith(req, drinkCreateSchema);
  return jsonResponse(await createDrinkForUser({ userId: user.id, input }), 201);
});
