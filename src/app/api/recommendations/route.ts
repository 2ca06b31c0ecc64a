import { parseWith } from "@/domain/schemas/parse";
import { recommendationsQuerySchema } from "@/domain/schemas/substitute";
import { jsonResponse } from "@/server/http/responses";
import { userRoute } from "@/server/http/routes";
import { recommendForUser } from "@/server/recipes/recommendations";

/**
 * GET /api/recommendations: {makeNow, oneAway, nextBottles, shoppingPlan, fromCatalogue}; with
 * ?strict=1, as the shelf stands without the caller's substitutes.
 */
export const GET = userRoute(async ({ user, req }) => {
  const { strict } = parseWith(recommendationsQuerySchema, Object.fromEntries(new URL(req.url).searchParams));
  return jsonResponse(await recommendForUser({ userId: user.id, strict }));
});
