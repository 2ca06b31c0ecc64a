import { checkHealth } from "@/server/health";
import { jsonResponse, publicRoute } from "@/server/http";

/** For a load balancer or `curl`: anonymous, 200 when the database and the store answer, else 503 naming the part that is down. */
export const GET = publicRoute(async () => {
  const health = await checkHealth();
  return jsonResponse(health, health.ok ? 200 : 503);
});
