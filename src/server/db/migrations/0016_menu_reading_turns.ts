import { sql, type Kysely } from "kysely";
import { columnTypes } from "./types";

/**
 * Menu reading takes turns between users: a claim goes to the user whose last reading
 * started longest ago, so each job remembers when it was last claimed (`started_at`, kept
 * once it ends). The indexes serve the claim's questions about one user: when their last
 * reading started, how many of theirs run, which of theirs is oldest; the one on `user_id`
 * alone is the first column of the latter.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await db.schema.alterTable("menu_reading").addColumn("started_at", t.timestamp).execute();
  // Readings that ended or run were started; when exactly is not known, their last change is close.
  await sql`update menu_reading set started_at = updated_at where status <> 'pending'`.execute(db);
  await db.schema.createIndex("menu_reading_user_started_idx").on("menu_reading").columns(["user_id", "started_at"]).execute();
  await db.schema.createIndex("menu_reading_user_queue_idx").on("menu_reading").columns(["user_id", "status", "created_at"]).execute();
  await db.schema.dropIndex("menu_reading_user_idx").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex("menu_reading_user_idx").on("menu_reading").column("user_id").execute();
  await db.schema.dropIndex("menu_reading_user_queue_idx").execute();
  await db.schema.dropIndex("menu_reading_user_started_idx").execute();
  await db.schema.alterTable("menu_reading").dropColumn("started_at").execute();
}
