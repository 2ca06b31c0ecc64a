import "server-only";
import type { PasskeySummary } from "@/domain/passkeys";
import { getDb } from ".";
import { nowIso, toIsoString } from "./time";

/** The caller's passkeys, newest first. */
export async function listPasskeysForUser({ userId }: { userId: string }): Promise<PasskeySummary[]> {
  const rows = await getDb()
    .selectFrom("passkey")
    .select(["id", "name", "createdAt", "lastUsedAt"])
    .where("userId", "=", userId)
    .orderBy("createdAt", "desc")
    .orderBy("id")
    .execute();
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    createdAt: toIsoString(r.createdAt),
    lastUsedAt: r.lastUsedAt === null ? null : toIsoString(r.lastUsedAt),
  }));
}

/** Removes one of the caller's passkeys, so it signs nobody in any more; false when they have no such passkey. */
export async function deletePasskeyForUser({ userId, id }: { userId: string; id: string }): Promise<boolean> {
  const result = await getDb().deleteFrom("passkey").where("id", "=", id).where("userId", "=", userId).executeTakeFirst();
  return result.numDeletedRows > BigInt(0);
}

/** Notes a sign-in with the passkey of this credential id (verified by better-auth's plugin just before). */
export async function markPasskeyUsed({ credentialId }: { credentialId: string }): Promise<void> {
  await getDb().updateTable("passkey").set({ lastUsedAt: nowIso() }).where("credentialId", "=", credentialId).execute();
}

/**
 * Deletes expired verification rows. A passkey challenge is stored before anyone is known (the
 * login page asks for one at every view, for autofill), and better-auth deletes only the ones
 * answered: an abandoned one would stay for good.
 */
export async function deleteExpiredVerifications(): Promise<void> {
  await getDb().deleteFrom("verification").where("expiresAt", "<", nowIso()).execute();
}
