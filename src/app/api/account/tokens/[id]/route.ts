import { requireFound } from "@/domain/errors";
import { revokeApiTokenForUser } from "@/server/db/api-tokens";
import { noContent } from "@/server/http/responses";
import { userRoute } from "@/server/http/routes";
import { sentence } from "@/domain/sentences";

/** DELETE /api/account/tokens/{id}: revokes one of the caller's tokens; its next use is a 401. */
export const DELETE = userRoute<{ id: string }>(
  async ({ user, params }) => {
    requireFound(await revokeApiTokenForUser({ userId: user.id, id: params.id }), sentence("notFound.token"));
    return noContent();
  },
  { acceptsTokens: false },
);
