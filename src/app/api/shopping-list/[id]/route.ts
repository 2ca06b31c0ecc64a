import { shoppingItemUpdateSchema } from "@/domain/schemas/shopping-list";
import { deleteShoppingItemForUser, updateShoppingItemForUser } from "@/server/db/shopping-list";
import { jsonResponse, noContent, readJsonWith, userRoute } from "@/server/http";

/** {done: true} is "bought": the bottle goes on the bar as FULL in the same step. */
export const PATCH = userRoute<{ id: string }>(async ({ user, req, params }) => {
  const input = await readJsonWith(req, shoppingItemUpdateSchema);
  return jsonResponse(await updateShoppingItemForUser({ userId: user.id, id: params.id, input }));
});

export const DELETE = userRoute<{ id: string }>(async ({ user, params }) => {
  await deleteShoppingItemForUser({ userId: user.id, id: params.id });
  return noContent();
});
