import { z } from "./z";
import { findCatalogueCocktail } from "../catalogue";
import { optionalText, requiredText } from "./common";
import { fieldSentence, saying } from "./messages";
import { sentence } from "../sentences";

/** The most drinks one "Add" takes: a long menu, not an import. */
export const MAX_MENU_DRINKS = 60;

// Bounded so that the step a listing's recipe writes ("Mix gin, Campari and ...") fits a step.
const menuIngredientSchema = z.object({
  name: requiredText(80, (path) => sentence("recipes.giveNameOf", { field: fieldSentence(path.slice(0, -1)), whole: fieldSentence(path.slice(0, -3)) })),
  amount: optionalText(100),
});

/** One ticked candidate, as the user left it. */
const menuDrinkSchema = z.object({
  name: requiredText(200, (path) => sentence("recipes.giveName", { field: fieldSentence(path.slice(0, -1)) })),
  description: optionalText(2000),
  price: optionalText(50),
  catalogueId: optionalText(100).refine((id) => id === null || findCatalogueCocktail(id) !== undefined, { error: saying("catalogue.notInCatalogue") }),
  ingredients: z.array(menuIngredientSchema).max(20).default([]),
  /** the name as the menu read it, by which the menu remembers it was added (the name may have been corrected) */
  menuName: optionalText(200),
  /** add it even when its recipe is already in the user's recipes ("Add a copy anyway") */
  addCopy: z.boolean().default(false),
});

/** POST /api/uploads/{id}/menu/drinks: the ticked drinks of a menu, and where the menu is from. */
export const menuDrinksCreateSchema = z.object({
  venue: optionalText(200),
  drinks: z.array(menuDrinkSchema).min(1).max(MAX_MENU_DRINKS),
});

export type MenuDrinkInput = z.output<typeof menuDrinkSchema>;
export type MenuDrinksCreateInput = z.output<typeof menuDrinksCreateSchema>;
