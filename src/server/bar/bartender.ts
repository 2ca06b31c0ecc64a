import "server-only";
import { inferMethod, MIX_METHODS, type MixMethod } from "@/domain/batch";
import { lineCost } from "@/domain/drink-cost";
import { nameInSentence } from "@/domain/drink-cost-names";
import { drinkStrength, type DrinkStrength } from "@/domain/drink-strength";
import { CATALOGUE, catalogueTitleIn, findCatalogueCocktail } from "@/domain/catalogue";
import { titleKey, type CatalogueEntry } from "@/domain/catalogue-entries";
import { catalogueTextsIn } from "@/domain/catalogue/translations";
import { localizedIngredientName } from "@/domain/matching";
import { baseSpiritsOf, estimateStrength } from "@/domain/strength";
import {
  catalogueKey,
  readChoiceKey,
  recipeKey,
  type StationChoice,
  type StationDrink,
} from "@/domain/station";
import { whoseBottle } from "@/domain/households";
import { localeOf } from "@/domain/locales";
import type { RecipeListItem } from "@/domain/types";
import { decideBottlesForUser, sharedBy } from "../db/bottles";
import { listWholeCatalogueForUser } from "../recipes/catalogue";
import { getRecipeForUser, listRecipesForUser } from "../db/recipes";
import { getUserSettingsForUser } from "../db/user-settings";

function stepsOf(steps: unknown): string[] {
  if (Array.isArray(steps)) return steps.filter((s): s is string => typeof s === "string" && s.trim() !== "");
  return typeof steps === "string" && steps.trim() ? [steps] : [];
}

/** A catalogue cocktail whose title a recipe carries (an imported copy, or the same classic). */
const catalogueByTitle = new Map(CATALOGUE.map((c) => [titleKey(c.title), c]));

function recipeChoice(recipe: RecipeListItem): StationChoice {
  const twin = catalogueByTitle.get(titleKey(recipe.title));
  const method = inferMethod(stepsOf(recipe.steps)) ?? twin?.method ?? null;
  return {
    key: recipeKey(recipe.id),
    title: recipe.title,
    source: "recipe",
    ingredientNames: recipe.ingredients.map((i) => i.name),
    spirits: twin ? [...twin.spirit] : baseSpiritsOf(recipe.ingredients.map((i) => i.name)),
    styles: twin ? [...twin.style] : method === "stir" ? ["stirred"] : [],
    strength: estimateStrength(recipe.ingredients, method),
    missingCount: recipe.missingCount,
  };
}

/** A catalogue cocktail as the picker lists it: titled in the locale's language, found by its ingredients in that language or in English. */
function catalogueChoice(cocktail: CatalogueEntry, locale: string): StationChoice {
  const names = cocktail.ingredients.map((i) => i.name);
  const title = catalogueTitleIn(cocktail, locale);
  const shownNames = names.map((name) => localizedIngredientName(name, locale));
  const english = [title === cocktail.title ? [] : [cocktail.title], names.filter((name, i) => name !== shownNames[i])].flat();
  return {
    key: catalogueKey(cocktail.catalogueId),
    title,
    source: "catalogue",
    ingredientNames: shownNames,
    ...(english.length > 0 ? { alsoFoundBy: english } : {}),
    spirits: [...cocktail.spirit],
    styles: [...cocktail.style],
    strength: estimateStrength(cocktail.ingredients, cocktail.method),
    missingCount: cocktail.missingCount,
  };
}

/**
 * Everything the station can make for the caller: their recipes (availability as GET
 * /api/recipes computes it) and the catalogue's cocktails, less those the caller already
 * keeps a recipe of under the same title.
 */
async function listStationChoicesForUser({ userId, locale }: { userId: string; locale: string }): Promise<StationChoice[]> {
  const [recipes, catalogue] = await Promise.all([listRecipesForUser({ userId }), listWholeCatalogueForUser({ userId })]);
  return [...recipes.map(recipeChoice), ...catalogue.filter((c) => !c.inMyRecipes).map((c) => catalogueChoice(c, locale))];
}

/**
 * The picked drink with, for each ingredient, the bottle "I made this" will pour from (the one
 * decision, src/server/db/bottles.ts), the others that would do, or the empty one that would.
 */
