// The ingredient-matching rule (docs/matching.md): quality on the labelled
// sets, the principles one by one, aliases and the public API.
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { buildShelfIndex, isAvailable, matchesIngredient } from "../../src/domain/matching";

type Pair = [string, string, boolean];

function loadPairs(file: string): Pair[] {
  return (JSON.parse(readFileSync(file, "utf8")) as { pairs: Pair[] }).pairs;
}

function score(pairs: readonly Pair[]) {
  let tp = 0, fp = 0, fn = 0;
  const wrong: Pair[] = [];
  for (const [ingredient, item, expected] of pairs) {
    const got = matchesIngredient(ingredient, item);
    if (got && expected) tp++;
    else if (got) fp++;
    else if (expected) fn++;
    if (got !== expected) wrong.push([ingredient, item, expected]);
  }
  const precision = tp + fp === 0 ? 1 : tp / (tp + fp);
  const recall = tp + fn === 0 ? 1 : tp / (tp + fn);
  const f1 = precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall);
  return { precision, recall, f1, wrong };
}

const repo = path.resolve(__dirname, "../..");

describe("quality on labelled pairs", () => {
  it("the shared examples: F1 and precision at least 0.97", () => {
    const s = score(loadPairs(path.resolve(repo, "tests/fixtures/matching-examples.json")));
    expect(s.wrong).toEqual([]);
    expect(s.precision).toBeGreaterThanOrEqual(0.97);
    expect(s.f1).toBeGreaterThanOrEqual(0.97);
  });

  it("Barshelf's own labelled set (at least 400 pairs, about 40% available): F1 and precision at least 0.97", () => {
    const pairs = loadPairs(path.resolve(repo, "tests/fixtures/matching-labelled.json"));
    expect(pairs.length).toBeGreaterThanOrEqual(400);
    const share = pairs.filter((p) => p[2]).length / pairs.length;
    expect(share).toBeGreaterThan(0.3);
    expect(share).toBeLessThan(0.5);
    const s = score(pairs);
    expect(s.precision, JSON.stringify(s.wrong.slice(0, 20))).toBeGreaterThanOrEqual(0.97);
    expect(s.f1, JSON.stringify(s.wrong.slice(0, 20))).toBeGreaterThanOrEqual(0.97);
  });
});

const yes = (ingredient: string, item: string) => expect(matchesIngredient(ingredient, item), `${ingredient} <- ${item}`).toBe(true);
const no = (ingredient: string, item: string) => expect(matchesIngredient(ingredient, item), `${ingredient} <- ${item}`).toBe(false);

