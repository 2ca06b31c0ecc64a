import "server-only";
import { randomUUID } from "node:crypto";
import { releaseLease, takeLease } from "../db/leases";
import { deleteUnshownUploadsCreatedBefore, findUploadKeys } from "../db/upload-sweep";
import { describeError, log } from "../platform/log";
import { getObjectStore } from "../platform/storage";
import { deleteUploadObjectsForUser, uploadKeyOfObject } from "./uploads";

/** How long an upload nothing shows, or an object without a row, is kept: a form may still be open. */
export const SWEEP_AGE_MS = 24 * 60 * 60 * 1000;
/** How often each server instance tries to run the sweep; one instance at a time runs it. */
export const SWEEP_INTERVAL_MS = 60 * 60 * 1000;
const LEASE = { name: "upload-sweep", ttlMs: 15 * 60 * 1000 };
/** Keys asked about per query while listing the store. */
const KEY_BATCH = 500;

export interface SweepResult {
  /** false when another instance held the lease, and this one did nothing */
  ran: boolean;
  uploadsDeleted: number;
  orphanObjectsDeleted: number;
}

/**
 * Removes what no one can reach any more: uploads older than `ageMs` that no record shows
 * (row first, then its objects), and objects older than `ageMs` that have no row at all (a
 * crash between the object's write and its row's, an object delete that failed). `now` and
 * `userId` (one user's uploads and objects) are for tests.
 */
export async function sweepUploads({
  now = new Date(),
  ageMs = SWEEP_AGE_MS,
  userId,
}: { now?: Date; ageMs?: number; userId?: string } = {}): Promise<SweepResult> {
  const holder = randomUUID();
  if (!(await takeLease({ ...LEASE, holder, now }))) return { ran: false, uploadsDeleted: 0, orphanObjectsDeleted: 0 };
  try {
    const cutoff = new Date(now.getTime() - ageMs);
    const released = await deleteUnshownUploadsCreatedBefore({ before: cutoff, userId });
    for (const upload of released) await deleteUploadObjectsForUser({ userId: upload.userId, keys: [upload.key] });
    const orphanObjectsDeleted = await deleteOrphanObjects({ cutoff, prefix: userId === undefined ? "" : `${userId}/` });
    return { ran: true, uploadsDeleted: released.length, orphanObjectsDeleted };
  } finally {
    await releaseLease({ name: LEASE.name, holder });
  }
}

async function deleteOrphanObjects({ cutoff, prefix }: { cutoff: Date; prefix: string }): Promise<number> {
  const store = getObjectStore();
  let deleted = 0;
  let batch: string[] = [];
  const settle = async () => {
    const rowed = await findUploadKeys({ keys: [...new Set(batch.map(uploadKeyOfObject))] });
    for (const key of batch.filter((k) => !rowed.has(uploadKeyOfObject(k)))) {
      await store.delete(key);
      deleted += 1;
    }
    batch = [];
  };
  for await (const object of store.list(prefix)) {
    if (object.lastModified >= cutoff) continue;
    batch.push(object.key);
    if (batch.length >= KEY_BATCH) await settle();
  }
  await settle();
  return deleted;
}

const holderOfTimer = globalThis as unknown as { __barshelfSweep?: NodeJS.Timeout };

/** Runs the sweep every SWEEP_INTERVAL_MS in this process (the first a minute after start). */
export function scheduleUploadSweep(): void {
  if (holderOfTimer.__barshelfSweep) return;
  const run = () =>
    sweepUploads()
      .then((result) => {
        if (result.ran) log.info("upload sweep", { ...result });
      })
      .catch((err) => log.error("upload sweep failed", describeError(err)));
  setTimeout(run, 60_000).unref();
  holderOfTimer.__barshelfSweep = setInterval(run, SWEEP_INTERVAL_MS).unref();
}
