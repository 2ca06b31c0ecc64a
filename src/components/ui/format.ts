/** Dates shown the same on the server and in the browser (no hydration mismatch). */
const dateFormat = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" });

export function formatDate(iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? "" : dateFormat.format(d);
}

export const QUANTITY_LABELS = { FULL: "Full", HALF: "Half", LOW: "Low", EMPTY: "Empty" } as const;

/** Where one of the user's recipes is found: /recipes searched by its title. */
export function recipeHref(title: string): string {
  return `/recipes?q=${encodeURIComponent(title)}`;
}
