import type { Kysely } from "kysely";
import { columnTypes } from "./types";

/**
 * What a drink costs and how its strength is counted: a bar item may carry the price of one
 * bottle of its size (`bottle_ml`, from bottle levels) or, with no size, of one piece (a lime);
 * each user keeps their currency and the standard drink they count in, in a row of their own
 * (`user_setting`), gone with the account.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await db.schema.alterTable("bar_item").addColumn("price", t.real).execute();
  await db.schema
    .createTable("user_setting")
    .addColumn("user_id", "text", (c) => c.primaryKey().references("user.id").onDelete("cascade"))
    .addColumn("currency", "text")
    .addColumn("standard_drink", "text")
    .addColumn("updated_at", t.timestamp, (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("user_setting").ifExists().execute();
  await db.schema.alterTable("bar_item").dropColumn("price").execute();
}
