// The long tail: real bottles whose full name the data does not hold, one block per rule of
// docs/matching.md that such bottles test. Each bottle is first checked to be outside the data
// (no brand or product of the data is written that way), so the rule, not a row of the data, decides it.
import { describe, expect, it } from "vitest";
import { matchesIngredient } from "../../src/domain/matching";
import { DATA_FILES, type BrandData } from "../../src/domain/matching/knowledge";
import { tokenizePhrase } from "../../src/domain/matching/text";

const dataNames = new Set<string>();
for (const file of Object.values(DATA_FILES.brands)) {
  for (const brand of (file as { brands: BrandData[] }).brands) {
    for (const name of [brand.name, ...(brand.aka ?? [])]) dataNames.add(tokenizePhrase(name).join(" "));
  }
}

/** Each bottle, not in the data, meets every ingredient of the first list and none of the second. */
function expectBottles(cases: Array<[bottle: string, meets: string[], notMeets: string[]]>): void {
  for (const [bottle, meets, notMeets] of cases) {
    expect(dataNames.has(tokenizePhrase(bottle).join(" ")), `${bottle} is in the data`).toBe(false);
    for (const ingredient of meets) expect(matchesIngredient(ingredient, bottle), `${ingredient} <- ${bottle}`).toBe(true);
    for (const ingredient of notMeets) expect(matchesIngredient(ingredient, bottle), `${ingredient} <- ${bottle}`).toBe(false);
  }
}

describe("a flavour word on a label makes the flavoured variant, which never meets the plain kind", () => {
  it("flavoured gins and vodkas of makers the data does not know", () => {
    expectBottles([
      ["Hernö Grapefruit Gin", ["Grapefruit gin"], ["Gin", "London dry gin", "Grapefruit juice", "Grapefruit"]],
      ["Kinsale Cucumber Vodka", [], ["Vodka", "Gin", "Cucumber"]],
      ["Whitley Neill Pink Grapefruit", [], ["Gin", "Grapefruit juice"]],
      ["Brockmans Blood Orange Gin", [], ["Gin", "Orange liqueur", "Blood orange juice"]],
      ["Warner's Rhubarb & Ginger Gin", [], ["Gin", "Ginger liqueur", "Ginger beer"]],
      ["Foobar Cherry Bakewell Gin", [], ["Gin", "Cherry liqueur"]],
      ["Foobar Strawberry & Black Pepper Gin", [], ["Gin"]],
      ["Foobar Pink Grapefruit & Pomelo Gin", ["Grapefruit gin"], ["Gin"]],
    ]);
  });

  it("a known gin or vodka maker's flavoured line", () => {
    expectBottles([
      ["Beefeater Pink Strawberry", [], ["Gin", "London dry gin"]],
      ["Gordon's Premium Pink", [], ["Gin"]],
      ["Malfy Gin Con Arancia", [], ["Gin"]],
      ["Malfy Pompelmo Gin", [], ["Gin"]],
      ["Ketel One Oranje Vodka", ["Orange vodka"], ["Vodka"]],
      ["Grey Goose Le Citron Vodka", [], ["Vodka"]],
      ["Belvedere Pink Grapefruit", [], ["Vodka"]],
      ["Smirnoff Cucumber & Lime", [], ["Vodka"]],
    ]);
  });

  it("flavour words in the languages labels use", () => {
    expectBottles([
      ["Foobar Zitrone Vodka", [], ["Vodka"]],
      ["Foobar Himbeere Gin", [], ["Gin"]],
      ["Foobar Erdbeer Gin", [], ["Gin"]],
      ["Foobar Blutorange Gin", [], ["Gin"]],
      ["Foobar Gin Pamplemousse", [], ["Gin"]],
      ["Foobar Gin Fraise", [], ["Gin"]],
      ["Foobar Limone Gin", [], ["Gin"]],
      ["Foobar Aardbei Jenever", [], ["Genever", "Gin"]],
      ["Foobar Maracuja Rum", [], ["Rum"]],
    ]);
  });

  it("words that look like flavours but name a kind or a style keep that kind", () => {
    expectBottles([
      ["Foobar Orange Bitters", ["Orange bitters", "Bitters"], ["Orange liqueur", "Orange juice", "Aromatic bitters"]],
      ["Foobar Orange Curaçao", ["Orange curacao", "Curacao", "Orange liqueur"], ["Triple sec", "Blue curacao", "Orange bitters"]],
      ["Foobar Old Tom Gin", ["Old tom gin", "Gin"], ["London dry gin"]],
      ["Foobar Sloe Gin", ["Sloe gin"], ["Gin"]],
      ["Foobar Peach Schnapps", ["Peach schnapps", "Schnapps", "Peach liqueur"], ["Vodka", "Peach vodka"]],
      ["Foobar Cherry Liqueur", ["Cherry liqueur", "Liqueur"], ["Cherry Heering", "Maraschino liqueur", "Cherries"]],
      ["Foobar Lemon Juice", ["Lemon juice"], ["Lemon", "Lemon vodka"]],
    ]);
  });

  it("a pink gin of today is a flavoured gin, not the plain kind", () => {
    expectBottles([["Foobar Pink Gin", [], ["Gin", "London dry gin"]]]);
  });
});

