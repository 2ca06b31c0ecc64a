import { requireFound } from "@/domain/errors";
import { HOUSEHOLD_NOT_FOUND } from "@/domain/households";
import { householdUpdateSchema } from "@/domain/schemas/household";
import { deleteHouseholdForUser, getHouseholdForUser, renameHouseholdForUser } from "@/server/db/households";
import { readJsonWith } from "@/server/http/request-body";
import { jsonResponse, noContent } from "@/server/http/responses";
import { userRoute } from "@/server/http/routes";

export const GET = userRoute<{ id: string }>(async ({ user, params }) =>
  jsonResponse(requireFound(await getHouseholdForUser({ userId: user.id, householdId: params.id }), HOUSEHOLD_NOT_FOUND)),
);

/** {name}: an owner renames the household. */
export const PATCH = userRoute<{ id: string }>(async ({ user, req, params }) => {
  const { name } = await readJsonWith(req, householdUpdateSchema);
  return jsonResponse(requireFound(await renameHouseholdForUser({ userId: user.id, householdId: params.id, name }), HOUSEHOLD_NOT_FOUND));
});

/** An owner deletes the household; every member's own records stay theirs. */
export const DELETE = userRoute<{ id: string }>(async ({ user, params }) => {
  requireFound(await deleteHouseholdForUser({ userId: user.id, householdId: params.id }), HOUSEHOLD_NOT_FOUND);
  return noContent();
});
