// The drinks, and the recipes attached to them, that the ticked candidates of a menu become:
// a drink holds its name, and in its notes the venue, the price and the menu's description; a
// recipe comes from the catalogue cocktail the name matched, or else from the ingredients the
// description listed (which say nothing of amounts or method, and the recipe says so).
import { findCatalogueCocktail } from "../catalogue";
import { recipeFromCatalogue } from "../catalogue-entries";
import { isAvailable, type ShelfIndex } from "../matching";
import type { DrinkCreateInput } from "../schemas/drink";
import type { MenuDrinkInput, MenuDrinksCreateInput } from "../schemas/menu-drinks";
import type { RecipeCreateInput } from "../schemas/recipe";
import { recipeTitleKey, type RecipeLike } from "../recipe-identity";

/** What menus list are mixed drinks: the drink form's default type. */
export const MENU_DRINK_TYPE = "cocktail";

export interface MenuDrinkPlan {
  drink: DrinkCreateInput;
  /** without its sourceDrinkId, which is the new drink's */
  recipe: RecipeCreateInput | null;
  /** add it even when its recipe is already in the user's recipes */
  copy: boolean;
  /** the name the menu read, by which the menu remembers it was added */
  menuName: string;
}

/**
 * What a menu drink's recipe would be, as far as "already in your recipes" needs: the catalogue
 * cocktail's title and lines when the menu names one, else the drink's name and listed ingredients.
 */
export function menuRecipeIdentity(drink: {
  name: string;
  catalogueId: string | null;
  ingredients: readonly { name: string }[];
}): RecipeLike | null {
  const cocktail = drink.catalogueId === null ? undefined : findCatalogueCocktail(drink.catalogueId);
  if (cocktail !== undefined) return cocktail;
  return drink.ingredients.length > 0 ? { title: drink.name, ingredients: drink.ingredients } : null;
}

/** A menu drink as the menu's added drinks are told apart: its folded name. */
export function menuDrinkKey(name: string): string {
  return recipeTitleKey(name);
}

function drinkNotes(drink: MenuDrinkInput, venue: string | null): string | null {
  const where = venue === null ? null : `At ${venue}`;
  const heading = [where, drink.price].filter((part) => part !== null).join(", ");
  const notes = [heading, drink.description ?? ""].filter((part) => part !== "").join("\n");
  return notes === "" ? null : notes;
}

/** "gin, Campari and sweet vermouth" */
function listed(names: readonly string[]): string {
  return names.length <= 1 ? names.join("") : `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;
}

function recipeFromIngredients(drink: MenuDrinkInput, venue: string | null, shelf: ShelfIndex): RecipeCreateInput | null {
  if (drink.ingredients.length === 0) return null;
  const names = drink.ingredients.map((i) => i.name);
  return {
    title: drink.name,
    ingredients: drink.ingredients.map((i) => ({ name: i.name, amount: i.amount ?? "", available: isAvailable(shelf, i.name) })),
    steps: [`Mix ${listed(names)}. The menu gave neither amounts nor method: set them as you find them.`],
    garnish: null,
    glassware: null,
    sourceDrinkId: null,
    notes: `As the menu${venue === null ? "" : ` at ${venue}`} lists it: ${drink.description ?? listed(names)}`,
  };
}

function recipeFor(drink: MenuDrinkInput, venue: string | null, shelf: ShelfIndex, locale: string): RecipeCreateInput | null {
  const cocktail = drink.catalogueId === null ? undefined : findCatalogueCocktail(drink.catalogueId);
  // The classic's own spec, when the menu names one: it has amounts and a method a listing lacks.
  if (cocktail !== undefined) return recipeFromCatalogue(cocktail, shelf, locale);
  return recipeFromIngredients(drink, venue, shelf);
}

/** Each ticked drink as a drink to create and the recipe (or none) to attach to it; a catalogue spec's texts in `locale`'s language. */
export function planMenuDrinks(input: MenuDrinksCreateInput, shelf: ShelfIndex, locale = "en"): MenuDrinkPlan[] {
  return input.drinks.map((drink) => ({
    drink: { name: drink.name, type: MENU_DRINK_TYPE, imageUrl: null, notes: drinkNotes(drink, input.venue), rating: null },
    recipe: recipeFor(drink, input.venue, shelf, locale),
    copy: drink.addCopy,
    menuName: drink.menuName ?? drink.name,
  }));
}
