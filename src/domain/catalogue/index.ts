// The catalogue of classic cocktails a new user can browse and copy into their recipes. The
// specs are facts (IBA specs where the IBA has one); they live as JSON in ./data, one file per
// family, and are checked against the schema below once, when the module loads.
import { z } from "zod";
import stirredData from "./data/stirred.json";
import soursData from "./data/sours.json";
import longDrinksData from "./data/long-drinks.json";
import sparklingData from "./data/sparkling.json";
import tropicalData from "./data/tropical.json";
import afterDinnerData from "./data/after-dinner.json";

export const METHODS = ["shake", "stir", "build", "blend", "throw"] as const;
export type Method = (typeof METHODS)[number];

export const BASE_SPIRITS = [
  "gin", "vodka", "whiskey", "rum", "tequila", "mezcal", "brandy", "pisco", "cachaca", "amaro", "wine", "other",
] as const;
export type BaseSpirit = (typeof BASE_SPIRITS)[number];

export const STYLES = [
  "sour", "stirred", "highball", "fizz", "collins", "tiki", "spritz", "flip", "julep", "smash",
  "old-fashioned", "martini", "punch", "hot", "frozen", "low-abv", "bubbly",
] as const;
export type Style = (typeof STYLES)[number];

export interface CatalogueIngredient { name: string; amount: string }

/** The languages a cocktail may carry its own name in, where that name differs from the English. */
export const TITLE_LANGUAGES = ["de", "fr", "es", "it"] as const;
export type TitleLanguage = (typeof TITLE_LANGUAGES)[number];

export interface CatalogueCocktail {
  catalogueId: string;
  title: string;
  /** the name the drink goes by in another language, only where it is not the English one (Glühwein) */
  titles?: Partial<Record<TitleLanguage, string>>;
  ingredients: CatalogueIngredient[];
  steps: string[];
  glassware: string;
  garnish: string | null;
  method: Method;
  spirit: BaseSpirit[];
  style: Style[];
  description: string;
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const text = z.string().trim().min(1);

const cocktailSchema = z.strictObject({
  catalogueId: z.string().regex(SLUG, "a lowercase slug such as negroni or paper-plane"),
  title: text,
  titles: z.strictObject(Object.fromEntries(TITLE_LANGUAGES.map((language) => [language, text.optional()])) as Record<TitleLanguage, z.ZodOptional<typeof text>>).optional(),
  ingredients: z.array(z.strictObject({ name: text, amount: text })).min(1),
  steps: z.array(text).min(1),
  glassware: text,
  garnish: text.nullable(),
  method: z.enum(METHODS),
  spirit: z.array(z.enum(BASE_SPIRITS)).min(1),
  style: z.array(z.enum(STYLES)),
  description: text,
});

const familyFileSchema = z.strictObject({ about: text, cocktails: z.array(cocktailSchema).min(1) });

/** The data files, by name, for the tests' messages. */
export const CATALOGUE_FILES: Readonly<Record<string, unknown>> = {
  "stirred.json": stirredData,
  "sours.json": soursData,
  "long-drinks.json": longDrinksData,
  "sparkling.json": sparklingData,
  "tropical.json": tropicalData,
  "after-dinner.json": afterDinnerData,
};

function loadCatalogue(): readonly CatalogueCocktail[] {
  const all: CatalogueCocktail[] = [];
  const seen = new Set<string>();
  for (const [file, data] of Object.entries(CATALOGUE_FILES)) {
    const parsed = familyFileSchema.safeParse(data);
    if (!parsed.success) throw new Error(`catalogue/data/${file}: ${z.prettifyError(parsed.error)}`);
    for (const cocktail of parsed.data.cocktails) {
      if (seen.has(cocktail.catalogueId)) throw new Error(`catalogue/data/${file}: duplicate id ${cocktail.catalogueId}`);
      seen.add(cocktail.catalogueId);
      all.push(cocktail);
    }
  }
  all.sort((a, b) => a.title.localeCompare(b.title, "en"));
  return Object.freeze(all.map((c) => Object.freeze(c)));
}

/** Every catalogue cocktail, sorted by title. */
export const CATALOGUE: readonly CatalogueCocktail[] = loadCatalogue();

const byId = new Map(CATALOGUE.map((c) => [c.catalogueId, c]));

export function findCatalogueCocktail(catalogueId: string): CatalogueCocktail | undefined {
  return byId.get(catalogueId);
}

/** Lowercase, accents and punctuation dropped: "Crème de Cassis" and "creme-de-cassis" read alike. */
function searchable(value: string): string {
  return value
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

/** A cocktail's title in the locale's language: its own name there, or the English one most languages keep. */
export function catalogueTitleIn(cocktail: Pick<CatalogueCocktail, "title" | "titles">, locale: string): string {
  const language = locale.toLowerCase().split(/[-_]/)[0] as TitleLanguage;
  return cocktail.titles?.[language] ?? cocktail.title;
}

/** A cocktail's searchable words, each text with a leading space so " word" finds a word's start. */
interface SearchText { titles: string[]; ingredients: string }

const searchTexts = new Map<string, SearchText>(
  CATALOGUE.map((c) => [c.catalogueId, {
    titles: [c.title, ...Object.values(c.titles ?? {})].map((title) => ` ${searchable(title)}`),
    ingredients: ` ${searchable(c.ingredients.map((i) => i.name).join(" "))} `,
  }]),
);

/**
 * How well a cocktail answers the query, best first: 0 its very title, 1 a title that starts with
 * it, 2 a title with words starting with each query word ("negr" finds the Negroni as the user
 * types), 3 each query word starting a title word or being a whole word of an ingredient ("gin"
 * finds gin drinks, not ginger beer ones); null when it does not answer.
 */
function relevance(text: SearchText, query: string, words: readonly string[]): number | null {
  let best: number | null = null;
  for (const title of text.titles) {
    const rank = titleRelevance(title, text.ingredients, query, words);
    if (rank !== null && (best === null || rank < best)) best = rank;
  }
  return best;
}

/** relevance by one of a cocktail's titles (its English one, or its name in another language). */
function titleRelevance(title: string, ingredients: string, query: string, words: readonly string[]): number | null {
  const inTitle = (word: string) => title.includes(` ${word}`);
  if (title === ` ${query}`) return 0;
  if (title.startsWith(` ${query}`)) return 1;
  if (words.every(inTitle)) return 2;
  if (words.every((w) => inTitle(w) || ingredients.includes(` ${w} `))) return 3;
  return null;
}

/**
 * Cocktails with the given base spirit and style whose title (in English or the name it goes by in
 * another language) or ingredient names hold every word
 * of `q`, case and accents ignored, the most relevant first (see relevance); each group stays
 * in title order.
 */
export function searchCatalogue(filter: { q?: string; spirit?: BaseSpirit; style?: Style }): CatalogueCocktail[] {
  const query = searchable(filter.q ?? "");
  const words = query === "" ? [] : query.split(" ");
  const found: Array<{ cocktail: CatalogueCocktail; rank: number }> = [];
  for (const cocktail of CATALOGUE) {
    if (filter.spirit !== undefined && !cocktail.spirit.includes(filter.spirit)) continue;
    if (filter.style !== undefined && !cocktail.style.includes(filter.style)) continue;
    const rank = words.length === 0 ? 0 : relevance(searchTexts.get(cocktail.catalogueId)!, query, words);
    if (rank !== null) found.push({ cocktail, rank });
  }
  return found.sort((a, b) => a.rank - b.rank).map((f) => f.cocktail);
}
