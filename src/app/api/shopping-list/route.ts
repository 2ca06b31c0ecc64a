import { shoppingItemCreateSchema } from "@/domain/schemas/shopping-list";
import { listShoppingItemsForUser } from "@/server/db/shopping-list";
import { readJsonWith } from "@/server/http/request-body";
import { jsonResponse } from "@/server/http/responses";
import { userRoute } from "@/server/http/routes";
import { addToShoppingListForUser } from "@/server/bar/shopping-list";

export const GET = userRoute(async ({ user }) => jsonResponse({ items: await listShoppingItemsForUser({ userId: user.id }) }));

/**
 * {name, note?} answers the item; {recipeId} answers {items}, the recipe's missing ingredients.
 * 201 when something was added, 200 when the list had it all already.
 */
export const POST = userRoute(async ({ user, req }) => {
  const input = await readJsonWith(req, shoppingItemCreateSchema);
  const added = await addToShoppingListForUser({ userId: user.id, input });
  const status = added.some((a) => a.created) ? 201 : 200;
  return jsonResponse("name" in input ? added[0]!.item : { items: added.map((a) => a.item) }, status);
});
