import "server-only";
import { randomUUID } from "node:crypto";
import type { Insertable, Kysely, Selectable } from "kysely";
import { NotFoundError } from "@/domain/errors";
import { buildShelfIndex } from "@/domain/matching";
import { countMissing, reevaluateIngredients } from "@/domain/recipe-availability";
import { isWellFormedId } from "@/domain/schemas/common";
import type { RecipeCreateInput, RecipeUpdateInput } from "@/domain/schemas/recipe";
import type { Ingredient, Recipe, RecipeListItem } from "@/domain/types";
import { getDb } from ".";
import { bumpDataVersionForUser } from "./data-version";
import { readMatchingShelfForUser } from "./substitutes";
import { assertWithinLimitForUser } from "./record-limits";
import type { Database, RecipeTable } from "./schema";
import { recipeIdentityIndexForUser, type KnownRecipe } from "./recipe-identity";
import { nowIso, toIsoString } from "./time";

function toRecipe(row: Selectable<RecipeTable>): Recipe {
  return {
    id: row.id,
    userId: row.userId,
    title: row.title,
    ingredients: JSON.parse(row.ingredients) as Ingredient[],
    steps: JSON.parse(row.steps) as unknown,
    garnish: row.garnish,
    glassware: row.glassware,
    sourceDrinkId: row.sourceDrinkId,
    notes: row.notes,
    missingCount: row.missingCount,
    createdAt: toIsoString(row.createdAt),
  };
}

/**
 * The caller's recipes with their drink's name and type, newest first, each
 * re-evaluated against the caller's shelf and substitutes. Three queries whatever the
 * count: one join for the recipes and drinks, one for the shelf, which is indexed once, and one
 * for the substitutes.
 */
async function selectRecipesForUser({
  userId,
  drinkId,
  id,
  ids,
  strict = false,
}: {
  userId: string;
  drinkId?: string;
  id?: string;
  ids?: readonly string[];
  /** leave the user's substitutes out: what the shelf makes by the matching rule alone */
  strict?: boolean;
}): Promise<RecipeListItem[]> {
  let query = getDb()
    .selectFrom("recipe")
    .leftJoin("drink", (join) =>
      join.onRef("drink.id", "=", "recipe.sourceDrinkId").onRef("drink.userId", "=", "recipe.userId"),
    )
    .selectAll("recipe")
    .select(["drink.name as drinkName", "drink.type as drinkType"])
    .where("recipe.userId", "=", userId);
  if (drinkId !== undefined) query = query.where("recipe.sourceDrinkId", "=", drinkId);
  if (id !== undefined) query = query.where("recipe.id", "=", id);
  if (ids !== undefined) query = query.where("recipe.id", "in", ids);
  const [rows, { items, substitutes }] = await Promise.all([
    query.orderBy("recipe.createdAt", "desc").orderBy("recipe.id", "desc").execute(),
    readMatchingShelfForUser({ userId, strict }),
  ]);

  // Spec: only when the caller has at least one non-EMPTY item; otherwise as stored.
  const shelf = items.length > 0 ? buildShelfIndex(items, substitutes) : null;
  return rows.map(({ drinkName, drinkType, ...row }) => {
    const recipe = toRecipe(row);
    const reevaluated = shelf ? reevaluateIngredients(recipe.ingredients, shelf) : null;
    return {
      ...recipe,
      ...(reevaluated ?? {}),
      sourceDrink: drinkName != null && drinkType != null ? { name: drinkName, type: drinkType } : null,
    };
  });
}

/** All the caller's recipes, or with `drinkId` only those attached to that drink of theirs. */
export function listRecipesForUser({ userId, drinkId, strict }: { userId: string; drinkId?: string; strict?: boolean }): Promise<RecipeListItem[]> {
  return selectRecipesForUser({ userId, drinkId, strict });
}

