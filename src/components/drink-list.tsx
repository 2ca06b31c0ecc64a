"use client";

import { useState } from "react";
import type { PhotoInfo } from "@/domain/image-sizes";
import type { Drink } from "@/domain/types";
import { DrinkCard } from "./drink-card";

const SORTS = {
  newest: { label: "Newest first", compare: (a: Drink, b: Drink) => b.createdAt.localeCompare(a.createdAt) },
  oldest: { label: "Oldest first", compare: (a: Drink, b: Drink) => a.createdAt.localeCompare(b.createdAt) },
  rating: {
    label: "Best rated first",
    // Unrated drinks last; among equals, newest first.
    compare: (a: Drink, b: Drink) => (b.rating ?? 0) - (a.rating ?? 0) || b.createdAt.localeCompare(a.createdAt),
  },
} as const;
type SortKey = keyof typeof SORTS;

/** The caller's drinks as cards, sorted by date or by rating; `photos` by image URL. */
export function DrinkList({ drinks, photos }: { drinks: Drink[]; photos: Record<string, PhotoInfo> }) {
  const [sort, setSort] = useState<SortKey>("newest");
  const sorted = [...drinks].sort(SORTS[sort].compare);
  return (
    <section className="section" aria-labelledby="drinks-heading">
      <div className="row spread">
        <h2 id="drinks-heading">Your drinks</h2>
        <label className="inline">
          Sort
          <select value={sort} onChange={(e) => setSort(e.target.value as SortKey)} style={{ width: "auto" }}>
            {Object.entries(SORTS).map(([key, { label }]) => (
              <option key={key} value={key}>
                {label}
              </option>
            ))}
          </select>
        </label>
      </div>
      <ul className="grid" aria-label="Drinks">
        {sorted.map((d) => (
          <DrinkCard key={d.id} drink={d} photo={d.imageUrl ? photos[d.imageUrl] : undefined} />
        ))}
      </ul>
    </section>
  );
}
