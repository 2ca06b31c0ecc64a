import { catalogueQuerySchema } from "@/domain/schemas/catalogue";
import { parseWith } from "@/domain/schemas/parse";
import { listCatalogueForUser } from "@/server/recipes/catalogue";
import { jsonResponse } from "@/server/http/responses";
import { userRoute } from "@/server/http/routes";

/** GET /api/catalogue?q=&spirit=&style=: classic cocktails, each marked against the caller's shelf. */
export const GET = userRoute(async ({ user, req }) => {
  const query = parseWith(catalogueQuerySchema, Object.fromEntries(new URL(req.url).searchParams));
  return jsonResponse({ cocktails: await listCatalogueForUser({ userId: user.id, query }) });
});
