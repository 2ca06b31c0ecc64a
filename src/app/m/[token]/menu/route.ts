import { requireFound } from "@/domain/errors";
import { jsonResponse } from "@/server/http/responses";
import { publicRoute } from "@/server/http/routes";
import { guestView, loadGuestMenu } from "@/server/party/menus";

/**
 * The guest page's menu as it stands now, for its poll: what the page itself shows and nothing
 * more (the front server limits every request per address and passes no session here).
 * GET: {title, acceptOrders, drinks: [...]}; 404 for a token that opens no menu.
 */
export const GET = publicRoute<{ token: string }>(async ({ params }) => {
  const menu = requireFound(await loadGuestMenu(params.token));
  return jsonResponse(guestView(menu));
});
