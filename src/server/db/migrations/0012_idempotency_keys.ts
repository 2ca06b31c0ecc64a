import { sql, type Kysely } from "kysely";
import { columnTypes } from "./types";

/**
 * Idempotency keys: one row per key a user sent with a POST, so that a repeat of
 * the same request (a double tap, a retry after a lost answer) gets the first answer instead
 * of a second write. The row is claimed `pending` by one request (the primary key decides
 * who), then holds the answer once `done`. Rows older than a day are ignored and removed.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable("idempotency_key")
    .addColumn("user_id", "text", (c) => c.notNull().references("user.id").onDelete("cascade"))
    .addColumn("key", "text", (c) => c.notNull())
    .addColumn("method", "text", (c) => c.notNull())
    .addColumn("path", "text", (c) => c.notNull())
    .addColumn("claim", "text", (c) => c.notNull())
    .addColumn("state", "text", (c) => c.notNull().check(sql`state in ('pending', 'done')`))
    .addColumn("status", "integer")
    .addColumn("body", "text")
    .addColumn("created_at", t.timestamp, (c) => c.notNull())
    .addPrimaryKeyConstraint("idempotency_key_pk", ["user_id", "key"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("idempotency_key").ifExists().execute();
}
