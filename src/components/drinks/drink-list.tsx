"use client";

import { useTranslations } from "next-intl";
import { usePathname, useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import { DRINK_SORTS, type DrinkSort } from "@/domain/drink-sort";
import type { PhotoInfo } from "@/domain/image-sizes";
import type { Drink } from "@/domain/types";
import { DrinkCard } from "./drink-card";
import { LoadMore } from "../ui/load-more";

/**
 * The caller's drinks as cards, in the order the server sorted them (the choice goes into the
 * address); `photos` by image URL; `more` the next part of a long list.
 */
export function DrinkList({
  drinks,
  photos,
  sort,
  total,
  more = null,
}: {
  drinks: Drink[];
  photos: Record<string, PhotoInfo>;
  sort: DrinkSort;
  total: number;
  more?: { href: string; label: string } | null;
}) {
  const router = useRouter();
  const pathname = usePathname();
  const [pending, startTransition] = useTransition();
  // the cards here re-sort at once; the server's answer (the right first part) follows
  const [chosen, setChosen] = useState(sort);
  const [sortSeen, setSortSeen] = useState(sort);
  if (sort !== sortSeen) {
    setSortSeen(sort);
    setChosen(sort);
  }
  const sorted = [...drinks].sort(DRINK_SORTS[chosen].compare);
  const t = useTranslations("drinks.list");
  function choose(next: DrinkSort) {
    setChosen(next);
    startTransition(() => router.replace(next === "newest" ? pathname : `${pathname}?sort=${next}`, { scroll: false }));
  }
  return (
    <section className="section" aria-labelledby="drinks-heading" aria-busy={pending}>
      <div className="row spread">
        <h2 id="drinks-heading">
          {t("heading")} {total > drinks.length && <span className="muted small">({total})</span>}
        </h2>
        <label className="inline">
          {t("sort")}
          <select value={chosen} onChange={(e) => choose(e.target.value as DrinkSort)} style={{ width: "auto" }}>
            {(Object.keys(DRINK_SORTS) as DrinkSort[]).map((key) => (
              <option key={key} value={key}>
                {t(`sorts.${key}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
      <ul className="grid" aria-label={t("label")}>
        {sorted.map((d) => (
          <DrinkCard key={d.id} drink={d} photo={d.imageUrl ? photos[d.imageUrl] : undefined} />
        ))}
      </ul>
      {more && <LoadMore href={more.href} label={more.label} />}
    </section>
  );
}
