import type { Kysely } from "kysely";
import { columnTypes } from "./types";

/** The shopping list: what each user means to buy, ticked off as bought. */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable("shopping_item")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("user_id", "text", (c) => c.notNull().references("user.id").onDelete("cascade"))
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("note", "text")
    .addColumn("done", t.boolean, (c) => c.notNull().defaultTo(t.false))
    .addColumn("created_at", t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("shopping_item_user_created_idx")
    .on("shopping_item")
    .columns(["user_id", "created_at"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("shopping_item").ifExists().execute();
}
