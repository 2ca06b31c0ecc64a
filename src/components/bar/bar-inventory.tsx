"use client";

import { usePathname, useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useRef, useState, useTransition } from "react";
import type { PhotoInfo } from "@/domain/image-sizes";
import type { ShelfGroup, ShelfRow } from "@/domain/shelf-groups";
import { BarAddForm, type CategoryOption } from "./bar-add-form";
import { RunningLow } from "./running-low";
import { ShelfGroupList } from "./shelf-group-list";
import { ShelfHouseholdsProvider, type ShelfHousehold } from "./shelf-households";
import { LoadMore } from "../ui/load-more";
import { Panel } from "../ui/panel";
import { EmptyState } from "../welcome/empty-state";

const SEARCH_WAIT_MS = 250;

/** The search box's text, and a search sent as the URL's `q` a moment after the typing stops. */
function useShelfSearch(query: string) {
  const router = useRouter();
  const pathname = usePathname();
  const [text, setText] = useState(query);
  const [pending, startTransition] = useTransition();
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  function search(value: string, wait = SEARCH_WAIT_MS) {
    setText(value);
    if (timer.current) clearTimeout(timer.current);
    const q = value.trim();
    timer.current = setTimeout(
      () => startTransition(() => router.replace(q ? `${pathname}?q=${encodeURIComponent(q)}` : pathname, { scroll: false })),
      wait,
    );
  }
  return { text, pending, search };
}

export interface BarInventoryProps {
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
  /** the households the user is in, with their role: the shelf is then grouped by whose it is */
  households?: ShelfHousehold[];
}

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
  households = [],
}: BarInventoryProps) {
  const { text, pending, search } = useShelfSearch(query);
  const t = useTranslations("bar.inventory");
  const [addedId, setAddedId] = useState<string | null>(null);
  const [savedId, setSavedId] = useState<string | null>(null);

  return (
    <ShelfHouseholdsProvider value={households}>
      {total === 0 && (
        <EmptyState heading={t("emptyHeading")} href="/welcome" action={t("emptyAction")}>
          {t("emptyText")}
        </EmptyState>
      )}
      <Panel summary={t("addPanel")} defaultOpen={total === 0}>
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
            <h2 id="shelf-heading">{t("onShelf")}</h2>
            <span className="muted small">
              {t("counts", { total, inStock })}
            </span>
          </div>
          <div className="toolbar" aria-busy={pending}>
            <label>
              {t("search")}
              <input
                type="search"
                value={text}
                onChange={(e) => search(e.target.value)}
                placeholder={t("searchPlaceholder")}
                autoComplete="off"
              />
            </label>
          </div>
          {!query && low.length > 0 && <RunningLow low={low} forecasts={forecasts} />}
          <ShelfGroupList
            groups={groups}
            query={query}
            categories={categories}
            forecasts={forecasts}
            photos={photos}
            addedId={addedId}
            savedId={savedId}
            onSaved={setSavedId}
            clearSearch={() => search("", 0)}
          />
          {more && <LoadMore href={more.href} label={more.label} />}
        </section>
      )}
    </ShelfHouseholdsProvider>
  );
}
