// /recommend as one screen of answers: the recommendations of src/domain/recommendations.ts
// cut down to rows a phone can show (a title, what it takes, whether it is on the shopping
// list), the user's recipes and the catalogue's cocktails in one list per question.
import { BASE_SPIRITS, STYLES, type BaseSpirit, type CatalogueCocktail, type Style } from "./catalogue";
import { titleKey } from "./catalogue-entries";
import { buildShelfIndex, isAvailable } from "./matching";
import { baseSpiritsOf } from "./strength";

export interface RecommendFilter {
  q?: string;
  spirit?: BaseSpirit;
  style?: Style;
}

/** A drink on /recommend: one of the user's recipes (recipeId) or a catalogue cocktail (catalogueId). */
export interface DrinkRow {
  title: string;
  ingredients: string[];
  recipeId: string | null;
  catalogueId: string | null;
}

/** A drink one bottle away, with the line it misses and the bottle to buy for it. */
export interface OneAwayRow extends DrinkRow {
  /** the lines it misses, as the recipe names them */
  needs: string[];
  buy: string;
  onList: boolean;
}

export const RECOMMEND_SECTIONS = ["make-now", "one-away", "buy-next", "catalogue"] as const;
export type RecommendSection = (typeof RECOMMEND_SECTIONS)[number];

export interface RecommendQuery {
  filter: RecommendFilter;
  useUp: boolean;
  /** without the user's substitutes: what the shelf makes by the matching rule alone */
  strict: boolean;
  /** one section in full, a page at a time ("show all"); none for the overview */
  show: RecommendSection | null;
  page: number;
}

/** Reads /recommend's search parameters; anything unknown is left out. */
export function readRecommendQuery(params: Record<string, string | string[] | undefined>): RecommendQuery {
  const one = (key: string) => (typeof params[key] === "string" ? (params[key] as string).trim() : "");
  const find = <T extends string>(list: readonly T[], value: string) => list.find((v) => v === value);
  const page = Number.parseInt(one("page"), 10);
  const q = one("q").slice(0, 200);
  return {
    filter: { q: q || undefined, spirit: find(BASE_SPIRITS, one("spirit")), style: find(STYLES, one("style")) },
    useUp: one("useUp") === "1",
    strict: one("strict") === "1",
    show: find(RECOMMEND_SECTIONS, one("show")) ?? null,
    page: Number.isSafeInteger(page) && page > 1 ? page : 1,
  };
}

/** The /recommend address of a query; what is left at its default stays out. */
export function recommendHref(query: Partial<RecommendQuery>, anchor?: string): string {
  const params = new URLSearchParams();
  const { filter = {}, useUp, strict, show, page } = query;
  if (show) params.set("show", show);
  for (const key of ["spirit", "style", "q"] as const) if (filter[key]) params.set(key, filter[key]);
  if (useUp) params.set("useUp", "1");
  if (strict) params.set("strict", "1");
  if (page && page > 1) params.set("page", String(page));
  const search = params.toString();
  return `/recommend${search ? `?${search}` : ""}${anchor ? `#${anchor}` : ""}`;
}

export function filterCount(filter: RecommendFilter): number {
  return [filter.q, filter.spirit, filter.style].filter(Boolean).length;
}

const fold = (text: string) => text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();

/**
 * Whether a row passes the filter. A catalogue cocktail carries its spirits and styles; one of
 * the user's recipes has the base spirits its ingredients are, and the styles of the catalogue
 * cocktail of the same title (if any). `spiritsOf` is asked only when a spirit is chosen.
 */
export function rowFilter(filter: RecommendFilter, catalogueByTitle: ReadonlyMap<string, Pick<CatalogueCocktail, "spirit" | "style">>) {
  const words = fold(filter.q ?? "").split(/\s+/).filter(Boolean);
  const spiritsOfName = new Map<string, string[]>();
  const spiritsOf = (names: readonly string[]) =>
    names.flatMap((name) => {
      let found = spiritsOfName.get(name);
      if (!found) spiritsOfName.set(name, (found = baseSpiritsOf([name])));
      return found;
    });
  return (row: DrinkRow): boolean => {
    const cocktail = catalogueByTitle.get(titleKey(row.title));
    if (filter.spirit) {
      const spirits: readonly string[] = row.catalogueId !== null && cocktail ? cocktail.spirit : spiritsOf(row.ingredients);
      if (!spirits.includes(filter.spirit)) return false;
    }
    if (filter.style && !cocktail?.style.includes(filter.style)) return false;
    if (words.length === 0) return true;
    const text = fold([row.title, ...row.ingredients].join("\n"));
    return words.every((w) => text.includes(w));
  };
}

/**
 * Whether a name is already on the shopping list (among `listed`, the things still to buy), as
 * adding it would find it: an entry that would meet it as a recipe line (src/domain/shopping-list.ts).
 */
export function shoppingListHas(listed: readonly string[]): (name: string) => boolean {
  const entries = listed.map((name) => buildShelfIndex([{ name }]));
  return (name) => entries.some((entry) => isAvailable(entry, name));
}

/** Items `page` (1-based) of a list cut in pages of `size`, with how many pages there are. */
export function pageOfList<T>(list: readonly T[], page: number, size: number): { items: T[]; page: number; pages: number } {
  const pages = Math.max(1, Math.ceil(list.length / size));
  const current = Math.min(Math.max(1, page), pages);
  return { items: list.slice((current - 1) * size, current * size), page: current, pages };
}
