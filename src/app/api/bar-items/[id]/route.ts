import { requireFound } from "@/domain/errors";
import { barItemUpdateSchema } from "@/domain/schemas/bar-item";
import { deleteBarItemForUser, updateBarItemForUser } from "@/server/photos/owners";
import { readJsonWith } from "@/server/http/request-body";
import { jsonResponse, noContent } from "@/server/http/responses";
import { userRoute } from "@/server/http/routes";
import { sentence } from "@/domain/sentences";

const NOT_FOUND = sentence("notFound.barItem");

export const PATCH = userRoute<{ id: string }>(async ({ user, req, params }) => {
  const input = await readJsonWith(req, barItemUpdateSchema);
  return jsonResponse(requireFound(await updateBarItemForUser({ userId: user.id, id: params.id, input }), NOT_FOUND));
});

export const DELETE = userRoute<{ id: string }>(async ({ user, params }) => {
  requireFound(await deleteBarItemForUser({ userId: user.id, id: params.id }), NOT_FOUND);
  return noContent();
});
