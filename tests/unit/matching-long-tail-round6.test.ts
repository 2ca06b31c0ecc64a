// The sixth round of rules for bottles the data has never seen (docs/matching.md, "The sixth
// round"): groceries named in Dutch, Swedish, Norwegian, Danish, Finnish and Polish, words read on labels
// only and never shown; more grocers' own labels and grocers' words; flavour words in Polish and
// Spanish; and makers' facts (a soda maker's "Cider", a house outside the Cava DO). Each bottle is
// made up and checked to be in neither the data nor any labelled set that has been read.
import { describe, expect, it } from "vitest";
import { localizedIngredientName, matchingVocabulary, nameLanguages, kindNameIn } from "../../src/domain/matching";
import { DATA_FILES, knowledge, type LanguageNamesData } from "../../src/domain/matching/knowledge";
import { readName } from "../../src/domain/matching/names";
import { madeUpBottlesChecker } from "../helpers/made-up-bottles";

const expectBottles = madeUpBottlesChecker(["bottles-heldout.json", "bottles-longtail.json", "bottles-longtail-test.json", "bottles-longtail-blind.json", "bottles-longtail-blind2.json", "bottles-longtail-blind3.json"]);

describe("groceries named in languages read on labels only", () => {
  it("Dutch: fruit, its juice, dairy, sugar and water", () => {
    expectBottles([
      ["Foobar Citroensap", ["Lemon juice"], ["Lime juice", "Lemons"]],
      ["Foobar Limoenen", ["Limes", "Lime juice"], ["Lemons"]],
      ["Foobar Biologische Sinaasappels", ["Oranges", "Orange juice"], ["Lemons", "Orange liqueur"]],
      ["Foobar Halfvolle Melk", ["Milk"], ["Whole milk", "Cream"]],
      ["Foobar Slagroom", ["Whipping cream", "Cream"], ["Milk"]],
      ["Foobar Sojadrank", ["Soy milk"], ["Milk"]],
      ["Foobar Poedersuiker", ["Powdered sugar"], ["Simple syrup"]],
      ["Foobar Spuitwater", ["Soda water"], ["Tonic water", "Still water"]],
    ]);
  });

  it("Swedish, Norwegian and Danish", () => {
    expectBottles([
      ["Foobar Ekologiska Apelsiner", ["Oranges", "Orange juice"], ["Lemons"]],
      ["Foobar Limefrukter", ["Limes", "Lime juice"], ["Lemons"]],
      ["Foobar Mellanmjölk", ["Milk"], ["Whole milk"]],
      ["Foobar Matlagningsgrädde", ["Cream"], ["Whipping cream", "Milk"]],
      ["Foobar Mörkrost", ["Coffee"], ["Coffee liqueur"]],
      ["Foobar Sitronjuice", ["Lemon juice"], ["Lemons"]],
      ["Foobar Havredrikk", ["Oat milk"], ["Milk"]],
      ["Foobar Filterkaffe", ["Coffee"], ["Coffee liqueur"]],
      ["Foobar Økologisk Letmælk", ["Milk"], ["Whole milk"]],
      ["Foobar Piskefløde", ["Whipping cream", "Cream"], ["Milk"]],
    ]);
  });

  it("Finnish", () => {
    expectBottles([
      ["Foobar Appelsiinimehu", ["Orange juice"], ["Oranges"]],
      ["Foobar Luomu Sitruunat", ["Lemons", "Lemon juice"], ["Limes"]],
      ["Foobar Kevytmaito", ["Milk"], ["Whole milk"]],
      ["Foobar Vispikerma", ["Whipping cream", "Cream"], ["Milk"]],
      ["Foobar Kaurajuoma", ["Oat milk"], ["Milk"]],
    ]);
  });

  it("wine, juice, water and the spice rack", () => {
    expectBottles([
      ["Foobar Punaviini", ["Red wine", "Wine"], ["White wine"]],
      ["Foobar Mousserande Vin Brut", ["Sparkling wine"], ["Champagne"]],
      ["Foobar Hvidvin", ["White wine"], ["Red wine"]],
      ["Foobar Äppeljuice", ["Apple juice"], ["Apple brandy", "Apples"]],
      ["Foobar Danskvand", ["Soda water"], ["Tonic water"]],
      ["Foobar Kivennäisvesi", ["Mineral water"], ["Tonic water"]],
      ["Foobar Kaneel", ["Cinnamon"], ["Cinnamon syrup"]],
      ["Foobar Ijsblokjes", ["Ice"], ["Ice cream"]],
    ]);
  });

  it("Polish: groceries, and a nalewka by its name", () => {
    expectBottles([
      ["Foobar Limonki", ["Limes", "Lime juice"], ["Lemons"]],
      ["Foobar Sok z Pomarańczy", ["Orange juice"], ["Oranges", "Orange liqueur"]],
      ["Foobar Mleko Pełne", ["Whole milk", "Milk"], ["Cream"]],
      ["Foobar Woda Gazowana", ["Soda water"], ["Still water"]],
      ["Foobar Malinówka", ["Raspberry liqueur", "Liqueur"], ["Vodka", "Raspberries"]],
      ["Foobar Nalewka Orzechowa", ["Walnut liqueur"], ["Vodka"]],
    ]);
  });

  it("a word that is also a liqueur's name is not read as the herb", () => {
    expectBottles([["Minttu Black Mint", [], ["Mint", "Fresh mint"]]]);
  });

  it("are never shown: no interface language, no names offered, English names stay", () => {
    const reading = Object.values(DATA_FILES.readingLanguages) as LanguageNamesData[];
    expect(reading.map((data) => data.language).sort()).toEqual(["da", "fi", "nb", "nl", "pl", "pt", "sv"]);
    expect(nameLanguages().sort()).toEqual(["de", "es", "fr", "it"]);
    for (const { language } of reading) {
      expect(localizedIngredientName("Lemon juice", language)).toBe("Lemon juice");
      expect(kindNameIn("whole_milk", language)).toBe("Whole milk");
      expect(matchingVocabulary(language).map((n) => n.toLowerCase())).not.toContain("citroensap");
    }
  });

  it.each(Object.entries(DATA_FILES.readingLanguages) as Array<[string, LanguageNamesData]>)("%s: every name, read alone, is its kind and nothing else", (_file, data) => {
    expect(knowledge.problems).toEqual([]);
    const named = [
      ...Object.entries(data.kinds ?? {}).flatMap(([kind, names]) => names.map((name) => [kind, name] as const)),
      ...Object.entries(data.produce ?? {}).flatMap(([kind, produce]) => produce.names.map((name) => [kind, name] as const)),
    ];
    for (const [kind, name] of named) {
      expect(readName(name).denotations.map((d) => [d.kinds, d.qualifiers, d.brand]), name).toEqual([[[kind], [], null]]);
    }
  });
});

