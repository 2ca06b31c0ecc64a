import { sql } from "kysely";
import { getDb, getEngine } from "@/server/db";
import { apiRoute, jsonResponse } from "@/server/http";

/** Liveness and database reachability, for a load balancer or `curl`. Tells nothing private. */
export const GET = apiRoute(async () => {
  await sql`select 1`.execute(getDb());
  return jsonResponse({ status: "ok", database: getEngine() });
});
