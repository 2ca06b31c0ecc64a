import "server-only";
import { createHash, randomBytes } from "node:crypto";
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
    .values({ userId, version: newVersion() })
    .onConflict((oc) => oc.column("userId").doUpdateSet((eb) => ({ version: eb.ref("excluded.version") })))
    .execute();
}

function newVersion(): string {
  return randomBytes(9).toString("base64url");
}

/**
 * Gives each named household (nulls skipped) a new version, inside the transaction of a write to
 * its bar items: what every member's shelf holds has changed, whoever wrote it.
 */
export async function bumpDataVersionForHouseholds(householdIds: readonly (string | null)[], trx: Kysely<Database>): Promise<void> {
  const ids = [...new Set(householdIds.filter((id): id is string => id !== null))];
  if (ids.length === 0) return;
  await trx.updateTable("household").set({ dataVersion: newVersion() }).where("id", "in", ids).execute();
}

/**
 * The version of the data the user's recipe list depends on: their own, joined with those of
 * the households they are in and whether each one's shelf is on for them, so a housemate's
 * change, a join, a leave or the switch all give a new one. Exactly their own version for
 * someone in no household. A reader must take it before it reads the data it caches under it,
 * so that a write landing in between can only make the cached answer newer than its version,
 * never older.
 */
export async function getDataVersionForUser({ userId }: { userId: string }): Promise<string> {
  const db = getDb();
  const [own, households] = await Promise.all([
    db.selectFrom("userDataVersion").select("version").where("userId", "=", userId).executeTakeFirst(),
    db
      .selectFrom("householdMember as m")
      .innerJoin("household as h", "h.id", "m.householdId")
      .select(["h.id", "h.dataVersion", "m.shelfOn"])
      .where("m.userId", "=", userId)
      .orderBy("h.id")
      .execute(),
  ]);
  const version = own?.version ?? INITIAL_DATA_VERSION;
  if (households.length === 0) return version;
  const joined = households.map((h) => `${h.id}:${h.dataVersion}:${h.shelfOn ? 1 : 0}`).join(",");
  return `${version}.${createHash("sha256").update(joined).digest("base64url").slice(0, 16)}`;
}
