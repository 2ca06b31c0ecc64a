// The catalogue's texts in other languages (src/domain/catalogue/data/translations/*.json): every
// file there is whole and in step with the English catalogue, and a cocktail reads in English
// wherever a language or a text is missing.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { inferMethod } from "../../src/domain/batch";
import { CATALOGUE, findCatalogueCocktail } from "../../src/domain/catalogue";
import { TRANSLATION_FILES, catalogueTextsIn, catalogueTranslation } from "../../src/domain/catalogue/translations";
import { catalogueEntryIn, recipeFromCatalogue } from "../../src/domain/catalogue-entries";
import { shapeOfGlassware } from "../../src/domain/glass-shape";
import { buildShelfIndex } from "../../src/domain/matching";
import { isSameRecipe } from "../../src/domain/recipe-identity";

const DIR = join(__dirname, "../../src/domain/catalogue/data/translations");
const files = readdirSync(DIR).filter((name) => name.endsWith(".json")).sort();
const LANGUAGES = files.map((file) => file.replace(/\.json$/, ""));

interface TranslationFile {
  about: string;
  language: string;
  glassware: Record<string, string>;
  cocktails: Record<string, { description?: string; steps?: string[]; garnish?: string }>;
}

const read = (file: string) => JSON.parse(readFileSync(join(DIR, file), "utf8")) as TranslationFile;
const glasswareNames = [...new Set(CATALOGUE.map((c) => c.glassware))].sort();
const words = (text: string) => text.split(/\s+/).filter((w) => w !== "").length;

/**
 * A step may read the same in another language only when it is a few words that are all names
 * ("Top with Prosecco" is not one; a step that is only a brand could be), and only rarely: a file
 * with many steps left in English has not been translated.
 */
const SAME_STEP_MAX_WORDS = 3;
const SAME_STEP_SHARE = 0.02;

describe("catalogue translation files", () => {
  it("there is at least the German one, and each file present is loaded", () => {
    expect(files).toContain("de.json");
    expect(Object.keys(TRANSLATION_FILES).sort()).toEqual(files);
  });

  describe.each(files)("%s", (file) => {
    const translation = read(file);

    it("names its language and says what it is", () => {
      expect(`${translation.language}.json`).toBe(file);
      expect(translation.about.trim().length).toBeGreaterThan(20);
      expect(Object.keys(translation).sort()).toEqual(["about", "cocktails", "glassware", "language"]);
    });

    it("names every glassware of the catalogue, and nothing else", () => {
      expect(Object.keys(translation.glassware).sort()).toEqual(glasswareNames);
      for (const [english, name] of Object.entries(translation.glassware)) expect(name.trim(), english).not.toBe("");
    });

    it("names each glass so that the glass drawn for it is the English one's (a copied recipe keeps its picture)", () => {
      const differing = Object.entries(translation.glassware)
        .filter(([english, name]) => shapeOfGlassware(name) !== shapeOfGlassware(english))
        .map(([english, name]) => `${english} (${shapeOfGlassware(english)}) -> ${name} (${shapeOfGlassware(name)})`);
      expect(differing).toEqual([]);
    });

    it("has every cocktail of the catalogue, and no other", () => {
      expect(Object.keys(translation.cocktails).sort()).toEqual(CATALOGUE.map((c) => c.catalogueId).sort());
    });

    it("gives each cocktail its texts: as many steps as the English, a garnish and a description where it has one", () => {
      for (const cocktail of CATALOGUE) {
        const texts = translation.cocktails[cocktail.catalogueId]!;
        const id = `${file} ${cocktail.catalogueId}`;
        expect(Object.keys(texts).every((key) => ["description", "steps", "garnish"].includes(key)), id).toBe(true);
        expect(texts.steps?.length, id).toBe(cocktail.steps.length);
        expect("garnish" in texts, `${id} garnish`).toBe(cocktail.garnish !== null);
        expect("description" in texts, `${id} description`).toBe(cocktail.description !== null);
        for (const text of [texts.description, texts.garnish, ...(texts.steps ?? [])]) {
          if (text !== undefined) expect(text.trim(), id).not.toBe("");
        }
      }
    });

    it("never has a copied recipe's steps read as another method than the cocktail's", () => {
      // A copy's method (its dilution and strength) is read from its steps' English technique words,
      // else taken from the catalogue by its title: a word such as "blender" in another language
      // must not make a built drink a blended one. The English steps' own reading is allowed too.
      const misread = CATALOGUE.filter((cocktail) => {
        const method = inferMethod(translation.cocktails[cocktail.catalogueId]!.steps ?? []);
        return method !== null && method !== cocktail.method && method !== inferMethod(cocktail.steps);
      }).map((c) => c.catalogueId);
      expect(misread).toEqual([]);
    });

    it("translates the steps and descriptions: one left in English is rare and a few words long", () => {
      const same: string[] = [];
      let steps = 0;
      for (const cocktail of CATALOGUE) {
        const texts = translation.cocktails[cocktail.catalogueId]!;
        expect(texts.description, `${cocktail.catalogueId} description`).not.toBe(cocktail.description);
        cocktail.steps.forEach((english, i) => {
          steps++;
          if (texts.steps?.[i]?.trim() !== english.trim()) return;
          same.push(english);
          expect(words(english), `${cocktail.catalogueId} step ${i + 1} is still English`).toBeLessThanOrEqual(SAME_STEP_MAX_WORDS);
        });
      }
      expect(same.length, same.join(" | ")).toBeLessThanOrEqual(Math.floor(steps * SAME_STEP_SHARE));
    });
  });
});

