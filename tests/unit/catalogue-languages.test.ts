// The catalogue in the user's language: a cocktail's own name where one is really used (Glühwein,
// Tournevis), its ingredients named in the language, each still read by the matcher as the same
// thing, and the search finding a cocktail by the name the user knows.
import { describe, expect, it } from "vitest";
import { CATALOGUE, TITLE_LANGUAGES, catalogueTitleIn, findCatalogueCocktail, searchCatalogue } from "../../src/domain/catalogue";
import { catalogueEntryIn } from "../../src/domain/catalogue-entries";
import { localizedIngredientName } from "../../src/domain/matching";
import { readName } from "../../src/domain/matching/names";

const kindsOf = (name: string) => readName(name).denotations.map((d) => [...d.kinds].sort());

describe("cocktail names in other languages", () => {
  it("are given only where they differ from the English name", () => {
    const named = CATALOGUE.filter((c) => c.titles !== undefined);
    expect(named.length).toBeGreaterThan(0);
    for (const cocktail of named) {
      for (const [language, title] of Object.entries(cocktail.titles!)) {
        expect(TITLE_LANGUAGES, cocktail.catalogueId).toContain(language);
        expect(title, `${cocktail.catalogueId} ${language}`).not.toBe(cocktail.title);
      }
    }
  });

  it("are shown in the user's language, and the English name where the language keeps it", () => {
    const mulledWine = findCatalogueCocktail("mulled-wine")!;
    expect(catalogueTitleIn(mulledWine, "de-AT")).toBe("Glühwein");
    expect(catalogueTitleIn(mulledWine, "it")).toBe("Vin brulé");
    expect(catalogueTitleIn(mulledWine, "en-US")).toBe("Mulled Wine");
    expect(catalogueTitleIn(findCatalogueCocktail("screwdriver")!, "de")).toBe("Screwdriver");
    expect(catalogueTitleIn(findCatalogueCocktail("negroni")!, "fr")).toBe("Negroni");
  });

  it("find the cocktail in the search", () => {
    expect(searchCatalogue({ q: "Glühwein" }).map((c) => c.catalogueId)[0]).toBe("mulled-wine");
    expect(searchCatalogue({ q: "tournevis" }).map((c) => c.catalogueId)[0]).toBe("screwdriver");
    expect(searchCatalogue({ q: "negroni" }).map((c) => c.catalogueId)[0]).toBe("negroni");
  });
});

describe("catalogue ingredients in other languages", () => {
  const names = [...new Set(CATALOGUE.flatMap((c) => c.ingredients.map((i) => i.name)))];

  it.each(TITLE_LANGUAGES)("%s: each reads as the same thing as the English, and most are translated", (language) => {
    let translated = 0;
    for (const name of names) {
      const shown = localizedIngredientName(name, language);
      if (shown !== name) translated++;
      expect(kindsOf(shown), `${name} -> ${shown}`).toEqual(kindsOf(name));
    }
    expect(translated / names.length).toBeGreaterThan(0.5);
  });

  it("a catalogue entry reads in the user's language, amounts and the rest left as they are", () => {
    const sour = findCatalogueCocktail("whiskey-sour")!;
    const entry = { ...sour, ingredients: sour.ingredients.map((i) => ({ ...i, available: true })) };
    const german = catalogueEntryIn(entry, "de");
    expect(german.ingredients.map((i) => i.name)).toEqual(["Bourbon oder Roggenwhiskey", "Zitronensaft", "Zuckersirup", "Eiweiß"]);
    expect(german.ingredients.map((i) => [i.amount, i.available])).toEqual(entry.ingredients.map((i) => [i.amount, i.available]));
    expect(german.catalogueId).toBe("whiskey-sour");
    expect(catalogueEntryIn(findCatalogueCocktail("mulled-wine")!, "fr").title).toBe("Vin chaud");
    expect(catalogueEntryIn(entry, "en")).toEqual(entry);
  });
});
