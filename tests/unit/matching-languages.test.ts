// Names in other languages (docs/matching.md, "Names in other languages"): a recipe line or a
// bottle named in German, French, Spanish or Italian meets what it names in English, both ways,
// and meets the same thing named in its own language; look-alikes and false friends never meet.
import { describe, expect, it } from "vitest";
import { DATA_FILES, knowledge, type LanguageNamesData } from "../../src/domain/matching/knowledge";
import { readName } from "../../src/domain/matching/names";
import { kindNameIn, localizedIngredientName, matchesIngredient, matchingVocabulary, nameLanguages } from "../../src/domain/matching";
import { suggestNames } from "../../src/domain/name-suggestions";

/** [name in the language, the same thing in English] */
type Pair = readonly [string, string];

const GERMAN: Pair[] = [
  ["Zitronensaft", "Lemon juice"], ["frisch gepresster Limettensaft", "Lime juice"], ["Orangensaft", "Orange juice"],
  ["Grapefruitsaft", "Grapefruit juice"], ["Ananassaft", "Pineapple juice"], ["Cranberrysaft", "Cranberry juice"],
  ["Tomatensaft", "Tomato juice"], ["Apfelsaft", "Apple juice"], ["Zuckersirup", "Simple syrup"],
  ["Ahornsirup", "Maple syrup"], ["Agavendicksaft", "Agave syrup"], ["Honigsirup", "Honey syrup"],
  ["Mandelsirup", "Orgeat"], ["Orangenlikör", "Orange liqueur"], ["Kaffeelikör", "Coffee liqueur"],
  ["Kirschlikör", "Cherry liqueur"], ["Holunderblütenlikör", "Elderflower liqueur"], ["Eierlikör", "Advocaat"],
  ["weißer Rum", "White rum"], ["brauner Rum", "Dark rum"], ["Wodka", "Vodka"], ["Weinbrand", "Brandy"],
  ["trockener Wermut", "Dry vermouth"], ["roter Wermut", "Sweet vermouth"], ["Rotwein", "Red wine"],
  ["Weißwein", "White wine"], ["Schaumwein", "Sparkling wine"], ["Champagner", "Champagne"],
  ["Sodawasser", "Soda water"], ["Ingwerbier", "Ginger beer"], ["Orangenbitter", "Orange bitters"],
  ["Sahne", "Cream"], ["Milch", "Milk"], ["Zucker", "Sugar"], ["Puderzucker", "Powdered sugar"],
  ["brauner Zucker", "Brown sugar"], ["Zuckerwürfel", "Sugar cube"], ["Honig", "Honey"], ["Eiweiß", "Egg white"],
  ["Eigelb", "Egg yolk"], ["Minze", "Mint"], ["Minzblätter", "Mint leaves"], ["Basilikum", "Basil"],
  ["Gurkenscheibe", "Cucumber slice"], ["Zitronenzeste", "Lemon twist"], ["Orangenschale", "Orange peel"],
  ["Limettenspalte", "Lime wedge"], ["Zimtstange", "Cinnamon stick"], ["Muskatnuss", "Nutmeg"], ["Salz", "Salt"],
  ["Eiswürfel", "Ice"], ["Kokosmilch", "Coconut milk"], ["Kaffee", "Coffee"], ["Olivenlake", "Olive brine"],
];

