import "server-only";
import { randomUUID } from "node:crypto";
import type { Selectable } from "kysely";
import type { DrinkCreateInput, DrinkUpdateInput } from "@/domain/schemas/drink";
import type { Drink } from "@/domain/types";
import { getDb } from ".";
import { bumpDataVersionForUser } from "./data-version";
import { assertWithinLimitForUser } from "./record-limits";
import { checkImageUrlForUser } from "./uploads";
import { putBackPoursForUser } from "./pours";
import type { DrinkTable } from "./schema";
import { withPhotoReleased, type Released } from "./photo-release";
import { nowIso, toIsoString } from "./time";

export function toDrink(row: Selectable<DrinkTable>): Drink {
  return {
    id: row.id,
    userId: row.userId,
    name: row.name,
    type: row.type,
    imageUrl: row.imageUrl,
    notes: row.notes,
    rating: row.rating,
    madeFromRecipeId: row.madeFromRecipeId,
    servings: row.servings,
    createdAt: toIsoString(row.createdAt),
  };
}

export async function listDrinksForUser({ userId }: { userId: string }): Promise<Drink[]> {
  const rows = await getDb()
    .selectFrom("drink")
    .selectAll()
    .where("userId", "=", userId)
    .orderBy("createdAt", "desc")
    .orderBy("id", "desc")
    .execute();
  return rows.map(toDrink);
}

/** The caller's drink, or null: another user's drink is as absent as a missing one. */
export async function getDrinkForUser({ userId, id }: { userId: string; id: string }): Promise<Drink | null> {
  const row = await getDb()
    .selectFrom("drink")
    .selectAll()
    .where("id", "=", id)
    .where("userId", "=", userId)
    .executeTakeFirst();
  return row ? toDrink(row) : null;
}

export async function createDrinkForUser({ userId, input }: { userId: string; input: DrinkCreateInput }): Promise<Drink> {
  if (input.imageUrl) await checkImageUrlForUser({ userId, url: input.imageUrl });
  const now = nowIso();
  return getDb()
    .transaction()
    .execute(async (trx) => {
      await bumpDataVersionForUser({ userId }, trx);
      const row = await trx
        .insertInto("drink")
        .values({ id: randomUUID(), userId, ...input, createdAt: now, updatedAt: now })
        .returningAll()
        .executeTakeFirstOrThrow();
      await assertWithinLimitForUser({ userId, table: "drink" }, trx);
      return toDrink(row);
    });
}

/** Changes the caller's drink; a photo it stops showing is released (its object goes after the commit: photos/owners.ts). */
export async function updateDrinkRowForUser({
  userId,
  id,
  input,
}: {
  userId: string;
  id: string;
  input: DrinkUpdateInput;
}): Promise<Released<Drink | null>> {
  if (input.imageUrl) await checkImageUrlForUser({ userId, url: input.imageUrl });
  return getDb()
    .transaction()
    .execute(async (trx) => {
      await bumpDataVersionForUser({ userId }, trx);
      const before = await trx.selectFrom("drink").select("imageUrl").where("id", "=", id).where("userId", "=", userId).executeTakeFirst();
      const row = await trx
        .updateTable("drink")
        .set({ ...input, updatedAt: nowIso() })
        .where("id", "=", id)
        .where("userId", "=", userId)
        .returningAll()
        .executeTakeFirst();
      return withPhotoReleased(trx, { userId, value: row ? toDrink(row) : null, shownBefore: before?.imageUrl });
    });
}

/**
 * Deletes the caller's drink (false when there is none); its recipes stay, unlinked (ON DELETE
 * SET NULL). A drink made with "I made this" less than a day ago gives back what it poured; its
 * photo is released.
 */
export async function deleteDrinkRowForUser({ userId, id }: { userId: string; id: string }): Promise<Released<boolean>> {
  return getDb()
    .transaction()
    .execute(async (trx) => {
      await bumpDataVersionForUser({ userId }, trx);
      await putBackPoursForUser(trx, { userId, drinkId: id });
      const deleted = await trx.deleteFrom("drink").where("id", "=", id).where("userId", "=", userId).returning("imageUrl").executeTakeFirst();
      return withPhotoReleased(trx, { userId, value: deleted !== undefined, shownBefore: deleted?.imageUrl });
    });
}

/**
 * The caller's drinks of the last `days` days made with "I made this", each with its servings
 * and its recipe's lines and steps (the caller's own recipe; null once that recipe is deleted).
 */
export async function listRecentMadeDrinksForUser({ userId, days }: { userId: string; days: number }) {
  const since = new Date(Date.now() - days * 86_400_000).toISOString();
  return getDb()
    .selectFrom("drink")
    .leftJoin("recipe", (join) => join.onRef("recipe.id", "=", "drink.madeFromRecipeId").on("recipe.userId", "=", userId))
    .select(["drink.id", "drink.servings", "recipe.title", "recipe.ingredients", "recipe.steps"])
    .where("drink.userId", "=", userId)
    .where("drink.madeFromRecipeId", "is not", null)
    .where("drink.createdAt", ">=", since)
    .execute();
}
