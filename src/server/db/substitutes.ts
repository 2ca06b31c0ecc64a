import "server-only";
import { randomUUID } from "node:crypto";
import type { Kysely, Selectable } from "kysely";
import type { ShelfItem, Substitute } from "@/domain/matching";
import type { SubstituteCreateInput } from "@/domain/schemas/substitute";
import type { SubstituteRecord } from "@/domain/types";
import { getDb } from ".";
import { listShelfForUser } from "./bar-items";
import { bumpDataVersionForUser } from "./data-version";
import { assertWithinLimitForUser } from "./record-limits";
import type { Database, SubstituteTable } from "./schema";
import { nowIso } from "./time";

function toSubstitute(row: Selectable<SubstituteTable>): SubstituteRecord {
  return { id: row.id, ingredient: row.ingredient, acceptedBy: row.acceptedBy, note: row.note };
}

/** The caller's substitutes, oldest first: the order the matcher tries them in. */
export async function listSubstitutesForUser({ userId }: { userId: string }): Promise<SubstituteRecord[]> {
  const rows = await getDb()
    .selectFrom("substitute")
    .selectAll()
    .where("userId", "=", userId)
    .orderBy("createdAt", "asc")
    .orderBy("id", "asc")
    .execute();
  return rows.map(toSubstitute);
}

/**
 * What the matcher reads of the caller's substitutes (every reader of availability takes them),
 * inside the caller's transaction when one is given.
 */
export async function listSubstituteRulesForUser({ userId }: { userId: string }, db: Kysely<Database> = getDb()): Promise<(Substitute & { id: string })[]> {
  return db
    .selectFrom("substitute")
    .select(["id", "ingredient", "acceptedBy"])
    .where("userId", "=", userId)
    .orderBy("createdAt", "asc")
    .orderBy("id", "asc")
    .execute();
}

/**
 * Adds a substitute. It changes what the caller's recipes show, so the data version moves with
 * it (which also takes the user's lock before the count: two adds at once cannot pass the limit).
 */
export async function createSubstituteForUser({ userId, input }: { userId: string; input: SubstituteCreateInput }): Promise<SubstituteRecord> {
  return getDb()
    .transaction()
    .execute(async (trx) => {
      await bumpDataVersionForUser({ userId }, trx);
      const now = nowIso();
      const row = await trx
        .insertInto("substitute")
        .values({ id: randomUUID(), userId, ingredient: input.ingredient, acceptedBy: input.acceptedBy, note: input.note, createdAt: now, updatedAt: now })
        .returningAll()
        .executeTakeFirstOrThrow();
      await assertWithinLimitForUser({ userId, table: "substitute" }, trx);
      return toSubstitute(row);
    });
}

/** False when the caller has no such substitute (another user's included). */
export async function deleteSubstituteForUser({ userId, id }: { userId: string; id: string }): Promise<boolean> {
  return getDb()
    .transaction()
    .execute(async (trx) => {
      const result = await trx.deleteFrom("substitute").where("id", "=", id).where("userId", "=", userId).executeTakeFirst();
      if (result.numDeletedRows === BigInt(0)) return false;
      await bumpDataVersionForUser({ userId }, trx);
      return true;
    });
}

/**
 * What every reader of availability matches against: the caller's shelf (listShelfForUser) and,
 * unless `strict`, their substitutes. Build the index with buildShelfIndex(items, substitutes).
 */
export async function readMatchingShelfForUser({
  userId,
  strict = false,
  householdId,
}: {
  userId: string;
  strict?: boolean;
  /** read the shelf a party menu hosted for this household is made from (listShelfForUser) */
  householdId?: string | null;
}): Promise<{ items: ShelfItem[]; substitutes: Substitute[] }> {
  const [items, substitutes] = await Promise.all([listShelfForUser({ userId, householdId }), strict ? [] : listSubstituteRulesForUser({ userId })]);
  return { items, substitutes };
}
