import type { RecipeQuery } from "./recipe-query";
import { baseSpiritsOf } from "./strength";
import type { RecipeListItem } from "./types";

/**
 * The /recipes page's selection, on the server: the search, filters and sort of a
 * RecipeQuery (src/domain/recipe-query.ts, which the browser also reads) applied to the
 * caller's whole list.
 */
const fold = (text: string) =>
  text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase();

/** The base spirits each distinct ingredient name is, asked once per name. */
function spiritsByName(recipes: readonly RecipeListItem[]): Map<string, Set<string>> {
  const byName = new Map<string, Set<string>>();
  for (const recipe of recipes) {
    for (const { name } of recipe.ingredients) {
      if (!byName.has(name)) byName.set(name, new Set(baseSpiritsOf([name])));
    }
  }
  return byName;
}

const byTitle = (a: RecipeListItem, b: RecipeListItem) => a.title.localeCompare(b.title, "en", { sensitivity: "base" });

/**
 * The recipes that pass the search (every word in the title or an ingredient), the
 * filter and the base spirit, in the chosen order. `recipes` comes newest first.
 */
export function selectRecipes<T extends RecipeListItem>(recipes: readonly T[], query: RecipeQuery): T[] {
  const words = fold(query.q).split(/\s+/).filter(Boolean);
  const spirits = query.spirit ? spiritsByName(recipes) : null;
  const selected = recipes.filter((recipe) => {
    if (query.filter === "now" && recipe.missingCount !== 0) return false;
    if (query.filter === "one" && recipe.missingCount !== 1) return false;
    if (spirits && !recipe.ingredients.some((i) => spirits.get(i.name)?.has(query.spirit!))) return false;
    if (words.length === 0) return true;
    const text = fold([recipe.title, ...recipe.ingredients.map((i) => i.name)].join("\n"));
    return words.every((w) => text.includes(w));
  });
  if (query.sort === "title") selected.sort(byTitle);
  // Stable: among equals, newest first stays.
  if (query.sort === "missing") selected.sort((a, b) => a.missingCount - b.missingCount);
  return selected;
}
