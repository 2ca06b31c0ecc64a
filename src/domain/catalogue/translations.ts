// The catalogue's words in other languages: each cocktail's description, steps and garnish, and
// the glassware's names, as JSON in ./data/translations, one file per language. A cocktail or
// a text a file lacks stays English; so does every text in a language that has no file.
import { z } from "zod";
import type { CatalogueCocktail } from "./index";
import de from "./data/translations/de.json";
import es from "./data/translations/es.json";
import fr from "./data/translations/fr.json";
import it from "./data/translations/it.json";

const text = z.string().trim().min(1);

const translationFileSchema = z.strictObject({
  about: text,
  language: z.string().regex(/^[a-z]{2}$/),
  glassware: z.record(text, text),
  cocktails: z.record(
    text,
    z.strictObject({ description: text.optional(), steps: z.array(text).min(1).optional(), garnish: text.optional() }),
  ),
});
export type CatalogueTranslation = z.infer<typeof translationFileSchema>;

/** The translation files, by name; a file added to ./data/translations is registered here. */
export const TRANSLATION_FILES: Readonly<Record<string, unknown>> = {
  "de.json": de,
  "es.json": es,
  "fr.json": fr,
  "it.json": it,
};

function loadTranslations(): ReadonlyMap<string, CatalogueTranslation> {
  const byLanguage = new Map<string, CatalogueTranslation>();
  for (const [file, data] of Object.entries(TRANSLATION_FILES)) {
    const parsed = translationFileSchema.safeParse(data);
    if (!parsed.success) throw new Error(`catalogue/data/translations/${file}: ${z.prettifyError(parsed.error)}`);
    if (`${parsed.data.language}.json` !== file) throw new Error(`catalogue/data/translations/${file}: says it is "${parsed.data.language}"`);
    byLanguage.set(parsed.data.language, parsed.data);
  }
  return byLanguage;
}

const TRANSLATIONS = loadTranslations();

/** The catalogue's translation into the locale's language ("de-AT" reads de.json), or undefined where there is none. */
export function catalogueTranslation(locale: string): CatalogueTranslation | undefined {
  return TRANSLATIONS.get(locale.toLowerCase().split(/[-_]/)[0]!);
}

export type CatalogueTexts = Pick<CatalogueCocktail, "description" | "steps" | "glassware" | "garnish">;

/**
 * A cocktail's description, steps, glassware and garnish in the locale's language, each one the
 * language's file lacks kept in English. Steps are taken only as a whole list of the English
 * one's length, so a step is never shown out of its place; a garnish only where the English has one.
 */
export function catalogueTextsIn(cocktail: Pick<CatalogueCocktail, "catalogueId"> & CatalogueTexts, locale: string): CatalogueTexts {
  const english: CatalogueTexts = { description: cocktail.description, steps: cocktail.steps, glassware: cocktail.glassware, garnish: cocktail.garnish };
  const translation = catalogueTranslation(locale);
  if (!translation) return english;
  const texts = Object.hasOwn(translation.cocktails, cocktail.catalogueId) ? translation.cocktails[cocktail.catalogueId] : undefined;
  const glassware = Object.hasOwn(translation.glassware, cocktail.glassware) ? translation.glassware[cocktail.glassware] : undefined;
  return {
    description: texts?.description ?? english.description,
    steps: texts?.steps?.length === english.steps.length ? texts.steps : english.steps,
    glassware: glassware ?? english.glassware,
    garnish: english.garnish === null ? null : texts?.garnish ?? english.garnish,
  };
}
