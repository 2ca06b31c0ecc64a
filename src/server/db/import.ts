import "server-only";
import { randomUUID } from "node:crypto";
import type { Insertable, Kysely } from "kysely";
import type { ExistingRecipe } from "@/domain/import";
import type { ImportedBarItem, ImportedDrink, ImportedShoppingItem } from "@/domain/import/barshelf";
import type { RecipeCreateInput } from "@/domain/schemas/recipe";
import type { UploadKind } from "@/domain/types";
import { getDb } from ".";
import { bumpDataVersionForUser } from "./data-version";
import { newRecipeRow } from "./recipes";
import type { Database } from "./schema";
import { createMenuReadingForUser } from "./menu-reading";
import { assertWithinLimitForUser, countRowsForUser, lockPhotoStorageForUser, lockShoppingListForUser } from "./record-limits";
import { storageUsedForUser, type NewUpload } from "./uploads";

/**
 * The import's reads and its one write. The server decides every new id before the write
 * (links inside the file become links between the new records), so the write is plain
 * inserts, in dependency order, in one transaction: all of it lands or none.
 */

/** What an import is checked against: the caller's recipes, bar items and shopping list, and how much of each limit they use. */
export interface ImportContext {
  recipes: ExistingRecipe[];
  barItems: { id: string; name: string }[];
  shoppingNames: string[];
  drinkCount: number;
  /** the bytes of the caller's photos, as the storage quota counts them */
  usedBytes: number;
}

/** How many records of each limited kind the caller keeps: counts only, for refusing a file before it is planned. */
export async function countImportedKindsForUser(
  { userId }: { userId: string },
  db: Kysely<Database> = getDb(),
): Promise<{ recipes: number; barItems: number; drinks: number; shoppingItems: number }> {
  const count = (table: "recipe" | "barItem" | "drink" | "shoppingItem") => countRowsForUser({ userId, table }, db);
  const [recipes, barItems, drinks, shoppingItems] = await Promise.all([count("recipe"), count("barItem"), count("drink"), count("shoppingItem")]);
  return { recipes, barItems, drinks, shoppingItems };
}

/** The caller's import context, read with `db` (a transaction's, for the write's own check). */
export async function listImportContextForUser({ userId }: { userId: string }, db: Kysely<Database> = getDb()): Promise<ImportContext> {
  const [recipes, barItems, shopping, drinkCount, usedBytes] = await Promise.all([
    db.selectFrom("recipe").select(["id", "title", "ingredients"]).where("userId", "=", userId).execute(),
    db.selectFrom("barItem").select(["id", "name"]).where("userId", "=", userId).execute(),
    // one's own list: a line one put on a household's list is that list's
    db.selectFrom("shoppingItem").select("name").where("userId", "=", userId).where("householdId", "is", null).execute(),
    countRowsForUser({ userId, table: "drink" }, db),
    storageUsedForUser({ userId }, db),
  ]);
  return {
    recipes: recipes.map((r) => ({ id: r.id, title: r.title, ingredients: JSON.parse(r.ingredients) as ExistingRecipe["ingredients"] })),
    barItems,
    shoppingNames: shopping.map((s) => s.name),
    drinkCount,
    usedBytes,
  };
}

export interface ImportRows {
  recipes: { id: string; input: RecipeCreateInput; createdAt: string; sourceDrinkId: string | null }[];
  /** with their new ids, photo addresses and recipe links already decided */
  drinks: (Omit<ImportedDrink, "pours" | "photo" | "position"> & { imageUrl: string | null; pours: { barItemId: string | null; ingredient: string; ml: number }[] })[];
  barItems: (Omit<ImportedBarItem, "photo" | "position"> & { imageUrl: string | null })[];
  shoppingList: Omit<ImportedShoppingItem, "position">[];
  /** the file's substitutes; those the caller accepts already are left out when written */
  substitutes: { ingredient: string; acceptedBy: string; note: string | null }[];
  uploads: (Omit<NewUpload, "kind"> & { kind: UploadKind; createdAt: string })[];
}

const CHUNK = 100;

