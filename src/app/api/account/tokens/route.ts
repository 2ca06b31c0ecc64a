import { apiTokenCreateSchema } from "@/domain/schemas/api-token";
import { createApiToken } from "@/server/auth/api-token-management";
import { listApiTokensForUser } from "@/server/db/api-tokens";
import { readJsonWith } from "@/server/http/request-body";
import { jsonResponse } from "@/server/http/responses";
import { userRoute } from "@/server/http/routes";

// Tokens manage nothing of the account, themselves included: only a signed-in session does.
const SESSION_ONLY = { acceptsTokens: false } as const;

/** GET /api/account/tokens: the caller's live tokens (never their secrets). */
export const GET = userRoute(async ({ user }) => jsonResponse({ tokens: await listApiTokensForUser({ userId: user.id }) }), SESSION_ONLY);

/** POST /api/account/tokens {name, scopes, expiresInDays?}: 201 with the secret, shown this once. */
export const POST = userRoute(async ({ user, req }) => {
  const input = await readJsonWith(req, apiTokenCreateSchema);
  return jsonResponse(await createApiToken({ userId: user.id, input }), 201);
}, SESSION_ONLY);
