import { z } from "./z";
import { optionalText, requiredText } from "./common";

export const drinkCreateSchema = z.object({
  name: requiredText(200, "Give the drink a name."),
  type: requiredText(50, "Say what type of drink it is (a cocktail, a beer…)."),
  /** Must be the /object-images/ URL of one of the caller's uploads (checked in the data layer). */
  imageUrl: optionalText(600),
  notes: optionalText(5000, { multiline: true }),
  rating: z.number().int().min(1).max(5).nullish().transform((v) => v ?? null),
});

export const drinkUpdateSchema = drinkCreateSchema.partial();

export type DrinkCreateInput = z.output<typeof drinkCreateSchema>;
export type DrinkUpdateInput = z.output<typeof drinkUpdateSchema>;
