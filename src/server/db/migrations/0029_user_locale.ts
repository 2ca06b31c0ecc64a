import type { Kysely } from "kysely";

/** The interface language a user chose on /account ("de"), null until they choose one. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("user_setting").addColumn("locale", "text").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("user_setting").dropColumn("locale").execute();
}
