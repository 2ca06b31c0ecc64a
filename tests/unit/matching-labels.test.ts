// Names the matcher has never seen. A kind word before the maker's name, flavour and
// look-alike words inside a maker's name, product words that are not produce, and the words on a
// label that carry the kind. "Foobar" stands for any maker the data does not know.
import { describe, expect, it } from "vitest";
import { describeName, matchesIngredient } from "../../src/domain/matching";

/** Each bottle meets every ingredient of the first list and none of the second. */
function expectBottles(cases: Array<[bottle: string, meets: string[], notMeets: string[]]>): void {
  for (const [bottle, meets, notMeets] of cases) {
    for (const ingredient of meets) expect(matchesIngredient(ingredient, bottle), `${ingredient} <- ${bottle}`).toBe(true);
    for (const ingredient of notMeets) expect(matchesIngredient(ingredient, bottle), `${ingredient} <- ${bottle}`).toBe(false);
  }
}

describe("rule errors once made on unknown brands and label words", () => {
  it("a kind word that labels put before the maker's name", () => {
    expectBottles([
      ["Amaro Foobar", ["Amaro", "Amaro Foobar", "Foobar Amaro"], ["Fernet", "Aperol", "Amaro Montenegro"]],
      ["Foobar Amaro", ["Amaro", "Amaro Foobar"], ["Fernet"]],
      ["Mezcal Foobar Espadín", ["Mezcal", "Agave spirit"], ["Tequila", "Blanco tequila"]],
      ["Fernet Foobar", ["Fernet", "Amaro"], ["Fernet-Branca"]],
      ["Absinthe Foobar", ["Absinthe"], ["Pastis", "Anise liqueur"]],
      ["Rhum Foobar", ["Rum"], ["Rhum agricole", "White rum", "Dark rum"]],
      ["Rhum Foobar Blanc", ["Rum", "White rum"], ["Dark rum"]],
    ]);
  });

  it("a kind word that labels do not put first keeps later unknown words as part of the product", () => {
    expectBottles([["Cognac glass", [], ["Cognac", "Brandy"]], ["Absinthe spoon", [], ["Absinthe"]]]);
  });

  it("a flavour or look-alike word inside a maker's name is not a flavour", () => {
    expectBottles([
      ["Pepper Foobar Vodka", ["Vodka"], ["Pepper vodka", "Gin"]],
      ["Honey Foobar Bourbon", ["Bourbon", "Whiskey"], ["Rye whiskey", "Honey liqueur"]],
      ["Cherry Foobar Whiskey", ["Whiskey"], ["Cherry liqueur", "Bourbon"]],
      ["Ginger Foobar Gin", ["Gin"], ["Ginger liqueur", "Ginger beer", "Vodka"]],
      ["Root Foobar Gin", ["Gin"], ["Root beer"]],
    ]);
  });

  it("a flavour word that stands as one still makes a flavoured variant", () => {
    expectBottles([
      ["Foobar Pepper Vodka", [], ["Vodka"]],
      ["Foobar Honey Bourbon", [], ["Bourbon"]],
      ["Pepper Foobar Infused Vodka", [], ["Vodka"]],
      ["Foobar Vodka Pepper", [], ["Vodka"]],
    ]);
  });

  it("blue agave in a syrup's name is the syrup, not a modifier or the plant", () => {
    expectBottles([
      ["Blue agave syrup", ["Agave syrup", "Agave nectar", "Syrup"], ["Simple syrup", "Tequila"]],
      ["Foobar Blue Agave Tequila", ["Tequila"], ["Agave syrup", "Mezcal"]],
    ]);
  });
});

