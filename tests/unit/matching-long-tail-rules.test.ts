// More rules for bottles the data has never seen (docs/matching.md, "Bottles the data has never
// seen"): drinks without alcohol, a wine maker's label words, beer words, spicy and data fixes.
// Each bottle is checked to be in neither the data nor the long-tail sets the rules were tuned on,
// so a rule, not a row of data or a remembered bottle, decides it.
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { matchesIngredient } from "../../src/domain/matching";
import { DATA_FILES, type BrandData } from "../../src/domain/matching/knowledge";
import { tokenizePhrase } from "../../src/domain/matching/text";

const key = (name: string) => tokenizePhrase(name).join(" ");

const dataNames = new Set<string>();
for (const file of Object.values(DATA_FILES.brands)) {
  for (const brand of (file as { brands: BrandData[] }).brands) {
    for (const name of [brand.name, ...(brand.aka ?? [])]) dataNames.add(key(name));
  }
}

const tunedOn = new Set<string>();
for (const name of ["bottles-heldout.json", "bottles-longtail.json", "bottles-longtail-test.json"]) {
  const file = JSON.parse(readFileSync(path.resolve(import.meta.dirname, "../fixtures", name), "utf8")) as { bottles: Array<{ bottle: string }> };
  for (const { bottle } of file.bottles) tunedOn.add(key(bottle));
}

/** Each bottle, new to the data and to the tuning sets, meets every ingredient of the first list and none of the second. */
function expectBottles(cases: Array<[bottle: string, meets: string[], notMeets: string[]]>): void {
  for (const [bottle, meets, notMeets] of cases) {
    expect(dataNames.has(key(bottle)), `${bottle} is in the data`).toBe(false);
    expect(tunedOn.has(key(bottle)), `${bottle} is in a tuning set`).toBe(false);
    for (const ingredient of meets) expect(matchesIngredient(ingredient, bottle), `${ingredient} <- ${bottle}`).toBe(true);
    for (const ingredient of notMeets) expect(matchesIngredient(ingredient, bottle), `${ingredient} <- ${bottle}`).toBe(false);
  }
}

describe("a drink without alcohol never meets the drink with it", () => {
  it("the words for 'without alcohol' in the languages labels use", () => {
    expectBottles([
      ["Foobar Alkoholfrei Weissbier", ["Non-alcoholic beer", "Non-alcoholic wheat beer"], ["Beer", "Wheat beer"]],
      ["Foobar Cerveza Sin Alcohol", ["Non-alcoholic beer"], ["Beer", "Lager"]],
      ["Foobar Vermouth Analcolico", [], ["Vermouth", "Sweet vermouth"]],
      ["Foobar Vin Mousseux Sans Alcool", [], ["Sparkling wine", "Wine"]],
      ["Foobar Alcoholvrij Rood", [], ["Red wine", "Wine"]],
      ["Foobar Dealcoholised Shiraz", ["Non-alcoholic red wine"], ["Red wine"]],
    ]);
  });

  it("'Zero', '0%', '0.5%', 'NA' and 'AF' on a beer, wine or spirit", () => {
    expectBottles([
      ["Foobar Gin 0%", ["Non-alcoholic gin"], ["Gin"]],
      ["Foobar Zero Rosé", [], ["Rosé wine", "Wine"]],
      ["Foobar Lager 0.5%", ["Non-alcoholic beer"], ["Lager", "Beer"]],
      ["Foobar NA IPA", ["Non-alcoholic beer", "Non-alcoholic IPA"], ["IPA", "Beer"]],
      ["Foobar Spiced AF", [], ["Spiced rum", "Rum"]],
      ["Foobar Tequila Cero", [], ["Tequila"]],
    ]);
  });

  it("the same words on a soft drink, opening a label or after a number say nothing about alcohol", () => {
    expectBottles([
      ["Foobar Cola Zero", ["Cola"], []],
      ["Foobar Zero Lemonade", ["Lemonade"], []],
      ["Foobar Tonic Zero", ["Tonic water"], []],
      ["Zero Foobar Gin", ["Gin"], ["Non-alcoholic gin"]],
      ["Foobar 2.0 Gin", ["Gin"], ["Non-alcoholic gin"]],
    ]);
  });

  it("a maker of nothing but alcohol-free drinks, whatever its label names", () => {
    expectBottles([
      ["Big Drop Brewing Citra Pale Ale", ["Non-alcoholic beer"], ["Beer", "Pale ale", "IPA"]],
      ["Infinite Session Pale", ["Non-alcoholic beer"], ["Beer"]],
      ["Clausthaler Original", ["Non-alcoholic beer"], ["Beer", "Lager"]],
      ["Eisberg Cabernet Sauvignon", ["Non-alcoholic red wine"], ["Red wine", "Wine"]],
      ["Oddbird Sparkling Rosé", [], ["Sparkling wine", "Rosé wine"]],
      ["Ceder's Wild Gin", ["Non-alcoholic gin"], ["Gin"]],
      ["Lyre's White Cane Spirit", [], ["White rum", "Rum"]],
    ]);
  });
});

