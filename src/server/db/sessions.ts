import "server-only";
import { getDb } from ".";
import { parseSignInMethod, type SignInMethod } from "@/domain/sign-in-method";
import { handOverHouseholdsOfUser } from "./households";
import { nowIso, toIsoString } from "./time";

/** One of the caller's signed-in devices, as the account page lists it (never its token). */
export interface SessionSummary {
  id: string;
  userAgent: string | null;
  createdAt: string;
  /** better-auth moves it forward when it extends the session (at most daily), so it is "active around". */
  lastSeenAt: string;
  /** null for a session older than the record of methods */
  signInMethod: SignInMethod | null;
}

export async function listSessionsForUser({ userId }: { userId: string }): Promise<SessionSummary[]> {
  const rows = await getDb()
    .selectFrom("session")
    .select(["id", "userAgent", "signInMethod", "createdAt", "updatedAt"])
    .where("userId", "=", userId)
    .where("expiresAt", ">", nowIso())
    .orderBy("updatedAt", "desc")
    .execute();
  return rows.map((r) => ({
    id: r.id,
    userAgent: r.userAgent,
    createdAt: toIsoString(r.createdAt),
    lastSeenAt: toIsoString(r.updatedAt),
    signInMethod: parseSignInMethod(r.signInMethod),
  }));
}

/** Signs one of the caller's devices out; false when they have no such session. */
export async function deleteSessionForUser({ userId, id }: { userId: string; id: string }): Promise<boolean> {
  const result = await getDb().deleteFrom("session").where("id", "=", id).where("userId", "=", userId).executeTakeFirst();
  return result.numDeletedRows > BigInt(0);
}

/**
 * Deletes the user's row; every row they own goes with it (each table's user_id cascades), and
 * so do the households they own, except one with another owner, which passes to them first.
 */
export async function deleteUserForUser({ userId }: { userId: string }): Promise<boolean> {
  return getDb()
    .transaction()
    .execute(async (trx) => {
      await handOverHouseholdsOfUser({ userId }, trx);
      const result = await trx.deleteFrom("user").where("id", "=", userId).executeTakeFirst();
      return result.numDeletedRows > BigInt(0);
    });
}
