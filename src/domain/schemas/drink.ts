import { z } from "./z";
import { optionalText, requiredText } from "./common";
import { sentence } from "../sentences";

export const drinkCreateSchema = z.object({
  name: requiredText(200, sentence("drinks.nameBlank")),
  type: requiredText(50, sentence("drinks.typeBlank")),
  /** Must be the /object-images/ URL of one of the caller's uploads (checked in the data layer). */
  imageUrl: optionalText(600),
  notes: optionalText(5000, { multiline: true }),
  rating: z.number().int().min(1).max(5).nullish().transform((v) => v ?? null),
});

export const drinkUpdateSchema = drinkCreateSchema.partial();

export type DrinkCreateInput = z.output<typeof drinkCreateSchema>;
export type DrinkUpdateInput = z.output<typeof drinkUpdateSchema>;
