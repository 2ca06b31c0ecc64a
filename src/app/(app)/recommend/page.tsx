import { getTranslations } from "next-intl/server";
import type { Metadata } from "next";
import Link from "next/link";
import { CatalogueFilters } from "@/components/recommend/catalogue-filters";
import { filterLabel } from "@/components/ui/drink-filter-label";
import { FilterPanel } from "@/components/recommend/filter-panel";
import { ShelfHouseholdsScope } from "@/components/bar/shelf-households";
import { RecommendOverview, RecommendSectionView, StarterShelf } from "@/components/recommend/recommend-views";
import { filterCount, readRecommendQuery, recommendHref } from "@/domain/recommend-page";
import { requirePageUser } from "@/server/auth/better-auth";
import { recommendPageForUser } from "@/server/recipes/recommendations";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("recommend.page"))("title") };
}

export default async function RecommendPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const user = await requirePageUser();
  const query = readRecommendQuery(await searchParams);
  const data = await recommendPageForUser({ userId: user.id, query });
  const { filter } = query;
  const t = await getTranslations("recommend.page");
  const tv = await getTranslations("recommend.filterValues");
  const label = (value: string) => (tv.has(value as never) ? tv(value as never) : filterLabel(value));
  const on = [filter.spirit, filter.style].filter((v) => v !== undefined).map(label).concat(filter.q ? [`“${filter.q}”`] : []);
  return (
    <ShelfHouseholdsScope households={data.households}>
      <div className="page-head">
        <div>
          <h1>{t("heading")}</h1>
          <p className="muted">{t("lead")}</p>
        </div>
      </div>
      {data.barItems === 0 && query.show === null && (
        <section aria-labelledby="starter-heading" className="section card first-run">
          <h2 id="starter-heading">{t("starterHeading")}</h2>
          <StarterShelf />
        </section>
      )}
      {data.substitutes > 0 && (
        <p className="row">
          <span className="muted small">{query.strict ? t("notCounting") : t("counting")}</span>
          <Link className="button secondary small" href={recommendHref({ ...query, strict: !query.strict, page: 1 })}>
            {query.strict ? t("countAgain") : t("without")}
          </Link>
        </p>
      )}
      {/* a new choice closes the panel (a fresh one per filter), so the answers show at once */}
      <FilterPanel key={recommendHref({ filter })} label={filterCount(filter) > 0 ? t("filtersOn", { filters: on.join(", ") }) : t("filters")}>
        <CatalogueFilters query={query} />
      </FilterPanel>
      {query.show ? <RecommendSectionView data={data} query={query} show={query.show} /> : <RecommendOverview data={data} query={query} />}
    </ShelfHouseholdsScope>
  );
}
