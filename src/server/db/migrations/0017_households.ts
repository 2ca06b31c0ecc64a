import { sql, type Kysely } from "kysely";
import { columnTypes } from "./types";

/**
 * Households: a name and the account that owns it; its members, each with a role; and the
 * invitations that let someone in. An invitation keeps only a hash of its code, so a copy of
 * the database lets nobody in. Deleting an account takes its memberships with it, and the
 * households it owns (with their members and invitations); the members' own records never
 * hang from a household, so they stay theirs.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable("household")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("owner_id", "text", (c) => c.notNull().references("user.id").onDelete("cascade"))
    .addColumn("created_at", t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema.createIndex("household_owner_idx").on("household").column("owner_id").execute();

  await db.schema
    .createTable("household_member")
    .addColumn("household_id", "text", (c) => c.notNull().references("household.id").onDelete("cascade"))
    .addColumn("user_id", "text", (c) => c.notNull().references("user.id").onDelete("cascade"))
    .addColumn("role", "text", (c) => c.notNull().check(sql`role in ('owner', 'member', 'guest')`))
    .addColumn("joined_at", t.timestamp, (c) => c.notNull())
    .addPrimaryKeyConstraint("household_member_pk", ["household_id", "user_id"])
    .execute();
  // "Which households is this user in": every household route starts with it.
  await db.schema.createIndex("household_member_user_idx").on("household_member").column("user_id").execute();

  await db.schema
    .createTable("household_invite")
    .addColumn("code_hash", "text", (c) => c.primaryKey())
    .addColumn("household_id", "text", (c) => c.notNull().references("household.id").onDelete("cascade"))
    .addColumn("role", "text", (c) => c.notNull().check(sql`role in ('member', 'guest')`))
    .addColumn("created_by", "text", (c) => c.notNull().references("user.id").onDelete("cascade"))
    .addColumn("created_at", t.timestamp, (c) => c.notNull())
    .addColumn("expires_at", t.timestamp, (c) => c.notNull())
    .addColumn("used_at", t.timestamp)
    .addColumn("used_by", "text", (c) => c.references("user.id").onDelete("set null"))
    .execute();
  await db.schema.createIndex("household_invite_household_idx").on("household_invite").columns(["household_id", "expires_at"]).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("household_invite").ifExists().execute();
  await db.schema.dropTable("household_member").ifExists().execute();
  await db.schema.dropTable("household").ifExists().execute();
}
