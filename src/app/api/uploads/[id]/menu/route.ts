import { requireFound } from "@/domain/errors";
import { jsonResponse } from "@/server/http/responses";
import { userRoute } from "@/server/http/routes";
import { readMenuAgainForUser, readMenuForUser } from "@/server/menu-reading";
import { sentence } from "@/domain/sentences";

/**
 * GET /api/uploads/{id}/menu: the reading of a menu scan, `{status, progress, reason, lines,
 * candidates}`; 404 alike for a missing upload, another user's, or one that is not a menu.
 */
export const GET = userRoute<{ id: string }>(async ({ user, params, answerLanguage }) => {
  return jsonResponse(requireFound(await readMenuForUser({ userId: user.id, uploadId: params.id, language: answerLanguage }), sentence("notFound.menu")));
});

/** POST /api/uploads/{id}/menu: reads a menu whose reading failed again (202); 409 for one that did not fail. */
export const POST = userRoute<{ id: string }>(async ({ user, params, answerLanguage }) => {
  const reading = await readMenuAgainForUser({ userId: user.id, uploadId: params.id, language: answerLanguage });
  return jsonResponse(requireFound(reading, sentence("notFound.menu")), 202);
});
