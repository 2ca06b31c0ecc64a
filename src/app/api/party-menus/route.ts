import { partyMenuCreateSchema } from "@/domain/schemas/party";
import { listPartyMenusForUser } from "@/server/db/party";
import { readJsonWith } from "@/server/http/request-body";
import { jsonResponse } from "@/server/http/responses";
import { userRoute } from "@/server/http/routes";
import { createPartyMenuWithLink } from "@/server/party/menus";

/** GET /api/party-menus: {partyMenus: [...]}, newest first, without their links (only hashes are kept). */
export const GET = userRoute(async ({ user }) => jsonResponse({ partyMenus: await listPartyMenusForUser({ userId: user.id }) }));

/** POST /api/party-menus: 201 with the menu and its link {token, url, qr}; 404 when a drink is not the caller's recipe. */
export const POST = userRoute(async ({ user, req }) => {
  const input = await readJsonWith(req, partyMenuCreateSchema);
  return jsonResponse(await createPartyMenuWithLink({ userId: user.id, input, req }), 201);
});
