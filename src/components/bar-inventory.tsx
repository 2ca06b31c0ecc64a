"use client";

import { useDeferredValue, useState } from "react";
import type { BarItem } from "@/domain/types";
import { BarItemRow } from "./bar-item-row";

/** The shelf, filtered by name (or by what an item also counts as) as you type. */
export function BarInventory({ items }: { items: BarItem[] }) {
  const [filter, setFilter] = useState("");
  const query = useDeferredValue(filter.trim().toLowerCase());
  const shown = query
    ? items.filter(
        (item) =>
          item.name.toLowerCase().includes(query) || item.aliases.some((a) => a.toLowerCase().includes(query)),
      )
    : items;
  const inStock = items.filter((i) => i.quantity !== "EMPTY").length;

  return (
    <section aria-labelledby="shelf-heading" className="section">
      <div className="row spread">
        <h2 id="shelf-heading">On your shelf</h2>
        <span className="muted small">
          {items.length} {items.length === 1 ? "item" : "items"}, {inStock} in stock
        </span>
      </div>
      <div className="toolbar">
        <label>
          Filter by name
          <input
            type="search"
            value={filter}
            onChange={(e) => setFilter(e.target.value)}
            placeholder="e.g. gin"
            autoComplete="off"
          />
        </label>
      </div>
      {shown.length === 0 ? (
        <div className="empty" role="status">
          <p>
            Nothing on your shelf matches “{filter.trim()}”.{" "}
            <button type="button" className="ghost small" onClick={() => setFilter("")}>
              Clear the filter
            </button>
          </p>
        </div>
      ) : (
        <ul className="list" aria-label="Bar items">
          {shown.map((item) => (
            <BarItemRow key={item.id} item={item} />
          ))}
        </ul>
      )}
    </section>
  );
}
