import "server-only";
import { randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import { getDb } from ".";
import type { Database } from "./schema";

/** The version of a user who has written nothing since versions began. */
export const INITIAL_DATA_VERSION = "0";

/**
 * Gives the user's data a new version, inside the transaction `trx` of the write that changes
 * it: every write to recipes, drinks or bar items (anything GET /api/recipes shows or depends
 * on) calls this, so the version commits or rolls back with the data. The version is a random
 * token rather than a counter, so that a database restored from a backup never reuses a version
 * that a cache or a browser's ETag holds for other data.
 */
export async function bumpDataVersionForUser({ userId }: { userId: string }, trx: Kysely<Database>): Promise<void> {
  await trx
    .insertInto("userDataVersion")
    .values({ userId, version: randomBytes(9).toString("base64url") })
    .onConflict((oc) => oc.column("userId").doUpdateSet((eb) => ({ version: eb.ref("excluded.version") })))
    .execute();
}

/**
 * The user's current data version: one primary-key read. A reader must take it before it
 * reads the data it caches under it, so that a write landing in between can only make the
 * cached answer newer than its version, never older.
 */
export async function getDataVersionForUser({ userId }: { userId: string }): Promise<string> {
  const row = await getDb().selectFrom("userDataVersion").select("version").where("userId", "=", userId).executeTakeFirst();
  return row?.version ?? INITIAL_DATA_VERSION;
}
