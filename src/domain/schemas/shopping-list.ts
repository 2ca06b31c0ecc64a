import { z } from "./z";
import { optionalText, requiredText } from "./common";
import { saying } from "./messages";
import { sentence } from "../sentences";

/** The household whose list it goes on; left out: the caller's own list. */
const householdIdSchema = z.string().min(1).max(100).optional();

/** POST /api/shopping-list: one thing to buy, or "the missing ingredients of this recipe". */
export const shoppingItemCreateSchema = z.union(
  [
    z.strictObject({ name: requiredText(200, sentence("shopping.nameBlank")), note: optionalText(500), householdId: householdIdSchema }),
    z.strictObject({ recipeId: z.string().min(1).max(100), householdId: householdIdSchema }),
  ],
  { error: saying("shopping.nameOrRecipe") },
);

/** PATCH /api/shopping-list/[id]: `done: true` is "bought". */
export const shoppingItemUpdateSchema = z.strictObject({
  name: requiredText(200, sentence("shopping.nameBlank")).optional(),
  note: optionalText(500).optional(),
  done: z.boolean().optional(),
});

export type ShoppingItemCreateInput = z.output<typeof shoppingItemCreateSchema>;
export type ShoppingItemUpdateInput = z.output<typeof shoppingItemUpdateSchema>;
