import Link from "next/link";
import { pageOfList, recommendHref, type RecommendQuery, type RecommendSection } from "@/domain/recommend-page";
import { starterShelfGroups } from "@/domain/starter-shelf";
import type { RecommendPageData } from "@/server/recipes/recommendations";
import { CatalogueCard } from "./catalogue-card";
import { BottleList, MakeNowList, OneAwayList, Pager, ShowAll } from "./recommend-sections";
import { ShoppingList } from "../bar/shopping-list";
import { StarterShelfForm } from "../bar/starter-shelf-form";

/** How many of each answer the overview shows before "Show all". */
const FIRST = { makeNow: 6, oneAway: 5, bottles: 3 };
/** Rows on each page of a section shown in full. */
export const SECTION_PAGE_SIZE = 24;

export const SECTION_TITLES: Record<RecommendSection, string> = {
  "make-now": "Make now",
  "one-away": "One bottle away",
  "buy-next": "Buy next",
  catalogue: "Catalogue",
};

export function StarterShelf() {
  return (
    <>
      <p>
        Tick the bottles and fresh things you have. They go on your <Link href="/bar">bar</Link>, and this page shows right
        away which classic cocktails you can make.
      </p>
      <StarterShelfForm groups={starterShelfGroups()} />
    </>
  );
}

function UseItUp({ query, low }: { query: RecommendQuery; low: readonly string[] }) {
  if (low.length === 0) return null;
  return (
    <nav aria-label="Use it up" className="chips">
      <Link href={recommendHref({ ...query, useUp: false }, "make-now")} className="chip" aria-current={query.useUp ? undefined : "true"}>
        Everything
      </Link>
      <Link href={recommendHref({ ...query, useUp: true }, "make-now")} className="chip" aria-current={query.useUp ? "true" : undefined}>
        Use it up: {low.join(", ")}
      </Link>
    </nav>
  );
}

function Together({ data }: { data: RecommendPageData }) {
  if (!data.together) return null;
  return (
    <>
      <h3 className="subhead">Better together</h3>
      <BottleList bottles={[data.together]} label="Bottles to buy together" />
    </>
  );
}

const filtered = (query: RecommendQuery) => Boolean(query.filter.q || query.filter.spirit || query.filter.style);

/** The four answers, each its first few with "Show all". */
export function RecommendOverview({ data, query }: { data: RecommendPageData; query: RecommendQuery }) {
  const showAll = (show: RecommendSection) => recommendHref({ ...query, show, page: 1 });
  const useUp = query.useUp && data.lowBottles.length > 0;
  return (
    <>
      <section aria-labelledby="make-now" className="section">
        <h2 id="make-now">Make now</h2>
        <UseItUp query={query} low={data.lowBottles} />
        {data.makeNow.length === 0 ? (
          <p className="muted">
            {useUp ? "Nothing you can make now uses a bottle running low." : filtered(query) ? "Nothing you can make now passes these filters." : "Nothing can be made with what is on your bar yet. See what one more bottle would make below."}
          </p>
        ) : (
          <MakeNowList rows={data.makeNow.slice(0, FIRST.makeNow)} label="Drinks you can make now" />
        )}
        {data.makeNow.length > FIRST.makeNow && <ShowAll href={showAll("make-now")} count={data.makeNow.length} what="you can make" />}
      </section>

      <section aria-labelledby="one-away" className="section">
        <h2 id="one-away">One bottle away</h2>
        {data.oneAway.length === 0 ? (
          <p className="muted">No drink is missing just one thing.</p>
        ) : (
          <OneAwayList rows={data.oneAway.slice(0, FIRST.oneAway)} label="Drinks one bottle away" />
        )}
        {data.oneAway.length > FIRST.oneAway && <ShowAll href={showAll("one-away")} count={data.oneAway.length} what="one bottle away" />}
      </section>

      <section aria-labelledby="buy-next" className="section">
        <h2 id="buy-next">Buy next</h2>
        {data.nextBottles.length === 0 ? (
          <p className="muted">No single bottle would make another drink yet.</p>
        ) : (
          <BottleList bottles={data.nextBottles.slice(0, FIRST.bottles)} label="Bottles to buy next" />
        )}
        <Together data={data} />
        {data.nextBottles.length > FIRST.bottles && <ShowAll href={showAll("buy-next")} count={data.nextBottles.length} what="bottles" />}
      </section>

      <section aria-labelledby="shopping-list" className="section">
        <h2 id="shopping-list">Shopping list</h2>
        <ShoppingList items={data.shopping} prices={data.shoppingPrices} />
      </section>

      <section aria-labelledby="catalogue" className="section">
        <h2 id="catalogue">Catalogue</h2>
        <p className="row">
          <Link className="button secondary" href={showAll("catalogue")}>
            Browse the cocktail catalogue
          </Link>
          {data.barItems > 0 && (
            <Link className="button secondary" href="/welcome?step=shelf">
              Tick more from the starter shelf
            </Link>
          )}
        </p>
      </section>
    </>
  );
}

/** One section in full, a page at a time. */
export function RecommendSectionView({ data, query, show }: { data: RecommendPageData; query: RecommendQuery; show: RecommendSection }) {
  const hrefOf = (page: number) => recommendHref({ ...query, page });
  const paged = <T,>(list: readonly T[]) => pageOfList(list, query.page, SECTION_PAGE_SIZE);
  let body: React.ReactNode;
  let pager = { page: 1, pages: 1 };
  let count: number | null = null;
  if (show === "make-now") {
    const { items, ...where } = paged(data.makeNow);
    [pager, count] = [where, data.makeNow.length];
    body = <MakeNowList rows={items} label="Drinks you can make now" />;
  } else if (show === "one-away") {
    const { items, ...where } = paged(data.oneAway);
    [pager, count] = [where, data.oneAway.length];
    body = <OneAwayList rows={items} label="Drinks one bottle away" />;
  } else if (show === "buy-next") {
    body = (
      <>
        <BottleList bottles={data.nextBottles} label="Bottles to buy next" />
        <Together data={data} />
      </>
    );
  } else {
    const { items, ...where } = paged(data.catalogue ?? []);
    [pager, count] = [where, data.catalogue?.length ?? 0];
    body = (
      <ul className="list cocktails" aria-label="Catalogue cocktails">
        {items.map((entry) => (
          <CatalogueCard key={entry.catalogueId} entry={entry} />
        ))}
      </ul>
    );
  }
  return (
    <section aria-labelledby={show} className="section">
      <p>
        <Link href={recommendHref({ filter: query.filter })}>← All answers</Link>
      </p>
      <h2 id={show}>
        {SECTION_TITLES[show]}
        {count !== null && <span className="muted small"> ({count})</span>}
      </h2>
      {body}
      <Pager page={pager.page} pages={pager.pages} hrefOf={hrefOf} />
    </section>
  );
}
