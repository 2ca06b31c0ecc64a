import type { Metadata } from "next";
import Link from "next/link";
import { CatalogueFilters, filterLabel } from "@/components/recommend/catalogue-filters";
import { FilterPanel } from "@/components/recommend/filter-panel";
import { ShelfHouseholdsScope } from "@/components/bar/shelf-households";
import { RecommendOverview, RecommendSectionView, StarterShelf } from "@/components/recommend/recommend-views";
import { filterCount, readRecommendQuery, recommendHref } from "@/domain/recommend-page";
import { requirePageUser } from "@/server/auth/better-auth";
import { recommendPageForUser } from "@/server/recipes/recommendations";

export const metadata: Metadata = { title: "Recommend" };

export default async function RecommendPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const user = await requirePageUser();
  const query = readRecommendQuery(await searchParams);
  const data = await recommendPageForUser({ userId: user.id, query });
  const { filter } = query;
  const on = [filter.spirit, filter.style].filter((v) => v !== undefined).map(filterLabel).concat(filter.q ? [`“${filter.q}”`] : []);
  return (
    <ShelfHouseholdsScope households={data.households}>
      <div className="page-head">
        <div>
          <h1>Recommend</h1>
          <p className="muted">What you can make now, and the bottles that would open up the most drinks.</p>
        </div>
      </div>
      {data.barItems === 0 && query.show === null && (
        <section aria-labelledby="starter-heading" className="section card first-run">
          <h2 id="starter-heading">What do you have at home?</h2>
          <StarterShelf />
        </section>
      )}
      {data.substitutes > 0 && (
        <p className="row">
          <span className="muted small">{query.strict ? "Not counting your substitutes." : "Counting the substitutes you accept."}</span>
          <Link className="button secondary small" href={recommendHref({ ...query, strict: !query.strict, page: 1 })}>
            {query.strict ? "Count them again" : "Show without them"}
          </Link>
        </p>
      )}
      {/* a new choice closes the panel (a fresh one per filter), so the answers show at once */}
      <FilterPanel key={recommendHref({ filter })} label={filterCount(filter) > 0 ? `Filters: ${on.join(", ")}` : "Filters"}>
        <CatalogueFilters query={query} />
      </FilterPanel>
      {query.show ? <RecommendSectionView data={data} query={query} show={query.show} /> : <RecommendOverview data={data} query={query} />}
    </ShelfHouseholdsScope>
  );
}
