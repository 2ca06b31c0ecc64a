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

export interface CatalogueCocktail {
  catalogueId: string;
  title: string;
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

const searchTexts = new Map(
  CATALOGUE.map((c) => [c.catalogueId, {
    title: ` ${searchable(c.title)}`,
    ingredients: ` ${searchable(c.ingredients.map((i) => i.name).join(" "))} `,
  }]),
);

/**
 * A query word matches the start of a word of the title ("negr" finds the Negroni, as the user
 * types) or a whole word of an ingredient's name ("gin" finds gin drinks, not ginger beer ones).
 */
function inTitle(title: string, word: string): boolean {
  return title.includes(` ${word}`);
}

/** How well a cocktail answers the query words: 0 the very title, 1-2 in the title, 3 in its ingredients. */
function relevance(texts: { title: string; ingredients: string }, query: string, words: readonly string[]): number | null {
  if (texts.title === ` ${query}`) return 0;
  if (words.every((w) => inTitle(texts.title, w))) return inTitle(texts.title.slice(0, words[0]!.length + 1), words[0]!) ? 1 : 2;
  if (words.every((w) => inTitle(texts.title, w) || texts.ingredients.includes(` ${w} `))) return 3;
  return null;
}

/**
 * Cocktails with the given base spirit and style whose title or ingredient names hold every word
 * of `q`, case and accents ignored: the title that is the query first, then titles that start
 * with it, titles that hold it, and last cocktails that hold it among their ingredients. Each
 * group stays in title order.
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
