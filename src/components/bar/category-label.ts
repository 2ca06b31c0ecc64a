"use client";

import { useTranslations } from "next-intl";

/**
 * A shelf group's name in the page's language: the matcher's groups by their key; a group the
 * user named themselves, and a household's part of the shelf, keep their own words. The stored
 * category stays the English label (the API's value), only what is shown changes.
 */
export function useShelfLabel(): (key: string, label: string) => string {
  const t = useTranslations("shelfCategories");
  return (key, label) => (t.has(key as never) ? t(key as never) : label);
}
