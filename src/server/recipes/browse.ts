import "server-only";
import { bottleShelf, decideBottle } from "@/domain/bottle-choice";
import { bottlesPoured, drinkCost, type DrinkCost } from "@/domain/drink-cost";
import { nameInSentence } from "@/domain/drink-cost-names";
import { drinkStrength } from "@/domain/drink-strength";
import { recipeMethod } from "@/domain/drink-strength/recipe-method";
import { selectRecipes } from "@/domain/recipe-browse";
import { pageOf, type RecipeCounts, type RecipePage, type RecipeQuery, type RecipeView } from "@/domain/recipe-query";
import type { Substitute } from "@/domain/matching";
import { offerSubstitute } from "@/domain/substitutes";
import type { BarItem, RecipeListItem } from "@/domain/types";
import { listBarItemsForUser } from "../db/bar-items";
import { listHouseholdRecipesForUser, listRecipeHouseholdsForUser, listRecipeLinesForUser, listRecipesByIdForUser } from "../db/recipes";
import { listSubstituteRulesForUser } from "../db/substitutes";
import { getUserSettingsForUser } from "../db/user-settings";

/**
 * The recipes as the page shows them: beside each ingredient, the bar item the one decision
 * pours it from (src/domain/bottle-choice.ts) or the EMPTY one that would, and whose it is when
 * it is a housemate's, and the user's substitute when it is met through one. Beside a missing one,
 * a bottle of the shelf the user may accept in its place (`offer`). With each recipe, one serving's
 * strength, and its cost from those same bottles in the caller's `currency`, the lines it leaves
 * out named for the page's `locale`. `shelf` is the caller's whole shelf, EMPTY ones included.
 */
export function toRecipeViews(
  recipes: readonly RecipeListItem[],
  shelf: readonly BarItem[],
  { substitutes = [], currency = null, locale = "en" }: { substitutes?: readonly Substitute[]; currency?: string | null; locale?: string } = {},
): RecipeView[] {
  const bottles = bottleShelf(shelf, substitutes);
  const offerable = bottles.items.filter((item) => item.quantity !== "EMPTY").map((item) => ({ barItemId: item.id, name: item.name }));
  const byId = new Map(shelf.map((item) => [item.id, item]));
  const whose = (barItemId: string) => {
    const item = byId.get(barItemId);
    return item && !item.mine ? { sharedBy: { ownerName: item.ownerName, householdName: item.householdName } } : {};
  };
  return recipes.map((recipe) => {
    const lines = recipe.ingredients.map(({ name }) => (shelf.length === 0 || !name ? null : decideBottle(bottles, name)));
    return {
      ...recipe,
      explained: recipe.ingredients.map(({ name }, i) => {
        const line = lines[i];
        if (!line) return null;
        const { chosen, emptyMatch } = line;
        if (!chosen) return { satisfiedBy: null, emptyMatch, offer: emptyMatch ? null : offerSubstitute(name, offerable) };
        const { barItemId, reason, substitute } = chosen;
        return { satisfiedBy: { barItemId, name: chosen.name, reason, ...(substitute && { substitute }), ...whose(barItemId) }, emptyMatch };
      }),
      strength: drinkStrength(recipe.ingredients, recipeMethod(recipe)),
      cost: withPhrases(drinkCost(recipe.ingredients, bottlesPoured(lines.map((line) => ({ chosen: line?.chosen ?? null })), shelf)), currency, locale),
    };
  });
}

function withPhrases(cost: DrinkCost, currency: string | null, locale: string): RecipeView["cost"] {
  return { ...cost, currency, missingInSentence: cost.missingPrices.map((name) => nameInSentence(name, locale)) };
}

/**
 * One page of the caller's recipes after search, filters and sort. The API stays
 * unpaginated; the page asks this instead, a page at a time. A caller that has the
 * caller's bar items already passes them as `barItems` (reading them works out what
 * each bottle is, which costs as much as the rest of a page).
 */
export async function browseRecipesForUser({
  userId,
  query,
  offset,
  barItems,
  locale,
}: {
  userId: string;
  query: RecipeQuery;
  offset: number;
  barItems?: Promise<BarItem[]>;
  /** the page's language, for the sentences it words from the recipes' lines */
  locale: string;
}): Promise<RecipePage<RecipeView> & { counts: RecipeCounts }> {
  // the choice reads each recipe's lines only; the page's own recipes are then read whole
  const [recipes, shelf, substitutes, settings] = await Promise.all([
    listRecipeLinesForUser({ userId }),
    barItems ?? listBarItemsForUser({ userId }),
    listSubstituteRulesForUser({ userId }),
    getUserSettingsForUser({ userId }),
  ]);
  const page = pageOf(selectRecipes(recipes, query), offset);
  const counts = {
    all: recipes.length,
    now: recipes.filter((r) => r.missingCount === 0).length,
    one: recipes.filter((r) => r.missingCount === 1).length,
  };
  const ids = page.items.map((r) => r.id);
  const [whole, households] = await Promise.all([listRecipesByIdForUser({ userId, ids }), listRecipeHouseholdsForUser({ userId, ids })]);
  const items = toRecipeViews(whole, shelf, { substitutes, currency: settings.currency, locale }).map((view) => ({ ...view, householdId: households.get(view.id) ?? null }));
  return { ...page, items, counts };
}

/** How many housemates' recipes /recipes shows before "Show all", newest first. */
export const HOUSEHOLD_RECIPES_SHOWN = 10;

/**
 * The recipes housemates share with the caller's households, newest first, as /recipes shows
 * them: read-only, with whose each is, checked against the caller's own shelf.
 */
export async function browseHouseholdRecipesForUser({
  userId,
  barItems,
  all,
  locale,
}: {
  userId: string;
  barItems: Promise<BarItem[]>;
  all: boolean;
  locale: string;
}): Promise<{ items: RecipeView[]; total: number }> {
  const [shared, shelf, substitutes, settings] = await Promise.all([
    listHouseholdRecipesForUser({ userId }),
    barItems,
    listSubstituteRulesForUser({ userId }),
    getUserSettingsForUser({ userId }),
  ]);
  const others = (shared ?? []).filter((r) => !r.mine);
  const shown = all ? others : others.slice(0, HOUSEHOLD_RECIPES_SHOWN);
  const items = toRecipeViews(shown, shelf, { substitutes, currency: settings.currency, locale }).map((view, i) => ({
    ...view,
    sharedBy: { ownerName: shown[i]!.ownerName, householdName: shown[i]!.householdName ?? "" },
  }));
  return { items, total: others.length };
}
