"use client";

import { useLocale } from "next-intl";
import { createContext, useContext } from "react";
import type { StandardDrinkUnit } from "@/domain/drink-strength";
import { currencyForLocale, DEFAULT_STANDARD_DRINK, formatMoney, type UserSettings } from "@/domain/user-settings";

const SettingsContext = createContext<UserSettings>({ currency: null, standardDrink: null, locale: null });

/** The signed-in user's settings, read once by the app's layout, for every page below it. */
export function UserSettingsProvider({ settings, children }: { settings: UserSettings; children: React.ReactNode }) {
  return <SettingsContext.Provider value={settings}>{children}</SettingsContext.Provider>;
}

/** The standard drink to count in: the user's choice, else the US one. */
export function useStandardDrink(): StandardDrinkUnit {
  return useContext(SettingsContext).standardDrink ?? DEFAULT_STANDARD_DRINK;
}

/**
 * Formats money in `currency` (a cost's own) or the user's; with neither set, in the currency
 * the page's locale suggests (its region, from the browser's Accept-Language). Formatted in
 * that locale, on the server and in the browser alike.
 */
export function useMoney(currency?: string | null): (amount: number) => string {
  const settings = useContext(SettingsContext);
  const locale = useLocale();
  const code = currency ?? settings.currency ?? currencyForLocale(locale);
  return (amount) => formatMoney(amount, code, locale);
}
