import { NotFoundError } from "@/domain/errors";
import { publicRoute } from "@/server/http/routes";

/**
 * Any path under /api that no other route serves, whatever the method: the API's JSON 404
 * (Next would answer with its HTML not-found page). Next matches every other route first.
 */
const notFound = publicRoute(async () => {
  throw new NotFoundError();
});

export { notFound as GET, notFound as POST, notFound as PUT, notFound as PATCH, notFound as DELETE, notFound as OPTIONS };