describe("words on a label that carry the kind, both ways", () => {
  it("tequila ages", () => {
    expectBottles([
      ["Foobar Reposado", ["Reposado tequila", "Tequila", "Agave spirit"], ["Blanco tequila", "Añejo tequila", "Mezcal"]],
      ["Foobar Blanco", ["Blanco tequila", "Silver tequila", "Tequila"], ["Reposado tequila", "Mezcal", "White rum"]],
      ["Foobar Plata", ["Blanco tequila", "Tequila"], ["Reposado tequila"]],
      ["Foobar Añejo", ["Añejo tequila", "Tequila"], ["Reposado tequila", "Extra añejo tequila"]],
      ["Foobar Extra Añejo", ["Extra añejo tequila", "Tequila"], ["Añejo tequila"]],
      ["Foobar Mezcal Reposado", ["Mezcal"], ["Tequila", "Reposado tequila"]],
    ]);
  });

  it("whiskey words", () => {
    expectBottles([
      ["Foobar Straight Rye", ["Rye whiskey", "Whiskey"], ["Bourbon", "Scotch"]],
      ["Foobar Straight Bourbon", ["Bourbon", "Whiskey"], ["Rye whiskey", "Scotch"]],
      ["Foobar Single Malt", ["Single malt whisky", "Whiskey"], ["Scotch", "Bourbon", "Blended Scotch"]],
      ["Foobar Single Grain", ["Whiskey"], ["Single malt whisky", "Bourbon"]],
      ["Foobar Blended Scotch", ["Blended Scotch", "Scotch", "Whiskey"], ["Single malt Scotch", "Bourbon"]],
      ["Foobar Islay", ["Islay Scotch", "Scotch", "Whiskey"], ["Speyside Scotch", "Bourbon", "Irish whiskey"]],
    ]);
  });

  it("brandy grades make a brandy, a cognac only with the word", () => {
    expectBottles([
      ["Foobar VSOP", ["Brandy"], ["Cognac", "Armagnac", "Rum"]],
      ["Foobar V.S.O.P.", ["Brandy"], ["Cognac"]],
      ["Foobar XO", ["Brandy"], ["Cognac", "Calvados"]],
      ["Foobar VS", ["Brandy"], ["Cognac"]],
      ["Foobar Fine", ["Brandy"], ["Cognac", "Port"]],
      ["Foobar Cognac VSOP", ["Cognac", "Brandy"], ["Armagnac"]],
    ]);
  });

  it("brut makes a sparkling wine, a Champagne only with the word", () => {
    expectBottles([
      ["Foobar Brut", ["Sparkling wine", "Wine"], ["Champagne", "Prosecco", "White wine"]],
      ["Foobar Extra Brut", ["Sparkling wine"], ["Champagne"]],
      ["Foobar Champagne Brut", ["Champagne", "Sparkling wine"], ["Prosecco"]],
    ]);
  });

  it("vermouth colours only in a vermouth context", () => {
    expectBottles([
      ["Foobar Vermouth Rojo", ["Sweet vermouth", "Vermouth"], ["Dry vermouth"]],
      ["Vermut Foobar Rojo", ["Sweet vermouth", "Vermouth"], ["Dry vermouth"]],
      ["Foobar Vermouth Bianco", ["Blanc vermouth", "Vermouth"], ["Sweet vermouth", "Dry vermouth", "Tequila"]],
      ["Foobar Rojo", [], ["Sweet vermouth", "Vermouth"]],
      ["Foobar Rouge", [], ["Sweet vermouth", "Vermouth"]],
      ["Foobar Bianco", [], ["Blanc vermouth", "Vermouth"]],
    ]);
  });

  it("port and sherry styles", () => {
    expectBottles([
      ["Foobar Tawny", ["Tawny port", "Port"], ["Ruby port", "Sherry"]],
      ["Foobar Colheita", ["Tawny port", "Port"], ["Ruby port"]],
      ["Foobar Ruby", ["Ruby port", "Port"], ["Tawny port"]],
      ["Foobar LBV", ["Ruby port", "Port"], ["Tawny port"]],
      ["Foobar Fino", ["Fino sherry", "Sherry"], ["Oloroso", "Port"]],
      ["Foobar Manzanilla", ["Manzanilla", "Fino sherry", "Sherry"], ["Amontillado"]],
      ["Foobar Amontillado", ["Amontillado", "Sherry"], ["Fino sherry", "Oloroso"]],
      ["Foobar Oloroso", ["Oloroso", "Sherry"], ["Fino sherry", "Pedro Ximénez"]],
      ["Foobar PX", ["Pedro Ximénez", "Sherry"], ["Fino sherry", "Port"]],
    ]);
  });

  it("rum words", () => {
    expectBottles([
      ["Foobar Agricole", ["Rhum agricole", "Rum"], ["Jamaican rum", "Cachaça"]],
      ["Foobar Overproof", ["Overproof rum", "Rum"], ["White rum", "Gin"]],
      ["Foobar Navy", ["Navy rum", "Dark rum", "Rum"], ["White rum", "Navy strength gin"]],
    ]);
  });

  it("words that disagree leave the name not understood", () => {
    expect(describeName("Foobar Tawny Reposado").kind).toBeNull();
    expectBottles([["Foobar Tawny Reposado", [], ["Port", "Tequila"]]]);
  });
});

describe("describeName says how a kind was understood", () => {
  it("from a brand the matcher knows, or from the words on the label", () => {
    expect(describeName("Tanqueray")).toMatchObject({ kind: "london_dry_gin", via: "brand" });
    expect(describeName("Foobar Reposado")).toMatchObject({ kind: "reposado_tequila", kindLabel: "Reposado tequila", via: "label", category: "agave" });
    expect(describeName("Amaro Foobar")).toMatchObject({ kind: "amaro", via: "label", brand: null });
    expect(describeName("Foobar")).toMatchObject({ kind: null, via: null });
  });
});
