import { requireFound } from "@/domain/errors";
import { guestOrderSchema } from "@/domain/schemas/party";
import { readJsonWith } from "@/server/http/request-body";
import { jsonResponse } from "@/server/http/responses";
import { publicRoute } from "@/server/http/routes";
import { guestCookieOf, listOrdersOfGuest, newGuestCookie, placeGuestOrder } from "@/server/party/menus";

/**
 * A party menu's orders, for guests without an account (the front server limits every request
 * per address and passes no cookie here but the guest's own, scoped to this menu's path).
 * GET: {orders: [...]}, the guest's own; POST {recipeId, name, note?}: 201 {orderId, position}.
 */
export const GET = publicRoute<{ token: string }>(async ({ req, params }) => {
  const orders = requireFound(await listOrdersOfGuest({ token: params.token, guestKey: guestCookieOf(req) }));
  return jsonResponse({ orders });
});

export const POST = publicRoute<{ token: string }>(async ({ req, params }) => {
  const input = await readJsonWith(req, guestOrderSchema);
  const known = guestCookieOf(req);
  const cookie = known ? null : newGuestCookie(req, params.token);
  const placed = await placeGuestOrder({ token: params.token, guestKey: known ?? cookie!.value, input });
  return jsonResponse(placed, 201, cookie ? { "Set-Cookie": cookie.header } : undefined);
});
