"use client";

import { usePathname, useRouter } from "next/navigation";
import { useRef, useState, useTransition } from "react";
import type { PhotoInfo } from "@/domain/image-sizes";
import type { ShelfGroup, ShelfRow } from "@/domain/shelf-groups";
import { BarAddForm, type CategoryOption } from "./bar-add-form";
import { AddToShoppingListButton } from "./add-to-shopping-list-button";
import { BarItemRow } from "./bar-item-row";
import { formatMl } from "./bottle-level";
import { QUANTITY_LABELS } from "../ui/format";
import { LoadMore } from "../ui/load-more";
import { Panel } from "../ui/panel";
import { EmptyState } from "../welcome/empty-state";

const SEARCH_WAIT_MS = 250;

/**
 * The /bar page's body: the add form, the search (sent to the server, which asks the
 * matcher, so "whiskey" finds a bourbon), the running-low group and the shelf by group.
 * A bottle just added is scrolled into view and highlighted.
 */
export function BarInventory({
  groups,
  low,
  total,
  inStock,
  query,
  categories,
  forecasts,
  photos,
  more = null,
}: {
  groups: ShelfGroup[];
  low: ShelfRow[];
  total: number;
  inStock: number;
  query: string;
  categories: CategoryOption[];
  /** by bar item id: how long the bottle lasts at the user's pace */
  forecasts: Record<string, string>;
  /** by image URL: the bar items' photos' sizes and placeholders */
  photos: Record<string, PhotoInfo>;
  /** the next part of a long shelf, when only its first rows are here */
  more?: { href: string; label: string } | null;
}) {
  const router = useRouter();
  const pathname = usePathname();
  const [text, setText] = useState(query);
  const [addedId, setAddedId] = useState<string | null>(null);
  const [savedId, setSavedId] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const shown = groups.reduce((n, g) => n + g.items.length, 0);

  function search(value: string, wait = SEARCH_WAIT_MS) {
    setText(value);
    if (timer.current) clearTimeout(timer.current);
    const q = value.trim();
    timer.current = setTimeout(
      () => startTransition(() => router.replace(q ? `${pathname}?q=${encodeURIComponent(q)}` : pathname, { scroll: false })),
      wait,
    );
  }

  return (
    <>
      {total === 0 && (
        <EmptyState heading="Your bar is empty" href="/welcome" action="Tick what you have">
          Tick what you have at home from the forty most common bottles and see at once what you can make. Or add one with the
          form below, and mark it Full, Half, Low or Empty as it runs down.
        </EmptyState>
      )}
      <Panel summary="Add a bottle or ingredient" defaultOpen={total === 0}>
        <BarAddForm
          categories={categories}
          onAdded={(item) => {
            setAddedId(item.id);
            // The new bottle must be on screen, so a search that would hide it is cleared.
            if (query) search("", 0);
          }}
        />
      </Panel>
      {total > 0 && (
        <section aria-labelledby="shelf-heading" className="section">
          <div className="row spread">
            <h2 id="shelf-heading">On your shelf</h2>
            <span className="muted small">
              {total} {total === 1 ? "item" : "items"}, {inStock} in stock
            </span>
          </div>
          <div className="toolbar" aria-busy={pending}>
            <label>
              Search your bar
              <input
                type="search"
                value={text}
                onChange={(e) => search(e.target.value)}
                placeholder="A name or a kind, e.g. whiskey"
                autoComplete="off"
              />
            </label>
          </div>
          {!query && low.length > 0 && (
            <section className="shelf-group running-low" aria-labelledby="running-low-heading">
              <h3 id="running-low-heading" className="group-heading">
                Running low <span className="muted">({low.length})</span>
              </h3>
              <ul className="low-list" aria-label="Running low">
                {low.map((item) => (
                  <li key={item.id}>
                    <span className="low-name">
                      {item.name}
                      {forecasts[item.id] && <span className="muted small">: {forecasts[item.id]}</span>}
                    </span>
                    <span className="level" data-q={item.quantity}>
                      {QUANTITY_LABELS[item.quantity]}
                      {item.remainingMl !== null && item.quantity !== "EMPTY" && <span className="small"> · {formatMl(item.remainingMl)}</span>}
                    </span>
                    <AddToShoppingListButton names={[item.name]} label="Add to list" />
                  </li>
                ))}
              </ul>
            </section>
          )}
          {shown === 0 ? (
            <div className="empty" role="status">
              <p>
                Nothing on your shelf matches “{query}”.{" "}
                <button type="button" className="ghost small" onClick={() => search("", 0)}>
                  Clear the search
                </button>
              </p>
            </div>
          ) : (
            groups.map((group) => (
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
                      onSaved={setSavedId}
                    />
                  ))}
                </ul>
              </section>
            ))
          )}
          {more && <LoadMore href={more.href} label={more.label} />}
        </section>
      )}
    </>
  );
}
