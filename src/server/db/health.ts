import "server-only";
import { sql } from "kysely";
import { getDb } from ".";

/** Resolves once the database runs a query; throws when it cannot be reached. */
export async function checkDatabaseReachable(): Promise<void> {
  await sql`select 1`.execute(getDb());
}