const FRENCH: Pair[] = [
  ["jus de citron", "Lemon juice"], ["jus de citron vert frais", "Lime juice"], ["jus d'orange", "Orange juice"],
  ["jus d’orange fraîchement pressé", "Orange juice"], ["jus de pamplemousse", "Grapefruit juice"],
  ["jus d'ananas", "Pineapple juice"], ["jus de cranberry", "Cranberry juice"], ["jus de tomate", "Tomato juice"],
  ["jus de pomme", "Apple juice"], ["sirop de sucre", "Simple syrup"], ["sirop de canne", "Cane syrup"],
  ["sirop d'érable", "Maple syrup"], ["sirop d'agave", "Agave syrup"], ["sirop d'orgeat", "Orgeat"],
  ["sirop de grenadine", "Grenadine"], ["liqueur d'orange", "Orange liqueur"], ["liqueur de café", "Coffee liqueur"],
  ["crème de cassis", "Creme de cassis"], ["crème de mûre", "Blackberry liqueur"], ["marasquin", "Maraschino liqueur"],
  ["rhum blanc", "White rum"], ["rhum brun", "Dark rum"], ["rhum vieux", "Aged rum"], ["whisky de seigle", "Rye whiskey"],
  ["vermouth sec", "Dry vermouth"], ["vermouth rouge", "Sweet vermouth"], ["vin rouge", "Red wine"],
  ["vin blanc sec", "White wine"], ["vin mousseux", "Sparkling wine"], ["eau gazeuse", "Soda water"],
  ["bière de gingembre", "Ginger beer"], ["bitter à l'orange", "Orange bitters"], ["crème liquide", "Cream"],
  ["lait", "Milk"], ["sucre", "Sugar"], ["sucre glace", "Powdered sugar"], ["cassonade", "Brown sugar"],
  ["morceau de sucre", "Sugar cube"], ["miel", "Honey"], ["blanc d'œuf", "Egg white"], ["blanc d'oeuf", "Egg white"],
  ["jaune d'œuf", "Egg yolk"], ["menthe fraîche", "Mint"], ["feuilles de menthe", "Mint leaves"],
  ["basilic", "Basil"], ["tranche de concombre", "Cucumber slice"], ["zeste de citron", "Lemon twist"],
  ["écorce d'orange", "Orange peel"], ["quartier de citron vert", "Lime wedge"], ["bâton de cannelle", "Cinnamon stick"],
  ["noix de muscade", "Nutmeg"], ["sel", "Salt"], ["glaçons", "Ice"], ["lait de coco", "Coconut milk"], ["café", "Coffee"],
];

const SPANISH: Pair[] = [
  ["zumo de limón", "Lemon juice"], ["jugo de limón", "Lemon juice"], ["zumo de lima recién exprimido", "Lime juice"],
  ["jugo de naranja", "Orange juice"], ["zumo de pomelo", "Grapefruit juice"], ["jugo de toronja", "Grapefruit juice"],
  ["zumo de piña", "Pineapple juice"], ["jugo de arándano rojo", "Cranberry juice"], ["zumo de tomate", "Tomato juice"],
  ["jugo de manzana", "Apple juice"], ["jarabe simple", "Simple syrup"], ["sirope de azúcar", "Simple syrup"],
  ["sirope de arce", "Maple syrup"], ["sirope de agave", "Agave syrup"], ["jarabe de almendra", "Orgeat"],
  ["granadina", "Grenadine"], ["licor de naranja", "Orange liqueur"], ["licor de café", "Coffee liqueur"],
  ["crema de cassis", "Creme de cassis"], ["licor de melocotón", "Peach liqueur"], ["marrasquino", "Maraschino liqueur"],
  ["ron blanco", "White rum"], ["ron oscuro", "Dark rum"], ["ron añejo", "Aged rum"], ["whisky de centeno", "Rye whiskey"],
  ["vermut seco", "Dry vermouth"], ["vermú rojo", "Sweet vermouth"], ["vino tinto", "Red wine"],
  ["vino blanco", "White wine"], ["vino espumoso", "Sparkling wine"], ["agua con gas", "Soda water"],
  ["agua tónica", "Tonic water"], ["cerveza de jengibre", "Ginger beer"], ["amargo de naranja", "Orange bitters"],
  ["nata", "Cream"], ["crema de leche", "Cream"], ["leche", "Milk"], ["azúcar", "Sugar"], ["azúcar glas", "Powdered sugar"],
  ["azúcar moreno", "Brown sugar"], ["terrón de azúcar", "Sugar cube"], ["miel", "Honey"], ["clara de huevo", "Egg white"],
  ["yema de huevo", "Egg yolk"], ["menta", "Mint"], ["hojas de menta", "Mint leaves"], ["hierbabuena", "Spearmint"],
  ["albahaca", "Basil"], ["rodaja de pepino", "Cucumber slice"], ["cáscara de naranja", "Orange peel"],
  ["gajo de lima", "Lime wedge"], ["rama de canela", "Cinnamon stick"], ["nuez moscada", "Nutmeg"], ["sal", "Salt"],
  ["hielo picado", "Ice"], ["leche de coco", "Coconut milk"], ["crema de coco", "Cream of coconut"], ["café", "Coffee"],
];

