import { sql, type Kysely } from "kysely";
import { columnTypes } from "./types";

/**
 * Party menus: a user's chosen recipes shown to guests at a link of their own, kept only as a
 * hash of its token (a copy of the database opens no menu), and the guests' orders, each held
 * by a hash of the guest's cookie. Deleting the user deletes their menus, and a menu its orders.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable("party_menu")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("user_id", "text", (c) => c.notNull().references("user.id").onDelete("cascade"))
    .addColumn("title", "text", (c) => c.notNull())
    // The chosen recipes' ids, in the order the guests see them (a JSON array).
    .addColumn("drinks", "text", (c) => c.notNull())
    .addColumn("show_photos", t.boolean, (c) => c.notNull())
    .addColumn("show_ingredients", t.boolean, (c) => c.notNull())
    .addColumn("accept_orders", t.boolean, (c) => c.notNull())
    .addColumn("sold_out_mode", "text", (c) => c.notNull().check(sql`sold_out_mode in ('hide', 'sold-out')`))
    .addColumn("token_hash", "text", (c) => c.notNull().unique())
    .addColumn("created_at", t.timestamp, (c) => c.notNull())
    .addColumn("updated_at", t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema.createIndex("party_menu_user_created_idx").on("party_menu").columns(["user_id", "created_at"]).execute();

  await db.schema
    .createTable("party_order")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("menu_id", "text", (c) => c.notNull().references("party_menu.id").onDelete("cascade"))
    .addColumn("recipe_id", "text", (c) => c.notNull())
    .addColumn("drink_title", "text", (c) => c.notNull())
    .addColumn("guest_key_hash", "text", (c) => c.notNull())
    .addColumn("guest_name", "text", (c) => c.notNull())
    .addColumn("note", "text")
    .addColumn("status", "text", (c) => c.notNull().check(sql`status in ('queued', 'making', 'ready', 'cancelled')`))
    .addColumn("made_drink_id", "text")
    .addColumn("created_at", t.timestamp, (c) => c.notNull())
    .addColumn("updated_at", t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema.createIndex("party_order_menu_created_idx").on("party_order").columns(["menu_id", "created_at"]).execute();
  await db.schema.createIndex("party_order_guest_idx").on("party_order").columns(["menu_id", "guest_key_hash"]).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("party_order").ifExists().execute();
  await db.schema.dropTable("party_menu").ifExists().execute();
}
