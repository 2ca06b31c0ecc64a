import { requireFound } from "@/domain/errors";
import { deletePasskeyForUser } from "@/server/db/passkeys";
import { noContent } from "@/server/http/responses";
import { userRoute } from "@/server/http/routes";
import { sentence } from "@/domain/sentences";

/** DELETE /api/account/passkeys/{id}: removes one of the caller's passkeys; it signs nobody in from then on (404 for anyone else's). */
export const DELETE = userRoute<{ id: string }>(
  async ({ user, params }) => {
    requireFound(await deletePasskeyForUser({ userId: user.id, id: params.id }), sentence("notFound.passkey"));
    return noContent();
  },
  { acceptsTokens: false },
);