const ITALIAN: Pair[] = [
  ["succo di limone", "Lemon juice"], ["succo di lime fresco", "Lime juice"], ["succo d'arancia", "Orange juice"],
  ["spremuta d'arancia", "Orange juice"], ["succo di pompelmo", "Grapefruit juice"], ["succo d'ananas", "Pineapple juice"],
  ["succo di mirtillo rosso", "Cranberry juice"], ["succo di pomodoro", "Tomato juice"], ["succo di mela", "Apple juice"],
  ["sciroppo di zucchero", "Simple syrup"], ["sciroppo d'acero", "Maple syrup"], ["sciroppo d'agave", "Agave syrup"],
  ["orzata", "Orgeat"], ["granatina", "Grenadine"], ["liquore all'arancia", "Orange liqueur"],
  ["liquore al caffè", "Coffee liqueur"], ["crema di cassis", "Creme de cassis"], ["liquore alla pesca", "Peach liqueur"],
  ["rum bianco", "White rum"], ["rum scuro", "Dark rum"], ["rum invecchiato", "Aged rum"],
  ["whisky di segale", "Rye whiskey"], ["vermouth secco", "Dry vermouth"], ["vermouth rosso", "Sweet vermouth"],
  ["vino rosso", "Red wine"], ["vino bianco", "White wine"], ["spumante", "Sparkling wine"],
  ["acqua gassata", "Soda water"], ["acqua tonica", "Tonic water"], ["birra allo zenzero", "Ginger beer"],
  ["bitter all'arancia", "Orange bitters"], ["panna", "Cream"], ["panna fresca", "Cream"], ["latte", "Milk"],
  ["zucchero", "Sugar"], ["zucchero a velo", "Powdered sugar"], ["zolletta di zucchero", "Sugar cube"],
  ["miele", "Honey"], ["albume d'uovo", "Egg white"], ["tuorlo d'uovo", "Egg yolk"], ["menta", "Mint"],
  ["foglie di menta", "Mint leaves"], ["basilico", "Basil"], ["fetta di cetriolo", "Cucumber slice"],
  ["scorza d'arancia", "Orange peel"], ["spicchio di lime", "Lime wedge"], ["stecca di cannella", "Cinnamon stick"],
  ["noce moscata", "Nutmeg"], ["sale", "Salt"], ["ghiaccio", "Ice"], ["latte di cocco", "Coconut milk"],
  ["crema di cocco", "Cream of coconut"], ["caffè", "Coffee"], ["salamoia d'oliva", "Olive brine"],
];

const LANGUAGES = { German: GERMAN, French: FRENCH, Spanish: SPANISH, Italian: ITALIAN };

describe.each(Object.entries(LANGUAGES))("%s names of common ingredients", (_language, pairs) => {
  it("are at least thirty different ingredients", () => {
    expect(new Set(pairs.map(([, english]) => english)).size).toBeGreaterThanOrEqual(30);
  });

  it.each(pairs)("a recipe line %j meets a bottle or produce named %j, and the other way round", (local, english) => {
    expect(matchesIngredient(local, english)).toBe(true);
    expect(matchesIngredient(english, local)).toBe(true);
  });

  it.each(pairs)("%j means what %j means, no more and no less", (local, english) => {
    expect(readName(local).denotations.map((d) => d.kinds)).toEqual(readName(english).denotations.map((d) => d.kinds));
  });
});

describe("a line in one language meets a shelf in another or its own", () => {
  it.each([
    ["Zitronensaft", "Zitronen"], ["Zitronensaft", "Citrons"], ["jus de citron", "Limoni"], ["succo di limone", "Zitronen"],
    ["zumo de limón", "Limones"], ["Limettensaft", "Limes"], ["jugo de lima", "Limetten"], ["jus de citron vert", "Limes"],
    ["Orangensaft", "Oranges"], ["succo d'arancia", "Naranjas"], ["Eiweiß", "Eier"], ["blanc d'œuf", "Eggs"],
    ["clara de huevo", "Uova"], ["Minzblätter", "Minze"], ["feuilles de menthe", "Fresh mint"], ["hojas de menta", "Menta"],
    ["Gurkenscheibe", "Cucumbers"], ["Zitronenzeste", "Lemons"], ["Weißer Rum", "ron blanco"], ["sirop de sucre", "Zuckersirup"],
  ])("%j <- %j", (line, shelf) => {
    expect(matchesIngredient(line, shelf)).toBe(true);
  });
});

