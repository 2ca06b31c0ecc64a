// The styles of menus as people photograph them, read from OCR-like lines (src/domain/menu):
// prices as words and in every currency style, dotted leaders, three columns, descriptions after
// a dash, house drinks' ingredients as recipe lines the matcher knows, and text that is no menu.
import { describe, expect, it } from "vitest";
import { describeName } from "../../src/domain/matching";
import { readMenuCandidates, type MenuCandidate, type MenuLine } from "../../src/domain/menu";
import { planMenuDrinks } from "../../src/domain/menu/drinks";
import { readIngredients } from "../../src/domain/menu/ingredients";
import { splitPrice } from "../../src/domain/menu/prices";
import { cleanLineText } from "../../src/domain/menu/text";
import { buildShelfIndex } from "../../src/domain/matching";

const LINE_HEIGHT = 30;
const GAP = 12;

/** Lines of one column, top to bottom, as OCR gives them. */
function column(rows: string[], x0 = 50, x1 = 550, top = 50, block = 0): MenuLine[] {
  return rows.map((text, i) => {
    const y0 = top + i * (LINE_HEIGHT + GAP);
    return { text, confidence: 0.9, block, bbox: { x0, y0, x1, y1: y0 + LINE_HEIGHT } };
  });
}

const brief = (candidates: MenuCandidate[]) => candidates.map((c) => [c.name, c.price, c.catalogueId]);
const never = () => false;

describe("prices in the styles menus set them", () => {
  it.each<[string, string, string | null]>([
    ["Paper Plane twelve", "Paper Plane", "twelve"],
    ["Harbour Lights twenty-two", "Harbour Lights", "twenty-two"],
    ["NIGHT GARDEN FOURTEEN", "NIGHT GARDEN", "FOURTEEN"],
    ["Fox Hollow £12", "Fox Hollow", "£12"],
    ["Salt Marsh 12.50 €", "Salt Marsh", "12.50 €"],
    ["Dark Horse $ 12", "Dark Horse", "$ 12"],
    ["Tidewater 12", "Tidewater", "12"],
  ])("%s", (line, rest, price) => {
    expect(splitPrice(line, never)).toEqual({ rest, price });
  });

  it.each([
    ["a number word that closes a name", "Lucky Seven"],
    ["a number word closing a description", "a long drink for one"],
    ["a year", "Est. 1891"],
  ])("takes no price from %s", (_what, line) => {
    expect(splitPrice(line, never)).toEqual({ rest: line, price: null });
  });

  it("gives a price OCR set on a line of its own just above a name to that name", () => {
    const lines = column(["SIGNATURES", "... twelve", "Paloma — tequila, grapefruit soda, lime", "Salt Marsh — tequila, grapefruit, sea salt, soda eleven"]);
    expect(brief(readMenuCandidates(lines))).toEqual([["Paloma", "twelve", "paloma"], ["Salt Marsh", "eleven", null]]);
  });

  it("reads word prices on their own at the right back onto their names", () => {
    const names = column(["Tidewater", "white rum, coconut, lime, mint", "Paloma", "tequila, grapefruit soda, lime"], 40, 400);
    const prices: MenuLine[] = [
      { text: "eleven", confidence: 0.9, block: 1, bbox: { x0: 650, y0: names[0]!.bbox.y0, x1: 760, y1: names[0]!.bbox.y1 } },
      { text: "twelve", confidence: 0.9, block: 1, bbox: { x0: 650, y0: names[2]!.bbox.y0, x1: 760, y1: names[2]!.bbox.y1 } },
    ];
    expect(brief(readMenuCandidates([...names, ...prices]))).toEqual([["Tidewater", "eleven", null], ["Paloma", "twelve", "paloma"]]);
  });
});

describe("dotted leaders between a name and its price", () => {
  it("reads the name and the price across the dots, however OCR spaced them", () => {
    const lines = column([
      "SIGNATURES",
      "Velvet Crow ..................... 10",
      "dark rum, espresso, cream, nutmeg",
      "Iron Bridge.....................11",
      "rye whiskey, sweet vermouth, Fernet, orange peel",
      "Bellini . . . . . . . . . . £11",
      "white peach purée, prosecco",
      "Fox Hollow …………… fourteen",
      "bourbon, apricot, lemon, honey",
    ]);
    expect(brief(readMenuCandidates(lines))).toEqual([
      ["Velvet Crow", "10", null], ["Iron Bridge", "11", null], ["Bellini", "£11", "bellini"], ["Fox Hollow", "fourteen", null],
    ]);
  });
});

