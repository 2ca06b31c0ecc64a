// When is a recipe "already in your recipes"? When its title is the same once folded (case,
// accents, punctuation, spacing and a leading "The" do not count) and its ingredient lines ask
// for the same set of kinds, as the matcher reads them: "Tanqueray" and "London dry gin" are
// both gin, amounts and the order of the lines do not count. A Negroni made with mezcal is
// another recipe; so is a "Kingston Negroni" of the same spec. Every import path asks this.
import { isSameIngredientKind } from "./matching";
import { memoByName } from "./matching/names";
import { foldText } from "./matching/text";

export interface RecipeLike {
  title: string;
  ingredients: readonly { name: string }[];
}

/** A title as recipes are told apart: "The Last Word!" and "last  word" are one. */
function recipeTitleKeyAfresh(title: string): string {
  const words = foldText(title)
    .replace(/['\u2019]/g, "")
    .replace(/[&+]/g, " and ")
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim()
    .split(" ")
    .filter((word) => word !== "");
  return (words.length > 1 && words[0] === "the" ? words.slice(1) : words).join(" ");
}

/** Kept per title for the process: /recommend keys every recipe of a big collection on each answer. */
export const recipeTitleKey: (title: string) => string = memoByName(recipeTitleKeyAfresh);

function everyLineMet(lines: readonly string[], by: readonly string[]): boolean {
  return lines.every((line) => by.some((other) => isSameIngredientKind(line, other)));
}

/** Whether two lists of ingredient names ask for the same set of kinds (each line of one is met by a line of the other). */
export function haveSameIngredientKinds(a: readonly string[], b: readonly string[]): boolean {
  return everyLineMet(a, b) && everyLineMet(b, a);
}

export function isSameRecipe(a: RecipeLike, b: RecipeLike): boolean {
  if (recipeTitleKey(a.title) !== recipeTitleKey(b.title)) return false;
  return haveSameIngredientKinds(
    a.ingredients.map((i) => i.name),
    b.ingredients.map((i) => i.name),
  );
}

/** Recipes grouped by folded title, so that finding the one a new recipe repeats compares only those of its title. */
export class RecipeIdentityIndex<T extends RecipeLike> {
  private readonly byTitle = new Map<string, T[]>();

  constructor(recipes: Iterable<T> = []) {
    for (const recipe of recipes) this.add(recipe);
  }

  add(recipe: T): void {
    const key = recipeTitleKey(recipe.title);
    const same = this.byTitle.get(key);
    if (same) same.push(recipe);
    else this.byTitle.set(key, [recipe]);
  }

  /** The first recipe added that `recipe` repeats, if any. */
  find(recipe: RecipeLike): T | undefined {
    const names = recipe.ingredients.map((i) => i.name);
    return this.byTitle.get(recipeTitleKey(recipe.title))?.find((r) => haveSameIngredientKinds(names, r.ingredients.map((i) => i.name)));
  }
}