describe("a soda named like a cola that is not one", () => {
  it("look-alikes do not meet Cola", () => {
    expectBottles([
      ["Inca Kola Zero", [], ["Cola"]],
      ["Foobar Root Beer", ["Root beer"], ["Cola"]],
      ["Foobar Cream Soda", ["Cream soda"], ["Cola", "Cream liqueur", "Heavy cream"]],
      ["Dr Pepper Zero", [], ["Cola"]],
      ["Irn-Bru Xtra", [], ["Cola"]],
      ["Foobar Cherry Cola", [], ["Cola"]],
      ["Foobar Cola Syrup", [], ["Cola"]],
    ]);
  });

  it("real colas by makers the data does not know do", () => {
    expectBottles([
      ["Foobar Craft Cola", ["Cola"], ["Root beer"]],
      ["Foobar Cola Zero", ["Cola"], []],
      ["Coca-Cola Zero Sugar", ["Cola", "Coca-Cola"], ["Sugar", "Simple syrup"]],
      ["Pepsi Zero Sugar", ["Cola"], ["Sugar"]],
      ["Mexican Coke 355ml", ["Cola"], []],
    ]);
  });
});

describe("a brand name does not make a product of another maker or region", () => {
  it("a Champagne house's sparkling wine made elsewhere", () => {
    expectBottles([
      ["Mumm Napa Brut Prestige", ["Sparkling wine"], ["Champagne"]],
      ["Taittinger Domaine Carneros", ["Sparkling wine"], ["Champagne"]],
      ["Chandon Argentina Extra Brut", ["Sparkling wine"], ["Champagne"]],
      ["Roederer Estate Brut", ["Sparkling wine"], ["Champagne"]],
      ["Moët Chandon Napa", ["Sparkling wine"], ["Champagne"]],
      ["Deutz Marlborough Cuvée Brut", ["Sparkling wine"], ["Champagne"]],
    ]);
  });

  it("a place on the label overrides a place-bound kind; the house's own bottles stay Champagne", () => {
    expectBottles([
      ["Korbel California Champagne", ["Sparkling wine"], ["Champagne"]],
      ["Bollinger English Sparkling", [], ["Champagne"]],
      ["Foobar Tasmania Brut", ["Sparkling wine"], ["Champagne"]],
      ["Foobar California Port", ["Fortified wine"], ["Port"]],
      ["Foobar Reposado Tequila Texas Edition", ["Tequila", "Reposado tequila"], ["Mezcal", "Blanco tequila"]],
      ["Foobar English Single Malt Whisky", ["Whisky"], ["Scotch", "Single malt Scotch"]],
      ["Taittinger Brut Réserve", ["Champagne", "Sparkling wine"], ["Prosecco"]],
      ["Moët & Chandon Rosé Impérial", ["Champagne"], []],
      ["Louis Roederer Collection 244", ["Champagne"], []],
    ]);
  });

  it("a maker known for sparkling wine that writes Champagne on its label", () => {
    expectBottles([
      ["André California Champagne Brut", ["Sparkling wine"], ["Champagne"]],
      ["J. Roget Champagne", ["Sparkling wine"], ["Champagne"]],
      ["Foobar Méthode Champenoise", ["Sparkling wine"], ["Champagne"]],
    ]);
  });
});