describe("a brand known only for the general kind is made specific by its label's words", () => {
  it("a wine maker's Brut is a sparkling wine, its grape a wine's colour", () => {
    expectBottles([
      ["Barefoot Brut Cuvée", ["Sparkling wine"], ["Champagne", "Red wine"]],
    ]);
  });
});

describe("beer words and flavour words", () => {
  it("'Pilsen' is a lager, also under a brand known for something else", () => {
    expectBottles([
      ["Foobar Pilsen", ["Lager", "Beer"], ["Soda water"]],
      ["Pilsen Foobar", ["Lager", "Beer"], []],
      ["Polar Pilsen Light", ["Lager", "Beer"], ["Soda water", "Seltzer"]],
    ]);
  });

  it("spicy words make a flavoured spirit; on a ginger beer they are its style", () => {
    expectBottles([
      ["Foobar Picante Tequila", [], ["Tequila", "Blanco tequila"]],
      ["Foobar Spicy Mango Vodka", [], ["Vodka"]],
      ["Foobar Spicy Ginger Beer", ["Ginger beer"], []],
    ]);
  });

  it("a flavoured line of a known vodka or rum maker is flavoured", () => {
    expectBottles([
      ["Effen Cucumber Vodka", [], ["Vodka"]],
      ["UV Cherry Vodka", ["Cherry vodka"], ["Vodka"]],
      ["Pink Pigeon Rum", [], ["Rum", "White rum"]],
    ]);
  });
});

describe("soft drinks, extracts and the words of other languages", () => {
  it("a soft-drink maker's fruit is that fruit's soda, never the fruit, its juice or soda water", () => {
    expectBottles([
      ["Faygo Grape", ["Grape soda"], ["Grape juice", "Soda water", "Grapes"]],
      ["Izze Blackberry", ["Blackberry soda"], ["Blackberry liqueur", "Cola", "Blackberries"]],
      ["Jarritos Lime", ["Lime soda"], ["Lime juice", "Lime"]],
    ]);
  });

  it("an extract is named for its flavour, and the fruit never meets it", () => {
    expectBottles([
      ["Foobar Pure Orange Extract", ["Orange extract"], ["Orange juice", "Vanilla extract", "Orange liqueur"]],
      ["Foobar Coconut Extract", ["Coconut extract"], ["Vanilla extract", "Coconut cream"]],
      ["Foobar Lemons", ["Lemon juice"], ["Lemon extract"]],
      ["Foobar Vanilla Bean Syrup", ["Vanilla syrup"], ["Simple syrup", "Vanilla extract"]],
    ]);
  });

  it("tonic, beer, malta and aguardiente as labels in other languages write them", () => {
    expectBottles([
      ["Foobar Agua Tónica", ["Tonic water"], ["Soda water"]],
      ["Cerveja Foobar", ["Beer", "Lager"], ["Stout"]],
      ["Bia Foobar", ["Beer"], []],
      ["Malta Foobar", ["Malta"], ["Beer"]],
      ["Aguardiente Foobar", ["Aguardiente"], ["Rum", "Tequila"]],
      ["Foobar Ginger Wine", ["Ginger wine"], ["Ginger beer", "White wine"]],
    ]);
  });

  it("a grower's words make a herb or fruit produce; herbs flavour a spirit", () => {
    expectBottles([
      ["Foobar Farms Living Basil", ["Basil"], []],
      ["Foobar Hydroponic Mint", ["Mint"], ["Creme de menthe"]],
      ["Foobar Vine Ripened Campari Tomatoes", ["Tomato"], ["Campari"]],
      ["Foobar Tarragon Gin", [], ["Gin"]],
      ["Foobar Dill Vodka", [], ["Vodka"]],
    ]);
  });
});

