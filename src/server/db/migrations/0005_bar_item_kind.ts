import type { Kysely } from "kysely";

/**
 * The user's answer to "What is this?" for a bottle the matcher does not understand: one of the
 * matcher's kinds (an id such as "bourbon"), or null while unanswered.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("bar_item").addColumn("chosen_kind", "text").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("bar_item").dropColumn("chosen_kind").execute();
}
