import { requireFound } from "@/domain/errors";
import { partyOrderUpdateSchema } from "@/domain/schemas/party";
import { updatePartyOrderForUser } from "@/server/db/party";
import { readJsonWith } from "@/server/http/request-body";
import { jsonResponse } from "@/server/http/responses";
import { userRoute } from "@/server/http/routes";
import { sentence } from "@/domain/sentences";

/**
 * PATCH /api/party-menus/{id}/orders/{orderId} {status}: "making", "ready" (which logs "I made
 * this" for one serving, once) or "cancelled". Answers {order, madeDrink}; 409 for a closed order.
 */
export const PATCH = userRoute<{ id: string; orderId: string }>(async ({ user, req, params }) => {
  const { status } = await readJsonWith(req, partyOrderUpdateSchema);
  const result = await updatePartyOrderForUser({ userId: user.id, menuId: params.id, orderId: params.orderId, status });
  return jsonResponse(requireFound(result, sentence("notFound.order")));
});
