import "server-only";
import os from "node:os";
import path from "node:path";
import Piscina from "piscina";
import { TookTooLongError, ValidationError } from "@/domain/errors";
import { getConfig } from "@/server/platform/config";
import type { FitCheck, ImportTextOutcome } from "./parse-worker";
import { sentence } from "@/domain/sentences";

/**
 * Import files are read in worker threads, never on the thread that answers requests, and
 * within a time limit: past it the thread is ended (piscina terminates it on abort) and the
 * answer is 422. The worker is this project's TypeScript, bundled as the front server is.
 */
const WORKER_FILE = path.join(process.cwd(), ".next", "barshelf", "parse-worker.mjs");

/** Threads exit this long after their last file; a new one starts in a fraction of a second. */
const IDLE_MS = 10_000;

const TOOK_TOO_LONG = sentence("import.tookTooLong");

// On globalThis: each of Next's route bundles may hold a copy of this module.
const holder = globalThis as unknown as { __barshelfImportPool?: Piscina };

function pool(): Piscina {
  return (holder.__barshelfImportPool ??= new Piscina({
    filename: WORKER_FILE,
    maxThreads: os.availableParallelism(),
    minThreads: 0,
    idleTimeout: IDLE_MS,
    concurrentTasksPerWorker: 1,
  }));
}

/**
 * readImportText in a worker thread; a refusal is the same ValidationError, and a reading past
 * the time limit a TookTooLongError. Given `fit`, a file certainly past an account limit comes
 * back as that limit alone (see parse-worker.ts).
 */
export async function readImportTextOffThread(text: string, fit: FitCheck | null = null): Promise<Exclude<ImportTextOutcome, { refused: unknown }>> {
  const signal = AbortSignal.timeout(getConfig().importReadingTimeLimitMs);
  let outcome: ImportTextOutcome;
  try {
    outcome = await pool().run({ text, fit }, { signal });
  } catch (err) {
    if (signal.aborted) throw new TookTooLongError(TOOK_TOO_LONG);
    throw err;
  }
  if ("refused" in outcome) throw new ValidationError(outcome.refused.issues, outcome.refused.message);
  return outcome;
}
