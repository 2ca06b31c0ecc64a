import type { Kysely } from "kysely";
import { columnTypes } from "./types";

/**
 * better-auth's passkey table (its passkey plugin), in snake_case like the rest of the schema:
 * the public key of each credential a user registered, never a secret. A credential id is
 * unique across users (sign-in looks it up), and deleting the user deletes their passkeys.
 * `counter` is the authenticator's signature counter, an unsigned 32-bit number; `last_used_at`
 * is ours (the plugin keeps no such field), written at each sign-in with the passkey.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable("passkey")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("user_id", "text", (c) => c.notNull().references("user.id").onDelete("cascade"))
    .addColumn("name", "text")
    .addColumn("public_key", "text", (c) => c.notNull())
    .addColumn("credential_id", "text", (c) => c.notNull().unique())
    .addColumn("counter", "bigint", (c) => c.notNull())
    .addColumn("device_type", "text", (c) => c.notNull())
    .addColumn("backed_up", t.boolean, (c) => c.notNull())
    .addColumn("transports", "text")
    .addColumn("aaguid", "text")
    .addColumn("created_at", t.timestamp, (c) => c.notNull())
    .addColumn("last_used_at", t.timestamp)
    .execute();
  await db.schema.createIndex("passkey_user_id_idx").on("passkey").column("user_id").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("passkey").ifExists().execute();
}
