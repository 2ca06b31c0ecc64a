import "server-only";
import { aliasesWithChosenKind } from "@/domain/bar-item-kind";
import { CATALOGUE } from "@/domain/catalogue";
import { catalogueEntry, titleKey, type CatalogueEntry } from "@/domain/catalogue-entries";
import { drinksUsingUp, isRunningLow } from "@/domain/levels";
import { buildShelfIndex } from "@/domain/matching";
import { rowFilter, shoppingListHas, type DrinkRow, type OneAwayRow, type RecommendQuery } from "@/domain/recommend-page";
import { RecipeIdentityIndex } from "@/domain/recipe-identity";
import { buyableName, recommend, type BottleName, type Recommendations } from "@/domain/recommendations";
import type { HouseholdRole } from "@/domain/households";
import { pickBarItemToRestock } from "@/domain/shopping-list";
import type { Quantity, RecipeListItem, ShoppingItem } from "@/domain/types";
import { listCatalogueForUser } from "./catalogue";
import { getDb } from "../db";
import { listShelfLevelsForUser, parseAliases } from "../db/bar-items";
import { listRecipeLinesForUser, listRecipesForUser, type RecipeLines } from "../db/recipes";
import { listShoppingItemsForUser } from "../db/shopping-list";
import { listSubstituteRulesForUser, readMatchingShelfForUser } from "../db/substitutes";
import { listHouseholdsForUser } from "../db/households";

export interface RecipeRef {
  id: string;
  title: string;
}
export interface CocktailRef {
  catalogueId: string;
  title: string;
}

/** GET /api/recommendations: bottles and plans name the drinks they make by id and title. */
export type RecommendationsAnswer = Omit<Recommendations<RecipeListItem, CatalogueEntry>, "nextBottles" | "shoppingPlan"> &
  Pick<Recommendations<RecipeRef, CocktailRef>, "nextBottles" | "shoppingPlan">;

function withRefs<T extends { recipes: RecipeListItem[]; catalogueRecipes: CatalogueEntry[] }>(
  item: T,
): Omit<T, "recipes" | "catalogueRecipes"> & { recipes: RecipeRef[]; catalogueRecipes: CocktailRef[] } {
  return {
    ...item,
    recipes: item.recipes.map(({ id, title }) => ({ id, title })),
    catalogueRecipes: item.catalogueRecipes.map(({ catalogueId, title }) => ({ catalogueId, title })),
  };
}

/**
 * The recommendations with the recipes (as `read` gives them) and cocktails whole; `strict`
 * leaves the user's substitutes out, to show what the shelf makes without them.
 */
async function computeForUser<R extends RecipeLines>(userId: string, strict: boolean, read: (q: { userId: string; strict: boolean }) => Promise<R[]>) {
  const [recipes, { items: shelfItems, substitutes }] = await Promise.all([read({ userId, strict }), readMatchingShelfForUser({ userId, strict })]);
  const shelf = buildShelfIndex(shelfItems, substitutes);
  const mine = new RecipeIdentityIndex(recipes);
  const catalogue = CATALOGUE.map((c) => catalogueEntry(c, shelf, mine)).filter((c) => !c.inMyRecipes);
  // with an empty shelf GET /api/recipes shows recipes as stored; nothing is on hand all the same
  const missingOf = (r: R) => r.ingredients.filter((i) => shelfItems.length === 0 || !i.available).map((i) => i.name);
  return recommend({
    recipes: recipes.map((r) => ({ value: r, missing: missingOf(r) })),
    catalogue: catalogue.map((c) => ({ value: c, missing: c.ingredients.filter((i) => !i.available).map((i) => i.name) })),
  });
}

/**
 * What the caller can make now and what to buy next, against their non-EMPTY bar items. The
 * recipes are GET /api/recipes' own list (so their availability is that list's); catalogue
 * cocktails the caller already has a recipe of are left out of the catalogue's part.
 */
export async function recommendForUser({ userId, strict = false }: { userId: string; strict?: boolean }): Promise<RecommendationsAnswer> {
  const result = await computeForUser(userId, strict, listRecipesForUser);
  return { ...result, nextBottles: result.nextBottles.map(withRefs), shoppingPlan: result.shoppingPlan.map(withRefs) };
}

/** A bottle (or a few together) to buy, as /recommend lists it. */
export interface BottleRow {
  /** what goes on the shopping list */
  names: string[];
  /** each of `names` as a shopper asks for it */
  bottles: BottleName[];
  recipes: string[];
  /** by id: the page shows each in the user's language */
  catalogueRecipes: CocktailRef[];
  onList: boolean;
}

export interface RecommendPageData {
  /** the user's recipes, then catalogue cocktails: each drink once */
  makeNow: DrinkRow[];
  oneAway: OneAwayRow[];
  nextBottles: BottleRow[];
  /** the best two or three bottles together, when they make more than the best one alone */
  together: BottleRow | null;
  shopping: ShoppingItem[];
  /** by shopping item id: the price of the bar item buying it would restock (its price for a new bottle), or null */
  shoppingPrices: Record<string, number | null>;
  /** the households the user is in, with their role: their lists show beside the user's own */
  households: { id: string; name: string; role: HouseholdRole }[];
  barItems: number;
  lowBottles: string[];
  /** with `show: "catalogue"`, the catalogue as filtered, closest to makeable first */
  catalogue: CatalogueEntry[] | null;
  /** how many substitutes the user accepts (counted with `strict` too: the page offers to count them again) */
  substitutes: number;
}

