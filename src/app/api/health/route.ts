import { checkDatabaseHealth } from "@/server/db/health";
import { jsonResponse, publicRoute } from "@/server/http";

/** Liveness and database reachability, for a load balancer or `curl`: anonymous, and tells nothing private. */
export const GET = publicRoute(async () => {
  const { engine } = await checkDatabaseHealth();
  return jsonResponse({ status: "ok", database: engine });
});
