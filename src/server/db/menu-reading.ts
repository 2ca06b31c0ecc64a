import "server-only";
import type { ExpressionBuilder, Kysely } from "kysely";
import type { MenuFound, MenuLine } from "@/domain/menu/types";
import { getDb, getEngine } from "./index";
import type { Database, MenuReadingStatus } from "./schema";

/**
 * The `menu_reading` table: one job per menu scan. The owner's side (create, read, read
 * again) takes the user as every data function does. The queue's side (claim, progress,
 * finish, release) is the one exception: the worker serves every user, and names a job by
 * its upload id and the claim it holds (`holder`), so that a job whose lease lapsed and
 * was claimed again elsewhere is never written by its first holder.
 */

export type { MenuReadingStatus };

/**
 * A user's scans in the queue at once (pending or running). Past them, a scan is stored and
 * waits behind its owner's earlier ones: it joins the queue as each of those ends.
 */
export const MENU_SCANS_QUEUED_PER_USER = 20;

export interface MenuReading {
  status: MenuReadingStatus;
  /** 0..1 */
  progress: number;
  reason: string | null;
  lines: MenuLine[];
  /** what the lines were found to hold, kept when the reading ended; null before, and on a reading older than that */
  found: MenuFound | null;
  /** For a scan waiting behind its owner's earlier ones, how many of those are unfinished; null otherwise. */
  queuedBehind: number | null;
}

/** Builds on one job of the queue, `job`, to ask about its owner's other jobs. */
type QueueBuilder = ExpressionBuilder<Database & { job: Database["menuReading"] }, "job">;

/** A job as the worker claimed it. */
export interface ClaimedMenuReading {
  uploadId: string;
  userId: string;
  /** the upload's key in the object store */
  key: string;
  /** claims so far, this one included */
  attempts: number;
}

/** Inside the transaction that records a menu upload: its job, pending. */
export async function createMenuReadingForUser(
  trx: Kysely<Database>,
  { userId, uploadId, now }: { userId: string; uploadId: string; now: string },
): Promise<void> {
  await trx.insertInto("menuReading").values({ uploadId, userId, status: "pending", createdAt: now, updatedAt: now }).execute();
}

/** The caller's menu reading, or null when the upload is missing, someone else's, or not a menu. */
export async function getMenuReadingForUser({ userId, uploadId }: { userId: string; uploadId: string }): Promise<MenuReading | null> {
  const row = await getDb()
    .selectFrom("menuReading as job")
    .select(["job.status", "job.progress", "job.reason", "job.lines", "job.found"])
    .select((eb) => ownerScansAhead(eb).as("ahead"))
    .where("job.userId", "=", userId)
    .where("job.uploadId", "=", uploadId)
    .executeTakeFirst();
  if (!row) return null;
  const ahead = Number(row.ahead);
  return {
    status: row.status,
    progress: Number(row.progress),
    reason: row.reason,
    lines: row.lines === null ? [] : (JSON.parse(row.lines) as MenuLine[]),
    found: row.found === null ? null : (JSON.parse(row.found) as MenuFound),
    queuedBehind: row.status === "pending" && ahead >= MENU_SCANS_QUEUED_PER_USER ? ahead : null,
  };
}

/** Where each of the caller's menu scans stands in its reading, by upload id, for the list of their menus. */
export async function listMenuReadingStatusesForUser({ userId }: { userId: string }): Promise<Map<string, MenuReadingStatus>> {
  const rows = await getDb().selectFrom("menuReading").select(["uploadId", "status"]).where("userId", "=", userId).execute();
  return new Map(rows.map((row) => [row.uploadId, row.status]));
}

/** How many of the job's owner's unfinished scans come before it in the queue (the claim's order within a user). */
function ownerScansAhead(eb: QueueBuilder) {
  return eb
    .selectFrom("menuReading as other")
    .select((o) => o.fn.countAll().as("ahead"))
    .whereRef("other.userId", "=", "job.userId")
    .where("other.status", "in", ["pending", "running"])
    .where((o) => o(o.refTuple("other.createdAt", "other.uploadId"), "<", o.refTuple("job.createdAt", "job.uploadId")));
}

/**
 * Keeps what the caller's done reading was found to hold, on a reading that ended before that
 * was kept with it; one that has it already, or is no longer done, is left as it is.
 */
export async function keepMenuFoundForUser({ userId, uploadId, found }: { userId: string; uploadId: string; found: MenuFound }): Promise<void> {
  await getDb()
    .updateTable("menuReading")
    .set({ found: JSON.stringify(found) })
    .where("userId", "=", userId)
    .where("uploadId", "=", uploadId)
    .where("status", "=", "done")
    .where("found", "is", null)
    .execute();
}

/**
 * Puts the caller's failed reading back in the queue (false when they have no such reading,
 * or it has not failed: a pending, running or done one is left as it is).
 */