describe("the kind words in a name win over an unknown brand word or a number before them", () => {
  it("spirits and bitters", () => {
    expectBottles([
      ["Barrel 42 Spiced Rum", ["Spiced rum"], ["Rum", "Dark rum"]],
      ["Foobar Gold Spiced Rum", ["Spiced rum"], ["Gold rum", "Rum"]],
      ["Kraken Gold Spiced Rum", ["Spiced rum"], ["Rum"]],
      ["Foobar No. 3 Orange Bitters", ["Orange bitters", "Bitters"], ["Orange liqueur"]],
      ["1792 Small Batch Bourbon", ["Bourbon", "Whiskey"], ["Rye whiskey"]],
      ["No. 3 London Dry Gin", ["Gin", "London dry gin"], ["Vodka"]],
      ["Foobar 12 Year Old Rum", ["Aged rum", "Rum"], ["White rum"]],
    ]);
  });

  it("mixers", () => {
    expectBottles([
      ["1724 Tonic Water", ["Tonic water"], ["Soda water", "Water"]],
      ["London 1 Tonic Water", ["Tonic water"], ["Gin"]],
      ["Foobar No. 1 Tonic Water", ["Tonic water"], ["Soda water"]],
      ["Foobar Elderflower Tonic Water", [], ["Tonic water"]],
    ]);
  });

  it("a style or kind word of something else, with the maker's unknown words between it and the kind, is the maker's", () => {
    expectBottles([
      ["Port Foobar Lager", ["Lager", "Beer"], ["Port"]],
      ["Sherry Foobar Pale Ale", ["Pale ale", "Beer"], ["Sherry"]],
      ["Foobar Golden Navel Oranges", ["Orange juice", "Orange"], ["Gold rum"]],
      ["Foobar Extra Sweet Pineapples", ["Pineapple", "Pineapple juice"], ["Sweet vermouth"]],
      ["Foobar Black Blended Scotch", ["Blended Scotch", "Scotch"], ["Dark rum"]],
      ["Foobar Brown Eggs", ["Egg white", "Egg"], []],
      ["Foobar Greens Fresh Basil", ["Basil"], []],
      ["Top Foobar Indian Tonic", ["Tonic water"], []],
      ["Foobar Organic Blackstrap Molasses", ["Molasses"], ["Blackstrap rum"]],
    ]);
  });

  it("kind words that labels put before the maker's name", () => {
    expectBottles([
      ["Vodka Foobar", ["Vodka"], ["Gin"]],
      ["Wodka Foobar Citron", ["Citrus vodka"], ["Vodka"]],
      ["Cerveza Foobar", ["Beer", "Lager"], ["Pale ale", "Stout", "Cider"]],
      ["Pacharán Foobar", ["Pacharan", "Liqueur"], ["Sloe gin", "Gin"]],
      ["Foobar Pilsener", ["Lager", "Beer"], ["Pale ale"]],
      ["Pilsener Foobar Grande", ["Lager", "Beer"], ["Pale ale"]],
      ["Acqua Minerale Foobar", ["Water", "Still water"], ["Soda water"]],
    ]);
  });

  it("beer, lager and water as labels in other languages write them", () => {
    expectBottles([
      // a beer sold only as "cerveza" is a pale lager; a style word on it still wins
      ["Foobar Cerveza", ["Lager", "Beer"], ["Stout", "Pale ale", "Wheat beer"]],
      ["Cerveza Foobar IPA", ["Pale ale", "Beer"], ["Lager"]],
      ["Foobar Premium Export Beer", ["Lager", "Beer"], ["Stout"]],
      ["Foobar Export Stout", ["Stout", "Beer"], ["Lager"]],
      ["Foobar Agua Mineral Natural", ["Still water", "Water"], ["Soda water", "Tequila"]],
      ["Foobar Eau Minérale Naturelle", ["Still water"], ["Soda water", "Eau de vie", "Brandy"]],
      ["Foobar Agua Mineral con Gas", ["Soda water", "Sparkling mineral water"], ["Lager"]],
      ["Foobar Acqua Frizzante", ["Soda water"], []],
      ["Foobar Eau de Vie de Poire", ["Eau de vie"], ["Water", "Still water"]],
    ]);
  });

  it("the agave on a mezcal's label says it is a mezcal", () => {
    expectBottles([
      ["Foobar Tobalá", ["Mezcal", "Agave spirit"], ["Tequila"]],
      ["Foobar Tepeztate Joven", ["Mezcal"], ["Tequila", "Blanco tequila"]],
      ["Foobar Ensamble Cuixe", ["Mezcal"], ["Tequila"]],
      ["Foobar Mezcal Cristalino", ["Mezcal"], ["Tequila", "Cristalino tequila"]],
    ]);
  });

  it("kinds stated apart that one kind joins", () => {
    expectBottles([
      ["Foobar Islay Single Malt", ["Single malt Scotch", "Islay Scotch", "Scotch"], ["Peated Scotch", "Bourbon"]],
      ["Foobar Speyside Single Malt 12", ["Single malt Scotch", "Speyside Scotch"], ["Islay Scotch"]],
    ]);
  });

  it("a style word next to the kind still qualifies it", () => {
    expectBottles([["Foobar Black Sambuca", [], ["Sambuca"]]]);
  });
});