describe("grocers' own labels and grocers' words", () => {
  it("a grocer's name says nothing of what the item is", () => {
    expectBottles([
      ["Jumbo Verse Basilicum", ["Basil"], ["Basil syrup"]],
      ["ICA Apelsiner", ["Oranges", "Orange juice"], ["Lemons"]],
      ["Gut & Günstig Zitronen", ["Lemons", "Lemon juice"], ["Lemon liqueur"]],
      ["Pirkka Limetit", ["Limes"], ["Lemons"]],
    ]);
  });

  it("how the hens are kept and how the fruit is packed are grocers' words", () => {
    expectBottles([
      ["Foobar Eier aus Freilandhaltung", ["Eggs", "Egg white"], ["Advocaat"]],
      ["Foobar Œufs Fermiers Bio", ["Eggs", "Egg yolk"], []],
      ["Foobar Uova da Allevamento a Terra", ["Eggs"], []],
      ["Foobar Zitronen Netz 1 kg", ["Lemons"], ["Limes"]],
    ]);
  });

  it("a label's short French for juice is juice, not the fruit", () => {
    expectBottles([["Foobar 100% Pur Jus Orange", ["Orange juice"], ["Oranges"]], ["Foobar Jus Citron", ["Lemon juice"], ["Lemons"]]]);
  });
});

