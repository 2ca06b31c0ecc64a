import { useTranslations } from "next-intl";
import { Search } from "lucide-react";
import Link from "next/link";
import { BASE_SPIRITS, STYLES } from "@/domain/catalogue";
import { recommendHref, type RecommendFilter, type RecommendQuery } from "@/domain/recommend-page";
import { useFilterLabel } from "../ui/drink-filter-label";

/** The same view of /recommend with another filter, from its first page. */
const withFilter = (query: RecommendQuery, filter: RecommendFilter) => recommendHref({ ...query, filter, page: 1 });

function Chips<K extends "spirit" | "style">({ name, label, anyLabel, values, query }: { name: K; label: string; anyLabel: string; values: readonly string[]; query: RecommendQuery }) {
  const current = query.filter[name];
  const label1 = useFilterLabel();
  return (
    <nav aria-label={label} className="chips">
      <Link href={withFilter(query, { ...query.filter, [name]: undefined })} className="chip" aria-current={current ? undefined : "true"}>
        {anyLabel}
      </Link>
      {values.map((value) => (
        <Link key={value} href={withFilter(query, { ...query.filter, [name]: value })} className="chip" aria-current={current === value ? "true" : undefined}>
          {label1(value)}
        </Link>
      ))}
    </nav>
  );
}

/** One tap per filter: links, so the page (and the back button) keep the choice. */
export function CatalogueFilters({ query }: { query: RecommendQuery }) {
  const { filter } = query;
  const t = useTranslations("recommend.filters");
  return (
    <div className="stack filters">
      <Chips name="spirit" label={t("spirit")} anyLabel={t("anySpirit")} values={BASE_SPIRITS} query={query} />
      <Chips name="style" label={t("style")} anyLabel={t("anyStyle")} values={STYLES} query={query} />
      <form className="row" action="/recommend" method="get" role="search">
        {query.show && <input type="hidden" name="show" value={query.show} />}
        {filter.spirit && <input type="hidden" name="spirit" value={filter.spirit} />}
        {filter.style && <input type="hidden" name="style" value={filter.style} />}
        <label className="visually-hidden" htmlFor="catalogue-q">
          {t("searchLabel")}
        </label>
        <input id="catalogue-q" name="q" type="search" className="grow" defaultValue={filter.q} placeholder={t("searchPlaceholder")} />
        <button type="submit" className="secondary">
          <Search aria-hidden="true" focusable="false" />
          {t("search")}
        </button>
      </form>
    </div>
  );
}
