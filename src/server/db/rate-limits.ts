import "server-only";
import { getDb } from ".";

/** Counters idle this long are deleted; longer than any window, so none is cut short. */
const COUNTER_LIFETIME_MS = 60 * 60 * 1000;

/**
 * Counts one request against `key` in one atomic statement on either engine: a new counter, or
 * the running one plus one, or, once its window has passed, a fresh window begun now. Answers
 * the count so far in the current window and when that window began (ms since the epoch).
 */
export async function countRequest({ key, windowMs, now = Date.now() }: { key: string; windowMs: number; now?: number }): Promise<{
  count: number;
  windowStart: number;
}> {
  const expired = now - windowMs;
  const row = await getDb()
    .insertInto("rateLimitCounter")
    .values({ key, windowStart: now, count: 1 })
    .onConflict((oc) =>
      oc.column("key").doUpdateSet((eb) => {
        const windowOver = eb("rateLimitCounter.windowStart", "<=", expired);
        return {
          count: eb.case().when(windowOver).then(1).else(eb("rateLimitCounter.count", "+", 1)).end(),
          windowStart: eb.case().when(windowOver).then(now).else(eb.ref("rateLimitCounter.windowStart")).end(),
        };
      }),
    )
    .returning(["count", "windowStart"])
    .executeTakeFirstOrThrow();
  const result = { count: Number(row.count), windowStart: Number(row.windowStart) };
  // A first request in a window is the moment to clear counters nobody has used for an hour.
  if (result.count === 1) await getDb().deleteFrom("rateLimitCounter").where("windowStart", "<", now - COUNTER_LIFETIME_MS).execute();
  return result;
}
