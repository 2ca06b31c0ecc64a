import type { Kysely } from "kysely";

/**
 * Rate limits kept in the database, so they hold across restarts and across instances: one
 * counter per key (what is limited and for whom) in a window that begins at the key's first
 * request. It replaces better-auth's own limiter table, which no longer counts anything.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("rate_limit").ifExists().execute();
  await db.schema
    .createTable("rate_limit_counter")
    .addColumn("key", "text", (c) => c.primaryKey())
    // milliseconds since the epoch, as the window arithmetic is done in them
    .addColumn("window_start", "bigint", (c) => c.notNull())
    .addColumn("count", "integer", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("rate_limit_counter_window_idx").on("rate_limit_counter").column("window_start").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("rate_limit_counter").ifExists().execute();
}