describe("1. the same thing written differently", () => {
  it("ignores case, accents, punctuation and possessives", () => {
    yes("Crème de cassis", "CREME DE CASSIS");
    yes("Cachaça", "cachaca");
    yes("Peychaud's bitters", "Peychauds Bitters");
    yes("Peychaud’s Bitters", "peychaud's");
    yes("Jägermeister", "Jagermeister");
    yes("Jägermeister", "Jaegermeister");
    yes("Kahlúa", "Kahlua");
    yes("Ginger beer", "ginger-beer");
  });

  it("reads plurals as singulars and spelling variants as one", () => {
    yes("Lime", "Limes");
    yes("Cherries", "cherry");
    yes("Mint leaves", "mint leaf");
    yes("Whiskey", "Whisky");
    yes("Scotch whisky", "Scotch whiskies");
    yes("Mezcal", "Mescal");
  });

  it("drops filler words, amounts and ratios", () => {
    yes("Fresh lime juice", "Lime juice");
    yes("Freshly squeezed lemon juice", "lemon juice");
    yes("Simple syrup (1:1)", "Simple syrup");
    yes("2 oz premium London dry gin", "Beefeater");
    yes("Angostura bitters, 2 dashes", "Angostura");
  });

  it("knows true synonyms", () => {
    yes("Club soda", "Soda water");
    yes("Soda water", "Sparkling water");
    yes("Sparkling water", "Seltzer");
    yes("Light rum", "White rum");
    yes("White rum", "Light rum");
    yes("Silver tequila", "Blanco tequila");
    yes("Sweet vermouth", "Rosso vermouth");
    yes("Rosso", "Sweet vermouth");
    yes("Double cream", "Heavy cream");
    yes("Heavy cream", "Double cream");
    yes("Orgeat", "Almond syrup");
  });

  it("offers alternatives: 'bourbon or rye', 'lemon or lime juice'", () => {
    yes("Bourbon or rye whiskey", "Rittenhouse Rye");
    yes("Bourbon or rye whiskey", "Maker's Mark");
    yes("Lemon or lime juice", "Limes");
    yes("Cognac/brandy", "Metaxa");
    no("Bourbon or rye whiskey", "Jameson");
  });

  it("reads a comma list ending in 'or' as alternatives, the kind word shared by the styles before it", () => {
    yes("Rye, bourbon or Canadian whisky", "Crown Royal");
    yes("Rye, bourbon or Canadian whisky", "Buffalo Trace");
    yes("Rye, bourbon or Canadian whisky", "Rittenhouse Rye");
    no("Rye, bourbon or Canadian whisky", "Scotch");
    no("Rye, bourbon or Canadian whisky", "Jameson");
    yes("Lemon, lime or grapefruit juice", "Grapefruit juice");
    yes("Lemon, lime or grapefruit juice", "Limes");
    no("Lemon, lime or grapefruit juice", "Orange juice");
    yes("Cointreau, Grand Marnier or triple sec", "Grand Marnier");
    yes("Cointreau, Grand Marnier or triple sec", "Combier");
    yes("Gin, vodka or white rum", "Absolut");
    yes("Gin, vodka and/or white rum", "Bacardi Carta Blanca");
    no("Gin, vodka or white rum", "Myers's dark rum");
    yes("Gin and/or vodka", "Smirnoff");
  });

  it("reads the part after a comma as a note when the line is not a list", () => {
    no("Gin, preferably London dry", "Absolut");
    yes("Gin, preferably London dry", "Tanqueray");
    yes("Lime juice, fresh", "Lime juice");
    no("Lime juice, fresh", "Lemon juice");
    yes("Sugar, 1 cube", "Sugar cubes");
    yes("Mint, to garnish", "Fresh mint");
    no("Mint, to garnish", "Basil");
    yes("Angostura bitters, 2 dashes", "Angostura");
    yes("Salt, for the rim", "Sea salt");
    // the same shape as a list, but "white" and "dark" name nothing alone
    yes("Rum, white or dark", "Bacardi");
    yes("Lime juice, fresh or bottled", "Lime juice");
    no("Lime juice, fresh or bottled", "Lemon juice");
  });
});

describe("2. a more specific kind, never the reverse", () => {
  it("a specific kind stands in for the general one", () => {
    yes("Gin", "London dry gin");
    yes("Whiskey", "Bourbon");
    yes("Brandy", "Cognac");
    yes("Bitters", "Angostura bitters");
    yes("Rum", "Dark rum");
    yes("Vermouth", "Dry vermouth");
    yes("Sparkling wine", "Champagne");
    yes("Cream", "Heavy cream");
  });

  it("never the other way round", () => {
    no("Cognac", "Brandy");
    no("London dry gin", "Gin");
    no("Bourbon", "Whiskey");
    no("Dark rum", "Rum");
    no("Champagne", "Sparkling wine");
    no("Heavy cream", "Cream");
  });

  it("combines facets: a dark Jamaican rum, an Islay single malt", () => {
    yes("Dark Jamaican rum", "Myers's");
    no("Dark Jamaican rum", "Gosling's Black Seal");
    yes("Islay single malt", "Laphroaig 10");
    no("Islay single malt", "Glenfiddich 12");
  });
});

