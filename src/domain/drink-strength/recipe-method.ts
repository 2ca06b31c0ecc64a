/**
 * How a stored recipe is mixed: what its steps say, else the method of the catalogue cocktail
 * of the same title; null when neither tells.
 */
import { inferMethod, type MixMethod } from "../batch";
import { CATALOGUE } from "../catalogue";
import { titleKey } from "../catalogue-entries";

let methodByTitle: ReadonlyMap<string, MixMethod> | undefined;

/** The steps as text lines, whatever shape they were stored in. */
export function stepLines(steps: unknown): string[] {
  if (Array.isArray(steps)) return steps.filter((s): s is string => typeof s === "string" && s.trim() !== "");
  return typeof steps === "string" && steps.trim() ? [steps] : [];
}

export function recipeMethod(recipe: { title: string; steps: unknown }): MixMethod | null {
  methodByTitle ??= new Map(CATALOGUE.map((c) => [titleKey(c.title), c.method]));
  return inferMethod(stepLines(recipe.steps)) ?? methodByTitle.get(titleKey(recipe.title)) ?? null;
}