export async function requeueMenuReadingForUser({ userId, uploadId }: { userId: string; uploadId: string }): Promise<boolean> {
  const now = new Date().toISOString();
  const result = await getDb()
    .updateTable("menuReading")
    .set({ status: "pending", progress: 0, reason: null, lines: null, found: null, attempts: 0, claimedBy: null, leaseUntil: null, updatedAt: now })
    .where("userId", "=", userId)
    .where("uploadId", "=", uploadId)
    .where("status", "=", "failed")
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** A job that is pending, or running under a lease that lapsed before `now` (its holder died). */
function claimableAt(now: string) {
  return (eb: QueueBuilder) => eb.or([eb("job.status", "=", "pending"), eb.and([eb("job.status", "=", "running"), eb("job.leaseUntil", "<", now)])]);
}

/** How many of the job's owner's readings run under a live lease. */
function ownerRunningAt(eb: QueueBuilder, now: string) {
  return eb
    .selectFrom("menuReading as other")
    .select((o) => o.fn.countAll().as("running"))
    .whereRef("other.userId", "=", "job.userId")
    .where("other.status", "=", "running")
    .where("other.leaseUntil", ">=", now);
}

/** When the job's owner's last reading started (null for none yet); the newest by the index, not a max() that reads them all. */
function ownerLastStart(eb: QueueBuilder) {
  return eb
    .selectFrom("menuReading as other")
    .select("other.startedAt")
    .whereRef("other.userId", "=", "job.userId")
    .where("other.startedAt", "is not", null)
    .orderBy("other.startedAt", "desc")
    .limit(1);
}

/**
 * Queue side. Claims a job for `holder` until `leaseUntil`, taking turns between users: the
 * oldest claimable job (pending, or running under a lease that lapsed before `now`) of the
 * user with the fewest readings running, and among those the one whose last reading started
 * longest ago (or never), so one user's long queue does not hold up anyone else's scan. A user
 * with MENU_SCANS_QUEUED_PER_USER readings running has none claimed until one ends. One UPDATE
 * ... RETURNING, so two instances never both win a job, and the turns hold across instances.
 * PostgreSQL skips rows another claim has locked rather than wait for it; SQLite runs one
 * writer at a time anyway.
 */
export async function claimMenuReading({ holder, now, leaseUntil }: { holder: string; now: Date; leaseUntil: Date }): Promise<ClaimedMenuReading | null> {
  const db = getDb();
  const nowText = now.toISOString();
  const claimable = db
    .selectFrom("menuReading as job")
    .select("job.uploadId")
    .where(claimableAt(nowText))
    .where((eb) => eb(ownerRunningAt(eb, nowText), "<", MENU_SCANS_QUEUED_PER_USER))
    .orderBy((eb) => ownerRunningAt(eb, nowText))
    .orderBy((eb) => ownerLastStart(eb), (ob) => ob.asc().nullsFirst())
    .orderBy("job.createdAt")
    .orderBy("job.uploadId")
    .limit(1);
  const claimed = await db
    .updateTable("menuReading as job")
    .set((eb) => ({
      status: "running",
      progress: 0,
      claimedBy: holder,
      leaseUntil: leaseUntil.toISOString(),
      startedAt: nowText,
      attempts: eb("attempts", "+", 1),
      updatedAt: nowText,
    }))
    .where("job.uploadId", "=", getEngine() === "postgres" ? claimable.forUpdate().skipLocked() : claimable)
    .where(claimableAt(nowText))
    .returning(["uploadId", "userId", "attempts"])
    .executeTakeFirst();
  if (!claimed) return null;
  const upload = await db
    .selectFrom("upload")
    .select("key")
    .where("id", "=", claimed.uploadId)
    .where("userId", "=", claimed.userId)
    .executeTakeFirst();
  // The upload was deleted in between: its job went with it.
  if (!upload) return null;
  return { ...claimed, key: upload.key, attempts: Number(claimed.attempts) };
}

/** The jobs `holder` still holds, narrowed to one upload. */
function heldBy(holder: string, uploadId: string) {
  return getDb().updateTable("menuReading").where("uploadId", "=", uploadId).where("claimedBy", "=", holder).where("status", "=", "running");
}

/** Queue side. Records progress and extends the lease; false when the job is no longer this holder's (or is gone). */
export async function recordMenuReadingProgress({
  holder,
  uploadId,
  progress,
  leaseUntil,
}: {
  holder: string;
  uploadId: string;
  progress: number;
  leaseUntil: Date;
}): Promise<boolean> {
  const result = await heldBy(holder, uploadId)
    .set({ progress, leaseUntil: leaseUntil.toISOString(), updatedAt: new Date().toISOString() })
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Queue side. Ends a held job as done with the lines read and what they hold, or as failed with a reason. */
export async function finishMenuReading({
  holder,
  uploadId,
  outcome,
}: {
  holder: string;
  uploadId: string;
  outcome: { status: "done"; lines: MenuLine[]; found: MenuFound } | { status: "failed"; reason: string };
}): Promise<boolean> {
  const ended =
    outcome.status === "done"
      ? { status: "done" as const, progress: 1, lines: JSON.stringify(outcome.lines), found: JSON.stringify(outcome.found), reason: null }
      : { status: "failed" as const, reason: outcome.reason, lines: null, found: null };
  const result = await heldBy(holder, uploadId)
    .set({ ...ended, claimedBy: null, leaseUntil: null, updatedAt: new Date().toISOString() })
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Queue side. Gives a held job back to the queue (the server is stopping); this claim is not counted. */
export async function releaseMenuReading({ holder, uploadId }: { holder: string; uploadId: string }): Promise<void> {
  await heldBy(holder, uploadId)
    .set((eb) => ({ status: "pending", progress: 0, claimedBy: null, leaseUntil: null, attempts: eb("attempts", "-", 1), updatedAt: new Date().toISOString() }))
    .execute();
}
