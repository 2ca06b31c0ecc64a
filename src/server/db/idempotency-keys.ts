import "server-only";
import type { Selectable } from "kysely";
import { getDb } from ".";
import type { IdempotencyKeyTable } from "./schema";

/** A key as stored: who has it (`claim`), and the first answer once it is done. */
export type IdempotencyRecord = Pick<Selectable<IdempotencyKeyTable>, "method" | "path" | "claim" | "state" | "status" | "body">;

/**
 * Claims `key` for one request in one statement on either engine: a new row, or the takeover
 * of a row that no longer counts (older than `expiredBefore`, or pending since before
 * `abandonedBefore`: its instance died mid-request). Answers true when this claim won; two
 * requests racing for a key cannot both win, since the primary key serialises them.
 */
export async function claimIdempotencyKey(row: {
  userId: string;
  key: string;
  method: string;
  path: string;
  claim: string;
  now: Date;
  expiredBefore: Date;
  abandonedBefore: Date;
}): Promise<boolean> {
  const { userId, key, method, path, claim } = row;
  const fresh = { method, path, claim, state: "pending" as const, status: null, body: null, createdAt: row.now.toISOString() };
  const taken = await getDb()
    .insertInto("idempotencyKey")
    .values({ userId, key, ...fresh })
    .onConflict((oc) =>
      oc
        .columns(["userId", "key"])
        .doUpdateSet(fresh)
        .where((eb) =>
          eb.or([
            eb("idempotencyKey.createdAt", "<", row.expiredBefore.toISOString()),
            eb.and([eb("idempotencyKey.state", "=", "pending"), eb("idempotencyKey.createdAt", "<", row.abandonedBefore.toISOString())]),
          ]),
        ),
    )
    .returning("claim")
    .executeTakeFirst();
  return taken?.claim === claim;
}

/** The key's row, or null when there is none (never sent, or released by a failed first request). */
export async function findIdempotencyKey({ userId, key }: { userId: string; key: string }): Promise<IdempotencyRecord | null> {
  const row = await getDb()
    .selectFrom("idempotencyKey")
    .select(["method", "path", "claim", "state", "status", "body"])
    .where("userId", "=", userId)
    .where("key", "=", key)
    .executeTakeFirst();
  return row ? { ...row, status: row.status === null ? null : Number(row.status) } : null;
}

/** Keeps the first answer under the key, if this claim still holds it. */
export async function completeIdempotencyKey(done: { userId: string; key: string; claim: string; status: number; body: string | null }): Promise<void> {
  await getDb()
    .updateTable("idempotencyKey")
    .set({ state: "done", status: done.status, body: done.body })
    .where("userId", "=", done.userId)
    .where("key", "=", done.key)
    .where("claim", "=", done.claim)
    .execute();
}

/** Lets the key go (the request failed and wrote nothing), so that a retry runs afresh. */
export async function releaseIdempotencyKey({ userId, key, claim }: { userId: string; key: string; claim: string }): Promise<void> {
  await getDb().deleteFrom("idempotencyKey").where("userId", "=", userId).where("key", "=", key).where("claim", "=", claim).execute();
}

/** Removes the user's keys older than `before`: they no longer count, and nobody else's are touched. */
export async function deleteExpiredIdempotencyKeysForUser({ userId, before }: { userId: string; before: Date }): Promise<void> {
  await getDb().deleteFrom("idempotencyKey").where("userId", "=", userId).where("createdAt", "<", before.toISOString()).execute();
}