describe("alternatives offered in another language", () => {
  it.each([
    ["Bourbon oder Roggenwhiskey", "Bourbon", true], ["Bourbon oder Roggenwhiskey", "Rittenhouse Rye", true],
    ["Gin und/oder Wodka", "Wodka", true], ["Cointreau ou Grand Marnier", "Grand Marnier", true],
    ["ron blanco o ron oscuro", "ron oscuro", true], ["Blackstrap ou rhum brun", "Cruzan Black Strap", true],
    ["succo di limone o di lime", "Limes", true], ["jus de citron ou jus de citron vert", "Limes", true],
    // each alternative keeps its own kind: a lemon is not what a lime line asks, nor gin vodka
    ["jus de citron vert ou jus d'orange", "Citrons", false], ["ginebra o vodka", "Rum", false],
    // a lone "o" inside a name is a letter, not an alternative
    ["O'Reilly's Irish Cream", "Gin", false],
  ])("%j <- %j: %s", (line, shelf, met) => {
    expect(matchesIngredient(line, shelf)).toBe(met);
  });
});

describe("look-alikes and false friends do not meet", () => {
  it.each([
    // a liqueur, bitters or soda of a fruit is not its juice, nor the fruit
    ["Orangensaft", "Orangenlikör"], ["Orange juice", "Orangenlikör"], ["Orangenlikör", "Orangensaft"],
    ["Orange liqueur", "Orangenbitter"], ["Orangenbitter", "Orangen"], ["jus d'orange", "liqueur d'orange"],
    ["succo di limone", "limoncello"], ["Lemon juice", "liquore al limone"], ["zumo de naranja", "refresco de naranja"],
    ["Lemon juice", "Zitronenlimonade"], ["Zitronensaft", "Limettensaft"], ["jus de citron", "jus de citron vert"],
    // a syrup is not what it is cooked from, and sugar is not a syrup
    ["Simple syrup", "Zucker"], ["Zucker", "Zuckersirup"], ["sirop de sucre", "sucre"], ["miel", "sirop de miel"],
    // crème de cassis is a liqueur; a blackcurrant syrup or the fruit is not
    ["crème de cassis", "sirop de cassis"], ["Crème de cassis", "schwarze Johannisbeeren"],
    // siblings stay siblings in every language
    ["trockener Wermut", "roter Wermut"], ["vermouth sec", "Sweet vermouth"], ["ron blanco", "ron oscuro"],
    ["rhum blanc", "Dark rum"], ["Weißwein", "Rotwein"], ["vino blanco", "vino tinto"], ["Ingwerbier", "Ginger ale"],
    // German Korn is a grain spirit of its own, not corn whiskey, vodka or corn
    ["Corn whiskey", "Korn"], ["Vodka", "Korn"], ["Korn", "Corn whiskey"],
    // Spanish ron is rum, and a white rum recipe does not take any rum
    ["ron blanco", "Rum"], ["ron blanco", "ron añejo"],
    // an Italian amaro is not cocktail bitters, nor bitters an amaro
    ["Angostura bitters", "amaro"], ["amaro", "Angostura bitters"], ["amaro", "bitter aromatico"],
    // Spanish coñac is read as brandy: it never stands in for Cognac
    ["Cognac", "coñac"],
    // a liqueur of mint is not mint, nor a sloe liqueur gin
    ["Mint", "Minzlikör"], ["menta", "liquore alla menta"], ["Gin", "Schlehenlikör"], ["Gin", "liquore di prugnola"],
    // cream and coconut cream, milk and coconut milk are different things
    ["Cream", "crema de coco"], ["Milk", "latte di cocco"], ["Sahne", "Kokossahne"],
    // ice is not ice cream
    ["Ice", "helado"], ["ghiaccio", "gelato"],
  ])("%j is not met by %j", (line, shelf) => {
    expect(matchesIngredient(line, shelf)).toBe(false);
  });
});

