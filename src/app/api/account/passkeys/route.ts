import { listPasskeysForUser } from "@/server/db/passkeys";
import { jsonResponse } from "@/server/http/responses";
import { userRoute } from "@/server/http/routes";

/** GET /api/account/passkeys: the caller's passkeys (name, when added, last sign-in), never their keys. Adding one is better-auth's (/api/auth/passkey/…). */
export const GET = userRoute(async ({ user }) => jsonResponse({ passkeys: await listPasskeysForUser({ userId: user.id }) }), { acceptsTokens: false });