describe("marks OCR reads off a photo", () => {
  it.each([
    ["Velvet Crow «ooovvvenee", "Velvet Crow"],
    ["Salt Marsh ccceereeriseeses", "Salt Marsh"],
    ["Ember & Ash — mezcal - pineapple - lime «+o + + 9.50€", "Ember & Ash — mezcal - pineapple - lime 9.50€"],
    ["Ramos Gin Fizz.ouuou, 12", "Ramos Gin Fizz 12"],
    ["Red Hook rye whiskey ‘punt", "Red Hook rye whiskey punt"],
    ["Salt Marsh S", "Salt Marsh"],
    ["gin - lemon · cassis", "gin - lemon · cassis"],
  ])("%s", (line, cleaned) => {
    expect(cleanLineText(line)).toBe(cleaned);
  });
});

describe("descriptions after a dash", () => {
  it("cuts the name at the dash and reads what follows, wrapped or not, as its description", () => {
    const [harvest, salt, sour] = readMenuCandidates(column([
      "Harvest Moon — aged rum, peach, thyme & lemon nine",
      "Salt Marsh - tequila, grapefruit, sea salt, soda 12",
      "Vodka Sour — vodka, ........ ten",
      "lemon juice, simple syrup & egg",
      "white",
    ]));
    expect([harvest!.name, harvest!.price, harvest!.description]).toEqual(["Harvest Moon", "nine", "aged rum, peach, thyme & lemon"]);
    expect(harvest!.ingredients.map((i) => i.name)).toEqual(["aged rum", "peach", "thyme", "lemon"]);
    expect([salt!.name, salt!.price, salt!.ingredients.length]).toEqual(["Salt Marsh", "12", 4]);
    expect([sour!.name, sour!.catalogueId, sour!.description]).toEqual(["Vodka Sour", "vodka-sour", "vodka, lemon juice, simple syrup & egg white"]);
  });

  it("reads a description whose first word OCR misread with a capital as the description of the priced name above it", () => {
    const candidates = readMenuCandidates(column([
      "Quayside Sling £12", "Bged rum, falernum, lime",
      "Lantern Flip £13", "Ubrandy, port, egg yolk, nutmeg",
      "Marsh Light £11", "gin, elderflower, cucumber",
    ]));
    expect(candidates.map((c) => c.name)).toEqual(["Quayside Sling", "Lantern Flip", "Marsh Light"]);
    expect(candidates[0]!.description).toBe("Bged rum, falernum, lime");
  });

  it("finds where the name ends when OCR lost the dash, and reads a dashed line as a drink though its price was lost", () => {
    const lines = column([
      "Hot Copper reposado, chocolate, chilli, coffee $13",
      "Sunday Best Aperol. prosecco, rhubarb, soda $15",
      "Old Pal rye whiskey, Campari, dry vermouth $10",
      "Wild Card — tequila, raspberry, lime, agave",
      "Campari, sweet vermouth, soda",
    ]);
    const candidates = readMenuCandidates(lines);
    expect(candidates.map((c) => [c.name, c.price, c.catalogueId])).toEqual([
      ["Hot Copper", "$13", null], ["Sunday Best", "$15", null], ["Old Pal", "$10", "old-pal"], ["Wild Card", null, null],
    ]);
    expect(candidates[1]!.ingredients.map((i) => i.name)).toEqual(["Aperol", "prosecco", "rhubarb", "soda"]);
    // A capitalised ingredient opening a wrapped description is no name.
    expect(candidates[3]!.description).toBe("tequila, raspberry, lime, agave Campari, sweet vermouth, soda");
  });

  it("reads a name whose dash was lost and whose list runs on to the next line, a quote mark before a flourished capital, and no speck as a drink", () => {
    const candidates = readMenuCandidates(column([
      "Morning Glory Bay gin £14", "Lillet, grapefruit, rosemary",
      "‘Bramble Lane — gin - blackberry - lemon £12", "sugar",
      "Co £11", "vodka. passion fruit. vanilla & prosecco £9",
    ]));
    expect(candidates.map((c) => [c.name, c.price])).toEqual([["Morning Glory Bay", "£14"], ["Bramble Lane", "£12"]]);
    expect(candidates[0]!.ingredients.map((i) => i.name)).toEqual(["gin", "Lillet", "grapefruit", "rosemary"]);
  });

  it("keeps a dash that is part of a name", () => {
    expect(brief(readMenuCandidates(column(["Corpse Reviver No. 2 — gin, Lillet, lemon 14", "Old-Fashioned 12"])))).toEqual([
      ["Corpse Reviver No. 2", "14", "corpse-reviver-no-2"], ["Old-Fashioned", "12", "old-fashioned"],
    ]);
  });
});

