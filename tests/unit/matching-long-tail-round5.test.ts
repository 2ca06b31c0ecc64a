// The fifth round of rules for bottles the data has never seen (docs/matching.md, "The fifth
// round"): produce and groceries named in other languages and by a grocer's own label, places
// outside a kind's home, words for "without alcohol" and a sparkling wine's dosage, and a soda's
// fruit named in two words. Each bottle is made up and checked to be in neither the data nor any
// labelled set that has been read.
import { describe, it } from "vitest";
import { madeUpBottlesChecker } from "../helpers/made-up-bottles";

const expectBottles = madeUpBottlesChecker(["bottles-heldout.json", "bottles-longtail.json", "bottles-longtail-test.json", "bottles-longtail-blind.json", "bottles-longtail-blind2.json"]);

describe("produce named in another language, after a maker's name", () => {
  it("a fruit in another language's plural is that fruit, as an English plural is", () => {
    expectBottles([
      ["Hofgut Quellental Zitronen", ["Lemons", "Lemon juice", "Lemon twist"], ["Lemon soda", "Limoncello", "Limes"]],
      ["Frutteto Valbruna Limoni", ["Lemons", "Lemon juice"], ["Lemon liqueur", "Lime juice"]],
      ["Agrumi Sorrentelli Arance Rosse", ["Blood oranges", "Blood orange juice", "Oranges"], ["Blood orange liqueur", "Orange bitters"]],
      ["Gärtnerei Lindhof Limetten", ["Limes", "Lime juice"], ["Lemons", "Lime cordial"]],
    ]);
  });

  it("in the singular it stays a drink's flavour, unless a grocer's word says it is produce", () => {
    expectBottles([
      ["Quellental Zitrone", [], ["Lemons", "Lemon juice"]],
      ["Quellental Bio Eier", ["Eggs", "Egg white"], ["Eggnog"]],
      ["Valbruna Biologico Limone", ["Lemons"], ["Limoncello"]],
    ]);
  });

  it("a grocer's own label sells the produce it names, in any number", () => {
    expectBottles([
      ["Waitrose Thai Basil", ["Thai basil", "Basil"], ["Basil syrup"]],
      ["Tesco Cucumber", ["Cucumber", "Cucumber slice"], ["Cucumber vodka", "Cucumber soda"]],
      ["Kaufland Minze", ["Mint", "Mint leaves"], ["Mint liqueur", "Mint syrup"]],
      ["Carrefour Citrons", ["Lemons", "Lemon juice"], ["Lemon soda"]],
      ["Tesco Finest London Dry Gin", ["Gin", "London dry gin"], ["Lemons"]],
    ]);
  });
});

describe("a soda's fruit named in two words after an unknown maker", () => {
  it("is no fruit, since it names a juice or a liqueur as often; in one word it is the soda", () => {
    expectBottles([
      ["Vallorna Blood Orange", [], ["Blood oranges", "Blood orange juice", "Orange juice"]],
      ["Vallorna Arancia Rossa", [], ["Blood oranges", "Oranges"]],
      ["Vallorna Mandarina", ["Mandarin soda"], ["Mandarin juice"]],
    ]);
  });

  it("a fruit in two words that no soda is named by stays the grocer's fruit", () => {
    expectBottles([
      ["Ridgeback Orchards Ruby Red Grapefruit", ["Grapefruit", "Grapefruit juice"], ["Grapefruit soda"]],
    ]);
  });
});

describe("a place outside a kind's home, in the language of the label", () => {
  it("a German region's word makes a whisky of Scotland's regions a whisky", () => {
    expectBottles([
      ["Albkeller Bayerischer Highland Whisky", ["Whisky"], ["Scotch", "Highland Scotch"]],
      ["Hegau Swabian Single Malt", ["Single malt whisky", "Whisky"], ["Single malt Scotch", "Scotch"]],
    ]);
  });
});

describe("without alcohol, and a sparkling wine's dosage", () => {
  it("German 'frei' after a beer's maker says it is alcohol-free", () => {
    expectBottles([
      ["Klosterbräu Ochsenfurt Frei-Bier", ["Non-alcoholic beer"], ["Beer", "Lager"]],
      ["Ochsenfurter Pils Frei", ["Non-alcoholic beer"], ["Pilsner", "Beer"]],
    ]);
  });

  it("'zero' after 'Brut' or 'Dosage' is the wine's sugar, not its alcohol", () => {
    expectBottles([
      ["Cava Vallmora Brut Zero", ["Cava", "Sparkling wine"], ["Non-alcoholic sparkling wine", "Champagne"]],
      ["Champagne Ferrandet Brut Zero", ["Champagne", "Sparkling wine"], ["Non-alcoholic sparkling wine"]],
      ["Vallmora Zero Cava", ["Non-alcoholic sparkling wine"], ["Cava", "Sparkling wine"]],
    ]);
  });
});