describe("3. brands of the kind asked for", () => {
  it("knows brands and their kinds", () => {
    yes("Gin", "Beefeater");
    yes("Triple sec", "Cointreau");
    yes("Orange liqueur", "Cointreau");
    yes("Coffee liqueur", "Kahlúa");
    yes("Sweet vermouth", "Carpano Antica");
    yes("Irish whiskey", "Jameson");
    yes("Scotch", "Laphroaig 10");
    yes("Tequila", "Patrón Silver");
  });

  it("a brand's own words on the label are still the brand", () => {
    yes("Cointreau", "Cointreau L'Unique");
    yes("Cointreau", "Cointreau");
    yes("Maraschino liqueur", "Luxardo Maraschino Originale");
  });

  it("words on the label override the brand's usual kind", () => {
    no("Gin", "Plymouth Sloe Gin");
    yes("Sloe gin", "Plymouth Sloe Gin");
    no("Bourbon", "Bulleit Rye");
    yes("Rye whiskey", "Bulleit Rye");
    yes("Orange bitters", "Angostura Orange");
    no("Angostura bitters", "Angostura Orange");
    yes("Dark rum", "Bacardi Black");
    no("Dark rum", "Bacardi");
  });

  it("a brand named in the recipe is the most specific kind: only that brand meets it", () => {
    no("Cointreau", "Triple sec");
    no("Cointreau", "Combier");
    no("Angostura bitters", "Peychaud's");
    no("Campari", "Aperol");
  });

  it("a brand given as an example or a preference is not a requirement", () => {
    yes("Grapefruit soda (e.g. Squirt)", "Jarritos Toronja");
    yes("Grapefruit soda, such as Squirt", "Ting");
    yes("Orange liqueur (Cointreau)", "Combier");
    yes("Cointreau or other triple sec", "Combier");
    no("Orange liqueur (Cointreau)", "Orange bitters");
    yes("Rum (dark)", "Gosling's");
    no("Rum (dark)", "Bacardi");
  });

  it("a second product in the name makes a mix, not the first product", () => {
    no("Whiskey", "Jack Daniel's & Coca-Cola");
    no("Cola", "Jack Daniel's & Coca-Cola");
    no("Rum", "Bacardi Mojito");
    no("Soda water", "Absolut Vodka Soda");
  });

  it("makers of many products: the label says which", () => {
    yes("Tonic water", "Fever-Tree Indian Tonic Water");
    yes("Ginger beer", "Fever-Tree Ginger Beer");
    no("Ginger ale", "Fever-Tree Ginger Beer");
    yes("Passion fruit syrup", "Monin Passion Fruit");
    no("Vanilla syrup", "Monin Caramel");
  });
});

describe("4. fresh produce the ingredient is cut or squeezed from", () => {
  it("fruit stands in for its juice, wedge, twist, peel, wheel, zest and slice", () => {
    for (const form of ["juice", "wedge", "twist", "peel", "wheel", "zest", "slice"]) yes(`Lime ${form}`, "Limes");
    yes("Orange peel", "Oranges");
    yes("Grapefruit juice", "Pink grapefruit");
    yes("Wedge of lime", "Lime");
    yes("Juice of 1 lemon", "Lemons");
  });

  it("eggs stand in for whites and yolks; mint for its leaves and sprigs", () => {
    yes("Egg white", "Eggs");
    yes("Egg yolk", "eggs");
    yes("Mint leaves", "Fresh mint");
    yes("Mint sprig", "Mint");
    yes("Mint", "Mint leaves");
  });

  it("never the reverse, and never across fruits", () => {
    no("Lime", "Lime juice");
    no("Lime wedge", "Lime juice");
    no("Egg", "Egg whites");
    no("Egg white", "Egg yolks");
    no("Lemon juice", "Limes");
  });
});

describe("not available when the names only look alike", () => {
  it("a different product that shares a word", () => {
    no("Gin", "Sloe gin");
    no("Gin", "Ginger beer");
    no("Gin", "Ginger");
    no("Lime juice", "Lime cordial");
    no("Orange bitters", "Orange liqueur");
    no("Orange liqueur", "Oranges");
    no("Oranges", "Orange bitters");
    no("Maraschino liqueur", "Maraschino cherries");
    no("Maraschino cherries", "Maraschino liqueur");
    no("Mint", "Crème de menthe");
    no("Cream", "Ice cream");
    no("Coconut water", "Coconut rum");
    no("Whiskey", "Whiskey stones");
  });

  it("a sibling, not a kind", () => {
    no("Sweet vermouth", "Dry vermouth");
    no("Bourbon", "Rye");
    no("White rum", "Dark rum");
    no("Green Chartreuse", "Yellow Chartreuse");
    no("Tequila", "Mezcal");
    no("Campari", "Aperol");
    no("Ginger ale", "Ginger beer");
    no("Simple syrup", "Agave syrup");
  });

  it("words that always make another product", () => {
    no("Ginger", "Pickled ginger");
    no("Ginger", "Crystallized ginger");
    no("Gin", "Non-alcoholic gin");
    no("Gin", "Alcohol-free gin");
    no("Cream", "Clotted cream");
    no("Whiskey", "Whiskey barrel");
    no("Lime", "Lime squeezer");
  });

  it("a flavoured variant for a plain base", () => {
    no("Vodka", "Vanilla vodka");
    no("Vodka", "Citrus vodka");
    no("Vodka", "Absolut Citron");
    no("Rum", "Spiced rum");
    no("Rum", "Malibu");
    no("Whiskey", "Fireball");
    no("Tonic water", "Elderflower tonic");
    yes("Vanilla vodka", "Absolut Vanilia");
    yes("Citrus vodka", "Absolut Citron");
  });

  it("flavoured liqueurs, syrups and bitters are still liqueurs, syrups and bitters, but not the plain kind", () => {
    yes("Bitters", "Celery bitters");
    yes("Bitters", "Orange bitters");
    yes("Orange liqueur", "Grand Marnier");
    yes("Orange liqueur", "Blood orange liqueur");
    yes("Syrup", "Vanilla simple syrup");
    no("Simple syrup", "Vanilla simple syrup");
    no("Coffee liqueur", "Kahlúa Salted Caramel");
    yes("Limoncello", "Limoncello di Capri");
  });
});

