import type { Kysely } from "kysely";
import { columnTypes } from "./types";

/**
 * The upload sweep: `lease` lets one server instance at a time run a periodic job (a row per
 * job, held until `expires_at`, taken over once it has passed); the index finds old uploads.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable("lease")
    .addColumn("name", "text", (c) => c.primaryKey())
    .addColumn("holder", "text", (c) => c.notNull())
    .addColumn("expires_at", t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema.createIndex("upload_created_idx").on("upload").column("created_at").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("upload_created_idx").ifExists().execute();
  await db.schema.dropTable("lease").ifExists().execute();
}
