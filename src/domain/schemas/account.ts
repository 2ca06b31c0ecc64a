import { z } from "./z";
import { STANDARD_DRINK_UNITS } from "../drink-strength/constants";
import { LOCALES } from "../locales";
import { isCurrencyCode } from "../user-settings";
import { saying } from "./messages";

/**
 * POST /api/account/delete: the password, typed again to confirm. An account made through single
 * sign-on has none: it sends none, and a recent sign-in confirms instead.
 */
export const deleteAccountSchema = z.object({ password: z.string({ error: saying("account.typePassword") }).max(128).optional() });

/** PATCH /api/account/settings: the currency (ISO 4217), the standard drink to count in, and the interface language. */
export const userSettingsSchema = z.object({
  currency: z
    .string()
    .trim()
    .toUpperCase()
    .refine(isCurrencyCode, { error: saying("account.currency") })
    .nullable()
    .optional(),
  standardDrink: z.enum(STANDARD_DRINK_UNITS, { error: saying("account.standardDrink") }).nullable().optional(),
  locale: z.enum(LOCALES, { error: saying("account.locale") }).nullable().optional(),
});

export type UserSettingsInput = z.output<typeof userSettingsSchema>;
