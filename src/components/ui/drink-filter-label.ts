import { useTranslations } from "next-intl";

const LABELS: Record<string, string> = { cachaca: "Cachaça", "old-fashioned": "Old fashioned", "low-abv": "Low ABV" };

/** A base spirit's or style's word as written when the messages have none: "Cachaça", "Old fashioned". */
export const filterLabel = (value: string) => LABELS[value] ?? value.charAt(0).toUpperCase() + value.slice(1).replace(/-/g, " ");

/** A filter's word in the page's language: the catalogue's base spirits and styles by their value, else as written. */
export function useFilterLabel(): (value: string) => string {
  const t = useTranslations("recommend.filterValues");
  return (value) => (t.has(value as never) ? t(value as never) : filterLabel(value));
}
