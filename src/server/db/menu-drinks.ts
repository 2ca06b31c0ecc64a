import "server-only";
import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import { menuDrinkKey, type MenuDrinkPlan } from "@/domain/menu/drinks";
import { NotFoundError } from "@/domain/errors";
import { isWellFormedId } from "@/domain/schemas/common";
import { getDb } from ".";
import { bumpDataVersionForUser } from "./data-version";
import { recipeIdentityIndexForUser } from "./recipe-identity";
import { newRecipeRow } from "./recipes";
import { assertWithinLimitForUser } from "./record-limits";
import type { Database } from "./schema";
import { sentence } from "@/domain/sentences";

/** A drink added from a menu, and the recipe attached to it (null when none was). */
export interface MenuDrinkCreated {
  id: string;
  name: string;
  recipeId: string | null;
}

/** A ticked drink that was not added: its recipe is already in the caller's recipes. */
export interface MenuDrinkSkipped {
  name: string;
  recipe: { id: string; title: string };
}

/** What a menu's candidate became, as the menu remembers it: its drink and recipe, or the recipe it was skipped for. */
export interface MenuDrinkAdded {
  drinkId: string | null;
  recipeId: string | null;
}

async function rememberAdded(
  trx: Kysely<Database>,
  row: { uploadId: string; userId: string; name: string; drinkId: string | null; recipeId: string | null; createdAt: string },
): Promise<void> {
  const { name, ...rest } = row;
  await trx
    .insertInto("menuDrinkAdded")
    .values({ ...rest, nameKey: menuDrinkKey(name) })
    .onConflict((oc) => oc.columns(["uploadId", "nameKey"]).doUpdateSet({ drinkId: row.drinkId, recipeId: row.recipeId }))
    .execute();
}

/**
 * The drinks ticked on the caller's menu scan and their recipes, in one transaction: all or
 * none. A drink whose recipe is already in the caller's recipes is skipped, unless its plan asks
 * for a copy; the check runs after the data version's lock is taken, so two adds racing cannot
 * both create it. Each ticked drink is remembered with the menu. 404 when the upload is
 * missing, someone else's, or not a menu. The first drink is stamped newest, so the drinks list
 * shows them in the menu's order.
 */
export async function createMenuDrinksForUser({
  userId,
  uploadId,
  plans,
}: {
  userId: string;
  uploadId: string;
  plans: readonly MenuDrinkPlan[];
}): Promise<{ drinks: MenuDrinkCreated[]; existing: MenuDrinkSkipped[] }> {
  if (!isWellFormedId(uploadId)) throw new NotFoundError(sentence("notFound.menu"));
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
      if (!menu) throw new NotFoundError(sentence("notFound.menu"));
      await bumpDataVersionForUser({ userId }, trx);
      const mine = await recipeIdentityIndexForUser(trx, { userId, titles: plans.flatMap((p) => (p.recipe ? [p.recipe.title] : [])) });
      const drinks: MenuDrinkCreated[] = [];
      const existing: MenuDrinkSkipped[] = [];
      for (const [i, { drink, recipe, copy, menuName }] of plans.entries()) {
        const createdAt = new Date(now - i).toISOString();
        const same = recipe !== null && !copy ? mine.find(recipe) : undefined;
        if (same) {
          existing.push({ name: drink.name, recipe: { id: same.id, title: same.title } });
          await rememberAdded(trx, { uploadId, userId, name: menuName, drinkId: null, recipeId: same.id, createdAt });
          continue;
        }
        const id = randomUUID();
        await trx.insertInto("drink").values({ id, userId, ...drink, createdAt, updatedAt: createdAt }).execute();
        const recipeRow = recipe === null ? null : newRecipeRow(userId, { ...recipe, sourceDrinkId: id }, createdAt);
        if (recipeRow !== null) {
          await trx.insertInto("recipe").values(recipeRow).execute();
          mine.add({ id: recipeRow.id!, title: recipe!.title, ingredients: recipe!.ingredients });
        }
        await rememberAdded(trx, { uploadId, userId, name: menuName, drinkId: id, recipeId: recipeRow?.id ?? null, createdAt });
        drinks.push({ id, name: drink.name, recipeId: recipeRow?.id ?? null });
      }
      await assertWithinLimitForUser({ userId, table: "recipe" }, trx);
      await assertWithinLimitForUser({ userId, table: "drink" }, trx);
      return { drinks, existing };
    });
}

/** The caller's menu's added drinks by folded name; a row whose drink and recipe were both deleted is left out. */
export async function listMenuDrinksAddedForUser({ userId, uploadId }: { userId: string; uploadId: string }): Promise<Map<string, MenuDrinkAdded>> {
  const rows = await getDb()
    .selectFrom("menuDrinkAdded")
    .select(["nameKey", "drinkId", "recipeId"])
    .where("userId", "=", userId)
    .where("uploadId", "=", uploadId)
    .execute();
  return new Map(rows.filter((r) => r.drinkId !== null || r.recipeId !== null).map((r) => [r.nameKey, { drinkId: r.drinkId, recipeId: r.recipeId }]));
}
