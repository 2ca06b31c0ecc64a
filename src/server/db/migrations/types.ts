import { PostgresAdapter, sql, type Kysely, type RawBuilder } from "kysely";

/** The few column types that differ between the engines; everything else is shared SQL. */
export function columnTypes(db: Kysely<unknown>): {
  timestamp: "timestamptz" | "text";
  boolean: "boolean" | "integer";
  /** a floating-point number (millilitres) */
  real: "double precision" | "real";
  false: RawBuilder<unknown>;
} {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  return postgres
    ? { timestamp: "timestamptz", boolean: "boolean", real: "double precision", false: sql`false` }
    : { timestamp: "text", boolean: "integer", real: "real", false: sql`0` };
}
