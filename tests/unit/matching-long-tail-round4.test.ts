// The fourth round of rules for bottles the data has never seen (docs/matching.md, "The fourth
// round"): beer styles in the languages labels use, wine appellations and their tiers, kind words
// after a maker's words, and a kind named first. Each bottle is made up and checked to be in
// neither the data nor the labelled sets the rules were written against.
import { describe, it } from "vitest";
import { madeUpBottlesChecker } from "../helpers/made-up-bottles";

const expectBottles = madeUpBottlesChecker(["bottles-heldout.json", "bottles-longtail.json", "bottles-longtail-test.json", "bottles-longtail-blind.json"]);

describe("beer as labels write it, in more languages", () => {
  it("Czech and Polish lager words are a lager", () => {
    expectBottles([
      ["Hradecký Světlý Ležák", ["Lager", "Beer"], ["Wheat beer", "Ale"]],
      ["Kozinec Světlé Výčepní", ["Lager", "Beer"], ["Stout"]],
      ["Brindlewood Pivo", ["Lager", "Beer"], ["Ginger beer"]],
      ["Zamkowe Jasne Pełne", ["Lager", "Beer"], ["Pale ale"]],
    ]);
  });

  it("German lager styles are lagers, Kölsch and Altbier ales, Weizen a wheat beer", () => {
    expectBottles([
      ["Quillan Märzen", ["Lager", "Beer"], ["Ale"]],
      ["Quillan Kellerbier", ["Lager", "Beer"], ["Wheat beer"]],
      ["Quillan Doppelbock", ["Lager", "Beer"], ["Stout"]],
      ["Quillan Kölsch", ["Beer", "Ale"], ["Lager"]],
      ["Quillan Altbier", ["Beer", "Ale"], ["Lager"]],
      ["Quillan Dunkelweizen", ["Wheat beer", "Beer"], ["Lager"]],
      ["Quillan Kristallweizen", ["Wheat beer", "Beer"], ["Lager"]],
    ]);
  });

  it("French and Spanish colour words on a beer, and a draft beer", () => {
    expectBottles([
      ["Brasserie Quillan Bière Blonde", ["Lager", "Beer"], ["Wheat beer"]],
      ["Brasserie Quillan Bière Blanche", ["Wheat beer", "Beer"], ["Lager"]],
      ["Brasserie Quillan Bière Brune", ["Beer"], ["Lager", "Stout"]],
      ["Quillan Cerveza Rubia", ["Lager", "Beer"], ["Stout"]],
      ["Quillan Draft Beer", ["Lager", "Beer"], ["Ale"]],
      ["Quillan Saison", ["Beer", "Ale"], ["Lager"]],
    ]);
  });
});

describe("wine by its appellation and its tier", () => {
  it("red-only and white-only appellations say the colour", () => {
    expectBottles([
      ["Château Brindlewood Pauillac", ["Red wine", "Wine"], ["White wine"]],
      ["Domaine Quillan Saint-Émilion", ["Red wine", "Wine"], ["White wine"]],
      ["Quillan Brunello di Montalcino", ["Red wine", "Wine"], ["Rosé wine"]],
      ["Quillan Pouilly-Fumé", ["White wine", "Wine"], ["Red wine"]],
      ["Quillan Fumé Blanc", ["White wine", "Wine"], ["Red wine"]],
      ["Quillan Gavi di Gavi", ["White wine", "Wine"], ["Red wine"]],
    ]);
  });

  it("a tier (classico, riserva, gran reserva, grand cru, old vines) keeps the wine's colour", () => {
    expectBottles([
      ["Quillan Valpolicella Classico", ["Red wine", "Wine"], ["White wine"]],
      ["Quillan Rioja Gran Reserva", ["Red wine", "Wine"], ["White wine"]],
      ["Quillan Old Vines Zinfandel", ["Red wine", "Wine"], ["Rosé wine"]],
      ["Quillan Chablis Premier Cru", ["White wine", "Wine"], ["Red wine"]],
    ]);
  });

  it("a white zinfandel and a vin gris are rosé wines", () => {
    expectBottles([
      ["Quillan White Zinfandel", ["Rosé wine", "Wine"], ["White wine", "Red wine"]],
      ["Quillan Vin Gris", ["Rosé wine", "Wine"], ["White wine", "Red wine"]],
    ]);
  });
});

