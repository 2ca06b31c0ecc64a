"use client";

import { useTranslations } from "next-intl";
import type { PhotoInfo } from "@/domain/image-sizes";
import type { ShelfGroup } from "@/domain/shelf-groups";
import type { CategoryOption } from "./bar-add-form";
import { BarItemRow } from "./bar-item-row";
import { useShelfLabel } from "./category-label";

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
  const t = useTranslations("bar.inventory");
  const shelfLabel = useShelfLabel();
  const shown = groups.reduce((n, g) => n + g.items.length, 0);
  if (shown === 0) {
    return (
      <div className="empty" role="status">
        <p>
          {t("noMatch", { query })}{" "}
          <button type="button" className="ghost small" onClick={clearSearch}>
            {t("clearSearch")}
          </button>
        </p>
      </div>
    );
  }
  const list = (group: ShelfGroup, Heading: "h3" | "h4") => {
    const label = shelfLabel(group.category ?? group.key, group.label);
    return (
    <section key={group.key} className="shelf-group" aria-labelledby={`group-${group.key}`}>
      <Heading id={`group-${group.key}`} className="group-heading">
        {label} <span className="muted">({group.total ?? group.items.length})</span>
      </Heading>
      <ul className="bar-list" aria-label={group.shelf ? `${label}, ${shelfLabel(group.shelf.key, group.shelf.label)}` : label}>
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
    );
  };
  if (!groups.some((g) => g.shelf)) return groups.map((group) => list(group, "h3"));
  // In a household: "Mine" and each household's part, each holding its groups.
  const parts = new Map<string, { label: string; groups: ShelfGroup[] }>();
  for (const group of groups) {
    const part = parts.get(group.shelf!.key) ?? { label: group.shelf!.label, groups: [] };
    part.groups.push(group);
    parts.set(group.shelf!.key, part);
  }
  return [...parts].map(([key, part]) => (
    <section key={key} className="shelf-part" aria-labelledby={`shelf-part-${key}`}>
      <h3 id={`shelf-part-${key}`} className="shelf-part-heading">
        {shelfLabel(key, part.label)}
      </h3>
      {part.groups.map((group) => list(group, "h4"))}
    </section>
  ));
}
