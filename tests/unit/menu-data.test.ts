// The knowledge the menu reader keeps as data (src/domain/menu/data): heading words, name
// variants and currencies are well formed, and each does what it is there for.
import { describe, expect, it } from "vitest";
import { CATALOGUE, findCatalogueCocktail } from "../../src/domain/catalogue";
import currencyData from "../../src/domain/menu/data/currencies.json";
import headingData from "../../src/domain/menu/data/headings.json";
import variantData from "../../src/domain/menu/data/name-variants.json";
import { readMenuCandidates, type MenuLine } from "../../src/domain/menu";
import { comparable } from "../../src/domain/menu/text";

const line = (text: string, y: number): MenuLine => ({ text, confidence: 0.9, block: 0, bbox: { x0: 0, y0: y, x1: 400, y1: y + 30 } });
const read = (...texts: string[]) => readMenuCandidates(texts.map((text, i) => line(text, i * 40)));

describe("menu data: heading words", () => {
  it("are single words written as compared, listed once", () => {
    for (const word of headingData.words) expect(comparable(word).split(" "), word).toEqual(word.split("-"));
    expect(new Set(headingData.words).size).toBe(headingData.words.length);
  });

  it("never hide a catalogue cocktail made of them (Champagne Cocktail)", () => {
    const words = new Set(headingData.words);
    const madeOfHeadingWords = CATALOGUE.filter((c) => comparable(c.title).split(" ").every((w) => words.has(w)));
    // each read as the line after another drink: one name alone is not a menu's text (menu-text.ts)
    for (const cocktail of madeOfHeadingWords) {
      expect(read("Negroni 12", cocktail.title).map((c) => c.catalogueId), cocktail.title).toEqual(["negroni", cocktail.catalogueId]);
    }
  });
});

describe("menu data: name variants", () => {
  const variants = Object.entries(variantData.variants);

  it("name catalogue cocktails, each variant saying more than its spelling", () => {
    for (const [id, names] of variants) {
      const cocktail = findCatalogueCocktail(id);
      expect(cocktail, id).toBeDefined();
      for (const name of names) expect(comparable(name), `${id}: ${name}`).not.toBe(comparable(cocktail!.title));
    }
  });

  it("belong to one cocktail, and are no other cocktail's title", () => {
    const owner = new Map<string, string>(CATALOGUE.map((c) => [comparable(c.title), c.catalogueId]));
    for (const [id, names] of variants) {
      for (const name of names) {
        const key = comparable(name);
        expect(owner.get(key) ?? id, `${id}: ${name}`).toBe(id);
        owner.set(key, id);
      }
    }
  });

  it("are read as their cocktail on a menu", () => {
    for (const [id, names] of variants) {
      for (const name of names) expect(read(`${name} 12`).map((c) => c.catalogueId), name).toEqual([id]);
    }
  });
});

describe("menu data: currencies", () => {
  it("are read before and after a price", () => {
    for (const sign of currencyData.signs) {
      expect(read(`Paloma ${sign}12`)[0]!.price, sign).toBe(`${sign}12`);
      expect(read(`Paloma 12${sign}`)[0]!.price, sign).toBe(`12${sign}`);
    }
    for (const code of currencyData.codes) {
      expect(read(`Paloma ${code} 12.50`)[0]!.price, code).toBe(`${code} 12.50`);
      expect(read(`Paloma 12 ${code}`)[0]!.price, code).toBe(`12 ${code}`);
    }
  });
});
