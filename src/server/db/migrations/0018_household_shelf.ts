import { sql, type Kysely } from "kysely";
import { columnTypes } from "./types";

/**
 * The shared shelf: a bar item may stand in one household, where every member sees it. When
 * the household is deleted its items go back to their owners (set null), since each record
 * stays its owner's. Each member can take the household's bottles off their own shelf
 * (`shelf_on`), and each household has a data version of its own, so that a change to its
 * items makes every member's cached recipe list and availability stale.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  const yes = t.boolean === "boolean" ? sql`true` : sql`1`;
  await db.schema
    .alterTable("bar_item")
    .addColumn("household_id", "text", (c) => c.references("household.id").onDelete("set null"))
    .execute();
  await db.schema.createIndex("bar_item_household_idx").on("bar_item").column("household_id").execute();
  await db.schema
    .alterTable("household_member")
    .addColumn("shelf_on", t.boolean, (c) => c.notNull().defaultTo(yes))
    .execute();
  await db.schema
    .alterTable("household")
    .addColumn("data_version", "text", (c) => c.notNull().defaultTo("0"))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("household").dropColumn("data_version").execute();
  await db.schema.alterTable("household_member").dropColumn("shelf_on").execute();
  await db.schema.dropIndex("bar_item_household_idx").ifExists().execute();
  await db.schema.alterTable("bar_item").dropColumn("household_id").execute();
}
