import "server-only";
import { randomUUID } from "node:crypto";
import type { Expression, ExpressionBuilder, Insertable, Kysely, Selectable, SqlBool } from "kysely";
import { ForbiddenError, NotFoundError } from "@/domain/errors";
import { GUEST_CANNOT_SHARE_RECIPE_MESSAGE, HOUSEHOLD_NOT_FOUND, SHARED_RECIPE_OWNER_ONLY_MESSAGE, mayDo } from "@/domain/households";
import { buildShelfIndex } from "@/domain/matching";
import { countMissing, reevaluateIngredients } from "@/domain/recipe-availability";
import { isWellFormedId } from "@/domain/schemas/common";
import type { RecipeCreateInput, RecipeUpdateInput } from "@/domain/schemas/recipe";
import type { Ingredient, Recipe, RecipeListItem, SharedRecipe } from "@/domain/types";
import { getDb, getEngine } from ".";
import { bumpDataVersionForUser } from "./data-version";
import { readMatchingShelfForUser } from "./substitutes";
import { assertWithinLimitForUser } from "./record-limits";
import type { Database, RecipeTable } from "./schema";
import { recipeIdentityIndexForUser, type KnownRecipe } from "./recipe-identity";
import { nowIso, toIsoString } from "./time";
import { sentence } from "@/domain/sentences";

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
  householdId,
}: {
  userId: string;
  drinkId?: string;
  id?: string;
  ids?: readonly string[];
  /** leave the user's substitutes out: what the shelf makes by the matching rule alone */
  strict?: boolean;
  /** a party menu hosted for this household: the recipes shared with it too, against the shelf it is made from */
  householdId?: string | null;
}): Promise<RecipeListItem[]> {
  let query = getDb()
    .selectFrom("recipe")
    .leftJoin("drink", (join) =>
      join.onRef("drink.id", "=", "recipe.sourceDrinkId").onRef("drink.userId", "=", "recipe.userId"),
    )
    .selectAll("recipe")
    .select(["drink.name as drinkName", "drink.type as drinkType"])
    .where((eb) => (householdId ? eb.or([eb("recipe.userId", "=", userId), eb("recipe.householdId", "=", householdId)]) : eb("recipe.userId", "=", userId)));
  if (drinkId !== undefined) query = query.where("recipe.sourceDrinkId", "=", drinkId);
  if (id !== undefined) query = query.where("recipe.id", "=", id);
  if (ids !== undefined) query = query.where("recipe.id", "in", ids);
  const [rows, { items, substitutes }] = await Promise.all([
    query.orderBy("recipe.createdAt", "desc").orderBy("recipe.id", "desc").execute(),
    readMatchingShelfForUser({ userId, strict, householdId }),
  ]);

  return againstShelf(rows, { items, substitutes });
}

type RecipeRowWithDrink = Selectable<RecipeTable> & { drinkName: string | null; drinkType: string | null };

