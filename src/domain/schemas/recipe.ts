import { z } from "./z";
import { RECIPE_SEARCH_MAX_LENGTH } from "../recipe-query";
import { optionalId, optionalText, requiredText, text } from "./common";
import { fieldSentence, saying } from "./messages";
import { sentence } from "../sentences";

export const ingredientSchema = z.object({
  name: requiredText(200, (path) => sentence("recipes.giveName", { field: fieldSentence(path.slice(0, -1)) })),
  amount: text(100),
  available: z.boolean(),
});

/** POST /api/recipes. Unknown keys (a userId among them) are dropped. */
export const recipeCreateSchema = z.object({
  title: requiredText(200, sentence("recipes.titleBlank")),
  ingredients: z.array(ingredientSchema).min(1).max(100),
  steps: z.array(text(2000).min(1)).min(1).max(100),
  garnish: optionalText(200),
  glassware: optionalText(200),
  sourceDrinkId: optionalId,
  notes: optionalText(5000, { multiline: true }),
});

/**
 * PATCH /api/recipes/[id]: the same rules, every field optional; and `householdId`, a household
 * to share it with, or null to take it back.
 */
export const recipeUpdateSchema = recipeCreateSchema.partial().extend({
  householdId: z.string().min(1).max(100).nullable().optional(),
});

export type RecipeCreateInput = z.output<typeof recipeCreateSchema>;
export type RecipeUpdateInput = z.output<typeof recipeUpdateSchema>;

/**
 * GET /api/recipes?q=: the search, as every `q` in the address (at most one). None, or a
 * blank one, is no search: the whole list, as the spec gives it.
 */
export const recipeSearchParamSchema = z
  .array(
    z
      .string()
      .max(RECIPE_SEARCH_MAX_LENGTH, { error: saying("recipes.searchTooLong", { max: RECIPE_SEARCH_MAX_LENGTH }) })
      .refine((v) => !/\p{Cc}/u.test(v), { error: saying("recipes.searchOneLine") }),
  )
  .max(1, { error: saying("recipes.oneSearch") })
  .transform((values) => values[0]?.trim() ?? "");
