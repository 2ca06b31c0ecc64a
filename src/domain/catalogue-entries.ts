// Catalogue cocktails as the caller sees them: each ingredient marked available or missing by the
// one matcher, as GET /api/recipes marks a recipe's, and whether the cocktail is already among
// the caller's recipes (the same title and ingredient kinds, recipe-identity.ts).
import { catalogueTitleIn, type CatalogueCocktail } from "./catalogue";
import { catalogueTextsIn } from "./catalogue/translations";
import { catalogueAmountIn } from "./catalogue-amounts";
import { isAvailable, localizedIngredientName, type ShelfIndex } from "./matching";
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

/**
 * The recipe a catalogue cocktail becomes in the caller's collection; its description is its first
 * note. It reads as the caller read the cocktail, in the locale's language: its lines named as
 * that language names them (each read by the matcher as the same kinds, so the copy is still
 * known as the cocktail, recipe-identity.ts), its steps, glassware, garnish and note. Its title
 * stays the catalogue's, by which that check finds a recipe of the cocktail.
 */
export function recipeFromCatalogue(cocktail: CatalogueCocktail, shelf: ShelfIndex, locale = "en"): RecipeCreateInput {
  const texts = catalogueTextsIn(cocktail, locale);
  return {
    title: cocktail.title,
    ingredients: cocktail.ingredients.map((i) => ({ name: localizedIngredientName(i.name, locale), amount: i.amount, available: isAvailable(shelf, i.name) })),
    steps: [...texts.steps],
    garnish: texts.garnish,
    glassware: texts.glassware,
    sourceDrinkId: null,
    notes: texts.description,
  };
}

/**
 * A catalogue cocktail as a reader of the locale's language sees it: the name it goes by there, its
 * ingredients named in that language (docs/matching.md, "Names in other languages") and its
 * description, steps, glassware and garnish in that language where the catalogue has them
 * (catalogue/translations.ts), its amounts in that language's words (catalogue-amounts.ts). Only
 * what is shown changes; availability was decided on the English names.
 */
export function catalogueEntryIn<T extends Pick<CatalogueCocktail, "catalogueId" | "title" | "titles" | "description" | "steps" | "glassware" | "garnish"> & { ingredients: readonly { name: string }[] }>(
  entry: T,
  locale: string,
): T {
  return {
    ...entry,
    ...catalogueTextsIn(entry, locale),
    title: catalogueTitleIn(entry, locale),
    ingredients: entry.ingredients.map((ingredient) => ({
      ...ingredient,
      name: localizedIngredientName(ingredient.name, locale),
      ...("amount" in ingredient && typeof ingredient.amount === "string" ? { amount: catalogueAmountIn(ingredient.amount, locale) } : {}),
    })),
  };
}