/** The file's substitutes the caller does not accept already (the same two names), held to the limit of 200 (409). */
async function insertSubstitutes(trx: Kysely<Database>, userId: string, substitutes: ImportRows["substitutes"], now: string): Promise<void> {
  if (substitutes.length === 0) return;
  const pair = (s: { ingredient: string; acceptedBy: string }) => `${s.ingredient.toLowerCase()}\u0000${s.acceptedBy.toLowerCase()}`;
  const held = new Set((await trx.selectFrom("substitute").select(["ingredient", "acceptedBy"]).where("userId", "=", userId).execute()).map(pair));
  const fresh: ImportRows["substitutes"] = [];
  for (const s of substitutes) {
    if (held.has(pair(s))) continue;
    held.add(pair(s));
    fresh.push(s);
  }
  // a millisecond apart, so they keep the file's order (the order the matcher tries them in)
  const start = Date.parse(now);
  const rows = fresh.map((s, i) => ({ id: randomUUID(), userId, ...s, createdAt: new Date(start + i).toISOString(), updatedAt: now }));
  await insertInChunks(trx, "substitute", rows);
  await assertWithinLimitForUser({ userId, table: "substitute" }, trx);
}

async function insertInChunks<T extends keyof Database>(trx: Kysely<Database>, table: T, rows: Insertable<Database[T]>[]): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK) {
    // Kysely cannot relate a generic table name to its row type here; the rows are typed by the caller.
    await trx
      .insertInto(table)
      .values(rows.slice(i, i + CHUNK) as never)
      .execute();
  }
}

/**
 * Writes the rows `rowsFor` makes of the caller's data as the transaction reads it, once the data
 * version's and the shopping list's locks are held: an import that planned against what the user
 * had before another write landed plans again here, so two imports racing cannot both create the
 * same recipe, nor together take the account past a limit (`rowsFor` checks them and may throw).
 */
export async function importRowsForUser<T>({
  userId,
  rowsFor,
}: {
  userId: string;
  rowsFor: (context: ImportContext) => { rows: ImportRows; result: T };
}): Promise<T> {
  const now = new Date().toISOString();
  return getDb()
    .transaction()
    .execute(async (trx) => {
      await bumpDataVersionForUser({ userId }, trx);
      await lockShoppingListForUser({ userId }, trx);
      await lockPhotoStorageForUser({ userId }, trx);
      const { rows, result } = rowsFor(await listImportContextForUser({ userId }, trx));
      const uploads = rows.uploads.map((u) => ({ id: randomUUID(), userId, ...u, sizes: u.sizes === null ? null : JSON.stringify(u.sizes) }));
      await insertInChunks(trx, "upload", uploads);
      // An imported menu scan is read like an uploaded one.
      for (const menu of uploads.filter((u) => u.kind === "menu")) await createMenuReadingForUser(trx, { userId, uploadId: menu.id, now });
      await insertInChunks(
        trx,
        "barItem",
        rows.barItems.map(({ aliases, ...item }) => ({ ...item, userId, aliases: JSON.stringify(aliases), updatedAt: now })),
      );
      // Recipes first without their drink, then drinks that name the recipe they were made from, then the recipes' drinks.
      await insertInChunks(
        trx,
        "recipe",
        rows.recipes.map((r) => newRecipeRow(userId, { ...r.input, sourceDrinkId: null }, r.createdAt, r.id)),
      );
      await insertInChunks(
        trx,
        "drink",
        rows.drinks.map((d) => ({
          id: d.id,
          userId,
          name: d.name,
          type: d.type,
          imageUrl: d.imageUrl,
          notes: d.notes,
          rating: d.rating,
          madeFromRecipeId: d.madeFromRecipeId,
          servings: d.servings,
          createdAt: d.createdAt,
          updatedAt: now,
        })),
      );
      await insertInChunks(
        trx,
        "drinkPour",
        rows.drinks.flatMap((d) => d.pours.map((p) => ({ id: randomUUID(), drinkId: d.id, userId, ...p }))),
      );
      for (const r of rows.recipes.filter((r) => r.sourceDrinkId !== null)) {
        await trx.updateTable("recipe").set({ sourceDrinkId: r.sourceDrinkId }).where("id", "=", r.id).where("userId", "=", userId).execute();
      }
      await insertInChunks(
        trx,
        "shoppingItem",
        // 0/1 as the shopping list writes it: SQLite binds no booleans, PostgreSQL reads 1 as true.
        rows.shoppingList.map((s) => ({ id: randomUUID(), userId, ...s, done: s.done ? 1 : 0 })),
      );
      await insertSubstitutes(trx, userId, rows.substitutes, now);
      return result;
    });
}
