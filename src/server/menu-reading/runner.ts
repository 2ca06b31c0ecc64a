import "server-only";
import { randomUUID } from "node:crypto";
import { buffer } from "node:stream/consumers";
import type { MenuLine } from "@/domain/menu/types";
import { claimMenuReading, finishMenuReading, recordMenuReadingProgress, releaseMenuReading, type ClaimedMenuReading } from "../db/menu-reading";
import { describeError, log } from "../platform/log";
import { getObjectStore } from "../platform/storage";
import { MenuOcr } from "./ocr";
import { readMenuOffThread } from "./menu-pool";
import { readMenuScan, UnreadableScanError } from "./read";
import { keptReason } from "./reasons";
import { SayingError } from "@/domain/errors";
import { sentence, type Sentence } from "@/domain/sentences";

/**
 * The menu reader of one server process: `concurrency` slots, each claiming one job at a time
 * from the queue in the database (db/menu-reading.ts), reading it, and writing the outcome.
 * Every instance runs one; the claim decides which reads what. A job is held under a lease
 * that the slot renews while it works, so a job whose process died is claimed again once the
 * lease lapses, and a job that keeps killing its reader fails after MAX_ATTEMPTS claims.
 */

/** How long a claim holds without being renewed; renewed every LEASE_MS / 4 while the job runs. */
const LEASE_MS = 20_000;
/** How often an idle slot asks the queue for work. */
const POLL_MS = 2_000;
/** How long stopping waits for the jobs in hand to be given back to the queue. */
const STOP_MS = 2_000;
/** Claims after which a job that never finished (its reader died each time) is given up. */
const MAX_ATTEMPTS = 3;
/** What a job ends as, said to the user (kept as a sentence, worded in the reader's language: index.ts). */
const REASONS = {
  tooLong: sentence("menus.reasons.tooLong"),
  unreadable: sentence("menus.reasons.unreadable"),
  missing: sentence("menus.reasons.missing"),
  failedOften: sentence("menus.reasons.failedOften", { times: MAX_ATTEMPTS }),
  broken: sentence("menus.reasons.broken"),
} as const;

/** A job that ends as failed with this reason for the user. */
class JobFailure extends SayingError {
  constructor(readonly reason: Sentence) {
    super(reason);
  }
}
class TookTooLong extends JobFailure {
  constructor() {
    super(REASONS.tooLong);
  }
}
/** The server is stopping: the job goes back to the queue. */
class Stopping extends Error {}

/** A promise that rejects with TookTooLong after `ms`, or with Stopping when `signal` aborts. */
function limit(ms: number, signal: AbortSignal): { expired: Promise<never>; clear: () => void } {
  let timer: NodeJS.Timeout | undefined;
  let onAbort = () => {};
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new TookTooLong()), ms);
    onAbort = () => reject(new Stopping());
    signal.addEventListener("abort", onAbort, { once: true });
  });
  expired.catch(() => {});
  return {
    expired,
    clear: () => {
      clearTimeout(timer);
      signal.removeEventListener("abort", onAbort);
    },
  };
}

/** Waits `ms`, or less if `signal` aborts; leaves no listener behind (an idle slot sleeps every POLL_MS). */
const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const wake = () => {
      clearTimeout(timer);
      signal.removeEventListener("abort", wake);
      resolve();
    };
    const timer = setTimeout(wake, ms);
    signal.addEventListener("abort", wake, { once: true });
  });

/** Reads the scan under `key` from the store. */
async function readStoredScan(ocr: MenuOcr, key: string, progress: (p: number) => void): Promise<MenuLine[]> {
  const object = await getObjectStore().get(key);
  if (!object) throw new JobFailure(REASONS.missing);
  try {
    return await readMenuScan(ocr, await buffer(object.body), progress);
  } catch (err) {
    if (err instanceof UnreadableScanError) throw new JobFailure(REASONS.unreadable);
    throw err;
  }
}

class Slot {
  readonly ocr = new MenuOcr();

  constructor(
    private readonly holder: string,
    private readonly signal: AbortSignal,
    /** A job's whole reading, from claim to outcome; past it the job fails as "took too long". */
    private readonly timeLimitMs: number,
  ) {}

