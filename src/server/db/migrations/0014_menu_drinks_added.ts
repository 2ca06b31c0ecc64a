import { type Kysely } from "kysely";
import { columnTypes } from "./types";

/**
 * Which drinks of a menu scan the user has added, so the menu shows them as added
 * after a reload: one row per candidate, by its folded name, with the drink and the recipe it
 * became, or the recipe already in the user's recipes that it was skipped for. Deleting the
 * drink or recipe clears its link; a row with neither is offered again. Deleting the upload
 * (or its owner) deletes its rows.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable("menu_drink_added")
    .addColumn("upload_id", "text", (c) => c.notNull().references("upload.id").onDelete("cascade"))
    .addColumn("user_id", "text", (c) => c.notNull().references("user.id").onDelete("cascade"))
    .addColumn("name_key", "text", (c) => c.notNull())
    .addColumn("drink_id", "text", (c) => c.references("drink.id").onDelete("set null"))
    .addColumn("recipe_id", "text", (c) => c.references("recipe.id").onDelete("set null"))
    .addColumn("created_at", t.timestamp, (c) => c.notNull())
    .addPrimaryKeyConstraint("menu_drink_added_pk", ["upload_id", "name_key"])
    .execute();
  await db.schema.createIndex("menu_drink_added_user_idx").on("menu_drink_added").column("user_id").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("menu_drink_added").ifExists().execute();
}
