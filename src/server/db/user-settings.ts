import "server-only";
import type { UserSettingsInput } from "@/domain/schemas/account";
import { isLocale } from "@/domain/locales";
import { isStandardDrinkUnit, type UserSettings } from "@/domain/user-settings";
import { getDb } from ".";
import { nowIso } from "./time";

/** The caller's settings; nulls when they have set none. */
export async function getUserSettingsForUser({ userId }: { userId: string }): Promise<UserSettings> {
  const row = await getDb().selectFrom("userSetting").select(["currency", "standardDrink", "locale"]).where("userId", "=", userId).executeTakeFirst();
  return {
    currency: row?.currency ?? null,
    standardDrink: isStandardDrinkUnit(row?.standardDrink) ? row.standardDrink : null,
    locale: isLocale(row?.locale) ? row.locale : null,
  };
}

/** Sets what the input gives (null clears a setting), in one upsert; answers the settings as stored. */
export async function updateUserSettingsForUser({ userId, input }: { userId: string; input: UserSettingsInput }): Promise<UserSettings> {
  const changes = {
    ...(input.currency !== undefined ? { currency: input.currency } : {}),
    ...(input.standardDrink !== undefined ? { standardDrink: input.standardDrink } : {}),
    ...(input.locale !== undefined ? { locale: input.locale } : {}),
    updatedAt: nowIso(),
  };
  await getDb()
    .insertInto("userSetting")
    .values({ userId, currency: null, standardDrink: null, locale: null, ...changes })
    .onConflict((oc) => oc.column("userId").doUpdateSet(changes))
    .execute();
  return getUserSettingsForUser({ userId });
}