/** The caller's recipes of these ids (others' and unknown ones left out), in the order of `ids`. */
export async function listRecipesByIdForUser({ userId, ids }: { userId: string; ids: readonly string[] }): Promise<RecipeListItem[]> {
  if (ids.length === 0) return [];
  const byId = new Map((await selectRecipesForUser({ userId, ids })).map((r) => [r.id, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export async function getRecipeForUser({ userId, id }: { userId: string; id: string }): Promise<RecipeListItem | null> {
  const [recipe] = await selectRecipesForUser({ userId, id });
  return recipe ?? null;
}

/** A drink may be linked only by its owner: another user's id is as unknown as a made-up one. */
async function assertOwnDrink(db: Kysely<Database>, userId: string, drinkId: string): Promise<void> {
  const found =
    isWellFormedId(drinkId) &&
    (await db.selectFrom("drink").select("id").where("id", "=", drinkId).where("userId", "=", userId).executeTakeFirst());
  if (!found) throw new NotFoundError("Drink not found");
}

/** A new recipe's row: the one place a recipe's columns are written from validated input. */
export function newRecipeRow(userId: string, input: RecipeCreateInput, createdAt: string, id: string = randomUUID()): Insertable<RecipeTable> {
  return {
    id,
    userId,
    title: input.title,
    ingredients: JSON.stringify(input.ingredients),
    steps: JSON.stringify(input.steps),
    garnish: input.garnish,
    glassware: input.glassware,
    sourceDrinkId: input.sourceDrinkId,
    notes: input.notes,
    missingCount: countMissing(input.ingredients),
    createdAt,
    updatedAt: createdAt,
  };
}

function insertRecipe(db: Kysely<Database>, userId: string, input: RecipeCreateInput, createdAt: string) {
  return db.insertInto("recipe").values(newRecipeRow(userId, input, createdAt)).returningAll().executeTakeFirstOrThrow();
}

export async function createRecipeForUser({ userId, input }: { userId: string; input: RecipeCreateInput }): Promise<Recipe> {
  return getDb()
    .transaction()
    .execute(async (trx) => {
      if (input.sourceDrinkId) await assertOwnDrink(trx, userId, input.sourceDrinkId);
      await bumpDataVersionForUser({ userId }, trx);
      const recipe = toRecipe(await insertRecipe(trx, userId, input, nowIso()));
      await assertWithinLimitForUser({ userId, table: "recipe" }, trx);
      return recipe;
    });
}

/**
 * Several recipes (without drinks) in one transaction: all or none. The first is stamped newest, so
 * the list shows them in the order given.
 */
export async function createRecipesForUser({ userId, inputs }: { userId: string; inputs: readonly RecipeCreateInput[] }): Promise<Recipe[]> {
  const now = Date.now();
  return getDb()
    .transaction()
    .execute(async (trx) => {
      await bumpDataVersionForUser({ userId }, trx);
      const created: Recipe[] = [];
      for (const [i, input] of inputs.entries()) {
        created.push(toRecipe(await insertRecipe(trx, userId, { ...input, sourceDrinkId: null }, new Date(now - i).toISOString())));
      }
      await assertWithinLimitForUser({ userId, table: "recipe" }, trx);
      return created;
    });
}

/** What became of a recipe to add: created, or found among the caller's recipes already (see recipe-identity.ts). */
export type AddedRecipe = { created: Recipe; existing?: undefined } | { created?: undefined; existing: KnownRecipe };

/**
 * Several recipes (without drinks) in one transaction, each skipped when the caller already has
 * it, unless its `copy` says to add it anyway. The check runs inside the transaction, after the
 * data version's lock is taken, so two imports racing cannot both create the same recipe.
 */
export async function addRecipesUnlessKnownForUser({
  userId,
  recipes,
}: {
  userId: string;
  recipes: readonly { input: RecipeCreateInput; copy: boolean }[];
}): Promise<AddedRecipe[]> {
  const now = Date.now();
  return getDb()
    .transaction()
    .execute(async (trx) => {
      await bumpDataVersionForUser({ userId }, trx);
      const mine = await recipeIdentityIndexForUser(trx, { userId, titles: recipes.map((r) => r.input.title) });
      const added: AddedRecipe[] = [];
      for (const [i, { input, copy }] of recipes.entries()) {
        const existing = copy ? undefined : mine.find(input);
        if (existing) {
          added.push({ existing });
          continue;
        }
        const created = toRecipe(await insertRecipe(trx, userId, { ...input, sourceDrinkId: null }, new Date(now - i).toISOString()));
        mine.add(created);
        added.push({ created });
      }
      await assertWithinLimitForUser({ userId, table: "recipe" }, trx);
      return added;
    });
}

/** A recipe as /recommend and the choice of a /recipes page need it: what it is called and whether each line is on the shelf. */
export interface RecipeLines {
  id: string;
  title: string;
  ingredients: Ingredient[];
  missingCount: number;
}

/**
 * The caller's recipes, newest first, reduced to their lines, each re-evaluated against the
 * caller's shelf as GET /api/recipes does (as stored when nothing is on the shelf). /recommend
 * and /recipes read a big collection on every answer, and need none of the rest (steps, drinks,
 * dates) but for the page shown.
 */
export async function listRecipeLinesForUser({ userId, strict = false }: { userId: string; strict?: boolean }): Promise<RecipeLines[]> {
  const [rows, { items, substitutes }] = await Promise.all([
    getDb()
      .selectFrom("recipe")
      .select(["id", "title", "ingredients", "missingCount"])
      .where("userId", "=", userId)
      .orderBy("createdAt", "desc")
      .orderBy("id", "desc")
      .execute(),
    readMatchingShelfForUser({ userId, strict }),
  ]);
  const shelf = items.length > 0 ? buildShelfIndex(items, substitutes) : null;
  return rows.map(({ id, title, ingredients, missingCount }) => {
    const stored = JSON.parse(ingredients) as Ingredient[];
    const reevaluated = shelf && reevaluateIngredients(stored, shelf);
    return reevaluated ? { id, title, ...reevaluated } : { id, title, ingredients: stored, missingCount };
  });
}

/** The titles of the caller's recipes, to tell which catalogue cocktails they have already. */
export async function listRecipeTitlesForUser({ userId }: { userId: string }): Promise<string[]> {
  const rows = await getDb().selectFrom("recipe").select("title").where("userId", "=", userId).execute();
  return rows.map((r) => r.title);
}

export async function updateRecipeForUser({
  userId,
  id,
  input,
}: {
  userId: string;
  id: string;
  input: RecipeUpdateInput;
}): Promise<Recipe | null> {
  return getDb()
    .transaction()
    .execute(async (trx) => {
      const existing = await trx
        .selectFrom("recipe")
        .select("id")
        .where("id", "=", id)
        .where("userId", "=", userId)
        .executeTakeFirst();
      if (!existing) return null;
      if (input.sourceDrinkId) await assertOwnDrink(trx, userId, input.sourceDrinkId);
      await bumpDataVersionForUser({ userId }, trx);
      const { ingredients, steps, ...fields } = input;
      const row = await trx
        .updateTable("recipe")
        .set({
          ...fields,
          ...(ingredients ? { ingredients: JSON.stringify(ingredients), missingCount: countMissing(ingredients) } : {}),
          ...(steps ? { steps: JSON.stringify(steps) } : {}),
          updatedAt: nowIso(),
        })
        .where("id", "=", id)
        .where("userId", "=", userId)
        .returningAll()
        .executeTakeFirstOrThrow();
      return toRecipe(row);
    });
}

/** False when the caller has no such recipe. */
export async function deleteRecipeForUser({ userId, id }: { userId: string; id: string }): Promise<boolean> {
  return getDb()
    .transaction()
    .execute(async (trx) => {
      await bumpDataVersionForUser({ userId }, trx);
      const result = await trx.deleteFrom("recipe").where("id", "=", id).where("userId", "=", userId).executeTakeFirst();
      return result.numDeletedRows > BigInt(0);
    });
}
