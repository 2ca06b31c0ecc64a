import { useLocale, useTranslations } from "next-intl";
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

export function StarterShelf() {
  const t = useTranslations("recommend.views");
  return (
    <>
      <p>{t.rich("starter", { bar: (chunks) => <Link href="/bar">{chunks}</Link> })}</p>
      <StarterShelfForm groups={starterShelfGroups(useLocale())} />
    </>
  );
}

function UseItUp({ query, low }: { query: RecommendQuery; low: readonly string[] }) {
  const t = useTranslations("recommend.views");
  if (low.length === 0) return null;
  return (
    <nav aria-label={t("useItUpLabel")} className="chips">
      <Link href={recommendHref({ ...query, useUp: false }, "make-now")} className="chip" aria-current={query.useUp ? undefined : "true"}>
        {t("everything")}
      </Link>
      <Link href={recommendHref({ ...query, useUp: true }, "make-now")} className="chip" aria-current={query.useUp ? "true" : undefined}>
        {t("useItUp", { bottles: low.join(", ") })}
      </Link>
    </nav>
  );
}

function Together({ data }: { data: RecommendPageData }) {
  const t = useTranslations("recommend.views");
  if (!data.together) return null;
  return (
    <>
      <h3 className="subhead">{t("together")}</h3>
      <BottleList bottles={[data.together]} label={t("togetherLabel")} />
    </>
  );
}

const filtered = (query: RecommendQuery) => Boolean(query.filter.q || query.filter.spirit || query.filter.style);

/** The four answers, each its first few with "Show all". */
export function RecommendOverview({ data, query }: { data: RecommendPageData; query: RecommendQuery }) {
  const showAll = (show: RecommendSection) => recommendHref({ ...query, show, page: 1 });
  const useUp = query.useUp && data.lowBottles.length > 0;
  const t = useTranslations("recommend.views");
  return (
    <>
      <section aria-labelledby="make-now" className="section">
        <h2 id="make-now">{t("sections.make-now")}</h2>
        <UseItUp query={query} low={data.lowBottles} />
        {data.makeNow.length === 0 ? (
          <p className="muted">
            {useUp ? t("nothingUsesLow") : filtered(query) ? t("nothingPasses") : t("nothingYet")}
          </p>
        ) : (
          <MakeNowList rows={data.makeNow.slice(0, FIRST.makeNow)} label={t("makeNowLabel")} />
        )}
        {data.makeNow.length > FIRST.makeNow && <ShowAll href={showAll("make-now")} count={data.makeNow.length} what={t("whatMakeNow")} />}
      </section>

      <section aria-labelledby="one-away" className="section">
        <h2 id="one-away">{t("sections.one-away")}</h2>
        {data.oneAway.length === 0 ? (
          <p className="muted">{t("noneOneAway")}</p>
        ) : (
          <OneAwayList rows={data.oneAway.slice(0, FIRST.oneAway)} label={t("oneAwayLabel")} />
        )}
        {data.oneAway.length > FIRST.oneAway && <ShowAll href={showAll("one-away")} count={data.oneAway.length} what={t("whatOneAway")} />}
      </section>

      <section aria-labelledby="buy-next" className="section">
        <h2 id="buy-next">{t("sections.buy-next")}</h2>
        {data.nextBottles.length === 0 ? (
          <p className="muted">{t("noneBuyNext")}</p>
        ) : (
          <BottleList bottles={data.nextBottles.slice(0, FIRST.bottles)} label={t("buyNextLabel")} />
        )}
        <Together data={data} />
        {data.nextBottles.length > FIRST.bottles && <ShowAll href={showAll("buy-next")} count={data.nextBottles.length} what={t("whatBottles")} />}
      </section>

      <section aria-labelledby="shopping-list" className="section">
        <h2 id="shopping-list">{t("shoppingList")}</h2>
        <ShoppingList items={data.shopping} prices={data.shoppingPrices} />
      </section>

      <section aria-labelledby="catalogue" className="section">
        <h2 id="catalogue">{t("sections.catalogue")}</h2>
        <p className="row">
          <Link className="button secondary" href={showAll("catalogue")}>
            {t("browse")}
          </Link>
          {data.barItems > 0 && (
            <Link className="button secondary" href="/welcome?step=shelf">
              {t("tickMore")}
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
  const t = useTranslations("recommend.views");
  if (show === "make-now") {
    const { items, ...where } = paged(data.makeNow);
    [pager, count] = [where, data.makeNow.length];
    body = <MakeNowList rows={items} label={t("makeNowLabel")} />;
  } else if (show === "one-away") {
    const { items, ...where } = paged(data.oneAway);
    [pager, count] = [where, data.oneAway.length];
    body = <OneAwayList rows={items} label={t("oneAwayLabel")} />;
  } else if (show === "buy-next") {
    body = (
      <>
        <BottleList bottles={data.nextBottles} label={t("buyNextLabel")} />
        <Together data={data} />
      </>
    );
  } else {
    const { items, ...where } = paged(data.catalogue ?? []);
    [pager, count] = [where, data.catalogue?.length ?? 0];
    body = (
      <ul className="list cocktails" aria-label={t("catalogueLabel")}>
        {items.map((entry) => (
          <CatalogueCard key={entry.catalogueId} entry={entry} />
        ))}
      </ul>
    );
  }
  return (
    <section aria-labelledby={show} className="section">
      <p>
        <Link href={recommendHref({ filter: query.filter })}>← {t("allAnswers")}</Link>
      </p>
      <h2 id={show}>
        {t(`sections.${show}`)}
        {count !== null && <span className="muted small"> ({count})</span>}
      </h2>
      {body}
      <Pager page={pager.page} pages={pager.pages} hrefOf={hrefOf} />
    </section>
  );
}
