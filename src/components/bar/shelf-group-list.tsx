"use client";

import type { PhotoInfo } from "@/domain/image-sizes";
import type { ShelfGroup } from "@/domain/shelf-groups";
import type { CategoryOption } from "./bar-add-form";
import { BarItemRow } from "./bar-item-row";

/** The shelf's groups, one list each; or, when a search hides everything, a way to clear it. */
export function ShelfGroupList({
  groups,
  query,
  categories,
  forecasts,
  photos,
  addedId,
  savedId,
  onSaved,
  clearSearch,
}: {
  groups: ShelfGroup[];
  query: string;
  categories: CategoryOption[];
  forecasts: Record<string, string>;
  photos: Record<string, PhotoInfo>;
  addedId: string | null;
  savedId: string | null;
  onSaved: (id: string) => void;
  clearSearch: () => void;
}) {
  const shown = groups.reduce((n, g) => n + g.items.length, 0);
  if (shown === 0) {
    return (
      <div className="empty" role="status">
        <p>
          Nothing on your shelf matches “{query}”.{" "}
          <button type="button" className="ghost small" onClick={clearSearch}>
            Clear the search
          </button>
        </p>
      </div>
    );
  }
  return groups.map((group) => (
    <section key={group.key} className="shelf-group" aria-labelledby={`group-${group.key}`}>
      <h3 id={`group-${group.key}`} className="group-heading">
        {group.label} <span className="muted">({group.total ?? group.items.length})</span>
      </h3>
      <ul className="bar-list" aria-label={group.label}>
        {group.items.map((item) => (
          <BarItemRow
            key={item.id}
            item={item}
            categories={categories}
            forecast={forecasts[item.id]}
            photo={item.imageUrl ? photos[item.imageUrl] : undefined}
            highlight={item.id === addedId}
            justSaved={item.id === savedId}
            onSaved={onSaved}
          />
        ))}
      </ul>
    </section>
  ));
}