describe("names it does not know", () => {
  it("matches the same unknown name exactly, and an unknown brand before it", () => {
    yes("Pandan syrup", "Pandan syrup");
    yes("Nocino della Cristina", "nocino della cristina");
    yes("Quince shrub", "Quince shrub");
    yes("Bourbon", "Foobar Creek Kentucky Straight Bourbon");
    yes("Zorblax", "Grandpa's Zorblax");
  });

  it("stays precise: no shared-word guesses", () => {
    no("Zorblax", "Zorblax syrup");
    no("Pandan syrup", "Simple syrup");
    no("Quince shrub", "Shrub");
    no("Gin", "Zorblax gin liqueur");
  });

  it("handles empty and odd input", () => {
    no("", "Gin");
    no("Gin", "");
    no("   ", "  ");
    no("1/2 oz", "Gin");
    yes("Gin", "Gin");
  });
});

describe("the shelf index and aliases", () => {
  it("an alias counts as another name of the bar item", () => {
    const index = buildShelfIndex([{ name: "House spirit", aliases: ["Gin"] }]);
    expect(isAvailable(index, "Gin")).toBe(true);
    expect(isAvailable(index, "Vodka")).toBe(false);
    expect(isAvailable(index, "London dry gin")).toBe(false);
  });

  it("an alias goes through the same rules as a name", () => {
    const index = buildShelfIndex([{ name: "Dad's bottle", aliases: ["Laphroaig 10"] }]);
    expect(isAvailable(index, "Scotch")).toBe(true);
    expect(isAvailable(index, "Islay scotch")).toBe(true);
    expect(isAvailable(index, "Whiskey")).toBe(true);
    expect(isAvailable(index, "Bourbon")).toBe(false);
    expect(isAvailable(index, "Dad's bottle")).toBe(true);
  });

  it("a multi-kind ingredient needs one bar item that is all of it", () => {
    const index = buildShelfIndex([{ name: "Bacardi Black" }, { name: "Appleton White" }]);
    expect(isAvailable(index, "Dark rum")).toBe(true);
    expect(isAvailable(index, "Jamaican rum")).toBe(true);
    expect(isAvailable(index, "Dark Jamaican rum")).toBe(false);
  });

  it("answers from a shelf of many items, the same each time a name is asked", () => {
    const index = buildShelfIndex([
      { name: "Beefeater" }, { name: "Limes" }, { name: "Cointreau" }, { name: "Eggs" }, { name: "Simple syrup" },
    ]);
    for (const ingredient of ["Gin", "Lime juice", "Triple sec", "Egg white", "Simple syrup"]) {
      expect(isAvailable(index, ingredient), ingredient).toBe(true);
      expect(isAvailable(index, ingredient), `${ingredient}, asked again`).toBe(true);
    }
    expect(isAvailable(index, "Vodka")).toBe(false);
    expect(isAvailable(buildShelfIndex([]), "Gin")).toBe(false);
  });

  it("one shelf's answers never leak into another's: each shelf answers for its own items", () => {
    const gin = buildShelfIndex([{ name: "Beefeater" }]);
    const vodka = buildShelfIndex([{ name: "Absolut" }]);
    for (const round of [1, 2]) {
      expect(isAvailable(gin, "Gin"), `round ${round}`).toBe(true);
      expect(isAvailable(vodka, "Gin"), `round ${round}`).toBe(false);
      expect(isAvailable(vodka, "Vodka"), `round ${round}`).toBe(true);
      expect(isAvailable(gin, "Vodka"), `round ${round}`).toBe(false);
    }
  });

  it("matchesIngredient is a one-item shelf", () => {
    expect(matchesIngredient("Gin", "Hendrick's Gin")).toBe(isAvailable(buildShelfIndex([{ name: "Hendrick's Gin" }]), "Gin"));
  });
});
