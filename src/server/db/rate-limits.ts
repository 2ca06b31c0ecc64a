import "server-only";
import { getDb } from ".";

/** Counters idle this long are deleted; longer than any window, so none is cut short. */
const COUNTER_LIFETIME_MS = 60 * 60 * 1000;

/**
 * Counts `amount` requests (one, or an import's photos as so many uploads) against `key` in one
 * atomic statement on either engine: a new counter, or the running one plus `amount`, or, once its
 * window has passed, a fresh window begun now. Answers the count so far in the current window
 * (this request's included) and when that window began (ms since the epoch).
 */
export async function countRequest({ key, windowMs, now = Date.now(), amount = 1 }: { key: string; windowMs: number; now?: number; amount?: number }): Promise<{
  count: number;
  windowStart: number;
}> {
  const expired = now - windowMs;
  const row = await getDb()
    .insertInto("rateLimitCounter")
    .values({ key, windowStart: now, count: amount })
    .onConflict((oc) =>
      oc.column("key").doUpdateSet((eb) => {
        const windowOver = eb("rateLimitCounter.windowStart", "<=", expired);
        return {
          count: eb.case().when(windowOver).then(amount).else(eb("rateLimitCounter.count", "+", amount)).end(),
          windowStart: eb.case().when(windowOver).then(now).else(eb.ref("rateLimitCounter.windowStart")).end(),
        };
      }),
    )
    .returning(["count", "windowStart"])
    .executeTakeFirstOrThrow();
  const result = { count: Number(row.count), windowStart: Number(row.windowStart) };
  // A first request in a window is the moment to clear counters nobody has used for an hour.
  if (result.count === amount) await getDb().deleteFrom("rateLimitCounter").where("windowStart", "<", now - COUNTER_LIFETIME_MS).execute();
  return result;
}
