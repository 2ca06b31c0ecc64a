"use client";

import { createContext, useContext, useSyncExternalStore } from "react";
import type { StandardDrinkUnit } from "@/domain/drink-strength";
import { currencyForLocale, DEFAULT_STANDARD_DRINK, formatMoney, type UserSettings } from "@/domain/user-settings";

const SettingsContext = createContext<UserSettings>({ currency: null, standardDrink: null, locale: null });

/** The signed-in user's settings, read once by the app's layout, for every page below it. */
export function UserSettingsProvider({ settings, children }: { settings: UserSettings; children: React.ReactNode }) {
  return <SettingsContext.Provider value={settings}>{children}</SettingsContext.Provider>;
}

/** The browser's locale, once mounted (null while rendering on the server, so both renders agree). */
export function useBrowserLocale(): string | null {
  return useSyncExternalStore(
    subscribeToNothing,
    () => navigator.language || "en-US",
    () => null,
  );
}

// The locale does not change while a page is open.
const subscribeToNothing = () => () => {};

/** The standard drink to count in: the user's choice, else the US one. */
export function useStandardDrink(): StandardDrinkUnit {
  return useContext(SettingsContext).standardDrink ?? DEFAULT_STANDARD_DRINK;
}

/**
 * Formats money in `currency` (a cost's own) or the user's; with neither set, in the currency
 * the browser's locale suggests. Null until the browser's locale is known, when it has to guess.
 */
export function useMoney(currency?: string | null): ((amount: number) => string) | null {
  const settings = useContext(SettingsContext);
  const locale = useBrowserLocale();
  const chosen = currency ?? settings.currency;
  if (locale === null) return chosen ? (amount) => formatMoney(amount, chosen, "en-US") : null;
  const code = chosen ?? currencyForLocale(locale);
  return (amount) => formatMoney(amount, code, locale);
}
