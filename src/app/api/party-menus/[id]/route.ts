import { requireFound } from "@/domain/errors";
import { partyMenuUpdateSchema } from "@/domain/schemas/party";
import { deletePartyMenuForUser, getPartyMenuForUser, updatePartyMenuForUser } from "@/server/db/party";
import { readJsonWith } from "@/server/http/request-body";
import { jsonResponse, noContent } from "@/server/http/responses";
import { userRoute } from "@/server/http/routes";
import { sentence } from "@/domain/sentences";

const NOT_FOUND = sentence("notFound.partyMenu");

export const GET = userRoute<{ id: string }>(async ({ user, params }) => {
  return jsonResponse(requireFound(await getPartyMenuForUser({ userId: user.id, id: params.id }), NOT_FOUND));
});

export const PATCH = userRoute<{ id: string }>(async ({ user, req, params }) => {
  const input = await readJsonWith(req, partyMenuUpdateSchema);
  return jsonResponse(requireFound(await updatePartyMenuForUser({ userId: user.id, id: params.id, input }), NOT_FOUND));
});

/** DELETE: 204, and the menu's link answers 404 from then on, with its orders gone. */
export const DELETE = userRoute<{ id: string }>(async ({ user, params }) => {
  requireFound(await deletePartyMenuForUser({ userId: user.id, id: params.id }), NOT_FOUND);
  return noContent();
});
