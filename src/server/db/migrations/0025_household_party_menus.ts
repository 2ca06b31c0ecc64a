import type { Kysely } from "kysely";

/**
 * Household party menus: a menu may be hosted for one household its creator is in, whose owners
 * and members then run it. Deleting the household gives the menu back to its creator (set null),
 * as it does a shared recipe; the creator leaving does the same in that transaction
 * (src/server/db/households.ts).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("party_menu")
    .addColumn("household_id", "text", (c) => c.references("household.id").onDelete("set null"))
    .execute();
  await db.schema.createIndex("party_menu_household_idx").on("party_menu").column("household_id").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("party_menu_household_idx").ifExists().execute();
  await db.schema.alterTable("party_menu").dropColumn("household_id").execute();
}
