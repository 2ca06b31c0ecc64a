import { requireFound } from "@/domain/errors";
import { HOUSEHOLD_NOT_FOUND } from "@/domain/households";
import { householdInviteCreateSchema } from "@/domain/schemas/household";
import { inviteToHouseholdForUser } from "@/server/households/invites";
import { readJsonWith } from "@/server/http/request-body";
import { jsonResponse } from "@/server/http/responses";
import { userRoute } from "@/server/http/routes";

/** {role}: an owner makes a single-use invitation, valid for a week: {code, url, role, expiresAt}. */
export const POST = userRoute<{ id: string }>(async ({ user, req, params }) => {
  const { role } = await readJsonWith(req, householdInviteCreateSchema);
  const invite = await inviteToHouseholdForUser({ userId: user.id, householdId: params.id, role, req });
  return jsonResponse(requireFound(invite, HOUSEHOLD_NOT_FOUND), 201);
});