describe("a maker of drinks without alcohol names no drink with alcohol by a kind word", () => {
  it("a tea, soft-drink or water maker's label naming a spirit or a wine is not that drink", () => {
    expectBottles([
      ["Twinings Manzanilla Suave", [], ["Manzanilla", "Sherry"]],
      ["Schweppes Vodka Lemon", [], ["Vodka"]],
      ["Evian Rosé Spritz", [], ["Rosé wine", "Wine"]],
    ]);
  });

  it("a non-alcoholic spirit's maker still makes a non-alcoholic gin, and a tea maker's tea stays tea", () => {
    expectBottles([
      ["Seedlip Botanical Gin", ["Non-alcoholic gin"], ["Gin"]],
      ["Twinings Assam Breakfast Tea", ["Black tea", "Tea"], ["Herbal tea"]],
    ]);
  });
});

describe("a word another language uses otherwise, and places", () => {
  it("'Infusions' on a spirit's label is its flavour, not a herbal tea", () => {
    expectBottles([
      ["Absolut Infusions Mandarin", ["Mandarin vodka"], ["Vodka", "Herbal tea", "Tea"]],
    ]);
  });

  it("Italy and Corsica are places: what follows the kind says nothing more, and a prosecco from Italy stays one", () => {
    expectBottles([
      ["Cantina Ferlosi Vino Bianco d'Italia", ["White wine", "Wine"], ["Red wine"]],
      ["Brasserie Tavignanu Bière Corse", ["Beer"], ["Ginger beer"]],
      ["Ferlosi Prosecco Italia", ["Prosecco", "Sparkling wine"], ["Champagne"]],
    ]);
  });
});

describe("kinds and names the data lacked", () => {
  it("Korn and poitín are kinds of their own, and a barrel-aged rum is an aged rum", () => {
    expectBottles([
      ["Brennerei Aschdorf Doppelkorn", ["Korn"], ["Vodka", "Whiskey"]],
      ["Slievenamon Poteen", ["Poitín"], ["Irish whiskey", "Whiskey"]],
      ["Corsair Bay Barrel Aged Rum", ["Aged rum", "Rum"], ["White rum"]],
    ]);
  });

  it("groceries by the names their labels use, in English and other languages", () => {
    expectBottles([
      ["Kellerby Natural Artesian Water", ["Still water", "Water"], ["Soda water"]],
      ["Brightwell Distilled White Vinegar", ["Vinegar"], ["Sherry vinegar"]],
      ["Apicoltura Ronchi Miele di Castagno", ["Honey"], ["Honey syrup"]],
      ["Pastor Heather Honey", ["Honey"], ["Honey liqueur"]],
      ["Bodegas Marqués Vinagre de Jerez", ["Sherry vinegar", "Vinegar"], ["Sherry"]],
      ["Serpis Aceitunas Manzanilla", ["Olives"], ["Manzanilla", "Sherry"]],
      ["Teehaus Bünting Ostfriesentee", ["Black tea", "Tea"], ["Herbal tea"]],
      ["Mallorca Destil Hierbas de Mallorca", ["Herbal liqueur"], ["Herbs"]],
    ]);
  });
});

describe("the kind words win over a maker's word before them, beyond spirits", () => {
  it("a style word that does not apply, right before a juice, a beer or a dairy kind after an unknown maker, is the maker's", () => {
    expectBottles([
      ["Valle d'Oro Orangensaft", ["Orange juice"], ["Oranges", "Orange soda"]],
      ["Brookfield Golden Eggnog", ["Eggnog"], ["Eggs"]],
      ["Cervecería Itapoã Black Beer", ["Beer"], ["Ginger beer", "Root beer"]],
    ]);
  });

  it("a liqueur keeps the style word, and a word for a cut opening the label is the maker's", () => {
    expectBottles([
      ["Molinari Black Sambuca", ["Black sambuca"], ["Sambuca"]],
      ["Peel Gin", ["Gin"], ["Orange peel"]],
    ]);
  });
});

describe("label words that carry the kind alone", () => {
  it("'Alt' alone is an altbier, 'Ambrée' alone a beer, 'Naturale' alone a still water, Edelkirsch a cherry liqueur", () => {
    expectBottles([
      ["Brauhaus Kürzer Alt", ["Beer", "Ale"], ["Lager"]],
      ["Brasserie Castelain Ambrée", ["Beer"], ["Amber rum", "Gold rum"]],
      ["Fonte Ellera Naturale", ["Still water", "Water"], ["Soda water"]],
      ["Brennerei Hallgarten Edelkirsch", ["Cherry liqueur"], ["Cherries", "Kirsch"]],
    ]);
  });

  it("a word with a kind or other words beside it keeps its own reading", () => {
    expectBottles([
      ["Foobar Rhum Ambré", ["Rum"], ["Beer"]],
    ]);
  });
});

