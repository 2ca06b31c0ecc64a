// The seventh round of rules for bottles the data has never seen (docs/matching.md, "The seventh
// round"): produce by its variety or where it grew, a preserve that is not its fruit, sake by its
// grade, red wine by its appellation and grape, herbal liqueurs that are no amaro, and makers of
// drinks without alcohol. Each bottle is made up and checked to be in neither the data nor any
// labelled set that has been read.
import { describe, it } from "vitest";
import { madeUpBottlesChecker } from "../helpers/made-up-bottles";

const expectBottles = madeUpBottlesChecker(["bottles-heldout.json", "bottles-longtail.json", "bottles-longtail-test.json", "bottles-longtail-blind.json", "bottles-longtail-blind2.json", "bottles-longtail-blind3.json", "bottles-longtail-blind4.json"]);

describe("produce by where it grew or its variety", () => {
  it("a place after 'de', 'di' or 'do' is where the fruit grew", () => {
    expectBottles([
      ["Limones de Foobarra", ["Lemons", "Lemon juice"], ["Limes", "Lemon liqueur"]],
      ["Arance di Foobaria", ["Oranges", "Orange juice"], ["Lemons", "Orange liqueur"]],
      ["Cerises de Foobarville", ["Cherries"], ["Cherry liqueur", "Cherry juice"]],
    ]);
  });

  it("a variety after a fruit named in another language is a grocer's word", () => {
    expectBottles([
      ["Peras Foobarina", ["Pears"], ["Apples", "Pear liqueur"]],
      ["Äpfel Foobarrot", ["Apples"], ["Pears", "Apple juice", "Cider"]],
      ["Fraises Foobelle", ["Strawberries"], ["Strawberry liqueur", "Raspberries"]],
    ]);
  });

  it("an English fruit before a word we do not know stays unread, and two unknown words more too", () => {
    expectBottles([
      ["Mint Foobarade", [], ["Mint"]],
      ["Lemon Foobar", [], ["Lemon juice", "Lemons"]],
      ["Peras Foo Bar Baz", [], ["Pears"]],
    ]);
  });
});

describe("groceries in Portuguese, a language read on labels only, and words the other languages lacked", () => {
  it("Portuguese: fruit, herbs, eggs, dairy, sugar and a ginjinha", () => {
    expectBottles([
      ["Foobar Limões Biológicos", ["Lemons", "Lemon juice"], ["Limes"]],
      ["Foobar Sumo de Laranja", ["Orange juice"], ["Oranges", "Orange liqueur"]],
      ["Foobar Ovos Frescos", ["Egg white", "Egg yolk"], ["Advocaat"]],
      ["Foobar Leite Magro", ["Milk", "Skim milk"], ["Whole milk", "Cream"]],
      ["Foobar Natas para Bater", ["Whipping cream", "Cream"], ["Milk"]],
      ["Foobar Açúcar Mascavado", ["Brown sugar", "Sugar"], ["Simple syrup"]],
      ["Foobar Hortelã Fresca", ["Mint"], ["Creme de menthe"]],
      ["Foobar Ginjinha", ["Cherry liqueur"], ["Cherries", "Gin"]],
    ]);
  });

  it("how the hens are kept, in the Nordic languages and Dutch, says nothing of the eggs", () => {
    expectBottles([
      ["Foobar Ägg Frigående Höns", ["Egg white"], ["Advocaat"]],
      ["Foobar Eieren Vrije Uitloop", ["Egg yolk"], []],
    ]);
  });

  it("French, German, Spanish and Italian words labels use", () => {
    expectBottles([
      ["Foobar Boisson Amande", ["Almond milk", "Plant milk"], ["Milk", "Almond liqueur"]],
      ["Foobar Lait Demi-Écrémé", ["Low-fat milk", "Milk"], ["Whole milk"]],
      ["Foobar Miel de Lavande", ["Honey"], ["Honey liqueur", "Honey syrup"]],
      ["Foobar Waldhonig", ["Honey"], ["Honey liqueur"]],
      ["Foobar Staubzucker", ["Powdered sugar"], ["Simple syrup"]],
      ["Foobar Doppelkorn", ["Korn"], ["Vodka", "Whiskey"]],
      ["Foobar Miel de Azahar", ["Honey"], ["Orange flower water"]],
      ["Foobar Sale Marino Fino", ["Sea salt", "Salt"], ["Celery salt"]],
      ["Foobar Vinaigre de Xérès", ["Sherry vinegar"], ["Sherry"]],
    ]);
  });
});

describe("a preserve is not its fruit", () => {
  it("a jam named before its fruit in the plural is that fruit's jam", () => {
    expectBottles([
      ["Foobar Confiture de Cerises", ["Cherry jam"], ["Cherries", "Jam"]],
      ["Foobar Mermelada de Naranjas", ["Orange jam"], ["Oranges", "Orange juice"]],
      ["Foobar Confiture de Fraises Extra", [], ["Strawberries"]],
    ]);
  });
});

