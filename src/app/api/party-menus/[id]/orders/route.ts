import { requireFound } from "@/domain/errors";
import { listPartyOrdersForUser } from "@/server/db/party";
import { jsonResponse } from "@/server/http/responses";
import { userRoute } from "@/server/http/routes";
import { sentence } from "@/domain/sentences";

/** GET /api/party-menus/{id}/orders: {orders: [...]}, the last day's, in arrival order. */
export const GET = userRoute<{ id: string }>(async ({ user, params }) => {
  const orders = requireFound(await listPartyOrdersForUser({ userId: user.id, menuId: params.id }), sentence("notFound.partyMenu"));
  return jsonResponse({ orders });
});
