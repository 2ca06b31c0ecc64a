import { userSettingsSchema } from "@/domain/schemas/account";
import { getUserSettingsForUser, updateUserSettingsForUser } from "@/server/db/user-settings";
import { readJsonWith } from "@/server/http/request-body";
import { jsonResponse } from "@/server/http/responses";
import { userRoute } from "@/server/http/routes";

/** GET /api/account/settings: {currency, standardDrink}, each null until chosen. */
export const GET = userRoute(async ({ user }) => jsonResponse(await getUserSettingsForUser({ userId: user.id })));

/** PATCH /api/account/settings: sets the currency and/or the standard drink; answers them. */
export const PATCH = userRoute(async ({ user, req }) => {
  const input = await readJsonWith(req, userSettingsSchema);
  return jsonResponse(await updateUserSettingsForUser({ userId: user.id, input }));
});
