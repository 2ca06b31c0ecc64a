import "server-only";
import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { MadeDrinkInput } from "@/domain/schemas/made-drink";
import type { Ingredient, MadeDrink } from "@/domain/types";
import { getDb } from ".";
import { bumpDataVersionForUser } from "./data-version";
import { assertWithinLimitForUser } from "./record-limits";
import { toDrink } from "./drinks";
import { pourRecipeForUser } from "./pours";
import type { Database } from "./schema";
import { nowIso } from "./time";

/**
 * "I made this": logs a new drink entry, dated now, named after the recipe and linked to
 * it (`madeFromRecipeId`), of the type of the recipe's own drink when it has one. The
 * recipe's `sourceDrinkId` is left as it is: it names the drink the recipe recreates, while
 * each entry made from it is one evening's log. In the same transaction, the bottles that
 * meet the recipe's lines are lowered: the ones the station showed, or the ones the user picked
 * (src/server/db/pours.ts); a pick that is not allowed undoes the whole write. Null when the
 * recipe is not the caller's.
 */
export async function logMadeDrinkForUser({
  userId,
  recipeId,
  input,
}: {
  userId: string;
  recipeId: string;
  input: MadeDrinkInput;
}): Promise<MadeDrink | null> {
  return getDb()
    .transaction()
    .execute((trx) => logMadeDrinkInTransaction(trx, { userId, recipeId, input }));
}

/** "I made this" inside the caller's transaction (a party order marked ready is one). */
export async function logMadeDrinkInTransaction(
  trx: Kysely<Database>,
  {
    userId,
    recipeId,
    input,
    menu,
  }: {
    userId: string;
    recipeId: string;
    input: MadeDrinkInput;
    /** a household party menu's order: the recipe is its creator's or shared with its household */
    menu?: { userId: string; householdId: string | null };
  },
): Promise<MadeDrink | null> {
  const recipe = await trx
    .selectFrom("recipe")
    .leftJoin("drink", (join) =>
      join.onRef("drink.id", "=", "recipe.sourceDrinkId").onRef("drink.userId", "=", "recipe.userId"),
    )
    .select(["recipe.id", "recipe.userId", "recipe.title", "recipe.ingredients", "drink.type as drinkType"])
    .where("recipe.id", "=", recipeId)
    .where((eb) => {
      const owner = eb("recipe.userId", "=", menu?.userId ?? userId);
      return menu?.householdId ? eb.or([owner, eb("recipe.householdId", "=", menu.householdId)]) : owner;
    })
    .executeTakeFirst();
  if (!recipe) return null;
  // A housemate's recipe and drink stay theirs: the maker's log names neither.
  const own = recipe.userId === userId;
  await bumpDataVersionForUser({ userId }, trx);
  const now = nowIso();
  const row = await trx
    .insertInto("drink")
    .values({
      id: randomUUID(),
      userId,
      name: recipe.title,
      type: (own ? recipe.drinkType : null) ?? "cocktail",
      imageUrl: null,
      notes: null,
      rating: input.rating,
      madeFromRecipeId: own ? recipe.id : null,
      servings: input.servings,
      createdAt: now,
      updatedAt: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  await assertWithinLimitForUser({ userId, table: "drink" }, trx);
  const ingredients = JSON.parse(recipe.ingredients) as Ingredient[];
  const poured = await pourRecipeForUser(trx, { userId, drinkId: row.id, ingredients, servings: input.servings, picked: input.pours });
  return { ...toDrink(row), ...poured };
}
