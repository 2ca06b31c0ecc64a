import { sql, type Kysely } from "kysely";
import { columnTypes } from "./types";

/**
 * Menu reading: one job per menu scan, kept in the database so that a restart
 * resumes the queue and, with several instances, each job is claimed by exactly one. A claim
 * holds the job until `lease_until`; a holder that dies lets it lapse and another claims it
 * again (`attempts` counts the claims). `lines` is the text read, a JSON array, once done.
 * Deleting the upload (or its owner) deletes the job with it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable("menu_reading")
    .addColumn("upload_id", "text", (c) => c.primaryKey().references("upload.id").onDelete("cascade"))
    .addColumn("user_id", "text", (c) => c.notNull().references("user.id").onDelete("cascade"))
    .addColumn("status", "text", (c) => c.notNull().check(sql`status in ('pending', 'running', 'done', 'failed')`))
    .addColumn("progress", t.real, (c) => c.notNull().defaultTo(0))
    .addColumn("reason", "text")
    .addColumn("lines", "text")
    .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("claimed_by", "text")
    .addColumn("lease_until", t.timestamp)
    .addColumn("created_at", t.timestamp, (c) => c.notNull())
    .addColumn("updated_at", t.timestamp, (c) => c.notNull())
    .execute();
  // The claim looks for the oldest pending job, or a running one whose lease has lapsed.
  await db.schema.createIndex("menu_reading_queue_idx").on("menu_reading").columns(["status", "created_at"]).execute();
  await db.schema.createIndex("menu_reading_user_idx").on("menu_reading").column("user_id").execute();
  // Menu scans stored before menus were read join the queue.
  await sql`insert into menu_reading (upload_id, user_id, status, created_at, updated_at)
    select id, user_id, 'pending', created_at, created_at from upload where kind = 'menu'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("menu_reading").ifExists().execute();
}
