import type { Kysely } from "kysely";

/**
 * Household recipes: a recipe may be shared with one household its owner is in, where every
 * member may read it. Deleting the household unshares it (set null): the recipe stays its
 * owner's. The owner leaving unshares it in the same transaction (src/server/db/households.ts).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("recipe")
    .addColumn("household_id", "text", (c) => c.references("household.id").onDelete("set null"))
    .execute();
  await db.schema.createIndex("recipe_household_idx").on("recipe").column("household_id").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("recipe_household_idx").ifExists().execute();
  await db.schema.alterTable("recipe").dropColumn("household_id").execute();
}
