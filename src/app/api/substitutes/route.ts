import { substituteCreateSchema } from "@/domain/schemas/substitute";
import { createSubstituteForUser, listSubstitutesForUser } from "@/server/db/substitutes";
import { readJsonWith } from "@/server/http/request-body";
import { jsonResponse } from "@/server/http/responses";
import { userRoute } from "@/server/http/routes";

/** GET /api/substitutes: {substitutes: [{id, ingredient, acceptedBy, note}]}, oldest first. */
export const GET = userRoute(async ({ user }) => jsonResponse({ substitutes: await listSubstitutesForUser({ userId: user.id }) }));

/** POST /api/substitutes {ingredient, acceptedBy, note?}: 201 with the substitute; 409 past 200. */
export const POST = userRoute(async ({ user, req }) => {
  const input = await readJsonWith(req, substituteCreateSchema);
  return jsonResponse(await createSubstituteForUser({ userId: user.id, input }), 201);
});