describe("a maker's line name after the kind, and a grower's words before produce", () => {
  it("unknown words after the kind, ended by a style word, name the line and say nothing more", () => {
    expectBottles([
      ["Bramblecote Cider Co. Proper Dry", ["Cider", "Dry cider"], ["Perry", "Apple juice"]],
      ["Bramblecote Cider Wicked Dry", ["Cider"], ["Fruit cider"]],
      ["Bramblecote Cider Wicked", [], ["Cider"]],
    ]);
  });

  it("a word for a cut right before eggs or fruit in the plural is the grower's ('White Eggs')", () => {
    expectBottles([
      ["Hollins Farm Large White Eggs", ["Eggs", "Egg yolk", "Egg white"], ["Eggnog"]],
      ["Egg whites", ["Egg white"], ["Eggs"]],
    ]);
  });

  it("a flavour the kind is made of, in the maker's name, says nothing more", () => {
    expectBottles([
      ["Sonoma Olive Grove Extra Virgin Olive Oil", ["Olive oil"], ["Olives", "Olive brine"]],
    ]);
  });
});

describe("without alcohol, by the law and by a gin maker's line", () => {
  it("'Zero' on a Champagne is its dosage, since a Champagne holds alcohol by law", () => {
    expectBottles([
      ["Champagne Vérance Zero", ["Champagne", "Sparkling wine"], ["Non-alcoholic sparkling wine"]],
    ]);
  });

  it("a gin maker's '0.0%' or 'Alcohol Free' is a non-alcoholic gin, never the gin", () => {
    expectBottles([
      ["Beefeater 0.0% Alcohol Free", ["Non-alcoholic gin"], ["Gin", "London dry gin"]],
      ["Tanqueray Alcohol Free", ["Non-alcoholic gin"], ["Gin"]],
    ]);
  });

  it("'Still' alone after a maker is a still water", () => {
    expectBottles([
      ["Ashbourne Spring Still", ["Still water", "Water"], ["Soda water"]],
      ["Ashbourne Still Gin", ["Gin"], ["Still water"]],
    ]);
  });
});

describe("words of a whiskey's and a vodka's label", () => {
  it("'straight' on a whiskey is an American term, so a straight whiskey or malt is American", () => {
    expectBottles([
      ["Ironwood Ridge Straight Malt Whiskey", ["American whiskey", "Whiskey"], ["Scotch", "Single malt Scotch"]],
      ["Ironwood Ridge Straight Whiskey", ["American whiskey"], ["Irish whiskey"]],
    ]);
  });

  it("'Citron' on a vodka is lemon, as French and German write it", () => {
    expectBottles([
      ["Wodka Karelski Citron", ["Lemon vodka", "Citrus vodka"], ["Vodka", "Lemons"]],
    ]);
  });
});

describe("more of the words labels use in other languages", () => {
  it("a wine's 'trocken', 'secco', 'seco' are 'dry', and Portuguese 'bruto' is 'brut'", () => {
    expectBottles([
      ["Weingut Aldersbach Sekt Trocken", ["Sekt", "Sparkling wine"], ["Non-alcoholic sparkling wine"]],
      ["Aldersbach Wermut Trocken", ["Dry vermouth", "Vermouth"], ["Sweet vermouth"]],
      ["Quinta da Ribeira Espumante Bruto", ["Sparkling wine"], ["Champagne"]],
    ]);
  });

  it("grocers' words in German, French, Spanish and Italian say produce, after the fruit too", () => {
    expectBottles([
      ["Obsthof Lindner Zitronen unbehandelt", ["Lemons", "Lemon juice"], ["Lemon soda"]],
      ["Granja Robledo Huevos Camperos", ["Eggs", "Egg white"], ["Eggnog"]],
      ["Cascina Aurelia Uova Fresche", ["Eggs", "Egg yolk"], ["Advocaat"]],
      ["Ferme Vauclair Œufs Plein Air", ["Eggs"], ["Eggnog"]],
      ["Kräutergarten Sonnleiten Minze frisch", ["Mint", "Mint leaves"], ["Mint liqueur"]],
    ]);
  });

  it("lambic, gueuze and kriek are beers, not a lager", () => {
    expectBottles([
      ["Brouwerij Hanssaert Oude Geuze", ["Beer"], ["Lager", "Ginger beer"]],
      ["Brouwerij Hanssaert Kriek", ["Beer"], ["Lager", "Cherries", "Cherry liqueur"]],
    ]);
  });
});
