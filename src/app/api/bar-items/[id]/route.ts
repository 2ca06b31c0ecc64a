import { barItemUpdateSchema } from "@/domain/schemas/bar-item";
import { requireUser } from "@/server/auth";
import { deleteBarItemForUser, updateBarItemForUser } from "@/server/db/bar-items";
import { apiRoute, jsonResponse, noContent, readJsonWith, type IdRouteContext } from "@/server/http";

export const PATCH = apiRoute<IdRouteContext>(async (req, { params }) => {
  const user = await requireUser(req);
  const input = await readJsonWith(req, barItemUpdateSchema);
  return jsonResponse(await updateBarItemForUser({ userId: user.id, id: (await params).id, input }));
});

export const DELETE = apiRoute<IdRouteContext>(async (req, { params }) => {
  const user = await requireUser(req);
  await deleteBarItemForUser({ userId: user.id, id: (await params).id });
  return noContent();
});
