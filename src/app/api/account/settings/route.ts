import { userSettingsSchema } from "@/domain/schemas/account";
import { getUserSettingsForUser, updateUserSettingsForUser } from "@/server/db/user-settings";
import { readJsonWith } from "@/server/http/request-body";
import { jsonResponse } from "@/server/http/responses";
import { userRoute } from "@/server/http/routes";
import { localeCookie } from "@/server/i18n/locale-cookie";

/** GET /api/account/settings: {currency, standardDrink, locale}, each null until chosen. */
export const GET = userRoute(async ({ user }) => jsonResponse(await getUserSettingsForUser({ userId: user.id })));

/** PATCH /api/account/settings: sets the currency, the standard drink and/or the language; answers them. */
export const PATCH = userRoute(async ({ user, req }) => {
  const input = await readJsonWith(req, userSettingsSchema);
  const settings = await updateUserSettingsForUser({ userId: user.id, input });
  // The language also goes into a cookie, for the sign-in pages after sign-out.
  return jsonResponse(settings, 200, input.locale !== undefined ? { "Set-Cookie": localeCookie(settings.locale) } : undefined);
});
