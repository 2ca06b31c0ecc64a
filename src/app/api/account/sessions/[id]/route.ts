import { requireFound } from "@/domain/errors";
import { deleteSessionForUser } from "@/server/db/sessions";
import { noContent } from "@/server/http/responses";
import { userRoute } from "@/server/http/routes";
import { sentence } from "@/domain/sentences";

/** DELETE /api/account/sessions/{id}: signs one of the caller's devices out (404 for anyone else's). */
export const DELETE = userRoute<{ id: string }>(async ({ user, params }) => {
  requireFound(await deleteSessionForUser({ userId: user.id, id: params.id }), sentence("notFound.session"));
  return noContent();
}, { acceptsTokens: false });
