import type { Kysely } from "kysely";

/**
 * A per-user data version: an opaque token that every write to what the recipe list shows
 * (recipes, drinks, bar items) replaces in the same transaction. Caches and ETags are keyed
 * by it, so any instance sees a write made on another one at its next read. A user without
 * a row has never written anything since this migration; that too is a version.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("user_data_version")
    .addColumn("user_id", "text", (c) => c.primaryKey().references("user.id").onDelete("cascade"))
    .addColumn("version", "text", (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("user_data_version").ifExists().execute();
}