  async run(): Promise<void> {
    while (!this.signal.aborted) {
      let job: ClaimedMenuReading | null = null;
      try {
        const now = new Date();
        job = await claimMenuReading({ holder: this.holder, now, leaseUntil: new Date(now.getTime() + LEASE_MS) });
      } catch (err) {
        log.warn("menu reading: the queue could not be read", describeError(err));
      }
      // A job whose outcome could not be written (the database went away) is claimed again once its lease lapses.
      if (job) await this.readJob(job).catch((err: unknown) => log.error("menu reading: outcome not recorded", { uploadId: job.uploadId, ...describeError(err) }));
      else await sleep(POLL_MS, this.signal);
    }
  }

  private async readJob(job: ClaimedMenuReading): Promise<void> {
    const { uploadId } = job;
    const holder = this.holder;
    if (job.attempts > MAX_ATTEMPTS) {
      await finishMenuReading({ holder, uploadId, outcome: { status: "failed", reason: keptReason(REASONS.failedOften) } });
      log.warn("menu reading given up", { uploadId, attempts: job.attempts });
      return;
    }
    const started = Date.now();
    let progress = 0;
    let recorded = 0;
    const record = () =>
      recordMenuReadingProgress({ holder, uploadId, progress, leaseUntil: new Date(Date.now() + LEASE_MS) }).catch((err: unknown) =>
        log.warn("menu reading: progress not recorded", { uploadId, ...describeError(err) }),
      );
    const heartbeat = setInterval(record, LEASE_MS / 4);
    // Progress is written at each tenth, not at each of tesseract's many reports.
    const onProgress = (p: number) => {
      progress = Math.min(1, Math.max(progress, p));
      if (Math.floor(progress * 10) > Math.floor(recorded * 10)) {
        recorded = progress;
        void record();
      }
    };
    const deadline = limit(this.timeLimitMs, this.signal);
    try {
      const lines = await Promise.race([readStoredScan(this.ocr, job.key, onProgress), deadline.expired]);
      // The drinks are found once, here, and kept: showing the reading reads no lines again.
      await finishMenuReading({ holder, uploadId, outcome: { status: "done", lines, found: await readMenuOffThread(lines) } });
      log.info("menu read", { uploadId, lines: lines.length, ms: Date.now() - started });
    } catch (err) {
      await this.endFailed(job, err);
    } finally {
      deadline.clear();
      clearInterval(heartbeat);
    }
  }

  private async endFailed(job: ClaimedMenuReading, err: unknown): Promise<void> {
    const { uploadId } = job;
    // Recognition cannot be interrupted, and a worker that failed may be unusable: the thread
    // goes, and the next job starts a new one. A scan missing or undecodable never reached it.
    if (!(err instanceof JobFailure) || err instanceof TookTooLong) await this.ocr.terminate();
    if (err instanceof Stopping) {
      await releaseMenuReading({ holder: this.holder, uploadId });
      log.info("menu reading given back to the queue", { uploadId });
      return;
    }
    const reason = err instanceof JobFailure ? err.reason : REASONS.broken;
    if (err instanceof JobFailure) log.warn("menu reading failed", { uploadId, reason: err.message });
    else log.error("menu reading failed", { uploadId, ...describeError(err) });
    await finishMenuReading({ holder: this.holder, uploadId, outcome: { status: "failed", reason: keptReason(reason) } });
  }
}

/** The reader of this process: `stop()` gives the jobs in hand back to the queue and ends the tesseract threads. */
export interface MenuReader {
  stop(): Promise<void>;
}

export function startMenuReader({ concurrency, timeLimitMs }: { concurrency: number; timeLimitMs: number }): MenuReader {
  const controller = new AbortController();
  const holder = randomUUID();
  const slots = Array.from({ length: concurrency }, () => new Slot(holder, controller.signal, timeLimitMs));
  const running = slots.map((slot) =>
    slot.run().catch((err: unknown) => log.error("menu reader stopped", describeError(err))),
  );
  log.info("menu reader started", { concurrency });
  return {
    async stop() {
      controller.abort();
      // A database that hangs must not hold the process: the lease lapses instead.
      let timer: NodeJS.Timeout | undefined;
      const gaveUp = new Promise<void>((resolve) => (timer = setTimeout(resolve, STOP_MS)));
      await Promise.race([Promise.all(running), gaveUp]);
      clearTimeout(timer);
      await Promise.all(slots.map((slot) => slot.ocr.terminate()));
    },
  };
}