describe("branded produce is produce", () => {
  it("a fruit in the plural after a maker's name", () => {
    expectBottles([
      ["Sunkist Navel Oranges", ["Orange juice", "Orange", "Orange twist"], ["Orange soda", "Orange liqueur"]],
      ["Sunkist Lemons", ["Lemon juice", "Lemon wedge"], ["Orange soda", "Lemon soda"]],
      ["Foobar Persian Limes", ["Lime juice", "Lime wedge"], ["Lime cordial"]],
      ["Foobar Organic Limes 1kg", ["Lime juice"], []],
      ["Foobar Lemons 6 Pack", ["Lemon juice"], []],
      ["Foobar Free Range Eggs", ["Egg white", "Egg yolk", "Egg"], ["Eggnog"]],
      ["Foobar Fresh Mint", ["Mint", "Mint sprig"], ["Creme de menthe"]],
    ]);
  });

  it("a soda maker's fruit in the singular is its flavour, and so is an unknown maker's without a grocer's word", () => {
    expectBottles([
      ["Fanta Lemon Zero", [], ["Lemon juice", "Lemon"]],
      ["Foobar Lemon", [], ["Lemon juice", "Lemon", "Lemon wedge"]],
      ["Foobar Peppermint", [], ["Mint", "Fresh mint"]],
      ["Foobar Organic Lemon", ["Lemon juice", "Lemon"], []],
      ["Foobar Unwaxed Lemon", ["Lemon juice"], []],
    ]);
  });
});