describe("flavour words in Polish and Spanish, and a colour after the kind", () => {
  it("a Polish flavour adjective or Spanish 'caramelo' makes the flavoured spirit", () => {
    expectBottles([
      ["Foobar Vodka Malinowa", [], ["Vodka"]],
      ["Foobar Wódka Pigwowa", [], ["Vodka"]],
      ["Foobar Vodka Caramelo Salado", [], ["Vodka"]],
      ["Foobar Ron Caramelo", [], ["Rum"]],
    ]);
  });

  it("'Sambuca Black' is the black sambuca, as 'Black Sambuca' is", () => {
    expectBottles([["Foobar Sambuca Black", ["Black sambuca"], ["Sambuca"]]]);
  });

  it("'Orange Pekoe' is a black tea, not an orange", () => {
    expectBottles([["Foobar Orange Pekoe Tea", ["Black tea", "Tea"], ["Oranges", "Orange juice"]]]);
  });
});

describe("makers' facts", () => {
  it("in Japan and Korea a soda maker's 'Cider' is a soft drink, never a cider", () => {
    expectBottles([["Mitsuya Cider Zero", [], ["Cider", "Hard cider"]], ["Lotte Chilsung Cider", [], ["Cider", "Hard cider"]]]);
  });

  it("a house that left the Cava DO makes sparkling wine, not Cava", () => {
    expectBottles([["Raventós i Blanc Textures de Pedra", ["Sparkling wine"], ["Cava"]]]);
  });
});

describe("beer, soda and liqueur words", () => {
  it("a beer's style in English and French, and 'Export' alone, is beer", () => {
    expectBottles([
      ["Foobar Cream Ale", ["Ale", "Beer"], ["Cream", "Cream liqueur"]],
      ["Foobar Brewery Best Bitter", ["Ale", "Beer"], ["Red bitter", "Aromatic bitters"]],
      ["Foobar Special Bitter", ["Ale"], ["Campari"]],
      ["Foobar Bière Brune", ["Beer"], ["Lager"]],
      ["Foobar Brune", ["Beer"], ["Brown sugar"]],
      ["Foobar Export", ["Lager", "Beer"], ["Ale"]],
    ]);
  });

  it("a spirit's kind without alcohol is a non-alcoholic spirit, never the spirit", () => {
    expectBottles([
      ["Foobar Alcohol Free Gin", ["Non-alcoholic spirit"], ["Gin", "London dry gin"]],
      ["Foobar Zero Proof Tequila", ["Non-alcoholic spirit"], ["Tequila"]],
      ["Lyre's Spiced Cane Spirit", ["Non-alcoholic spirit"], ["Spiced rum", "Rum"]],
      ["Foobar Alcohol Free Lager", ["Non-alcoholic beer"], ["Non-alcoholic spirit", "Lager"]],
    ]);
  });

  it("a cola sweetened with cane is a cola; 'Creme Soda' a cream soda; Spanish 'triple seco' a triple sec", () => {
    expectBottles([
      ["Foobar Cane Cola", ["Cola"], ["Cane syrup", "Sugar"]],
      ["Foobar Creme Soda", ["Cream soda"], ["Soda water", "Cream"]],
      ["Foobar Licor Triple Seco", ["Triple sec", "Orange liqueur"], ["Dry vermouth"]],
    ]);
  });
});

describe("wines named by their appellation, and maple syrup by its grade", () => {
  it("a vin doux naturel's appellation, opening the label before the domaine, is a dessert or fortified wine", () => {
    expectBottles([
      ["Muscat de Rivesaltes Domaine Foobar", ["Dessert wine", "Wine"], ["Port", "Sherry"]],
      ["Maury Domaine Foobar Grenat", ["Fortified wine"], ["Port", "Red wine"]],
      ["Banyuls Grand Cru Foobar", ["Fortified wine"], ["Port"]],
      ["Foobar Banyuls Vinegar", ["Red wine vinegar", "Vinegar"], ["Fortified wine", "Wine"]],
    ]);
  });

  it("the words of a maple syrup's grade say nothing more", () => {
    expectBottles([
      ["Foobar Maple Syrup Golden Color Delicate Taste", ["Maple syrup"], ["Simple syrup"]],
      ["Foobar Pure Maple Syrup Very Dark Strong Taste", ["Maple syrup"], ["Molasses"]],
    ]);
  });
});
