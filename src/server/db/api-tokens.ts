import "server-only";
import { randomUUID } from "node:crypto";
import { sql } from "kysely";
import { ConflictError } from "@/domain/errors";
import { API_TOKENS_PER_USER, type ApiTokenScope, type ApiTokenSummary } from "@/domain/api-tokens";
import { getDb, getEngine } from ".";
import { nowIso, timeOf, toIsoString } from "./time";
import { sentence } from "@/domain/sentences";

/** A token's last use is written at most this often: a script polling every second costs one write a minute. */
const LAST_USED_PRECISION_MS = 60_000;

type TokenRow = { id: string; name: string; scopes: string; createdAt: Date | string; expiresAt: Date | string | null; lastUsedAt: Date | string | null };

function toSummary(row: TokenRow): ApiTokenSummary {
  return {
    id: row.id,
    name: row.name,
    scopes: row.scopes.split(" ") as ApiTokenScope[],
    createdAt: toIsoString(row.createdAt),
    expiresAt: row.expiresAt === null ? null : toIsoString(row.expiresAt),
    lastUsedAt: row.lastUsedAt === null ? null : toIsoString(row.lastUsedAt),
  };
}

const SUMMARY_COLUMNS = ["id", "name", "scopes", "createdAt", "expiresAt", "lastUsedAt"] as const;

/**
 * Stores a new token (its hash only) and refuses it, leaving nothing, when the caller would then
 * hold more than the cap of live ones.
 */
export async function createApiTokenForUser({
  userId,
  name,
  scopes,
  expiresAt,
  tokenHash,
}: {
  userId: string;
  name: string;
  scopes: readonly ApiTokenScope[];
  expiresAt: string | null;
  tokenHash: string;
}): Promise<ApiTokenSummary> {
  return getDb()
    .transaction()
    .execute(async (trx) => {
      // Two creations at once each count the other's row (SQLite runs one writer at a time).
      if (getEngine() === "postgres") await sql`select pg_advisory_xact_lock(hashtext(${`barshelf:api-tokens:${userId}`}))`.execute(trx);
      const now = nowIso();
      const row = await trx
        .insertInto("apiToken")
        .values({ id: randomUUID(), userId, name, scopes: scopes.join(" "), tokenHash, createdAt: now, expiresAt, lastUsedAt: null, revokedAt: null })
        .returning(SUMMARY_COLUMNS)
        .executeTakeFirstOrThrow();
      const { n } = await trx
        .selectFrom("apiToken")
        .select((eb) => eb.fn.countAll<number | string | bigint>().as("n"))
        .where("userId", "=", userId)
        .where("revokedAt", "is", null)
        .where((eb) => eb.or([eb("expiresAt", "is", null), eb("expiresAt", ">", now)]))
        .executeTakeFirstOrThrow();
      if (Number(n) > API_TOKENS_PER_USER) throw new ConflictError(sentence("tokens.tooMany", { max: API_TOKENS_PER_USER }));
      return toSummary(row);
    });
}

/** The caller's tokens that still work (neither revoked nor expired), newest first. */
export async function listApiTokensForUser({ userId }: { userId: string }): Promise<ApiTokenSummary[]> {
  const now = nowIso();
  const rows = await getDb()
    .selectFrom("apiToken")
    .select(SUMMARY_COLUMNS)
    .where("userId", "=", userId)
    .where("revokedAt", "is", null)
    .where((eb) => eb.or([eb("expiresAt", "is", null), eb("expiresAt", ">", now)]))
    .orderBy("createdAt", "desc")
    .orderBy("id", "desc")
    .execute();
  return rows.map(toSummary);
}

/** Revokes one of the caller's tokens at once; false when they have no such live token. */
export async function revokeApiTokenForUser({ userId, id }: { userId: string; id: string }): Promise<boolean> {
  const result = await getDb()
    .updateTable("apiToken")
    .set({ revokedAt: nowIso() })
    .where("id", "=", id)
    .where("userId", "=", userId)
    .where("revokedAt", "is", null)
    .executeTakeFirst();
  return result.numUpdatedRows > BigInt(0);
}

/** The user and scopes of the live token with this hash, or null (unknown, revoked, expired). */
export async function findLiveApiToken({ tokenHash }: { tokenHash: string }): Promise<{
  id: string;
  user: { id: string; name: string; email: string };
  scopes: ApiTokenScope[];
  lastUsedAt: Date | string | null;
} | null> {
  const row = await getDb()
    .selectFrom("apiToken")
    .innerJoin("user", "user.id", "apiToken.userId")
    .select(["apiToken.id", "apiToken.scopes", "apiToken.expiresAt", "apiToken.revokedAt", "apiToken.lastUsedAt", "user.id as userId", "user.name", "user.email"])
    .where("apiToken.tokenHash", "=", tokenHash)
    .executeTakeFirst();
  if (!row || row.revokedAt !== null) return null;
  if (row.expiresAt !== null && timeOf(row.expiresAt) <= Date.now()) return null;
  return { id: row.id, user: { id: row.userId, name: row.name, email: row.email }, scopes: row.scopes.split(" ") as ApiTokenScope[], lastUsedAt: row.lastUsedAt };
}

/** Notes the token's use unless it was noted within the last minute (one conditional write). */
export async function noteApiTokenUse({ id, lastUsedAt }: { id: string; lastUsedAt: Date | string | null }): Promise<void> {
  const now = Date.now();
  if (lastUsedAt !== null && now - timeOf(lastUsedAt) < LAST_USED_PRECISION_MS) return;
  const threshold = new Date(now - LAST_USED_PRECISION_MS).toISOString();
  await getDb()
    .updateTable("apiToken")
    .set({ lastUsedAt: new Date(now).toISOString() })
    .where("id", "=", id)
    .where((eb) => eb.or([eb("lastUsedAt", "is", null), eb("lastUsedAt", "<", threshold)]))
    .execute();
}
