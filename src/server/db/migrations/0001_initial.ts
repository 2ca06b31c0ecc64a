import { sql, type Kysely } from "kysely";
import { columnTypes } from "./types";

/**
 * The first schema: better-auth's tables (user, session, account, verification,
 * rate_limit) and the application's (drink, bar_item, recipe, upload).
 * Every application row belongs to a user and goes with them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await createAuthTables(db, t);
  await createAppTables(db, t);
}

type ColumnTypes = ReturnType<typeof columnTypes>;

/** better-auth's tables. */
async function createAuthTables(db: Kysely<unknown>, t: ColumnTypes): Promise<void> {
  await db.schema
    .createTable("user")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("email", "text", (c) => c.notNull().unique())
    .addColumn("email_verified", t.boolean, (c) => c.notNull().defaultTo(t.false))
    .addColumn("image", "text")
    .addColumn("created_at", t.timestamp, (c) => c.notNull())
    .addColumn("updated_at", t.timestamp, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("session")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("user_id", "text", (c) => c.notNull().references("user.id").onDelete("cascade"))
    .addColumn("token", "text", (c) => c.notNull().unique())
    .addColumn("expires_at", t.timestamp, (c) => c.notNull())
    .addColumn("ip_address", "text")
    .addColumn("user_agent", "text")
    .addColumn("created_at", t.timestamp, (c) => c.notNull())
    .addColumn("updated_at", t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema.createIndex("session_user_id_idx").on("session").column("user_id").execute();

  await db.schema
    .createTable("account")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("user_id", "text", (c) => c.notNull().references("user.id").onDelete("cascade"))
    .addColumn("account_id", "text", (c) => c.notNull())
    .addColumn("provider_id", "text", (c) => c.notNull())
    .addColumn("access_token", "text")
    .addColumn("refresh_token", "text")
    .addColumn("id_token", "text")
    .addColumn("access_token_expires_at", t.timestamp)
    .addColumn("refresh_token_expires_at", t.timestamp)
    .addColumn("scope", "text")
    .addColumn("password", "text")
    .addColumn("created_at", t.timestamp, (c) => c.notNull())
    .addColumn("updated_at", t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema.createIndex("account_user_id_idx").on("account").column("user_id").execute();

  await db.schema
    .createTable("verification")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("identifier", "text", (c) => c.notNull())
    .addColumn("value", "text", (c) => c.notNull())
    .addColumn("expires_at", t.timestamp, (c) => c.notNull())
    .addColumn("created_at", t.timestamp, (c) => c.notNull())
    .addColumn("updated_at", t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema.createIndex("verification_identifier_idx").on("verification").column("identifier").execute();

  await db.schema
    .createTable("rate_limit")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("key", "text", (c) => c.notNull().unique())
    .addColumn("count", "integer", (c) => c.notNull())
    .addColumn("last_request", "bigint", (c) => c.notNull())
    .execute();
}

/** The application's tables, each row owned by a user. */
async function createAppTables(db: Kysely<unknown>, t: ColumnTypes): Promise<void> {
  await db.schema
    .createTable("drink")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("user_id", "text", (c) => c.notNull().references("user.id").onDelete("cascade"))
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("type", "text", (c) => c.notNull())
    .addColumn("image_url", "text")
    .addColumn("notes", "text")
    .addColumn("rating", "integer", (c) => c.check(sql`rating between 1 and 5`))
    .addColumn("created_at", t.timestamp, (c) => c.notNull())
    .addColumn("updated_at", t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema.createIndex("drink_user_created_idx").on("drink").columns(["user_id", "created_at"]).execute();

  await db.schema
    .createTable("bar_item")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("user_id", "text", (c) => c.notNull().references("user.id").onDelete("cascade"))
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("quantity", "text", (c) =>
      c.notNull().defaultTo("FULL").check(sql`quantity in ('FULL', 'HALF', 'LOW', 'EMPTY')`),
    )
    .addColumn("category", "text")
    .addColumn("image_url", "text")
    .addColumn("aliases", "text", (c) => c.notNull().defaultTo("[]"))
    .addColumn("created_at", t.timestamp, (c) => c.notNull())
    .addColumn("updated_at", t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema.createIndex("bar_item_user_name_idx").on("bar_item").columns(["user_id", "name"]).execute();

  await db.schema
    .createTable("recipe")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("user_id", "text", (c) => c.notNull().references("user.id").onDelete("cascade"))
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("ingredients", "text", (c) => c.notNull())
    .addColumn("steps", "text", (c) => c.notNull())
    .addColumn("garnish", "text")
    .addColumn("glassware", "text")
    .addColumn("source_drink_id", "text", (c) => c.references("drink.id").onDelete("set null"))
    .addColumn("notes", "text")
    .addColumn("missing_count", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("created_at", t.timestamp, (c) => c.notNull())
    .addColumn("updated_at", t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("recipe_user_created_idx")
    .on("recipe")
    .columns(["user_id", "created_at", "id"])
    .execute();
  await db.schema.createIndex("recipe_source_drink_idx").on("recipe").column("source_drink_id").execute();

  await db.schema
    .createTable("upload")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("user_id", "text", (c) => c.notNull().references("user.id").onDelete("cascade"))
    .addColumn("key", "text", (c) => c.notNull().unique())
    .addColumn("kind", "text", (c) => c.notNull().check(sql`kind in ('menu', 'drink', 'bar')`))
    .addColumn("content_type", "text", (c) => c.notNull())
    .addColumn("size", "integer", (c) => c.notNull())
    .addColumn("width", "integer")
    .addColumn("height", "integer")
    .addColumn("created_at", t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema.createIndex("upload_user_idx").on("upload").column("user_id").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ["upload", "recipe", "bar_item", "drink", "rate_limit", "verification", "account", "session", "user"]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
