import { recipeCreateSchema } from "@/domain/schemas/recipe";
import { createRecipeForUser } from "@/server/db/recipes";
import { readJsonWith } from "@/server/http/request-body";
import { jsonResponse, revalidatedJsonResponse } from "@/server/http/responses";
import { userRoute } from "@/server/http/routes";
import { answerRecipeListForUser, readRecipeSearch } from "@/server/recipes/list";

/**
 * Answered from a cache checked against the user's data version; 304 when If-None-Match is
 * current. The front server answers GET /api/recipes itself with the same function
 * (src/server/http/front/recipe-list-route.ts); this handler answers "/api/recipes/". ?q= searches.
 */
export const GET = userRoute(async ({ user, req }) => {
  const search = readRecipeSearch(new URL(req.url).searchParams);
  const { etag, body } = await answerRecipeListForUser({ userId: user.id, ifNoneMatch: req.headers.get("if-none-match"), search });
  return revalidatedJsonResponse(body, etag);
});

// In the spec's order: session, JSON (unparseable is a 500), validation, drink ownership.
export const POST = userRoute(async ({ user, req }) => {
  const input = await readJsonWith(req, recipeCreateSchema, { malformed: "internal-error" });
  return jsonResponse(await createRecipeForUser({ userId: user.id, input }), 201);
});
