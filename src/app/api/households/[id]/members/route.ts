import { requireFound } from "@/domain/errors";
import { HOUSEHOLD_NOT_FOUND } from "@/domain/households";
import { listMembersForUser } from "@/server/db/households";
import { jsonResponse } from "@/server/http/responses";
import { userRoute } from "@/server/http/routes";

/** Everyone in the household with their role, by the name they chose (never an email). */
export const GET = userRoute<{ id: string }>(async ({ user, params }) =>
  jsonResponse({ members: requireFound(await listMembersForUser({ userId: user.id, householdId: params.id }), HOUSEHOLD_NOT_FOUND) }),
);
