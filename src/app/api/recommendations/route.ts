import { jsonResponse } from "@/server/http/responses";
import { userRoute } from "@/server/http/routes";
import { recommendForUser } from "@/server/recipes/recommendations";

/** GET /api/recommendations: {makeNow, oneAway, nextBottles, shoppingPlan, fromCatalogue}. */
export const GET = userRoute(async ({ user }) => jsonResponse(await recommendForUser({ userId: user.id })));