describe("products that share a word with a kind they are not", () => {
  it("a chinotto is its own soda; a grape variety says the wine's colour", () => {
    expectBottles([
      ["Foobar Chinotto", ["Chinotto", "Soft drink"], ["Orange soda", "Cola"]],
      ["Foobar Pinotage", ["Red wine", "Wine"], ["White wine"]],
      ["Foobar Verdejo", ["White wine"], ["Red wine"]],
      ["Foobar Umeshu", ["Plum wine", "Umeshu"], ["Wine", "Plum"]],
      ["Foobar Lemon Barley Water", ["Lemon barley water", "Barley water"], ["Lemon juice", "Water"]],
    ]);
  });

  it("words that say 'without alcohol' mean one thing, and never the plain kind", () => {
    expectBottles([
      ["Foobar Zero Proof Gin Alternative", ["Non-alcoholic gin", "Alcohol-free gin"], ["Gin", "London dry gin"]],
      ["Foobar Non-Alcoholic IPA", ["Non-alcoholic IPA", "Alcohol-free pale ale"], ["IPA", "Beer"]],
      ["Foobar London Dry Gin", ["Gin"], ["Non-alcoholic gin"]],
    ]);
  });

  it("a radler, a rock and rye, a foamer and a bison grass vodka", () => {
    expectBottles([
      ["Foobar Radler Lemon", ["Radler"], ["Lemon juice", "Beer", "Lager"]],
      ["Foobar Shandy", ["Radler"], ["Beer"]],
      ["Foobar Rock & Rye", [], ["Rye whiskey", "Whiskey"]],
      ["Foobar Bitters Cocktail Foamer", [], ["Bitters", "Aromatic bitters"]],
      ["Foobar Cocktail Foamer", ["Cocktail foamer"], ["Bitters", "Egg white"]],
      ["Foobar Grasovka", [], ["Vodka"]],
    ]);
  });
});

