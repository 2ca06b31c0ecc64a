import { LOCALE_COOKIE, type Locale } from "@/domain/locales";

const A_YEAR_IN_SECONDS = 365 * 24 * 60 * 60;

/**
 * The Set-Cookie value that carries a chosen language to the pages rendered without a session
 * (sign-in, after sign-out); clearing the choice clears it. Not a secret, so readable by
 * nothing but the server anyway (HttpOnly) and sent on top-level navigation only (Lax).
 */
export function localeCookie(locale: Locale | null): string {
  const value = locale ?? "";
  const maxAge = locale ? A_YEAR_IN_SECONDS : 0;
  return `${LOCALE_COOKIE}=${value}; Path=/; Max-Age=${maxAge}; HttpOnly; SameSite=Lax`;
}
