// Catalogue cocktails as the caller sees them: each ingredient marked available or missing by the
// one matcher, as GET /api/recipes marks a recipe's, and whether the cocktail is already among
// the caller's recipes (by title).
import type { CatalogueCocktail } from "./catalogue";
import { isAvailable, type ShelfIndex } from "./matching";
import { reevaluateIngredients } from "./recipe-availability";
import type { RecipeCreateInput } from "./schemas/recipe";
import type { Ingredient } from "./types";

export interface CatalogueEntry extends Omit<CatalogueCocktail, "ingredients"> {
  ingredients: Ingredient[];
  missingCount: number;
  /** the caller has a recipe of this title */
  inMyRecipes: boolean;
}

/** A title as compared across recipes and the catalogue: case and spacing do not count. */
export function titleKey(title: string): string {
  return title.trim().replace(/\s+/g, " ").toLocaleLowerCase("en");
}

export function catalogueEntry(cocktail: CatalogueCocktail, shelf: ShelfIndex, myTitles: ReadonlySet<string>): CatalogueEntry {
  const { ingredients, missingCount } = reevaluateIngredients(cocktail.ingredients, shelf)!;
  return { ...cocktail, ingredients, missingCount, inMyRecipes: myTitles.has(titleKey(cocktail.title)) };
}

/** The recipe a catalogue cocktail becomes in the caller's collection; its description is its first note. */
export function recipeFromCatalogue(cocktail: CatalogueCocktail, shelf: ShelfIndex): RecipeCreateInput {
  return {
    title: cocktail.title,
    ingredients: cocktail.ingredients.map((i) => ({ name: i.name, amount: i.amount, available: isAvailable(shelf, i.name) })),
    steps: [...cocktail.steps],
    garnish: cocktail.garnish,
    glassware: cocktail.glassware,
    sourceDrinkId: null,
    notes: cocktail.description,
  };
}
