import { HOUSEHOLD_NOT_FOUND } from "@/domain/households";
import { requireFound } from "@/domain/errors";
import { householdShelfSwitchSchema } from "@/domain/schemas/household";
import { getShelfSwitchForUser, setShelfSwitchForUser } from "@/server/db/households";
import { readJsonWith } from "@/server/http/request-body";
import { jsonResponse } from "@/server/http/responses";
import { userRoute } from "@/server/http/routes";

/** {shelfOn}: whether this household's bottles are on the caller's shelf. */
export const GET = userRoute<{ id: string }>(async ({ user, params }) => {
  return jsonResponse(requireFound(await getShelfSwitchForUser({ userId: user.id, householdId: params.id }), HOUSEHOLD_NOT_FOUND));
});

/** {shelfOn}: the caller puts the household's bottles on their own shelf or takes them off (any role). */
export const PATCH = userRoute<{ id: string }>(async ({ user, req, params }) => {
  const { shelfOn } = await readJsonWith(req, householdShelfSwitchSchema);
  return jsonResponse(requireFound(await setShelfSwitchForUser({ userId: user.id, householdId: params.id, shelfOn }), HOUSEHOLD_NOT_FOUND));
});