describe("the names data", () => {
  const files = Object.entries(DATA_FILES.languages) as Array<[string, LanguageNamesData]>;

  it("compiles without a problem: every name is of a known kind, produce or form, and no phrase names two kinds", () => {
    expect(knowledge.problems).toEqual([]);
    expect(files.map(([, data]) => data.language).sort()).toEqual(["de", "es", "fr", "it"]);
  });

  it.each(files)("%s: every name, read alone, is its kind and nothing else", (_file, data) => {
    const named = [
      ...Object.entries(data.kinds ?? {}).flatMap(([kind, names]) => names.map((name) => [kind, name] as const)),
      ...Object.entries(data.produce ?? {}).flatMap(([kind, produce]) => produce.names.map((name) => [kind, name] as const)),
    ];
    for (const [kind, name] of named) {
      expect(knowledge.kinds.has(kind), `${name}: ${kind}`).toBe(true);
      const denotations = readName(name).denotations;
      expect(denotations.map((d) => [d.kinds, d.qualifiers, d.brand]), name).toEqual([[[kind], [], null]]);
    }
  });

  it("gives each kind one name to show per language, the first the data lists", () => {
    for (const [, data] of files) {
      const shown = knowledge.localNames.get(data.language)!;
      for (const [kind, names] of Object.entries(data.kinds ?? {})) expect(shown.get(kind)).toBe(names[0]);
    }
  });
});

describe("names shown in the user's language", () => {
  it("knows German, French, Spanish and Italian", () => {
    expect(nameLanguages().sort()).toEqual(["de", "es", "fr", "it"]);
  });

  it.each([
    ["Lemon juice", "de-DE", "Zitronensaft"], ["Lemon juice", "fr", "Jus de citron"], ["Lemon juice", "es", "Zumo de limón"],
    ["Lemon juice", "it-IT", "Succo di limone"], ["Egg white", "de", "Eiweiß"], ["Orange juice", "fr", "Jus d'orange"],
    ["Simple syrup", "it", "Sciroppo di zucchero"], ["Fresh lime juice", "de", "Limettensaft"],
    // alternatives are joined with the language's "or"; a name the language keeps in English stays as written
    ["Lemon or lime juice", "fr", "Jus de citron ou jus de citron vert"], ["Bourbon or rye whiskey", "de", "Bourbon oder Roggenwhiskey"],
    ["Rye whiskey or bourbon", "de", "Roggenwhiskey oder Bourbon"], ["Rye whiskey or bourbon", "es", "Whisky de centeno o bourbon"],
    ["Lillet Blanc or Cocchi Americano", "it", "Lillet Blanc o Cocchi Americano"],
    // a brand, a flavour or a maker the data does not know leaves the whole name as it is
    ["Campari", "de", "Campari"], ["Raspberry syrup", "fr", "Raspberry syrup"], ["Foobar Gin", "es", "Foobar Gin"],
    // English, and a language the data does not name kinds in, leave the name as it is
    ["Lemon juice", "en", "Lemon juice"], ["Lemon juice", "nl", "Lemon juice"],
  ])("%j in %s is %j", (name, locale, shown) => {
    expect(localizedIngredientName(name, locale)).toBe(shown);
  });

  it("suggests ingredient names as the user's language writes them, besides the English ones", () => {
    expect(suggestNames(matchingVocabulary("de-DE"), "zitronens")).toContain("Zitronensaft");
    expect(suggestNames(matchingVocabulary("fr"), "jus de cit")).toContain("Jus de citron");
    expect(suggestNames(matchingVocabulary("de"), "lemon j")).toContain("Lemon juice");
    expect(suggestNames(matchingVocabulary("en"), "zitronens")).toEqual([]);
    expect(suggestNames(matchingVocabulary(), "jus de cit")).toEqual([]);
  });

  it("names a kind in the language, or in English where the data gives no name", () => {
    expect(kindNameIn("orange_liqueur", "de")).toBe("Orangenlikör");
    expect(kindNameIn("lime_juice", "es-MX")).toBe("Zumo de lima");
    expect(kindNameIn("london_dry_gin", "fr")).toBe("London dry gin");
    expect(kindNameIn("orange_liqueur", "en-GB")).toBe("Orange liqueur");
  });
});