/** Each recipe re-evaluated against the reader's shelf and substitutes, with its drink's name and type; in the order of `rows`. */
function againstShelf(rows: readonly RecipeRowWithDrink[], { items, substitutes }: Awaited<ReturnType<typeof readMatchingShelfForUser>>): RecipeListItem[] {
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

/**
 * The caller's recipes of these ids (others' and unknown ones left out), in the order of `ids`.
 * With `householdId` (a party menu hosted for it), those shared with that household too.
 */
export async function listRecipesByIdForUser({ userId, ids, householdId }: { userId: string; ids: readonly string[]; householdId?: string | null }): Promise<RecipeListItem[]> {
  if (ids.length === 0) return [];
  const byId = new Map((await selectRecipesForUser({ userId, ids, householdId })).map((r) => [r.id, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export async function getRecipeForUser({ userId, id }: { userId: string; id: string }): Promise<RecipeListItem | null> {
  const [recipe] = await selectRecipesForUser({ userId, id });
  return recipe ?? null;
}

/** The households the user is in, as a subquery. */
function householdsOf(eb: ExpressionBuilder<Database, "recipe">, userId: string) {
  return eb.selectFrom("householdMember as m").select("m.householdId").where("m.userId", "=", userId);
}

/**
 * The one condition that says which recipes someone may read: their own, and those shared with
 * a household they are in. A membership ends in the transaction that deletes its row, and an
 * owner's shares end in the same one (unshareRecipesOfMember), so access ends with the answer.
 */
export function readableBy(userId: string) {
  return (eb: ExpressionBuilder<Database, "recipe">): Expression<SqlBool> =>
    eb.or([eb("recipe.userId", "=", userId), eb("recipe.householdId", "in", householdsOf(eb, userId))]);
}

/** Recipes the reader may read, with whose they are and where they are shared, each against the reader's shelf. */
async function selectReadableRecipes(
  userId: string,
  narrow: (eb: ExpressionBuilder<Database, "recipe">) => Expression<SqlBool>,
): Promise<SharedRecipe[]> {
  const query = getDb()
    .selectFrom("recipe")
    .innerJoin("user as owner", "owner.id", "recipe.userId")
    .leftJoin("household as hh", "hh.id", "recipe.householdId")
    .leftJoin("drink", (join) => join.onRef("drink.id", "=", "recipe.sourceDrinkId").onRef("drink.userId", "=", "recipe.userId"))
    .selectAll("recipe")
    .select(["owner.name as ownerName", "hh.name as householdName", "drink.name as drinkName", "drink.type as drinkType"])
    .where(readableBy(userId))
    .where(narrow)
    .orderBy("recipe.createdAt", "desc")
    .orderBy("recipe.id", "desc");
  const [rows, shelf] = await Promise.all([query.execute(), readMatchingShelfForUser({ userId })]);
  const recipes = againstShelf(rows, shelf);
  return rows.map((row, i) => {
    const mine = row.userId === userId;
    // A housemate's drink log stays theirs: the drink a shared recipe came from is not shown.
    const drink = mine ? {} : { sourceDrinkId: null, sourceDrink: null };
    return { ...recipes[i]!, ...drink, householdId: row.householdId, householdName: row.householdName, ownerName: row.ownerName, mine };
  });
}

/** One recipe the caller may read (theirs, or shared with a household they are in), or null. */
export async function readRecipeForUser({ userId, id }: { userId: string; id: string }): Promise<SharedRecipe | null> {
  const [recipe] = await selectReadableRecipes(userId, (eb) => eb("recipe.id", "=", id));
  return recipe ?? null;
}

/**
 * The recipes shared with the caller's households (or with the one named), theirs among them,
 * newest first. Null when they are not in the household named.
 */
export async function listHouseholdRecipesForUser({ userId, householdId }: { userId: string; householdId?: string }): Promise<SharedRecipe[] | null> {
  if (householdId !== undefined) {
    const member = await getDb().selectFrom("householdMember").select("role").where("householdId", "=", householdId).where("userId", "=", userId).executeTakeFirst();
    if (!member) return null;
  }
  return selectReadableRecipes(userId, (eb) =>
    householdId === undefined ? eb("recipe.householdId", "in", householdsOf(eb, userId)) : eb("recipe.householdId", "=", householdId),
  );
}

/** Where each of the caller's recipes of these ids is shared (null: nowhere); others' and unknown ids left out. */
export async function listRecipeHouseholdsForUser({ userId, ids }: { userId: string; ids: readonly string[] }): Promise<Map<string, string | null>> {
  if (ids.length === 0) return new Map();
  const rows = await getDb().selectFrom("recipe").select(["id", "householdId"]).where("userId", "=", userId).where("id", "in", ids).execute();
  return new Map(rows.map((r) => [r.id, r.householdId]));
}

/**
 * Whether the caller may share a recipe with this household: 404 when they are not in it, 403 for
 * a guest. Their membership row is held to the end of the share, so that their leaving at the same
 * moment waits for it and then unshares it, or goes first and the share finds no membership
 * (SQLite's transactions are one at a time already).
 */
async function assertMayShareWith(trx: Kysely<Database>, userId: string, householdId: string): Promise<void> {
  const member = await trx
    .selectFrom("householdMember")
    .select("role")
    .where("householdId", "=", householdId)
    .where("userId", "=", userId)
    .$if(getEngine() === "postgres", (q) => q.forUpdate())
    .executeTakeFirst();
  if (!member) throw new NotFoundError(HOUSEHOLD_NOT_FOUND);
  if (!mayDo(member.role, "shareRecipe")) throw new ForbiddenError(GUEST_CANNOT_SHARE_RECIPE_MESSAGE);
}

/**
 * The recipe to change or delete: null when the caller may not read it (404); a ForbiddenError
 * when it is a housemate's they may only read (403).
 */
async function ownRecipeToWrite(trx: Kysely<Database>, userId: string, id: string): Promise<{ id: string } | null> {
  const row = await trx.selectFrom("recipe").select(["id", "userId"]).where("id", "=", id).where(readableBy(userId)).executeTakeFirst();
  if (!row) return null;
  if (row.userId !== userId) throw new ForbiddenError(SHARED_RECIPE_OWNER_ONLY_MESSAGE);
  return row;
}

/**
 * Ends a member's shares in a household they are leaving (or removed from, or whose account
 * goes), inside that write's transaction: their recipes stay theirs, no longer readable there.
 */
export async function unshareRecipesOfMember({ userId, householdId }: { userId: string; householdId: string }, trx: Kysely<Database>): Promise<void> {
  await trx.updateTable("recipe").set({ householdId: null }).where("userId", "=", userId).where("householdId", "=", householdId).execute();
}

/** A drink may be linked only by its owner: another user's id is as unknown as a made-up one. */
async function assertOwnDrink(db: Kysely<Database>, userId: string, drinkId: string): Promise<void> {
  const found =
    isWellFormedId(drinkId) &&
    (await db.selectFrom("drink").select("id").where("id", "=", drinkId).where("userId", "=", userId).executeTakeFirst());
  if (!found) throw new NotFoundError(sentence("notFound.drink"));
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

/**
 * Changes the caller's recipe; `householdId` shares it with a household they are in, or takes it
 * back (null). Null for a recipe they cannot read; 403 for a housemate's shared one.
 */
export async function updateRecipeForUser({
  userId,
  id,
  input,
}: {
  userId: string;
  id: string;
  input: RecipeUpdateInput;
}): Promise<(Recipe & { householdId: string | null }) | null> {
  return getDb()
    .transaction()
    .execute(async (trx) => {
      if (!(await ownRecipeToWrite(trx, userId, id))) return null;
      if (input.sourceDrinkId) await assertOwnDrink(trx, userId, input.sourceDrinkId);
      const { ingredients, steps, householdId, ...fields } = input;
      if (householdId) await assertMayShareWith(trx, userId, householdId);
      await bumpDataVersionForUser({ userId }, trx);
      const row = await trx
        .updateTable("recipe")
        .set({
          ...fields,
          ...(ingredients ? { ingredients: JSON.stringify(ingredients), missingCount: countMissing(ingredients) } : {}),
          ...(steps ? { steps: JSON.stringify(steps) } : {}),
          ...(householdId !== undefined ? { householdId } : {}),
          updatedAt: nowIso(),
        })
        .where("id", "=", id)
        .where("userId", "=", userId)
        .returningAll()
        .executeTakeFirstOrThrow();
      return { ...toRecipe(row), householdId: row.householdId };
    });
}

/** False when the caller cannot read such a recipe; 403 for a housemate's shared one. */
export async function deleteRecipeForUser({ userId, id }: { userId: string; id: string }): Promise<boolean> {
  return getDb()
    .transaction()
    .execute(async (trx) => {
      if (!(await ownRecipeToWrite(trx, userId, id))) return false;
      await bumpDataVersionForUser({ userId }, trx);
      const result = await trx.deleteFrom("recipe").where("id", "=", id).where("userId", "=", userId).executeTakeFirst();
      return result.numDeletedRows > BigInt(0);
    });
}
