import { sql, type Kysely } from "kysely";
import { columnTypes } from "./types";

/**
 * Tokens for scripts: each kept as the SHA-256 of its secret only (a copy of the database signs
 * nobody in), with its scopes, an optional expiry, when it was last used, and when it was revoked
 * (a revoked row is kept so the list of live tokens and the cap read one index). Deleting the
 * user deletes their tokens.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable("api_token")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("user_id", "text", (c) => c.notNull().references("user.id").onDelete("cascade"))
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("scopes", "text", (c) => c.notNull().check(sql`scopes in ('read', 'read write')`))
    .addColumn("token_hash", "text", (c) => c.notNull().unique())
    .addColumn("created_at", t.timestamp, (c) => c.notNull())
    .addColumn("expires_at", t.timestamp)
    .addColumn("last_used_at", t.timestamp)
    .addColumn("revoked_at", t.timestamp)
    .execute();
  await db.schema.createIndex("api_token_user_created_idx").on("api_token").columns(["user_id", "created_at"]).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("api_token").ifExists().execute();
}
