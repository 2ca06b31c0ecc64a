import "server-only";
import { sql, type Kysely } from "kysely";
import { ConflictError } from "@/domain/errors";
import { MAX_BAR_ITEMS_PER_USER, MAX_DRINKS_PER_USER, MAX_RECIPES_PER_USER, MAX_SHOPPING_ITEMS_PER_USER, MAX_SUBSTITUTES_PER_USER } from "@/domain/constants";
import { getEngine } from ".";
import type { Database } from "./schema";
import { sentence, type Sentence } from "@/domain/sentences";

export const RECORD_LIMITS = {
  recipe: { max: MAX_RECIPES_PER_USER },
  barItem: { max: MAX_BAR_ITEMS_PER_USER },
  drink: { max: MAX_DRINKS_PER_USER },
  shoppingItem: { max: MAX_SHOPPING_ITEMS_PER_USER },
  substitute: { max: MAX_SUBSTITUTES_PER_USER },
} as const;

export type LimitedTable = keyof typeof RECORD_LIMITS;

/** What a write past a table's limit answers (409), whichever path it came by. */
export function overLimitMessage(table: LimitedTable): Sentence {
  return sentence("errors.overLimit", { max: RECORD_LIMITS[table].max, records: table });
}

/** How many rows of `table` the user has, read with `db` (a write's transaction, for its own check). */
export async function countRowsForUser({ userId, table }: { userId: string; table: LimitedTable }, db: Kysely<Database>): Promise<number> {
  const { n } = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number | string | bigint>().as("n"))
    .where("userId", "=", userId)
    .executeTakeFirstOrThrow();
  return Number(n);
}

/** Whether `adding` more rows of `table` would take an account holding `count` past its limit. */
export function passesLimit(table: LimitedTable, count: number, adding: number): boolean {
  return count + adding > RECORD_LIMITS[table].max;
}

/**
 * Refuses (409) a write that took the user past the most rows of `table` an account may keep.
 * Call it inside the write's transaction, after its inserts (the refusal rolls them back) and
 * after the write has taken the user's lock: bumpDataVersionForUser for recipes, drinks, bar
 * items and substitutes, lockShoppingListForUser for the shopping list. Two concurrent writes then cannot both
 * take the same last free place (SQLite's write lock does the same).
 */
export async function assertWithinLimitForUser({ userId, table }: { userId: string; table: LimitedTable }, trx: Kysely<Database>): Promise<void> {
  if (passesLimit(table, await countRowsForUser({ userId, table }, trx), 0)) throw new ConflictError(overLimitMessage(table));
}

/**
 * Holds the user's shopping list until the transaction ends, for a write that adds to it and
 * then counts it: the list's writes do not change the data version, whose row lock the other
 * tables' writes share. SQLite's transactions hold the write lock from their start already.
 */
export async function lockShoppingListForUser({ userId }: { userId: string }, trx: Kysely<Database>): Promise<void> {
  await lockForUser("shopping-list", userId, trx);
}

/**
 * Holds the user's photo storage until the transaction ends, for a write that adds photos and
 * then checks the quota: two uploads (or an upload and an import) at once cannot both take the
 * last free room.
 */
export async function lockPhotoStorageForUser({ userId }: { userId: string }, trx: Kysely<Database>): Promise<void> {
  await lockForUser("photo-storage", userId, trx);
}

async function lockForUser(what: string, userId: string, trx: Kysely<Database>): Promise<void> {
  if (getEngine() === "postgres") await sql`select pg_advisory_xact_lock(hashtext(${`barshelf:${what}:${userId}`}))`.execute(trx);
}
