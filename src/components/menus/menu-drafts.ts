import type { MenuCandidate } from "@/domain/menu/types";
import type { MenuCandidateView } from "./use-menu-reading";

/** A candidate as the user edits it; nothing is added until it is ticked. */
export interface Draft {
  key: number;
  ticked: boolean;
  name: string;
  description: string;
  price: string;
  catalogueId: string | null;
  ingredients: MenuCandidate["ingredients"];
  /** attach the recipe the match or the listed ingredients give */
  withRecipe: boolean;
  /** the name the menu read, by which the menu remembers what was added */
  menuName: string;
  /** the drink made from it, once added (from this page or before a reload) */
  addedId: string | null;
  /** the user's recipe it is the same as, when they have it already */
  inMyRecipes: { id: string; title: string } | null;
  /** skipped because the user has its recipe: added all the same ("Add a copy anyway") */
  addCopy: boolean;
}

export interface Added { id: string; name: string; recipeId: string | null }
export interface Skipped { name: string; recipe: { id: string; title: string } }

/** The candidates as drafts, none ticked, each with its recipe attached when it has one. */
export function draftsOf(candidates: readonly MenuCandidateView[]): Draft[] {
  return candidates.map((c, key) => ({
    key,
    ticked: false,
    name: c.name,
    description: c.description ?? "",
    price: c.price ?? "",
    catalogueId: c.catalogueId,
    ingredients: c.ingredients,
    withRecipe: c.catalogueId !== null || c.ingredients.length > 0,
    menuName: c.name,
    addedId: c.added?.drinkId ?? null,
    inMyRecipes: c.inMyRecipes,
    addCopy: false,
  }));
}

/** Whether a draft is done with: its drink was added, or it was skipped for the user's own recipe. */
export function isSettled(draft: Draft): boolean {
  return draft.addedId !== null || (draft.inMyRecipes !== null && !draft.addCopy && !draft.ticked);
}

/** What recipe a candidate brings, as the words to say it with (`t` the menus.candidate messages); null when it brings none. */
export function recipeLabel(
  draft: Draft,
  catalogueTitles: Readonly<Record<string, string>>,
  t: (key: "withCatalogue" | "withIngredients", values: { recipe?: string; ingredients?: string }) => string,
): string | null {
  if (draft.catalogueId !== null) return t("withCatalogue", { recipe: catalogueTitles[draft.catalogueId] ?? draft.catalogueId });
  if (draft.ingredients.length > 0) return t("withIngredients", { ingredients: draft.ingredients.map((i) => i.name).join(", ") });
  return null;
}

/** The drinks to send for the ticked drafts. */
export function drinksToAdd(ticked: readonly Draft[]) {
  return ticked.map((d) => ({
    name: d.name,
    description: d.description,
    price: d.price,
    catalogueId: d.withRecipe ? d.catalogueId : null,
    ingredients: d.withRecipe && d.catalogueId === null ? d.ingredients : [],
    menuName: d.menuName,
    addCopy: d.addCopy,
  }));
}

/**
 * What became of each ticked draft, by its key: the drink it was added as, or the user's
 * recipe it was skipped for. The answer lists each in the order sent, so they are taken
 * back by name.
 */
export function outcomesOf(ticked: readonly Draft[], answer: { drinks: Added[]; existing: Skipped[] }): Map<number, Partial<Draft>> {
  const made = [...answer.drinks];
  const skipped = [...answer.existing];
  const outcome = new Map<number, Partial<Draft>>();
  for (const d of ticked) {
    const drink = made.findIndex((m) => m.name === d.name.trim());
    if (drink >= 0) outcome.set(d.key, { addedId: made.splice(drink, 1)[0]!.id });
    const same = skipped.findIndex((e) => e.name === d.name.trim());
    if (drink < 0 && same >= 0) outcome.set(d.key, { inMyRecipes: skipped.splice(same, 1)[0]!.recipe, addCopy: false });
  }
  return outcome;
}
