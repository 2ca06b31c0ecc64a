import "server-only";
import type { ExpressionBuilder, Kysely } from "kysely";
import type { MenuLine } from "@/domain/menu/types";
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

export interface MenuReading {
  status: MenuReadingStatus;
  /** 0..1 */
  progress: number;
  reason: string | null;
  lines: MenuLine[];
}

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
    .selectFrom("menuReading")
    .select(["status", "progress", "reason", "lines"])
    .where("userId", "=", userId)
    .where("uploadId", "=", uploadId)
    .executeTakeFirst();
  if (!row) return null;
  return { status: row.status, progress: Number(row.progress), reason: row.reason, lines: row.lines === null ? [] : (JSON.parse(row.lines) as MenuLine[]) };
}

/**
 * Puts the caller's failed reading back in the queue (false when they have no such reading,
 * or it has not failed: a pending, running or done one is left as it is).
 */
export async function requeueMenuReadingForUser({ userId, uploadId }: { userId: string; uploadId: string }): Promise<boolean> {
  const now = new Date().toISOString();
  const result = await getDb()
    .updateTable("menuReading")
    .set({ status: "pending", progress: 0, reason: null, lines: null, attempts: 0, claimedBy: null, leaseUntil: null, updatedAt: now })
    .where("userId", "=", userId)
    .where("uploadId", "=", uploadId)
    .where("status", "=", "failed")
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** A job that is pending, or running under a lease that lapsed before `now` (its holder died). */
function claimableAt(now: string) {
  return (eb: ExpressionBuilder<Database, "menuReading">) =>
    eb.or([eb("status", "=", "pending"), eb.and([eb("status", "=", "running"), eb("leaseUntil", "<", now)])]);
}

/**
 * Queue side. Claims the oldest job that is pending, or running under a lease that lapsed
 * before `now` (its holder died), for `holder` until `leaseUntil`: one UPDATE ... RETURNING,
 * so two instances never both win a job. PostgreSQL skips rows another claim has locked
 * rather than wait for it; SQLite runs one writer at a time anyway.
 */
export async function claimMenuReading({ holder, now, leaseUntil }: { holder: string; now: Date; leaseUntil: Date }): Promise<ClaimedMenuReading | null> {
  const db = getDb();
  const nowText = now.toISOString();
  const claimable = db
    .selectFrom("menuReading")
    .select("uploadId")
    .where(claimableAt(nowText))
    .orderBy("createdAt")
    .orderBy("uploadId")
    .limit(1);
  const claimed = await db
    .updateTable("menuReading")
    .set((eb) => ({
      status: "running",
      progress: 0,
      claimedBy: holder,
      leaseUntil: leaseUntil.toISOString(),
      attempts: eb("attempts", "+", 1),
      updatedAt: nowText,
    }))
    .where("uploadId", "=", getEngine() === "postgres" ? claimable.forUpdate().skipLocked() : claimable)
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

/** Queue side. Ends a held job as done with the lines read, or as failed with a reason. */
export async function finishMenuReading({
  holder,
  uploadId,
  outcome,
}: {
  holder: string;
  uploadId: string;
  outcome: { status: "done"; lines: MenuLine[] } | { status: "failed"; reason: string };
}): Promise<boolean> {
  const ended =
    outcome.status === "done"
      ? { status: "done" as const, progress: 1, lines: JSON.stringify(outcome.lines), reason: null }
      : { status: "failed" as const, reason: outcome.reason, lines: null };
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