describe("makers' and kinds' facts", () => {
  it("a sake's grade is sake, whatever else its maker distils", () => {
    expectBottles([
      ["Foobar Shuzo Honjozo", ["Sake"], ["Japanese whisky", "Whisky"]],
      ["Akashi Foobar Tokubetsu Junmai", ["Sake"], ["Japanese whisky"]],
      ["Foobar Namazake", ["Sake"], ["Sparkling wine"]],
    ]);
  });

  it("an appellation's 'Rosso' is a red wine, no vermouth", () => {
    expectBottles([
      ["Tenuta Foobar Rosso di Montalcino", ["Red wine", "Wine"], ["Sweet vermouth", "Vermouth"]],
      ["Cantina Foobar Langhe Rosso", ["Red wine"], ["Sweet vermouth"]],
      ["Foobar Vermouth Rosso", ["Sweet vermouth"], ["Red wine"]],
    ]);
  });

  it("a winery's 'Rosso' is its red wine; an unknown maker's stays a vermouth", () => {
    expectBottles([
      ["Tenuta Foobar Rosso", ["Red wine", "Wine"], ["Sweet vermouth"]],
      ["Cantina Foobar Rosso Riserva", ["Red wine"], ["Sweet vermouth"]],
      ["Foobarini Rosso", ["Sweet vermouth"], ["Red wine"]],
      ["Tenuta Foobar Vermouth Rosso", ["Sweet vermouth"], ["Red wine"]],
    ]);
  });

  it("grapes and grades of wine", () => {
    expectBottles([
      ["Foobar Saperavi", ["Red wine", "Wine"], ["White wine"]],
      ["Weingut Foobar Grüner Veltliner Smaragd", ["White wine", "Wine"], ["Red wine"]],
      ["Bodegas Foobar Crianza Rioja", ["Red wine"], ["White wine"]],
      ["Foobar Ribolla Gialla", ["White wine"], ["Red wine"]],
    ]);
  });

  it("an Austrian wine region says nothing more of the wine", () => {
    expectBottles([
      ["Weingut Foobar Blaufränkisch Burgenland", ["Red wine", "Wine"], ["White wine"]],
      ["Foobar Welschriesling Südsteiermark", ["White wine", "Wine"], ["Red wine", "Dessert wine"]],
      ["Foobar Riesling Kamptal", ["White wine"], ["Red wine"]],
    ]);
  });

  it("a German juice's words for how it was pressed say nothing more", () => {
    expectBottles([
      ["Foobarhof Apfelsaft Naturtrüb", ["Apple juice"], ["Apples", "Cider"]],
      ["Foobar Direktsaft Orange", [], ["Oranges"]],
    ]);
  });

  it("a German herbal liqueur is a herbal liqueur and no amaro", () => {
    expectBottles([
      ["Foobar Halbbitter", ["Herbal liqueur"], ["Amaro", "Bitters"]],
      ["Foobarka Bylinný Likér", ["Herbal liqueur"], ["Amaro"]],
    ]);
  });

  it("an alcohol-free brewer's beer is a non-alcoholic beer, never beer", () => {
    expectBottles([
      ["Nirvana Foobar Pale Ale", ["Non-alcoholic beer"], ["Beer", "Pale ale"]],
      ["Birell Foobar", ["Non-alcoholic beer"], ["Beer", "Lager"]],
    ]);
  });
});

describe("spirits named in the languages of the Balkans, and Cuban rum by its maker", () => {
  it("šljivovica is slivovitz, vinjak a brandy opening the label before its maker, mastika an anise spirit", () => {
    expectBottles([
      ["Foobar Šljivovica Prepečenica", ["Slivovitz", "Eau de vie"], ["Vodka", "Plum liqueur"]],
      ["Vinjak Foobar 7", ["Brandy"], ["Cognac", "Wine"]],
      ["Foobar Mastika", ["Anise liqueur"], ["Gin", "Ouzo"]],
    ]);
  });

  it("a Cuban rum house's rum is Cuban rum; a blended straight bourbon is bourbon", () => {
    expectBottles([
      ["Ron Varadero Foobar Reserva", ["Cuban rum", "Rum"], ["Jamaican rum", "Cachaça"]],
      ["Foobar Creek Blended Straight Bourbon", ["Bourbon", "Whiskey"], ["Scotch", "Blended Scotch"]],
    ]);
  });
});

describe("soft drinks' own words", () => {
  it("'soda' on a soft drink is its category, and cane its sugar", () => {
    expectBottles([
      ["Foobar Soda Tonic", ["Tonic water"], ["Soda water"]],
      ["Foobar Craft Cane Soda Ginger Ale", ["Ginger ale"], ["Soda water", "Cane syrup"]],
      ["Foobar Cane Sugar Ginger Beer", ["Ginger beer"], ["Cane syrup", "Beer"]],
      ["Foobar Vodka Soda", [], ["Vodka", "Soda water"]],
    ]);
  });

  it("whole beans and roasts in the Nordic languages", () => {
    expectBottles([
      ["Foobar Hele Bønner", ["Coffee beans"], ["Coffee liqueur"]],
      ["Foobar Mørkristet", ["Coffee"], ["Coffee liqueur"]],
    ]);
  });
});
