import { DRAINING_HEADER } from "@/server/http/front/internal-headers";
import { checkHealth } from "@/server/http/health";
import { jsonResponse } from "@/server/http/responses";
import { publicRoute } from "@/server/http/routes";

/**
 * For a load balancer or `curl`: anonymous, 200 when the database and the store answer, else
 * 503 naming the part that is down; 503 with `"status":"draining"` once the process is stopping.
 */
export const GET = publicRoute(async ({ req }) => {
  const health = await checkHealth({ draining: req.headers.get(DRAINING_HEADER) !== null });
  return jsonResponse(health, health.ok ? 200 : 503);
});
