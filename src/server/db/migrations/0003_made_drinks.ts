import { sql, type Kysely } from "kysely";

/**
 * "I made this": a drink entry remembers the recipe it was made from and for how many
 * servings. Deleting the recipe keeps the log entry (the link goes, the drink stays).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("drink")
    .addColumn("made_from_recipe_id", "text", (c) => c.references("recipe.id").onDelete("set null"))
    .execute();
  await db.schema
    .alterTable("drink")
    .addColumn("servings", "integer", (c) => c.check(sql`servings between 1 and 24`))
    .execute();
  await db.schema.createIndex("drink_made_from_recipe_idx").on("drink").column("made_from_recipe_id").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("drink_made_from_recipe_idx").execute();
  await db.schema.alterTable("drink").dropColumn("servings").execute();
  await db.schema.alterTable("drink").dropColumn("made_from_recipe_id").execute();
}
