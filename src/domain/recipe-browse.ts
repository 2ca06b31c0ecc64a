import type { RecipeQuery } from "./recipe-query";
import { recipeSearch } from "./recipe-search";
import { baseSpiritsOf } from "./strength";
import type { RecipeListItem } from "./types";

/**
 * The /recipes page's selection, on the server: the search, filters and sort of a
 * RecipeQuery (src/domain/recipe-query.ts, which the browser also reads) applied to the
 * caller's whole list.
 */

/** The base spirits each distinct ingredient name is, asked once per name. */
/** What choosing recipes reads of each. */
type Browsable = Pick<RecipeListItem, "title" | "ingredients" | "missingCount">;

function spiritsByName(recipes: readonly Browsable[]): Map<string, Set<string>> {
  const byName = new Map<string, Set<string>>();
  for (const recipe of recipes) {
    for (const { name } of recipe.ingredients) {
      if (!byName.has(name)) byName.set(name, new Set(baseSpiritsOf([name])));
    }
  }
  return byName;
}

const byTitle = (a: Browsable, b: Browsable) => a.title.localeCompare(b.title, "en", { sensitivity: "base" });

/**
 * The recipes that pass the search (by title and by what the ingredients are: see
 * recipe-search.ts), the filter and the base spirit, in the chosen order. `recipes` comes
 * newest first; page the result with pageOf.
 */
export function selectRecipes<T extends Browsable>(recipes: readonly T[], query: RecipeQuery): T[] {
  const answersSearch = recipeSearch(query.q);
  const spirits = query.spirit ? spiritsByName(recipes) : null;
  const selected = recipes.filter((recipe) => {
    if (query.filter === "now" && recipe.missingCount !== 0) return false;
    if (query.filter === "one" && recipe.missingCount !== 1) return false;
    if (spirits && !recipe.ingredients.some((i) => spirits.get(i.name)?.has(query.spirit!))) return false;
    return answersSearch(recipe);
  });
  if (query.sort === "title") selected.sort(byTitle);
  // Stable: among equals, newest first stays.
  if (query.sort === "missing") selected.sort((a, b) => a.missingCount - b.missingCount);
  return selected;
}