describe("knowledge: peat, navy and dark rum, agricole, creams and ciders", () => {
  it("peated malts meet the peated kinds; an unpeated Islay malt only Islay", () => {
    expectBottles([
      ["Ardbeg Uigeadail", ["Islay Scotch", "Peated Scotch", "Smoky Scotch", "Scotch"], ["Bourbon"]],
      ["Talisker 10", ["Peated Scotch", "Scotch"], ["Islay Scotch"]],
      ["Ledaig 10", ["Peated Scotch", "Single malt Scotch"], ["Islay Scotch"]],
      ["Foobar Smoke Single Malt Scotch", ["Peated Scotch", "Smoky Scotch", "Scotch"], ["Islay Scotch"]],
      ["Foobar Single Malt Scotch", ["Scotch"], ["Peated Scotch"]],
      ["Bunnahabhain 12", ["Islay Scotch"], ["Peated Scotch"]],
      ["Glenfiddich 12", ["Scotch"], ["Peated Scotch", "Islay Scotch"]],
    ]);
  });

  it("peat on a malt from elsewhere is a peated whisky, not a peated Scotch", () => {
    expectBottles([
      ["Paul John Peated Select Cask", ["Peated whisky", "Whisky"], ["Peated Scotch", "Scotch"]],
      ["Connemara Peated Single Malt", ["Irish whiskey", "Peated whisky"], ["Peated Scotch"]],
      ["Foobar Peated Single Malt", ["Peated whisky"], ["Peated Scotch"]],
      ["Amrut Peated Indian Single Malt", ["Single malt whisky", "Peated whisky"], ["Scotch", "Peated Scotch"]],
    ]);
  });

  it("navy and dark rums", () => {
    expectBottles([
      ["Pusser's Rum Blue Label", ["Navy rum", "Dark rum", "Rum"], ["White rum"]],
      ["Lamb's Genuine Navy Rum", ["Navy rum", "Dark rum"], ["White rum"]],
      ["Wood's 100 Old Navy Rum", ["Navy rum", "Dark rum"], []],
      ["Goslings Black Seal Rum", ["Dark rum", "Black rum"], ["White rum", "Spiced rum"]],
      ["Coruba Dark Jamaica Rum", ["Dark rum", "Jamaican rum"], []],
      ["Cruzan Black Strap Rum", ["Blackstrap rum", "Dark rum"], ["White rum"]],
      ["Skipper Demerara Rum", ["Dark rum", "Demerara rum"], ["Navy rum"]],
    ]);
  });

  it("agricole rums, and their age words", () => {
    expectBottles([
      ["Rhum J.M VSOP", ["Rhum agricole", "Aged rum", "Rum"], ["White rum"]],
      ["Clément VSOP", ["Rhum agricole", "Aged rum"], []],
      ["Neisson Élevé sous Bois", ["Rhum agricole", "Aged rum"], []],
      ["HSE Rhum Vieux", ["Rhum agricole", "Aged rum"], []],
      ["Saint James Paille", ["Rhum agricole", "Gold rum"], ["Aged rum"]],
      ["Trois Rivières Ambré", ["Rhum agricole", "Gold rum"], ["Aged rum"]],
      ["Depaz Blue Cane Amber", ["Rhum agricole"], []],
      ["Rhum J.M Blanc 50", ["Rhum agricole", "White rum"], ["Aged rum"]],
      ["Foobar Rhum Agricole Ambré", ["Rhum agricole", "Gold rum"], []],
      ["Havana Club Añejo 7 Años 70cl", ["Aged rum"], ["Rhum agricole"]],
    ]);
  });

  it("cream liqueurs named for a flavour; an Irish cream is Irish and plain", () => {
    expectBottles([
      ["Foobar Salted Caramel Cream", ["Cream liqueur"], ["Irish cream", "Heavy cream", "Cream"]],
      ["Foobar Strawberry Cream Liqueur", ["Cream liqueur"], ["Strawberry liqueur", "Irish cream"]],
      ["Foobar Coffee Cream Liqueur", ["Cream liqueur"], ["Coffee liqueur"]],
      ["Baileys Salted Caramel Irish Cream", ["Cream liqueur"], ["Irish cream"]],
      ["Foobar Irish Cream", ["Irish cream", "Cream liqueur"], ["Heavy cream"]],
      ["RumChata Limón", ["Cream liqueur"], ["Irish cream"]],
      ["Foobar Whipped Cream", [], ["Cream liqueur"]],
      ["Foobar Cream Sherry", [], ["Cream liqueur"]],
    ]);
  });

  it("ciders named for a fruit other than apple are fruit ciders, not plain cider; pear cider is perry", () => {
    expectBottles([
      ["Foobar Rosé Cider", [], ["Cider"]],
      ["Foobar Strawberry & Lime Cider", ["Fruit cider"], ["Cider", "Lime juice"]],
      ["Foobar Mixed Fruit Cider", ["Fruit cider"], ["Cider"]],
      ["Foobar Pineapple Cider", ["Fruit cider", "Pineapple cider"], ["Cider", "Pineapple juice"]],
      ["Strongbow Dark Fruit Cider", [], ["Cider"]],
      ["Foobar Pear Cider", ["Perry", "Pear cider"], ["Cider"]],
      ["Foobar Medium Dry Cider", ["Cider"], ["Perry"]],
      ["Foobar Granny Smith Cider", ["Cider"], ["Perry"]],
      ["Foobar Scrumpy", ["Cider"], []],
      ["Foobar Cidre Brut", ["Cider"], ["Sparkling wine"]],
    ]);
  });
});

describe("sugar and honey: a more specific kind meets the general one; a prepared syrup is never met by what it is made from", () => {
  it("sugar cubes are sugar, not the reverse, and not simple syrup", () => {
    expectBottles([
      ["Foobar Sugar Cubes", ["Sugar", "Sugar cube"], ["Simple syrup"]],
      ["Foobar Granulated Sugar", ["Sugar"], ["Sugar cube", "Simple syrup"]],
    ]);
  });

  it("honey does not meet honey syrup, nor honey syrup honey", () => {
    expectBottles([
      ["Foobar Raw Honey", ["Honey"], ["Honey syrup", "Honey liqueur"]],
      ["Foobar Honey Syrup", ["Honey syrup"], ["Honey"]],
    ]);
  });
});