describe("a place-bound kind named first, and the still's words", () => {
  it("'Champagne' opening a label names the kind before the grower's name", () => {
    expectBottles([
      ["Champagne Pierre Brindlewood Blanc de Blancs", ["Champagne", "Sparkling wine"], ["White wine"]],
      ["Champagne Quillan Père et Fils Brut", ["Champagne", "Sparkling wine"], ["Prosecco"]],
      ["Champagne Vinegar", [], ["Champagne", "Sparkling wine"]],
    ]);
  });

  it("pot or column distilled, and single estate, say nothing about the kind", () => {
    expectBottles([
      ["Quillan Pot Distilled Rum", ["Rum"], ["Gin"]],
      ["Quillan Column Still Gin", ["Gin"], ["Rum"]],
      ["Quillan Single Estate Rum", ["Rum"], ["Vodka"]],
    ]);
  });
});

describe("soft drinks, juices and coffee named by their kind", () => {
  it("creaming soda, carrot juice and coffee concentrate", () => {
    expectBottles([
      ["Quillan Creaming Soda", ["Cream soda"], ["Soda water", "Cream"]],
      ["Quillan Carrot Juice", ["Vegetable juice"], ["Orange juice", "Carrot"]],
      ["Quillan Beetroot Juice", ["Vegetable juice"], ["Apple juice"]],
      ["Quillan Coffee Concentrate", ["Cold brew coffee", "Coffee"], ["Coffee liqueur"]],
    ]);
  });
});

describe("the kind words win over a maker's words before them", () => {
  it("a style word that is not the base spirit's, right before it, is the maker's", () => {
    expectBottles([
      ["Brindlewood Gold Vodka", ["Vodka"], ["Gold rum", "Gold tequila"]],
      ["Quillan Black Gin", ["Gin"], ["Dark rum"]],
      ["Quillan Blue Corn Whiskey", ["Corn whiskey", "Whiskey"], ["Bourbon"]],
      ["Quillan Black Gold Vodka", ["Vodka"], ["Rum"]],
    ]);
  });

  it("a liqueur keeps the style word, and a flavour stays a flavour", () => {
    expectBottles([
      ["Quillan Black Sambuca", ["Black sambuca", "Anise liqueur"], ["Sambuca"]],
      ["Quillan Sambuca", ["Sambuca"], ["Black sambuca"]],
      ["Quillan Gold Cherry Vodka", [], ["Vodka"]],
      ["Quillan Silver Tequila", ["Blanco tequila", "Tequila"], ["Reposado tequila"]],
    ]);
  });

  it("style words of something else in a row before a maker's word are all the maker's", () => {
    expectBottles([
      ["Silver Blue Quillan Bourbon", ["Bourbon", "Whiskey"], ["Rye whiskey"]],
    ]);
  });

  it("a word for a cut of produce that cuts nothing on the label is the maker's", () => {
    expectBottles([
      ["Quillan Leaf Apple Juice", ["Apple juice"], ["Apple", "Orange juice"]],
      ["Brindle Top Cranberry Juice", ["Cranberry juice"], ["Apple juice"]],
      ["Quillan Wedge Lime Juice", ["Lime juice"], ["Lime cordial"]],
      ["Quillan Lime Wheel", ["Lime wheel"], ["Lime juice", "Lime cordial"]],
    ]);
  });
});

