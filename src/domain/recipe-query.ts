import type { Substitute } from "./matching";
import type { SubstituteOffer } from "./substitutes";
import type { RecipeCost } from "./drink-cost";
import type { DrinkStrength } from "./drink-strength";
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

/**
 * Base spirits a recipe can be filtered by, in the catalogue's words; a recipe has one when
 * `baseSpiritsOf` (src/domain/strength.ts) finds it among its ingredients, as the bartender
 * station's "surprise me" does.
 */
export const RECIPE_BASE_SPIRITS = ["gin", "vodka", "whiskey", "rum", "tequila", "mezcal", "brandy", "pisco", "cachaca", "amaro"] as const;
export type RecipeBaseSpirit = (typeof RECIPE_BASE_SPIRITS)[number];
export const RECIPE_BASE_SPIRIT_LABELS: Record<RecipeBaseSpirit, string> = {
  gin: "Gin",
  vodka: "Vodka",
  whiskey: "Whiskey",
  rum: "Rum",
  tequila: "Tequila",
  mezcal: "Mezcal",
  brandy: "Brandy",
  pisco: "Pisco",
  cachaca: "Cachaça",
  amaro: "Amaro",
};

export interface RecipeQuery {
  q: string;
  filter: RecipeFilter;
  spirit: RecipeBaseSpirit | null;
  sort: RecipeSort;
}

/** A search longer than this is refused by the API and cut by the page. */
export const RECIPE_SEARCH_MAX_LENGTH = 200;

export const DEFAULT_RECIPE_QUERY: RecipeQuery = { q: "", filter: "all", spirit: null, sort: "newest" };
export const RECIPE_PAGE_SIZE = 20;

/**
 * Why an ingredient is met or missing: the bar item that meets it, or the EMPTY one that would;
 * for a missing one, a bottle of the shelf the user may accept in its place.
 */
export interface IngredientExplanation {
  /** `sharedBy` says whose a housemate's bottle is; left out for the caller's own; `substitute` the user's substitute it meets the line through. */
  satisfiedBy: {
    barItemId: string;
    name: string;
    reason: string;
    substitute?: Substitute;
    sharedBy?: { ownerName: string; householdName: string | null };
  } | null;
  emptyMatch: { barItemId: string; name: string } | null;
  offer?: SubstituteOffer | null;
}

/** A recipe as the page shows it: the API's list item plus, per ingredient, the matcher's reason. */
export interface RecipeView extends RecipeListItem {
  /** Parallel to `ingredients`; empty when no explanation was asked for. */
  explained: (IngredientExplanation | null)[];
  /** One serving's strength as served (docs/strength.md), or null when no line has a volume we know. */
  strength: DrinkStrength | null;
  /** One serving's cost from the bottles the page names, with the lines left out as a sentence names them. */
  cost: RecipeCost & { missingInSentence: string[] };
  /** The household one's own recipe is shared with, or null; left out where the page does not say. */
  householdId?: string | null;
  /** A housemate's recipe shared with one: whose it is and where. The page shows it read-only. */
  sharedBy?: { ownerName: string; householdName: string };
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
  const spirit = RECIPE_BASE_SPIRITS.find((s) => s === one("spirit").toLowerCase()) ?? null;
  return {
    q: one("q").trim().slice(0, RECIPE_SEARCH_MAX_LENGTH),
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
  if (query.spirit) params.set("spirit", query.spirit);
  if (query.sort !== "newest") params.set("sort", query.sort);
  return params;
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
