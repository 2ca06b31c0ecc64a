import { PostgresAdapter, sql, type Kysely, type RawBuilder } from "kysely";

/** The few column types that differ between the engines; everything else is shared SQL. */
export function columnTypes(db: Kysely<unknown>): {
  timestamp: "timestamptz" | "text";
  boolean: "boolean" | "integer";
  false: RawBuilder<unknown>;
} {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  return postgres
    ? { timestamp: "timestamptz", boolean: "boolean", false: sql`false` }
    : { timestamp: "text", boolean: "integer", false: sql`0` };
}
