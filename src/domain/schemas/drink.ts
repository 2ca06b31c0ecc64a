import { z } from "zod";
import { optionalText, requiredText } from "./common";

export const drinkCreateSchema = z.object({
  name: requiredText(200),
  type: requiredText(50),
  /** Must be the /object-images/ URL of one of the caller's uploads (checked in the data layer). */
  imageUrl: optionalText(600),
  notes: optionalText(5000, { multiline: true }),
  rating: z.number().int().min(1).max(5).nullish().transform((v) => v ?? null),
});

export const drinkUpdateSchema = drinkCreateSchema.partial();

export type DrinkCreateInput = z.output<typeof drinkCreateSchema>;
export type DrinkUpdateInput = z.output<typeof drinkUpdateSchema>;
