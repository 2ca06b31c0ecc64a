import { requireFound } from "@/domain/errors";
import { noContent } from "@/server/http/responses";
import { userRoute } from "@/server/http/routes";
import { deleteUploadForUser } from "@/server/photos/uploads";
import { sentence } from "@/domain/sentences";

/** DELETE /api/uploads/{id}: the caller's photo, row and object; 404 for another user's, as for a missing one. */
export const DELETE = userRoute<{ id: string }>(async ({ user, params }) => {
  requireFound(await deleteUploadForUser({ userId: user.id, id: params.id }), sentence("notFound.upload"));
  return noContent();
});
