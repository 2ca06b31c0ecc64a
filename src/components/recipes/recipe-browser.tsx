"use client";

import { usePathname, useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useEffect, useRef, useState, useTransition } from "react";
import { loadRecipePage } from "@/app/(app)/recipes/actions";
import {
  RECIPE_BASE_SPIRITS,
  RECIPE_FILTERS,
  RECIPE_SORTS,
  recipeQueryParams,
  type RecipeCounts,
  type RecipePage,
  type RecipeQuery,
  type RecipeView,
} from "@/domain/recipe-query";
import { RecipeCard } from "./recipe-card";
import type { DrinkOption } from "./recipe-form";
import type { RecipeHousehold } from "./recipe-sharing";

const SEARCH_WAIT_MS = 250;

/**
 * Search, filters and sort for /recipes. Each change goes into the address, so the
 * server renders the first page of the new selection (and a reload keeps it).
 */
export function RecipeToolbar({ query, counts }: { query: RecipeQuery; counts: RecipeCounts }) {
  const router = useRouter();
  const pathname = usePathname();
  const [text, setText] = useState(query.q);
  // The controls show the choice at once; the server's answer follows.
  const [chosen, setChosen] = useState(query);
  const [querySeen, setQuerySeen] = useState(query);
  if (query !== querySeen) {
    setQuerySeen(query);
    setChosen(query);
  }
  const [pending, startTransition] = useTransition();
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  function go(next: Partial<RecipeQuery>) {
    const wanted = { ...chosen, q: text.trim(), ...next };
    setChosen(wanted);
    const params = recipeQueryParams(wanted);
    const search = params.toString();
    startTransition(() => router.replace(search ? `${pathname}?${search}` : pathname, { scroll: false }));
  }

  function onSearch(value: string) {
    setText(value);
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => go({ q: value.trim() }), SEARCH_WAIT_MS);
  }

  const countOf = { all: counts.all, now: counts.now, one: counts.one };
  const t = useTranslations("recipes.toolbar");
  return (
    <div className="toolbar recipe-toolbar" aria-busy={pending}>
      <label className="grow">
        {t("search")}
        <input type="search" value={text} onChange={(e) => onSearch(e.target.value)} placeholder={t("searchPlaceholder")} autoComplete="off" />
      </label>
      <fieldset className="segmented">
        <legend className="visually-hidden">{t("show")}</legend>
        {RECIPE_FILTERS.map((f) => (
          <label key={f} className="toggle">
            <input type="radio" name="recipe-filter" checked={chosen.filter === f} onChange={() => go({ filter: f })} />
            {t(`filters.${f}`)} ({countOf[f]})
          </label>
        ))}
      </fieldset>
      <label>
        {t("baseSpirit")}
        <select value={chosen.spirit ?? ""} onChange={(e) => go({ spirit: RECIPE_BASE_SPIRITS.find((s) => s === e.target.value) ?? null })}>
          <option value="">{t("any")}</option>
          {RECIPE_BASE_SPIRITS.map((s) => (
            <option key={s} value={s}>
              {t(`spirits.${s}`)}
            </option>
          ))}
        </select>
      </label>
      <label>
        {t("sortBy")}
        <select value={chosen.sort} onChange={(e) => go({ sort: RECIPE_SORTS.find((s) => s === e.target.value) ?? "newest" })}>
          {RECIPE_SORTS.map((s) => (
            <option key={s} value={s}>
              {t(`sorts.${s}`)}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}

/**
 * The selected recipes: the server's first page, then more as the end comes into view
 * or "More" is pressed. Remounted (by key) whenever the query changes.
 */
export function RecipeResults({
  first,
  search,
  drinks,
  suggestionsId,
  households = [],
}: {
  first: RecipePage<RecipeView>;
  /** The page's search parameters, handed back to the server for the next page. */
  search: string;
  drinks: DrinkOption[];
  suggestionsId: string;
  /** The households the user is in, to share a recipe with. */
  households?: readonly RecipeHousehold[];
}) {
  const [items, setItems] = useState(first.items);
  const [nextOffset, setNextOffset] = useState(first.nextOffset);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const sentinel = useRef<HTMLDivElement>(null);
  const t = useTranslations("recipes.results");

  // A refresh after an edit brings a new first page; keep what was loaded beyond it.
  const [firstSeen, setFirstSeen] = useState(first);
  if (first !== firstSeen) {
    setFirstSeen(first);
    setItems((loaded) => [...first.items, ...loaded.slice(first.items.length)]);
  }

  async function more() {
    if (loading || nextOffset === null) return;
    setLoading(true);
    setFailed(false);
    try {
      const page = await loadRecipePage(search, nextOffset);
      setItems((loaded) => [...loaded, ...page.items.filter((r) => !loaded.some((l) => l.id === r.id))]);
      setNextOffset(page.nextOffset);
    } catch {
      setFailed(true);
    } finally {
      setLoading(false);
    }
  }
  const moreRef = useRef(more);
  useEffect(() => {
    moreRef.current = more;
  });

  useEffect(() => {
    const el = sentinel.current;
    if (!el || nextOffset === null) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) void moreRef.current();
    }, { rootMargin: "400px" });
    observer.observe(el);
    return () => observer.disconnect();
  }, [nextOffset]);

  return (
    <>
      <p className="muted small" role="status">
        {t("count", { count: first.total })}
        {first.total > items.length ? t("showing", { shown: items.length }) : ""}
      </p>
      <ul className="list compact" aria-label={t("label")}>
        {items.map((r) => (
          <RecipeCard key={r.id} recipe={r} drinks={drinks} suggestionsId={suggestionsId} households={households} />
        ))}
      </ul>
      {nextOffset !== null && (
        <div ref={sentinel} className="row more-row">
          <button type="button" className="secondary" onClick={more} disabled={loading}>
            {loading ? t("loading") : t("more")}
          </button>
          {failed && (
            <span role="alert" className="error small">
              {t("failed")}
            </span>
          )}
        </div>
      )}
    </>
  );
}
