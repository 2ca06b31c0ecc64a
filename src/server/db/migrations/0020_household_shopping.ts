import type { Kysely } from "kysely";

/**
 * The household's shopping list: an entry may stand on a household's list, where every member
 * sees it. `user_id` stays the one who added it (their record, counted in their limit, deleted
 * with their account); `bought_by` is who ticked it bought, whose shelf-side bottle that made.
 * When the household is deleted its entries go back to the lists of those who added them, as
 * its bottles go back to their owners.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("shopping_item")
    .addColumn("household_id", "text", (c) => c.references("household.id").onDelete("set null"))
    .execute();
  await db.schema
    .alterTable("shopping_item")
    .addColumn("bought_by", "text", (c) => c.references("user.id").onDelete("set null"))
    .execute();
  // A household's list is read by household, in the order things were added.
  await db.schema.createIndex("shopping_item_household_created_idx").on("shopping_item").columns(["household_id", "created_at"]).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("shopping_item_household_created_idx").ifExists().execute();
  await db.schema.alterTable("shopping_item").dropColumn("bought_by").execute();
  await db.schema.alterTable("shopping_item").dropColumn("household_id").execute();
}
