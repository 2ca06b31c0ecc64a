import { householdCreateSchema } from "@/domain/schemas/household";
import { createHouseholdForUser, listHouseholdsForUser } from "@/server/db/households";
import { readJsonWith } from "@/server/http/request-body";
import { jsonResponse } from "@/server/http/responses";
import { userRoute } from "@/server/http/routes";

/** The caller's households, each with their role and its members. */
export const GET = userRoute(async ({ user }) => jsonResponse({ households: await listHouseholdsForUser({ userId: user.id }) }));

/** {name}: a new household with the caller as its owner (409 past the most households an account belongs to). */
export const POST = userRoute(async ({ user, req }) => {
  const { name } = await readJsonWith(req, householdCreateSchema);
  return jsonResponse(await createHouseholdForUser({ userId: user.id, name }), 201);
});
