import type { Kysely } from "kysely";
import { columnTypes } from "./types";

/**
 * The substitutes each user accepts for their shelf ("Bourbon" for "Rye whiskey"): both sides
 * free text the matcher reads, at most 200 per user (counted in the write). Deleting the user
 * deletes them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable("substitute")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("user_id", "text", (c) => c.notNull().references("user.id").onDelete("cascade"))
    .addColumn("ingredient", "text", (c) => c.notNull())
    .addColumn("accepted_by", "text", (c) => c.notNull())
    .addColumn("note", "text")
    .addColumn("created_at", t.timestamp, (c) => c.notNull())
    .addColumn("updated_at", t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema.createIndex("substitute_user_created_idx").on("substitute").columns(["user_id", "created_at"]).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("substitute").ifExists().execute();
}
