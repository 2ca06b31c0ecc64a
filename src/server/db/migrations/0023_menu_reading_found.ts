import type { Kysely } from "kysely";

/**
 * What a menu reading's lines were found to hold (whether they are a menu's text, and its
 * drinks), as JSON text, written when the reading ends so that showing it reads no lines
 * again. Readings that ended before have none; the first look at one works it out and keeps it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("menu_reading").addColumn("found", "text").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("menu_reading").dropColumn("found").execute();
}
