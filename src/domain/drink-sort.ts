import type { Drink } from "./types";

/** The orders /drinks offers, applied on the server so that a long list can come in parts. */
export const DRINK_SORTS = {
  newest: { label: "Newest first", compare: (a: Drink, b: Drink) => b.createdAt.localeCompare(a.createdAt) },
  oldest: { label: "Oldest first", compare: (a: Drink, b: Drink) => a.createdAt.localeCompare(b.createdAt) },
  rating: {
    label: "Best rated first",
    // Unrated drinks last; among equals, newest first.
    compare: (a: Drink, b: Drink) => (b.rating ?? 0) - (a.rating ?? 0) || b.createdAt.localeCompare(a.createdAt),
  },
} as const;
export type DrinkSort = keyof typeof DRINK_SORTS;

export function readDrinkSort(value: unknown): DrinkSort {
  return typeof value === "string" && Object.hasOwn(DRINK_SORTS, value) ? (value as DrinkSort) : "newest";
}
