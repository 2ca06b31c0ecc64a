import { z } from "./z";
import { STANDARD_DRINK_UNITS } from "../drink-strength/constants";
import { LOCALES } from "../locales";
import { isCurrencyCode } from "../user-settings";

/**
 * POST /api/account/delete: the password, typed again to confirm. An account made through single
 * sign-on has none: it sends none, and a recent sign-in confirms instead.
 */
export const deleteAccountSchema = z.object({ password: z.string({ error: "Type your password." }).max(128).optional() });

/** PATCH /api/account/settings: the currency (ISO 4217), the standard drink to count in, and the interface language. */
export const userSettingsSchema = z.object({
  currency: z
    .string()
    .trim()
    .toUpperCase()
    .refine(isCurrencyCode, { error: "Choose a currency by its three-letter code, such as EUR or USD." })
    .nullable()
    .optional(),
  standardDrink: z.enum(STANDARD_DRINK_UNITS, { error: "Choose US, UK or 10 g standard drinks." }).nullable().optional(),
  locale: z.enum(LOCALES, { error: "Choose English, German, French, Spanish or Italian." }).nullable().optional(),
});

export type UserSettingsInput = z.output<typeof userSettingsSchema>;
