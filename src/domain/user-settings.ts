/**
 * A user's settings that shape what the pages count in: the currency their bottle prices are
 * in, and the standard drink they count alcohol in. Both are null until chosen; the browser's
 * locale proposes a currency (set once on /account, or with the first price), and the standard
 * drink defaults to the US one. The interface language is null until chosen (the browser's
 * Accept-Language decides until then).
 */
import { STANDARD_DRINK_UNITS, type StandardDrinkUnit } from "./drink-strength/constants";
import type { Locale } from "./locales";

export interface UserSettings {
  /** ISO 4217 code ("EUR"), or null until the user sets it */
  currency: string | null;
  /** the standard drink the user counts in, or null until chosen (counted as "us") */
  standardDrink: StandardDrinkUnit | null;
  /** the interface language the user chose, or null until they choose one */
  locale: Locale | null;
}

export const DEFAULT_STANDARD_DRINK: StandardDrinkUnit = "us";

export function isStandardDrinkUnit(value: unknown): value is StandardDrinkUnit {
  return typeof value === "string" && (STANDARD_DRINK_UNITS as readonly string[]).includes(value);
}

let currencies: ReadonlySet<string> | undefined;
/** Whether a code is a currency the runtime can format (Intl knows every ISO 4217 code in use). */
export function isCurrencyCode(code: string): boolean {
  currencies ??= new Set(Intl.supportedValuesOf("currency"));
  return currencies.has(code);
}

/** The currency of a region, for the regions whose currency is not their own code's first letters. */
const CURRENCY_OF_REGION: Readonly<Record<string, string>> = {
  US: "USD", GB: "GBP", CA: "CAD", AU: "AUD", NZ: "NZD", IE: "EUR", CH: "CHF", LI: "CHF", JP: "JPY", CN: "CNY",
  IN: "INR", SE: "SEK", NO: "NOK", DK: "DKK", IS: "ISK", PL: "PLN", CZ: "CZK", HU: "HUF", RO: "RON", BG: "BGN",
  MX: "MXN", BR: "BRL", AR: "ARS", CL: "CLP", CO: "COP", PE: "PEN", ZA: "ZAR", SG: "SGD", HK: "HKD", KR: "KRW",
  TW: "TWD", TH: "THB", IL: "ILS", TR: "TRY", UA: "UAH", AE: "AED", SA: "SAR", PH: "PHP", MY: "MYR", ID: "IDR",
};
/** Regions that pay in euros. */
const EURO_REGIONS = new Set(["AT", "BE", "HR", "CY", "EE", "FI", "FR", "DE", "GR", "IT", "LV", "LT", "LU", "MT", "NL", "PT", "SK", "SI", "ES", "MC", "SM", "VA", "AD", "ME", "XK"]);

/** The currency a browser locale suggests ("en-GB" → GBP, "de-DE" → EUR); USD when it names no region we know. */
export function currencyForLocale(locale: string): string {
  let region: string | undefined;
  try {
    region = new Intl.Locale(locale).maximize().region;
  } catch {
    region = undefined;
  }
  if (!region) return "USD";
  if (EURO_REGIONS.has(region)) return "EUR";
  return CURRENCY_OF_REGION[region] ?? "USD";
}

/** "€12.40" in the user's locale; a whole-number currency (yen) keeps no cents. */
export function formatMoney(amount: number, currency: string, locale?: string): string {
  return new Intl.NumberFormat(locale, { style: "currency", currency }).format(amount);
}

/**
 * Every currency the runtime knows, labelled in `locale` ("EUR: Euro"). Worked out on the server
 * and handed to the page: the browser's own list and names differ from Node's, which would make
 * the page's first render disagree with the server's.
 */
export function currencyChoices(locale: string): { code: string; label: string }[] {
  const names = new Intl.DisplayNames([locale], { type: "currency" });
  return Intl.supportedValuesOf("currency").map((code) => ({ code, label: `${code}: ${names.of(code) ?? code}` }));
}
