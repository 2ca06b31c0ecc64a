import { z } from "./z";
import { MAX_SERVINGS } from "../batch";
import { saying } from "./messages";

/** A bottle the user picked for one of the recipe's lines (its position among the ingredients, from 0). */
const pickedBottleSchema = z.object({
  ingredientIndex: z.number().int().min(0).max(99),
  barItemId: z.string().min(1).max(100),
});

/**
 * POST /api/recipes/[id]/made: how many were made, a rating given at the same time, and the
 * bottles the user picked (lines left out pour from the bottle the station showed first).
 */
export const madeDrinkSchema = z.object({
  servings: z.number().int().min(1).max(MAX_SERVINGS),
  rating: z.number().int().min(1).max(5).nullish().transform((v) => v ?? null),
  pours: z
    .array(pickedBottleSchema)
    .max(100)
    .refine((list) => new Set(list.map((p) => p.ingredientIndex)).size === list.length, {
      error: saying("made.oneBottlePerIngredient"),
    })
    .default([]),
});

export type MadeDrinkInput = z.output<typeof madeDrinkSchema>;