async function loadStationDrinkForUser({ userId, key }: { userId: string; key: string }): Promise<StationDrink | null> {
  const where = readChoiceKey(key);
  if (!where) return null;
  let drink: Omit<StationDrink, "ingredients" | "strength" | "currency"> & { ingredients: { name: string; amount: string }[] };
  if (where.source === "recipe") {
    const recipe = await getRecipeForUser({ userId, id: where.id });
    if (!recipe) return null;
    const steps = stepsOf(recipe.steps);
    drink = {
      key,
      title: recipe.title,
      recipeId: recipe.id,
      catalogueId: null,
      description: recipe.notes,
      ingredients: recipe.ingredients,
      steps,
      glassware: recipe.glassware,
      garnish: recipe.garnish,
      method: inferMethod(steps) ?? catalogueByTitle.get(titleKey(recipe.title))?.method ?? null,
    };
  } else {
    const cocktail = findCatalogueCocktail(where.id);
    if (!cocktail) return null;
    const { catalogueId, title, description, ingredients, steps, glassware, garnish, method } = cocktail;
    drink = { key, recipeId: null, catalogueId, title, description, ingredients, steps, glassware, garnish, method };
  }
  // The station pours: it offers only bottles the caller may pour from.
  const [{ lines, shelf }, settings] = await Promise.all([
    decideBottlesForUser({ userId, names: drink.ingredients.map((i) => i.name), scope: "pourable" }),
    getUserSettingsForUser({ userId }),
  ]);
  const priced = new Map(shelf.map((item) => [item.id, { price: item.price ?? null, bottleMl: item.bottleMl }]));
  const whoseIs = sharedBy(shelf);
  const withWhose = <B extends { barItemId: string }>(bottle: B): B & { whose?: string } => {
    const shared = whoseIs(bottle.barItemId);
    return shared ? { ...bottle, whose: whoseBottle({ mine: false, ...shared })! } : bottle;
  };
  return {
    ...drink,
    ingredients: drink.ingredients.map(({ name, amount }, i) => {
      const { options, emptyMatch } = lines[i]!;
      const [meeting, ...others] = options.map(withWhose);
      const costByBottle = Object.fromEntries(options.map((o) => [o.barItemId, lineCost(amount, priced.get(o.barItemId) ?? null)]));
      return { name, writtenName: name, amount, meetingBottle: meeting ?? null, otherBottles: others, emptyBottle: emptyMatch, costByBottle, nameInSentence: nameInSentence(name, "en") };
    }),
    strength: {
      asGiven: drinkStrength(drink.ingredients, drink.method),
      byMethod: Object.fromEntries(MIX_METHODS.map((m) => [m, drinkStrength(drink.ingredients, m)])) as Record<MixMethod, DrinkStrength | null>,
    },
    currency: settings.currency,
  };
}

/**
 * The drink as a reader of the locale's language sees it: a catalogue cocktail's title, line
 * names, description, steps, glassware and garnish in that language (the user's own recipes as
 * written), and each line named in the cost sentence in that language. Bottles, amounts and line
 * order were decided on the English names and stay; "I made this" names the cocktail by its id
 * and each line by its place.
 */
function stationDrinkIn(drink: StationDrink, locale: string): StationDrink {
  if (localeOf(locale) === "en") return drink;
  const cocktail = drink.catalogueId === null ? undefined : findCatalogueCocktail(drink.catalogueId);
  return {
    ...drink,
    ...(cocktail ? catalogueTextsIn(cocktail, locale) : {}),
    title: cocktail ? catalogueTitleIn(cocktail, locale) : drink.title,
    ingredients: drink.ingredients.map((line) => ({
      ...line,
      name: cocktail ? localizedIngredientName(line.writtenName, locale) : line.name,
      nameInSentence: nameInSentence(line.writtenName, locale),
    })),
  };
}

/** What /bartender shows in the locale's language: the drinks to pick from and, when one is picked (?drink=), that drink. */
export async function loadBartenderStationForUser({
  userId,
  drinkKey,
  locale,
}: {
  userId: string;
  drinkKey: string | null;
  locale: string;
}): Promise<{ choices: StationChoice[]; drink: StationDrink | null }> {
  const [choices, drink] = await Promise.all([
    listStationChoicesForUser({ userId, locale }),
    drinkKey ? loadStationDrinkForUser({ userId, key: drinkKey }) : null,
  ]);
  return { choices, drink: drink && stationDrinkIn(drink, locale) };
}