describe("a catalogue cocktail in a language", () => {
  const negroni = findCatalogueCocktail("negroni")!;
  const german = catalogueTranslation("de")!;

  it("takes its description, steps, glassware and garnish from the language's file, also for a regional tag", () => {
    const texts = catalogueTextsIn(negroni, "de-AT");
    expect(texts).toEqual({
      description: german.cocktails.negroni!.description,
      steps: german.cocktails.negroni!.steps,
      glassware: german.glassware[negroni.glassware],
      garnish: german.cocktails.negroni!.garnish,
    });
    expect(texts.steps[0]).toMatch(/rühren/);
    expect(texts.glassware).toBe("Tumbler");
  });

  it("stays English in English and in a language with no file", () => {
    const english = { description: negroni.description, steps: negroni.steps, glassware: negroni.glassware, garnish: negroni.garnish };
    expect(catalogueTextsIn(negroni, "en")).toEqual(english);
    expect(catalogueTextsIn(negroni, "nl-BE")).toEqual(english);
    expect(catalogueTranslation("nl")).toBeUndefined();
  });

  it("keeps the English of a text or a cocktail the file lacks, and never takes steps that do not line up", () => {
    const unknown = { ...negroni, catalogueId: "not-in-the-catalogue", glassware: "Teacup" };
    expect(catalogueTextsIn(unknown, "de")).toEqual({ description: unknown.description, steps: unknown.steps, glassware: "Teacup", garnish: unknown.garnish });
    const longer = { ...negroni, steps: [...negroni.steps, "Serve at once."] };
    expect(catalogueTextsIn(longer, "de").steps).toEqual(longer.steps);
    expect(catalogueTextsIn({ ...negroni, garnish: null }, "de").garnish).toBeNull();
  });

  it("is shown whole in the language: title, ingredients and texts, amounts as they are", () => {
    const entry = catalogueEntryIn(negroni, "de");
    expect(entry.steps).toEqual(german.cocktails.negroni!.steps);
    expect(entry.description).toBe(german.cocktails.negroni!.description);
    expect(entry.ingredients.map((i) => i.name)).toEqual(["Gin", "Campari", "Roter Wermut"]);
    expect(entry.ingredients.map((i) => i.amount)).toEqual(negroni.ingredients.map((i) => i.amount));
  });

  it("becomes a recipe as the reader saw it, under the catalogue's title, still the same recipe as the English copy", () => {
    const shelf = buildShelfIndex([{ name: "Gin" }, { name: "Martini Rosso" }]);
    const recipe = recipeFromCatalogue(negroni, shelf, "de");
    expect(recipe).toMatchObject({ title: "Negroni", glassware: "Tumbler", garnish: german.cocktails.negroni!.garnish, notes: german.cocktails.negroni!.description });
    expect(recipe.steps).toEqual(german.cocktails.negroni!.steps);
    expect(recipe.ingredients.map((i) => [i.name, i.amount, i.available])).toEqual([
      ["Gin", "30 ml", true],
      ["Campari", "30 ml", false],
      ["Roter Wermut", "30 ml", true],
    ]);
    const english = recipeFromCatalogue(negroni, shelf);
    expect(english.steps).toEqual(negroni.steps);
    expect(english.ingredients.map((i) => i.name)).toEqual(negroni.ingredients.map((i) => i.name));
    expect(isSameRecipe(recipe, english)).toBe(true);
    expect(isSameRecipe(recipe, negroni)).toBe(true);
  });

  it("is known as the same recipe as the catalogue's, copied in any language, for every cocktail", () => {
    const shelf = buildShelfIndex([]);
    const differing = LANGUAGES.flatMap((language) =>
      CATALOGUE.filter((cocktail) => !isSameRecipe(recipeFromCatalogue(cocktail, shelf, language), cocktail)).map((c) => `${language} ${c.catalogueId}`),
    );
    expect(differing).toEqual([]);
  });
});
