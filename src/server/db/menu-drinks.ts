import "server-only";
import { randomUUID } from "node:crypto";
import type { MenuDrinkPlan } from "@/domain/menu/drinks";
import { NotFoundError } from "@/domain/errors";
import { isWellFormedId } from "@/domain/schemas/common";
import { getDb } from ".";
import { bumpDataVersionForUser } from "./data-version";
import { newRecipeRow } from "./recipes";
import { assertWithinLimitForUser } from "./record-limits";

/** A drink added from a menu, and the recipe attached to it (null when none was). */
export interface MenuDrinkCreated {
  id: string;
  name: string;
  recipeId: string | null;
}

/**
 * The drinks ticked on the caller's menu scan and their recipes, in one transaction: all or
 * none. 404 when the upload is missing, someone else's, or not a menu. The first drink is
 * stamped newest, so the drinks list shows them in the menu's order.
 */
export async function createMenuDrinksForUser({
  userId,
  uploadId,
  plans,
}: {
  userId: string;
  uploadId: string;
  plans: readonly MenuDrinkPlan[];
}): Promise<MenuDrinkCreated[]> {
  if (!isWellFormedId(uploadId)) throw new NotFoundError("Menu not found");
  const now = Date.now();
  return getDb()
    .transaction()
    .execute(async (trx) => {
      const menu = await trx
        .selectFrom("upload")
        .select("id")
        .where("id", "=", uploadId)
        .where("userId", "=", userId)
        .where("kind", "=", "menu")
        .executeTakeFirst();
      if (!menu) throw new NotFoundError("Menu not found");
      await bumpDataVersionForUser({ userId }, trx);
      const created: MenuDrinkCreated[] = [];
      for (const [i, { drink, recipe }] of plans.entries()) {
        const createdAt = new Date(now - i).toISOString();
        const id = randomUUID();
        await trx.insertInto("drink").values({ id, userId, ...drink, createdAt, updatedAt: createdAt }).execute();
        const recipeRow = recipe === null ? null : newRecipeRow(userId, { ...recipe, sourceDrinkId: id }, createdAt);
        if (recipeRow !== null) await trx.insertInto("recipe").values(recipeRow).execute();
        created.push({ id, name: drink.name, recipeId: recipeRow?.id ?? null });
      }
      await assertWithinLimitForUser({ userId, table: "recipe" }, trx);
      return created;
    });
}
