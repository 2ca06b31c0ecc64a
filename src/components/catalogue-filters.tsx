import Link from "next/link";
import { BASE_SPIRITS, STYLES, type BaseSpirit, type Style } from "@/domain/catalogue";

const LABELS: Record<string, string> = { cachaca: "Cachaça", "old-fashioned": "Old fashioned", "low-abv": "Low ABV" };
export const filterLabel = (value: string) => LABELS[value] ?? value.charAt(0).toUpperCase() + value.slice(1);

export interface CatalogueFilter {
  q?: string;
  spirit?: BaseSpirit;
  style?: Style;
}

/** The /recommend address of a filter (and of "show all" of it). */
export function filterHref(filter: CatalogueFilter & { all?: "1"; useUp?: "1" }, anchor = "catalogue"): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filter)) if (value) params.set(key, value);
  const query = params.toString();
  return `/recommend${query ? `?${query}` : ""}#${anchor}`;
}

function Chips<K extends "spirit" | "style">({ name, label, values, filter }: { name: K; label: string; values: readonly string[]; filter: CatalogueFilter }) {
  const current = filter[name];
  return (
    <nav aria-label={label} className="chips">
      <Link href={filterHref({ ...filter, [name]: undefined })} className="chip" aria-current={current ? undefined : "true"}>
        Any {label.toLowerCase()}
      </Link>
      {values.map((value) => (
        <Link key={value} href={filterHref({ ...filter, [name]: value })} className="chip" aria-current={current === value ? "true" : undefined}>
          {filterLabel(value)}
        </Link>
      ))}
    </nav>
  );
}

/** One tap per filter: links, so the page (and the back button) keep the choice. */
export function CatalogueFilters({ filter }: { filter: CatalogueFilter }) {
  return (
    <div className="stack filters">
      <Chips name="spirit" label="Base spirit" values={BASE_SPIRITS} filter={filter} />
      <Chips name="style" label="Style" values={STYLES} filter={filter} />
      <form className="row" action="/recommend" method="get" role="search">
        {filter.spirit && <input type="hidden" name="spirit" value={filter.spirit} />}
        {filter.style && <input type="hidden" name="style" value={filter.style} />}
        <label className="visually-hidden" htmlFor="catalogue-q">
          Search the catalogue
        </label>
        <input id="catalogue-q" name="q" type="search" className="grow" defaultValue={filter.q} placeholder="Search by name or ingredient" />
        <button type="submit" className="secondary">
          Search
        </button>
      </form>
    </div>
  );
}
