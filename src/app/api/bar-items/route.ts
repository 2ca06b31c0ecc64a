import { barItemCreateSchema } from "@/domain/schemas/bar-item";
import { requireUser } from "@/server/auth";
import { createBarItemForUser, listBarItemsForUser } from "@/server/db/bar-items";
import { apiRoute, jsonResponse, readJsonWith } from "@/server/http";

export const GET = apiRoute(async (req) => {
  const user = await requireUser(req);
  return jsonResponse({ barItems: await listBarItemsForUser({ userId: user.id }) });
});

export const POST = apiRoute(async (req) => {
  const user = await requireUser(req);
  const input = await readJsonWith(req, barItemCreateSchema);
  return jsonResponse(await createBarItemForUser({ userId: user.id, input }), 201);
});
