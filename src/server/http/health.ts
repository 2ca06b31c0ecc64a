import "server-only";
import { checkDatabaseReachable } from "../db/health";
import { describeError, log } from "../platform/log";
import { getObjectStore } from "../platform/storage";

/**
 * The health check a load balancer polls: whether the database and the object store answer.
 * It says nothing else (no versions, hosts or counts), and each check gives up after
 * CHECK_TIMEOUT_MS, so a dependency that hangs makes the answer "down", never a hang.
 */
export const CHECK_TIMEOUT_MS = 1500;

type PartState = "up" | "down";

export interface Health {
  ok: boolean;
  /** Only while the process drains before it stops: the balancer should send its requests elsewhere. */
  status?: "draining";
  db: PartState;
  storage: PartState;
}

async function stateOf(part: string, check: (signal: AbortSignal) => Promise<void>): Promise<PartState> {
  const signal = AbortSignal.timeout(CHECK_TIMEOUT_MS);
  const gaveUp = new Promise<never>((_, reject) => signal.addEventListener("abort", () => reject(signal.reason as Error)));
  try {
    await Promise.race([check(signal), gaveUp]);
    return "up";
  } catch (err) {
    // The reason goes to the log for the operator, never into the public answer.
    log.warn("health check failed", { part, ...describeError(err) });
    return "down";
  }
}

/** Not ok while `draining`, whatever the parts say. */
export async function checkHealth({ draining }: { draining: boolean }): Promise<Health> {
  const [db, storage] = await Promise.all([
    stateOf("db", () => checkDatabaseReachable()),
    stateOf("storage", (signal) => getObjectStore().checkReachable(signal)),
  ]);
  if (draining) return { ok: false, status: "draining", db, storage };
  return { ok: db === "up" && storage === "up", db, storage };
}
