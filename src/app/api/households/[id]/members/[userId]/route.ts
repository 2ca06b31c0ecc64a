import { requireFound } from "@/domain/errors";
import { householdMemberUpdateSchema } from "@/domain/schemas/household";
import { removeMemberForUser, updateMemberRoleForUser } from "@/server/db/households";
import { readJsonWith } from "@/server/http/request-body";
import { jsonResponse, noContent } from "@/server/http/responses";
import { userRoute } from "@/server/http/routes";
import { sentence } from "@/domain/sentences";

/** One message for a household or member the caller cannot see and one that does not exist. */
const NOT_FOUND = sentence("notFound.member");

/** {role}: an owner changes someone's role (409 when the household would be left without an owner). */
export const PATCH = userRoute<{ id: string; userId: string }>(async ({ user, req, params }) => {
  const { role } = await readJsonWith(req, householdMemberUpdateSchema);
  const member = await updateMemberRoleForUser({ userId: user.id, householdId: params.id, memberId: params.userId, role });
  return jsonResponse(requireFound(member, NOT_FOUND));
});

/** An owner removes someone; anyone leaves with their own id (the last owner: 409). */
export const DELETE = userRoute<{ id: string; userId: string }>(async ({ user, params }) => {
  requireFound(await removeMemberForUser({ userId: user.id, householdId: params.id, memberId: params.userId }), NOT_FOUND);
  return noContent();
});
