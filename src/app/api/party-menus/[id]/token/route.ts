import { requireFound } from "@/domain/errors";
import { jsonResponse } from "@/server/http/responses";
import { userRoute } from "@/server/http/routes";
import { renewPartyLinkForUser } from "@/server/party/menus";
import { sentence } from "@/domain/sentences";

/** POST /api/party-menus/{id}/token: a new link {token, url, qr} with the menu; the old link answers 404 at once. */
export const POST = userRoute<{ id: string }>(async ({ user, req, params }) => {
  return jsonResponse(requireFound(await renewPartyLinkForUser({ userId: user.id, id: params.id, req }), sentence("notFound.partyMenu")));
});
