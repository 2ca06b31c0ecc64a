import type { Kysely } from "kysely";
import { columnTypes } from "./types";

/**
 * Bottle levels: a bar item may know its bottle size, what is left in the open bottle and
 * how many full ones wait behind it; "I made this" records what it poured from which bar
 * item (`drink_pour`), so deleting the drink soon after can put it back. Items that were on
 * the bar before keep no amount until their owner gives a bottle size.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await db.schema.alterTable("bar_item").addColumn("bottle_ml", t.real).execute();
  await db.schema.alterTable("bar_item").addColumn("remaining_ml", t.real).execute();
  await db.schema
    .alterTable("bar_item")
    .addColumn("unopened", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createTable("drink_pour")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("drink_id", "text", (c) => c.notNull().references("drink.id").onDelete("cascade"))
    .addColumn("user_id", "text", (c) => c.notNull().references("user.id").onDelete("cascade"))
    .addColumn("bar_item_id", "text", (c) => c.references("bar_item.id").onDelete("set null"))
    .addColumn("ingredient", "text", (c) => c.notNull())
    .addColumn("ml", t.real, (c) => c.notNull())
    .execute();
  await db.schema.createIndex("drink_pour_drink_idx").on("drink_pour").column("drink_id").execute();
  await db.schema.createIndex("drink_pour_user_item_idx").on("drink_pour").columns(["user_id", "bar_item_id"]).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("drink_pour").ifExists().execute();
  await db.schema.alterTable("bar_item").dropColumn("unopened").execute();
  await db.schema.alterTable("bar_item").dropColumn("remaining_ml").execute();
  await db.schema.alterTable("bar_item").dropColumn("bottle_ml").execute();
}