/**
 * What each thing on the list would cost: the price of the bottle on the shelf that buying it
 * restocks (the same pick "bought" makes, src/domain/shopping-list.ts), null when none is priced.
 */
function shoppingPricesOf(
  shopping: readonly ShoppingItem[],
  shelf: readonly { name: string; aliases: string; chosenKind: string | null; quantity: Quantity; price: number | null }[],
): Record<string, number | null> {
  const candidates = shelf.map((item) => ({ name: item.name, aliases: aliasesWithChosenKind(parseAliases(item.aliases), item.chosenKind), quantity: item.quantity }));
  return Object.fromEntries(
    shopping.map((entry) => {
      const pick = pickBarItemToRestock(entry.name, candidates);
      return [entry.id, pick === -1 ? null : shelf[pick]!.price];
    }),
  );
}

const CATALOGUE_BY_TITLE = new Map(CATALOGUE.map((c) => [titleKey(c.title), c]));
const recipeRow = (r: RecipeLines): DrinkRow => ({ title: r.title, ingredients: r.ingredients.map((i) => i.name), recipeId: r.id, catalogueId: null });
const cocktailRow = (c: CatalogueEntry): DrinkRow => ({ title: c.title, ingredients: c.ingredients.map((i) => i.name), recipeId: null, catalogueId: c.catalogueId });

/**
 * /recommend's answers for the caller, filtered: make now and one away (their recipes and the
 * catalogue's cocktails in one list each), bottles to buy, the shopping list, and whether each
 * bottle named is already on it. Reads only what the page shows (no bar item is described).
 */
export async function recommendPageForUser({ userId, query }: { userId: string; query: RecommendQuery }): Promise<RecommendPageData> {
  const [result, shopping, levels, catalogue, substitutes, households] = await Promise.all([
    computeForUser(userId, query.strict, listRecipeLinesForUser),
    listShoppingItemsForUser({ userId }),
    listShelfLevelsForUser(getDb(), { userId }),
    query.show === "catalogue" ? listCatalogueForUser({ userId, query: query.filter, strict: query.strict }) : null,
    listSubstituteRulesForUser({ userId }),
    listHouseholdsForUser({ userId }),
  ]);
  const onList = shoppingListHas(shopping.filter((i) => !i.done).map((i) => i.name));
  const passes = rowFilter(query.filter, CATALOGUE_BY_TITLE);
  const lowBottles = levels.filter(isRunningLow).map((b) => b.name);
  // a cocktail of the same title as one of the user's recipes would read as the same drink twice
  const myTitles = new Set([...result.makeNow, ...result.oneAway.map((o) => o.recipe)].map((r) => titleKey(r.title)));
  const notMine = (c: CatalogueEntry) => !myTitles.has(titleKey(c.title));
  let makeNow = [...result.makeNow.map(recipeRow), ...result.fromCatalogue.makeNow.filter(notMine).map(cocktailRow)].filter(passes);
  if (query.useUp) makeNow = drinksUsingUp(makeNow, (row) => row.ingredients, lowBottles);
  const oneAway: OneAwayRow[] = [
    ...result.oneAway.map(({ recipe, missing }) => ({ ...recipeRow(recipe), needs: [missing[0]!], buy: buyableName(missing[0]!) ?? missing[0]! })),
    ...result.fromCatalogue.oneAway.filter((o) => notMine(o.cocktail)).map(({ cocktail, missing, bottle }) => ({ ...cocktailRow(cocktail), needs: missing, buy: bottle })),
  ]
    .filter(passes)
    .map((row) => ({ ...row, onList: onList(row.buy) }));
  const bottleRow = (b: { recipes: RecipeLines[]; catalogueRecipes: CatalogueEntry[] }, bottles: BottleName[]): BottleRow => ({
    names: bottles.map((bottle) => bottle.name),
    bottles,
    recipes: b.recipes.map((r) => r.title),
    catalogueRecipes: b.catalogueRecipes.map(({ catalogueId, title }) => ({ catalogueId, title })),
    onList: bottles.every((bottle) => onList(bottle.name)),
  });
  const best = result.nextBottles[0];
  const plan = result.shoppingPlan.at(-1);
  const planMakes = (p: { unlocks: number; catalogueUnlocks: number }) => p.unlocks * 100_000 + p.catalogueUnlocks;
  if (catalogue && !query.filter.q) catalogue.sort((a, b) => a.missingCount - b.missingCount || a.title.localeCompare(b.title, "en"));
  return {
    makeNow,
    oneAway,
    nextBottles: result.nextBottles.map((b) => bottleRow(b, [{ name: b.name, kind: b.kind, styles: b.styles, styleNames: b.styleNames, examples: b.examples }])),
    together: plan && (!best || planMakes(plan) > planMakes(best)) ? bottleRow(plan, plan.bottles) : null,
    shopping,
    shoppingPrices: shoppingPricesOf(shopping, levels),
    households: households.map(({ id, name, role }) => ({ id, name, role })),
    barItems: levels.length,
    lowBottles,
    catalogue,
    substitutes: substitutes.length,
  };
}
