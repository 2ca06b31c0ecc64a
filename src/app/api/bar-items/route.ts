import { barItemCreateSchema } from "@/domain/schemas/bar-item";
import { createBarItemForUser, listBarItemsForUser } from "@/server/db/bar-items";
import { readJsonWith } from "@/server/http/request-body";
import { jsonResponse } from "@/server/http/responses";
import { userRoute } from "@/server/http/routes";

export const GET = userRoute(async ({ user }) => {
  return jsonResponse({ barItems: await listBarItemsForUser({ userId: user.id }) });
});

export const POST = userRoute(async ({ user, req }) => {
  const input = await readJsonWith(req, barItemCreateSchema);
  return jsonResponse(await createBarItemForUser({ userId: user.id, input }), 201);
});