describe("three columns", () => {
  it("reads each column through before the next, lines interleaved as OCR gives them", () => {
    const title = column(["Moth & Moon"], 450, 800, 20, 0);
    const a = column(["OUR DRINKS", "Tidewater 10", "white rum, coconut, lime, mint", "Navy Grog 15", "dark rum, honey, lime"], 40, 360, 100, 1);
    const b = column(["CLASSICS", "Paloma 12", "tequila, grapefruit soda, lime", "Ward Eight 11", "rye whiskey, lemon, grenadine"], 440, 760, 100, 1);
    const c = column(["LOW & NO", "Still Water 9", "gin, cucumber, basil, tonic", "Americano 11", "Campari, sweet vermouth, soda"], 840, 1160, 100, 1);
    const interleaved = [...title, ...a.flatMap((line, i) => [line, b[i]!, c[i]!])];
    expect(readMenuCandidates(interleaved).map((x) => x.name)).toEqual(["Tidewater", "Navy Grog", "Paloma", "Ward Eight", "Still Water", "Americano"]);
  });
});

describe("house drinks, from their listed ingredients to recipe lines", () => {
  it("turns every listed ingredient into a line the matcher knows the kind of", () => {
    const candidates = readMenuCandidates(column([
      "Ember & Ash £13", "mezcal · pineapple · lime · chilli",
      "Paper Lantern £14", "cognac, amaro, maple & orange bitters",
    ]));
    const plans = planMenuDrinks(
      { venue: "Bar Oriel", drinks: candidates.map((c) => ({ name: c.name, catalogueId: c.catalogueId, description: c.description, price: c.price, ingredients: c.ingredients, menuName: null, addCopy: false })) },
      buildShelfIndex([]),
    );
    const lines = plans.map((plan) => plan.recipe!.ingredients.map((i) => i.name));
    expect(lines).toEqual([["mezcal", "pineapple", "lime", "chilli"], ["cognac", "amaro", "maple", "orange bitters"]]);
    for (const name of lines.flat()) expect(describeName(name).kind, name).not.toBeNull();
  });
});

describe("listed ingredients as OCR reads them off a photo", () => {
  it.each<[string, string, string[]]>([
    ["a full stop read for a comma", "aged rum. peach, thyme & lemon", ["aged rum", "peach", "thyme", "lemon"]],
    ["a comma lost between two ingredients", "bourbon apricot, lemon, pear cinnamon", ["bourbon", "apricot", "lemon", "pear", "cinnamon"]],
    ["a letter misread", "bourbon, apricat, fark rum", ["bourbon", "apricot", "dark rum"]],
    ["names of two words kept whole", "simple syrup, blanco tequila, raspberry syrup, soda water, orange bitters", ["simple syrup", "blanco tequila", "raspberry syrup", "soda water", "orange bitters"]],
    ["a name the matcher knows kept as the menu spells it", "mezcal, chilli, Pimm's No. 1", ["mezcal", "chilli", "Pimm's No. 1"]],
  ])("%s", (_what, description, names) => {
    expect(readIngredients(description).map((i) => i.name)).toEqual(names);
  });
});

describe("text that is no menu proposes no drink", () => {
  it.each([
    ["a gin's label", ["HALLORAN & SONS", "LONDON DRY GIN", "Distilled in small batches", "Est. 1891", "47% vol", "70cl"]],
    ["a whisky's label", ["GLEN ARDRISH", "Single Malt Scotch Whisky", "Aged 12 Years", "Matured in oak casks", "40% vol 700 ml"]],
    ["a wine list's heading and a spirit or two, without prices", ["Spirits", "Vodka", "Gin", "Dark Rum"]],
    ["a poster", ["Live Music Friday", "Doors open 9pm", "Rum & Jazz Night"]],
  ])("%s", (_what, rows) => {
    expect(readMenuCandidates(column(rows))).toEqual([]);
  });
});
