import "server-only";
import type { Kysely } from "kysely";
import { RecipeIdentityIndex, recipeTitleKey } from "@/domain/recipe-identity";
import type { Database } from "./schema";

/** One of the caller's recipes, as far as telling "already in your recipes" needs. */
export interface KnownRecipe {
  id: string;
  title: string;
  ingredients: { name: string }[];
}

const IDS_PER_QUERY = 500;

/**
 * The caller's recipes that share a folded title with one of `titles` (or all of them), indexed
 * to find the one a new recipe repeats. Titles are read first and ingredients only for those of a
 * wanted title, so a large collection costs one narrow read. Called with a transaction's `db`
 * after the write's lock (the data version) is held, it sees every recipe committed before.
 */
export async function recipeIdentityIndexForUser(
  db: Kysely<Database>,
  { userId, titles }: { userId: string; titles?: readonly string[] },
): Promise<RecipeIdentityIndex<KnownRecipe>> {
  const wanted = titles === undefined ? null : new Set(titles.map(recipeTitleKey));
  const all = await db.selectFrom("recipe").select(["id", "title"]).where("userId", "=", userId).orderBy("createdAt").orderBy("id").execute();
  const ids = all.filter((r) => wanted === null || wanted.has(recipeTitleKey(r.title))).map((r) => r.id);
  const ingredients = new Map<string, { name: string }[]>();
  for (let i = 0; i < ids.length; i += IDS_PER_QUERY) {
    const rows = await db
      .selectFrom("recipe")
      .select(["id", "ingredients"])
      .where("userId", "=", userId)
      .where("id", "in", ids.slice(i, i + IDS_PER_QUERY))
      .execute();
    for (const row of rows) ingredients.set(row.id, JSON.parse(row.ingredients) as { name: string }[]);
  }
  // oldest first, so that the recipe named is the one the user has had longest
  return new RecipeIdentityIndex(all.filter((r) => ingredients.has(r.id)).map((r) => ({ id: r.id, title: r.title, ingredients: ingredients.get(r.id)! })));
}
