import "server-only";
import type { Kysely } from "kysely";
import { ConflictError } from "@/domain/errors";
import { MAX_BAR_ITEMS_PER_USER, MAX_RECIPES_PER_USER } from "@/domain/constants";
import type { Database } from "./schema";

const LIMITS = {
  recipe: { max: MAX_RECIPES_PER_USER, noun: "recipes" },
  barItem: { max: MAX_BAR_ITEMS_PER_USER, noun: "bar items" },
} as const;

/**
 * Refuses (409) a write that took the user past the most recipes or bar items an account
 * may keep. Call it inside the write's transaction, after its inserts (the refusal rolls
 * them back) and after bumpDataVersionForUser: that write locks the user's version row, so
 * two concurrent writes cannot both take the same last free place (SQLite's write lock does
 * the same).
 */
export async function assertWithinLimitForUser({ userId, table }: { userId: string; table: keyof typeof LIMITS }, trx: Kysely<Database>): Promise<void> {
  const { max, noun } = LIMITS[table];
  const { n } = await trx
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number | string | bigint>().as("n"))
    .where("userId", "=", userId)
    .executeTakeFirstOrThrow();
  if (Number(n) > max) throw new ConflictError(`An account keeps at most ${max.toLocaleString("en")} ${noun}: delete some to add more`);
}
