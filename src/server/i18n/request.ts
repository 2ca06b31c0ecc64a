import "server-only";
import { cookies, headers } from "next/headers";
import { getRequestConfig } from "next-intl/server";
import { formattingTag, isLocale, LOCALE_COOKIE, negotiateLocale, type Locale } from "@/domain/locales";
import { getPageUserSettings } from "./page-settings";

/**
 * next-intl's configuration for one request, with no language in the URL: the signed-in
 * user's saved language, else the cookie the choice also sets (for the sign-in pages), else
 * the browser's Accept-Language. Numbers and dates use the browser's regional tag for that
 * language ("de-AT") when it sends one.
 */
async function requestLocale(): Promise<Locale> {
  const saved = (await getPageUserSettings())?.locale;
  if (saved) return saved;
  const cookie = (await cookies()).get(LOCALE_COOKIE)?.value;
  if (isLocale(cookie)) return cookie;
  return negotiateLocale((await headers()).get("accept-language"));
}

export default getRequestConfig(async () => {
  const language = await requestLocale();
  const locale = formattingTag(language, (await headers()).get("accept-language"));
  const messages = (await import(`../../../messages/${language}.json`)).default;
  // Dates are shown in UTC, as before: the server does not know the browser's time zone.
  return { locale, messages, timeZone: "UTC" };
});
