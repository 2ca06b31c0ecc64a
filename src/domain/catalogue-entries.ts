// Catalogue cocktails as the caller sees them: each ingredient marked available or missing by the
// one matcher, as GET /api/recipes marks a recipe's, and whether the cocktail is already among
// the caller's recipes (the same title and ingredient kinds, recipe-identity.ts).
import type { CatalogueCocktail } from "./catalogue";
import { isAvailable, type ShelfIndex } from "./matching";
import { reevaluateIngredients } from "./recipe-availability";
import type { RecipeIdentityIndex } from "./recipe-identity";
import type { RecipeCreateInput } from "./schemas/recipe";
import type { Ingredient } from "./types";

export interface CatalogueEntry extends Omit<CatalogueCocktail, "ingredients"> {
  ingredients: Ingredient[];
  missingCount: number;
  /** the caller already has this recipe (the same title and ingredient kinds) */
  inMyRecipes: boolean;
  /** that recipe of the caller's, to link to */
  myRecipe: { id: string; title: string } | null;
}

/** A title as compared across recipes and the catalogue: case and spacing do not count. */
export function titleKey(title: string): string {
  return title.trim().replace(/\s+/g, " ").toLocaleLowerCase("en");
}

export function catalogueEntry(
  cocktail: CatalogueCocktail,
  shelf: ShelfIndex,
  mine: RecipeIdentityIndex<{ id: string; title: string; ingredients: readonly { name: string }[] }>,
): CatalogueEntry {
  const { ingredients, missingCount } = reevaluateIngredients(cocktail.ingredients, shelf)!;
  const same = mine.find(cocktail);
  return { ...cocktail, ingredients, missingCount, inMyRecipes: same !== undefined, myRecipe: same ? { id: same.id, title: same.title } : null };
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
