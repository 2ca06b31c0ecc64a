import { z } from "zod";
import { optionalId, optionalText, requiredText, text } from "./common";

export const ingredientSchema = z.object({
  name: requiredText(200),
  amount: text(100),
  available: z.boolean(),
});

/** POST /api/recipes. Unknown keys (a userId among them) are dropped. */
export const recipeCreateSchema = z.object({
  title: requiredText(200),
  ingredients: z.array(ingredientSchema).min(1).max(100),
  steps: z.array(text(2000).min(1)).min(1).max(100),
  garnish: optionalText(200),
  glassware: optionalText(200),
  sourceDrinkId: optionalId,
  notes: optionalText(5000, { multiline: true }),
});

/** PATCH /api/recipes/[id]: the same rules, every field optional. */
export const recipeUpdateSchema = recipeCreateSchema.partial();

export type RecipeCreateInput = z.output<typeof recipeCreateSchema>;
export type RecipeUpdateInput = z.output<typeof recipeUpdateSchema>;
