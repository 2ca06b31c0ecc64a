/**
 * The interface's languages, and how a request's language is chosen: the signed-in user's
 * saved choice, else the language cookie, else the best match in the browser's Accept-Language,
 * else English. Pages keep their URLs: the language is never part of the path.
 */
import type { UnitSystem } from "./amounts";

export const LOCALES = ["en", "de", "fr", "es", "it"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "en";

/** The cookie that carries the chosen language to pages rendered before the session is known (sign-in). */
export const LOCALE_COOKIE = "barshelf-locale";

/** Each language by its own name, for the choice on /account. */
export const LOCALE_NAMES: Readonly<Record<Locale, string>> = {
  en: "English",
  de: "Deutsch",
  fr: "Français",
  es: "Español",
  it: "Italiano",
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}

/** The language part of a tag ("de-AT" → "de"), lower-cased. */
export function languageOf(tag: string): string {
  return tag.split(/[-_]/)[0]!.toLowerCase();
}

/** The interface language of a formatting tag ("de-AT" → "de"); English for a tag of no language we have. */
export function localeOf(tag: string): Locale {
  const language = languageOf(tag);
  return isLocale(language) ? language : DEFAULT_LOCALE;
}

interface AcceptedTag {
  tag: string;
  quality: number;
}

/** The tags of an Accept-Language header, best first (ties keep their order); "*" and malformed parts dropped. */
export function acceptedTags(header: string | null | undefined): string[] {
  if (!header) return [];
  const tags: AcceptedTag[] = [];
  for (const part of header.split(",").slice(0, 32)) {
    const [rawTag, ...params] = part.trim().split(";");
    const tag = rawTag?.trim() ?? "";
    if (!/^[A-Za-z]{1,8}(-[A-Za-z0-9]{1,8})*$/.test(tag)) continue;
    const q = params.map((p) => /^\s*q\s*=(.*)$/.exec(p)?.[1]).find((v) => v !== undefined);
    const quality = q === undefined ? 1 : /^\s*[0-9.]+\s*$/.test(q) ? Number(q) : NaN;
    if (!(quality > 0) || quality > 1) continue;
    tags.push({ tag, quality });
  }
  return tags
    .map((t, i) => ({ ...t, i }))
    .sort((a, b) => b.quality - a.quality || a.i - b.i)
    .map((t) => t.tag);
}

/** The interface language that best meets an Accept-Language header: its first language we have, else English. */
export function negotiateLocale(header: string | null | undefined): Locale {
  for (const tag of acceptedTags(header)) {
    const language = languageOf(tag);
    if (isLocale(language)) return language;
  }
  return DEFAULT_LOCALE;
}

/**
 * The tag numbers, dates and money are formatted with: the browser's own tag for the chosen
 * language when it names a region ("de-AT" for German from an Austrian browser), else the
 * language alone.
 */
export function formattingTag(locale: Locale, header: string | null | undefined): string {
  for (const tag of acceptedTags(header)) {
    if (languageOf(tag) !== locale || !tag.includes("-")) continue;
    try {
      return new Intl.Locale(tag).toString();
    } catch {
      continue;
    }
  }
  return locale;
}

/** Regions that pour in fluid ounces. */
const OUNCE_REGIONS = new Set(["US", "LR", "MM", "PR"]);
/** Languages whose bars write centilitres (the rest of Europe mostly writes ml or cl too). */
const CENTILITRE_LANGUAGES = new Set(["de", "fr", "es", "it"]);

/**
 * The units a locale's bar measures in until the user picks: oz in the US, cl in the
 * German, French, Spanish and Italian speaking countries, ml elsewhere.
 */
export function unitSystemForLocale(tag: string): UnitSystem {
  let region: string | undefined;
  try {
    region = new Intl.Locale(tag).maximize().region;
  } catch {
    region = undefined;
  }
  if (region && OUNCE_REGIONS.has(region)) return "oz";
  if (CENTILITRE_LANGUAGES.has(languageOf(tag))) return "cl";
  return "ml";
}

/** The page's language named in itself ("Deutsch" on a German page), for "the browser's language". */
export function languageName(locale: Locale): string {
  return new Intl.DisplayNames([locale], { type: "language" }).of(locale) ?? LOCALE_NAMES[locale];
}
