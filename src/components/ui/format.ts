import { useFormatter } from "next-intl";

const DATE_STYLE = { day: "numeric", month: "short", year: "numeric" } as const;

/**
 * "28 Nov 2026", "28. Nov. 2026", "Nov 28, 2026": a day in the page's locale, in the time zone
 * the request configuration names, so the server and the browser write the same.
 */
export function useFormatDate(): (iso: string) => string {
  const format = useFormatter();
  return (iso) => {
    const d = new Date(iso);
    return Number.isNaN(d.getTime()) ? "" : format.dateTime(d, DATE_STYLE);
  };
}

/** The same for an async server component, given next-intl's getFormatter(). */
export function formatDateWith(format: { dateTime: (d: Date, style: typeof DATE_STYLE) => string }, iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? "" : format.dateTime(d, DATE_STYLE);
}

/** Where one of the user's recipes is found: /recipes searched by its title. */
export function recipeHref(title: string): string {
  return `/recipes?q=${encodeURIComponent(title)}`;
}
