import "server-only";
import { sql } from "kysely";
import { getDb, getEngine, type Engine } from ".";

/** Answers once the database runs a query; throws when it cannot be reached. */
export async function checkDatabaseHealth(): Promise<{ engine: Engine }> {
  await sql`select 1`.execute(getDb());
  return { engine: getEngine() };
}