describe("an unknown maker's lone fruit is that fruit's soda", () => {
  it("the fruits a soft drink is named by alone, in the languages labels use", () => {
    expectBottles([
      ["Brindlewood Orange", ["Orange soda"], ["Orange juice", "Oranges", "Orange liqueur", "Soda water"]],
      ["Quillan Naranja", ["Orange soda"], ["Orange juice", "Orange bitters"]],
      ["Quillan Limón", ["Lemon soda"], ["Lemon juice", "Lemon"]],
      ["Quillan Lime", ["Lime soda"], ["Lime juice", "Lime cordial", "Soda water"]],
      ["Quillan Black Cherry", ["Cherry soda"], ["Cherry liqueur", "Maraschino cherries", "Cola"]],
      ["Quillan Maracujá", ["Passion fruit soda"], ["Passion fruit syrup", "Passion fruit"]],
      ["Quillan Guaraná", ["Guaraná soda"], ["Soda water", "Cola"]],
      ["Quillan Guava", ["Guava soda"], ["Guava juice", "Guava nectar"]],
    ]);
  });

  it("in the plural, or with a grocer's word, it is the fruit; fruits sold singly or named for a liqueur stay unread", () => {
    expectBottles([
      ["Quillan Oranges", ["Oranges", "Orange juice"], ["Orange soda"]],
      ["Quillan Fresh Lime", ["Lime juice", "Lime wedge"], ["Lime soda"]],
      ["Quillan Grapefruit", [], ["Grapefruit soda", "Grapefruit juice"]],
      ["Quillan Pineapple", [], ["Pineapple soda", "Pineapple juice"]],
      ["Quillan Peach", [], ["Peach soda", "Peach liqueur"]],
      ["Quillan Peppermint", [], ["Mint", "Peppermint schnapps"]],
    ]);
  });
});

describe("a grower's fruit in the plural, and a brewer's plain beer", () => {
  it("a label ending in a fruit in the plural is that fruit; a soft drink's or syrup's words before it are the grower's", () => {
    expectBottles([
      ["Quillan Simple Harvest Organic Limes", ["Limes", "Lime juice", "Lime wedge"], ["Simple syrup", "Lime soda"]],
      ["Brindlewood Soda Springs Oranges", ["Oranges", "Orange juice"], ["Soda water", "Orange soda"]],
      ["Quillan Bourbon Cherries", [], ["Cherries", "Bourbon"]],
    ]);
  });

  it("an unknown maker's plain 'Beer' is a pale lager; a style, a flavour or 'craft' says otherwise", () => {
    expectBottles([
      ["Quillan Beer", ["Beer", "Lager"], ["Ale", "Ginger beer"]],
      ["Quillan Craft Beer", ["Beer"], ["Lager"]],
      ["Quillan Birch Beer", [], ["Beer", "Lager"]],
      ["Quillan Stout Beer", ["Beer", "Stout"], ["Lager"]],
    ]);
  });
});

describe("'de', 'di' or 'of' and words the data does not know, after a wine, spirit or vinegar", () => {
  it("name a place or a maker, which says nothing more", () => {
    expectBottles([
      ["Domaine Brindlewood Crémant de Quillan", ["Crémant", "Sparkling wine"], ["Champagne"]],
      ["Quillan Balsamic Vinegar of Brindlewood", ["Balsamic vinegar", "Vinegar"], ["Red wine vinegar"]],
      ["Grappa di Quillan", ["Grappa"], ["Brandy"]],
      ["Quillan Vin Gris de Brindlewood", ["Rosé wine"], ["White wine"]],
    ]);
  });

  it("a syrup, a juice or a liqueur keeps them, since they may be its flavour", () => {
    expectBottles([
      ["Sirop de Quillan", [], ["Simple syrup"]],
      ["Jus de Quillan", [], ["Orange juice", "Apple juice"]],
      ["Crème de Quillan", [], ["Crème de cassis", "Crème de menthe"]],
    ]);
  });
});
