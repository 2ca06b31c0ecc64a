import type { Kysely } from "kysely";

/**
 * How each session was signed in ("password", "passkey", "sso:<provider id>"), written when
 * better-auth creates it, for the account page's list of devices. Sessions from before this
 * column have none, and the page says the method is unknown.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("session").addColumn("sign_in_method", "text").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("session").dropColumn("sign_in_method").execute();
}
