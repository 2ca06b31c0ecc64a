import { requireFound } from "@/domain/errors";
import { shoppingItemUpdateSchema } from "@/domain/schemas/shopping-list";
import { deleteShoppingItemForUser, updateShoppingItemForUser } from "@/server/db/shopping-list";
import { readJsonWith } from "@/server/http/request-body";
import { jsonResponse, noContent } from "@/server/http/responses";
import { userRoute } from "@/server/http/routes";
import { sentence } from "@/domain/sentences";

const NOT_FOUND = sentence("notFound.shoppingItem");

/** {done: true} is "bought": the bottle goes on the bar as FULL in the same step. */
export const PATCH = userRoute<{ id: string }>(async ({ user, req, params }) => {
  const input = await readJsonWith(req, shoppingItemUpdateSchema);
  return jsonResponse(requireFound(await updateShoppingItemForUser({ userId: user.id, id: params.id, input }), NOT_FOUND));
});

export const DELETE = userRoute<{ id: string }>(async ({ user, params }) => {
  requireFound(await deleteShoppingItemForUser({ userId: user.id, id: params.id }), NOT_FOUND);
  return noContent();
});
