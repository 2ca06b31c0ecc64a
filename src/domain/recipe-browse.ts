import { matchesIngredient } from "./matching";
import type { RecipeListItem } from "./types";

/**
 * What the /recipes page asks for: a search, filters and a sort, applied on the server
 * to the caller's whole (unpaginated) list, then handed out one page at a time.
 */
export const RECIPE_SORTS = ["newest", "title", "missing"] as const;
export type RecipeSort = (typeof RECIPE_SORTS)[number];
export const RECIPE_SORT_LABELS: Record<RecipeSort, string> = {
  newest: "Newest",
  title: "Title",
  missing: "Fewest missing",
};

export const RECIPE_FILTERS = ["all", "now", "one"] as const;
export type RecipeFilter = (typeof RECIPE_FILTERS)[number];
export const RECIPE_FILTER_LABELS: Record<RecipeFilter, string> = {
  all: "All",
  now: "Can make now",
  one: "One away",
};

/** Base spirits a recipe can be filtered by; a recipe has one when an ingredient is that spirit or a kind of it. */
export const BASE_SPIRIT_NAMES = ["Gin", "Vodka", "Whiskey", "Rum", "Tequila", "Mezcal", "Brandy"] as const;
export type BaseSpiritName = (typeof BASE_SPIRIT_NAMES)[number];

export interface RecipeQuery {
  q: string;
  filter: RecipeFilter;
  spirit: BaseSpiritName | null;
  sort: RecipeSort;
}

export const DEFAULT_RECIPE_QUERY: RecipeQuery = { q: "", filter: "all", spirit: null, sort: "newest" };
export const RECIPE_PAGE_SIZE = 20;

/** Why an ingredient is met or missing: the bar item that meets it, or the EMPTY one that would. */
export interface IngredientExplanation {
  satisfiedBy: { barItemId: string; name: string; reason: string } | null;
  emptyMatch: { barItemId: string; name: string } | null;
}

/** A recipe as the page shows it: the API's list item plus, per ingredient, the matcher's reason. */
export interface RecipeView extends RecipeListItem {
  /** Parallel to `ingredients`; empty when no explanation was asked for. */
  explained: (IngredientExplanation | null)[];
}

export interface RecipePage<T> {
  items: T[];
  /** How many recipes pass the search and filters, over all pages. */
  total: number;
  /** Where the next page starts, or null after the last one. */
  nextOffset: number | null;
}

/** Reads the page's search parameters; anything unknown falls back to the default. */
export function readRecipeQuery(params: Record<string, string | string[] | undefined>): RecipeQuery {
  const one = (key: string) => (typeof params[key] === "string" ? (params[key] as string) : "");
  const pick = <T extends string>(list: readonly T[], value: string, fallback: T): T =>
    (list as readonly string[]).includes(value) ? (value as T) : fallback;
  const spirit = BASE_SPIRIT_NAMES.find((s) => s.toLowerCase() === one("spirit").toLowerCase()) ?? null;
  return {
    q: one("q").trim().slice(0, 200),
    filter: pick(RECIPE_FILTERS, one("filter"), "all"),
    spirit,
    sort: pick(RECIPE_SORTS, one("sort"), "newest"),
  };
}

/** The query as search parameters, leaving out the defaults so plain /recipes stays plain. */
export function recipeQueryParams(query: RecipeQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.q) params.set("q", query.q);
  if (query.filter !== "all") params.set("filter", query.filter);
  if (query.spirit) params.set("spirit", query.spirit.toLowerCase());
  if (query.sort !== "newest") params.set("sort", query.sort);
  return params;
}

const fold = (text: string) =>
  text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase();

/** The base spirits each distinct ingredient name is, asked of the matcher once per name. */
function spiritsByName(recipes: readonly RecipeListItem[]): Map<string, Set<BaseSpiritName>> {
  const byName = new Map<string, Set<BaseSpiritName>>();
  for (const recipe of recipes) {
    for (const { name } of recipe.ingredients) {
      if (byName.has(name)) continue;
      byName.set(name, new Set(BASE_SPIRIT_NAMES.filter((spirit) => matchesIngredient(spirit, name))));
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

/** How many of the caller's recipes each filter would show, for the filter buttons. */
export interface RecipeCounts {
  all: number;
  now: number;
  one: number;
}

/** One page of a selection. */
export function pageOf<T>(selected: readonly T[], offset: number, size = RECIPE_PAGE_SIZE): RecipePage<T> {
  const start = Math.max(0, Math.floor(offset));
  const items = selected.slice(start, start + size);
  const end = start + items.length;
  return { items, total: selected.length, nextOffset: end < selected.length ? end : null };
}
