import { requireFound } from "@/domain/errors";
import { HOUSEHOLD_NOT_FOUND } from "@/domain/households";
import { listHouseholdRecipesForUser } from "@/server/db/recipes";
import { jsonResponse } from "@/server/http/responses";
import { userRoute } from "@/server/http/routes";

/**
 * {recipes}: every recipe shared with the household, the caller's own among them (`mine`), each
 * with whose it is and checked against the caller's own shelf. Any role reads them.
 */
export const GET = userRoute<{ id: string }>(async ({ user, params }) =>
  jsonResponse({ recipes: requireFound(await listHouseholdRecipesForUser({ userId: user.id, householdId: params.id }), HOUSEHOLD_NOT_FOUND) }),
);
