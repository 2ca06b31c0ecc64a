import { z } from "zod";
import { MAX_SERVINGS } from "../batch";

/** POST /api/recipes/[id]/made: how many were made, and a rating given at the same time. */
export const madeDrinkSchema = z.object({
  servings: z.number().int().min(1).max(MAX_SERVINGS),
  rating: z.number().int().min(1).max(5).nullish().transform((v) => v ?? null),
});

export type MadeDrinkInput = z.output<typeof madeDrinkSchema>;