describe("words around the kind", () => {
  it("a style word of something else is the maker's when only words describing the bottle stand before the kind", () => {
    expectBottles([
      ["Foobar Rouge VSOP Cognac", ["Cognac", "Brandy"], ["Red wine"]],
      ["Foobar Branch Texas Straight Bourbon", ["Bourbon", "Whiskey"], []],
      ["Simple Foobar Organic Agave Nectar", ["Agave syrup"], ["Simple syrup"]],
      ["Foobar Black Sambuca", [], ["Sambuca"]],
    ]);
  });

  it("a Brut on a rosé makes a sparkling rosé", () => {
    expectBottles([
      ["Foobar Brut Rosé", ["Sparkling wine", "Sparkling rosé"], ["Red wine", "Champagne"]],
    ]);
  });

  it("what a spirit is made from, after 'di', 'de' or 'of', is not its kind; a spirit there is", () => {
    expectBottles([
      ["Foobar Grappa di Moscato", ["Grappa"], ["Dessert wine", "Wine"]],
      ["Foobar Grappa di Nebbiolo", ["Grappa"], ["Red wine"]],
      ["Foobar Licor de Café", ["Coffee liqueur"], ["Coffee"]],
      ["Cream of Foobar Bourbon", ["Bourbon"], ["Cream"]],
    ]);
  });

  it("'hard' and 'spiked' make a drink with alcohol of a soft one", () => {
    expectBottles([
      ["Foobar Hard Iced Tea", [], ["Iced tea", "Tea"]],
      ["Foobar Spiked Seltzer", [], ["Soda water", "Seltzer"]],
      ["Foobar Hard Cider", ["Cider"], ["Apple juice"]],
    ]);
  });

  it("the alcohol-free lines of brewers known for beer", () => {
    expectBottles([
      ["Bitburger Drive Alkoholfrei Pils", ["Non-alcoholic beer"], ["Beer", "Lager"]],
      ["Beck's Blue Alcohol Free", ["Non-alcoholic beer"], ["Beer"]],
      ["Foobar Pils 0,0%", ["Non-alcoholic beer"], ["Lager"]],
    ]);
  });
});

describe("water, single malts and salt", () => {
  it("sparkling water never meets still water; a still or spring water does", () => {
    expectBottles([
      ["Foobar Sparkling Mineral Water", ["Soda water", "Sparkling mineral water"], ["Still water"]],
      ["Foobar Natural Spring Water", ["Still water", "Water"], ["Soda water"]],
    ]);
  });

  it("a region or peat beside 'single malt' keeps the single malt", () => {
    expectBottles([
      ["Foobar Highland Single Malt", ["Single malt Scotch", "Highland Scotch", "Scotch"], ["Islay Scotch"]],
      ["Foobar Peated Single Malt Scotch Whisky", ["Single malt Scotch", "Peated Scotch"], ["Bourbon"]],
    ]);
  });

  it("sea salt flakes are salt", () => {
    expectBottles([["Foobar Sea Salt Flakes", ["Salt", "Sea salt"], ["Celery salt"]]]);
  });
});
