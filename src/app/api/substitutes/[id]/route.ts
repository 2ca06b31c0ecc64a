import { requireFound } from "@/domain/errors";
import { deleteSubstituteForUser } from "@/server/db/substitutes";
import { noContent } from "@/server/http/responses";
import { userRoute } from "@/server/http/routes";
import { sentence } from "@/domain/sentences";

/** DELETE /api/substitutes/{id}: 204; 404 alike for a missing one and another user's. */
export const DELETE = userRoute<{ id: string }>(async ({ user, params }) => {
  requireFound(await deleteSubstituteForUser({ userId: user.id, id: params.id }), sentence("notFound.substitute"));
  return noContent();
});
