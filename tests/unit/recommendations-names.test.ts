// Bottles to buy named as a shopper asks for them: the kind the user's recipes ask for with
// brands as examples, a brand only when the recipes ask for it, and styles of one kind that make
// the same drinks as one entry. Every name and example is checked with the matcher.
import { describe, expect, it } from "vitest";
import { describeName, matchesIngredient } from "../../src/domain/matching";
import { namedBottlesOfKind } from "../../src/domain/matching/bottles-of-kind";
import { bottleLabel, bottleMeets, buyableName, otherStyles, recommend, type BottleName, type Needs } from "../../src/domain/recommendations";
import { bottleLabelIn, otherStylesIn } from "../../src/domain/bottle-name";
import { seededRandom } from "../../test-support/random";

const needs = (...lists: string[][]): Needs<string>[] => lists.map((missing, i) => ({ value: `drink ${i}`, missing }));

/** Kinds a shopper buys; each paired below with brands of it that the matcher knows. */
const KINDS = ["Sweet vermouth", "Dry vermouth", "London dry gin", "Bourbon", "Triple sec", "Vodka", "Cognac", "Irish whiskey", "Maraschino liqueur", "Mezcal"];

/** Brands of a kind that meet a line asking for the kind, as the matcher's knowledge lists them. */
const brandsMeeting = (kind: string, count: number) => namedBottlesOfKind(kind, count, (name) => matchesIngredient(kind, name));

function expectExamplesMeet(bottle: BottleName, lines: readonly string[]) {
  const met = lines.filter((line) => bottleMeets(bottle.name, line));
  for (const example of bottle.examples) {
    for (const line of met) expect(matchesIngredient(line, example), `${example} for ${line} (${bottle.name})`).toBe(true);
  }
  expect(new Set(bottle.examples).size).toBe(bottle.examples.length);
}

describe("a bottle is named by the kind the recipes ask for", () => {
  it.each(KINDS)("%s: a brand a catalogue cocktail asks for does not take the name; it is the first example", (kind) => {
    const [brand] = brandsMeeting(kind, 1);
    expect(brand, `the matcher knows a brand of ${kind}`).toBeDefined();
    expect(matchesIngredient(kind, brand!)).toBe(true); // the brand also meets the kind's lines
    const result = recommend({
      recipes: needs([kind], [kind, "Soda water"]),
      catalogue: needs([brand!], [kind]),
    });
    const [first] = result.nextBottles;
    expect(first!.name).toBe(kind);
    expect(first!.kind === kind || bottleLabel(first!).endsWith(first!.styles[0] ?? "")).toBe(true);
    expect(first!.examples[0]).toBe(brand);
    expect(first!.examples.length).toBeGreaterThan(1);
    expectExamplesMeet(first!, [kind, brand!]);
    // the brand is not listed beside the kind, nor in a plan; the cocktail asking for it still names it
    expect(result.nextBottles.map((b) => b.name)).not.toContain(brand);
    for (const plan of result.shoppingPlan) expect(plan.names).not.toContain(brand);
    expect(result.shoppingPlan[0]!.names).toContain(kind);
    expect(result.fromCatalogue.oneAway.find((o) => o.cocktail === "drink 0")?.bottle).toBe(brand);
  });

  it("the issue's case: recipes asking for sweet vermouth get 'Sweet vermouth, e.g. Punt e Mes, …', and the pair is named by kinds", () => {
    const result = recommend({
      recipes: needs(["Sweet vermouth", "Bourbon"], ["Sweet vermouth", "Bourbon", "Angostura bitters"], ["Bourbon"]),
      catalogue: needs(["Punt e Mes", "Bourbon"], ["Punt e Mes"]),
    });
    expect(result.nextBottles.map((b) => [b.name, b.unlocks])).toContainEqual(["Bourbon", 1]);
    const pair = result.shoppingPlan[0]!;
    expect(pair.names.sort()).toEqual(["Bourbon", "Sweet vermouth"]);
    const vermouth = pair.bottles.find((b) => b.name === "Sweet vermouth")!;
    expect(vermouth.kind).toBe("Sweet vermouth");
    expect(vermouth.examples[0]).toBe("Punt e Mes");
    expectExamplesMeet(vermouth, ["Sweet vermouth", "Punt e Mes"]);
  });

  it("a brand the user's recipes ask for stays the name, with no examples", () => {
    for (const kind of KINDS) {
      const [brand] = brandsMeeting(kind, 1);
      const only = recommend({ recipes: needs([brand!]), catalogue: [] }).nextBottles[0]!;
      expect(only.name).toBe(brand);
      expect([only.kind, only.styles, only.examples]).toEqual([null, [], []]);
      // one recipe asks for the brand, another for the kind: the brand makes both
      const both = recommend({ recipes: needs([brand!], [kind]), catalogue: [] }).nextBottles;
      expect(both.map((b) => [b.name, b.unlocks])).toEqual([[brand, 2]]);
    }
    expect(recommend({ recipes: needs(["Campari"]), catalogue: needs(["Campari", "Gin"]) }).nextBottles[0]!.name).toBe("Campari");
  });
});

describe("styles of one kind that make the same drinks are one entry", () => {
  const FAMILIES: [string, string, string][] = [
    ["Gin", "London dry gin", "Old tom gin"],
    ["Rum", "White rum", "Dark rum"],
    ["Tequila", "Blanco tequila", "Reposado tequila"],
    ["Scotch", "Blended scotch", "Islay scotch"],
    ["Whiskey", "Bourbon", "Rye whiskey"],
    ["Brandy", "Cognac", "Calvados"],
  ];

  it.each(FAMILIES)("%s: one entry for %s and %s when the second makes nothing the first does not", (family, first, second) => {
    const result = recommend({
      recipes: needs([family], [family, "Soda water"]),
      // each style also meets a catalogue line; the second's cocktail needs more than one bottle
      catalogue: needs([first], [second, "Maraschino liqueur"], [family]),
    });
    const ofFamily = result.nextBottles.filter((b) => bottleMeets(b.name, family));
    expect(result.nextBottles.map((b) => b.name)).not.toContain(buyableName(second));
    expect(ofFamily).toHaveLength(1);
    const [entry] = ofFamily;
    expect(entry!.name).toBe(buyableName(first));
    expect(entry!.kind).toBe(family);
    expect(entry!.styles).toHaveLength(2);
    // a style is the words before the kind's ("London dry" gin), or the name of a kind of it ("Bourbon")
    const styleOf = (name: string) => (name.toLowerCase().endsWith(` ${family.toLowerCase()}`) ? name.slice(0, -family.length - 1) : name);
    expect(entry!.styles.map((style) => style.toLowerCase())).toEqual([first, second].map((n) => styleOf(buyableName(n)!).toLowerCase()));
    expect(bottleLabel(entry!)).toBe(`${family}: ${entry!.styles[0]}`);
    expect(otherStyles(entry!)).toEqual([entry!.styles[1]]);
    expect(entry!.unlocks).toBe(1);
    expect(entry!.catalogueUnlocks).toBe(2);
    expectExamplesMeet(entry!, [family, first]);
  });

  it("two styles stay two bottles when each makes a drink the other does not", () => {
    const result = recommend({
      recipes: needs(["Gin"], ["London dry gin"], ["Old tom gin"]),
      catalogue: [],
    });
    const names = result.nextBottles.map((b) => b.name);
    expect(names).toContain("London dry gin");
    expect(names).toContain("Old tom gin");
    for (const b of result.nextBottles) expect(b.styles.length).toBeLessThanOrEqual(1);
  });

  it("a kind asked for alone is named by itself, with no style", () => {
    const [vodka] = recommend({ recipes: needs(["Vodka", "Soda water"], ["Vodka"]), catalogue: [] }).nextBottles;
    expect([vodka!.name, vodka!.kind, vodka!.styles]).toEqual(["Vodka", "Vodka", []]);
    expect(bottleLabel(vodka!)).toBe("Vodka");
    // the data holds flavoured vodkas of the same brands; none is offered
    expect(vodka!.examples).toHaveLength(3);
    for (const example of vodka!.examples) expect(describeName(example).kindLabel, example).toBe("Vodka");
  });
});

describe("every example meets the lines its bottle meets", () => {
  const LINES = [
    "Gin", "London dry gin", "Old tom gin", "Bourbon", "Rye whiskey", "Whiskey", "White rum", "Aged rum", "Dark rum", "Blanco tequila",
    "Mezcal", "Campari", "Aperol", "Sweet vermouth", "Dry vermouth", "Cointreau", "Triple sec", "Orange liqueur", "Punt e Mes",
    "Tanqueray", "Maker's Mark", "Lime juice", "Simple syrup", "Angostura bitters", "Soda water", "Ginger beer", "Cognac", "Vodka",
  ];

  it("300 random sets of recipes and cocktails: examples meet every line their bottle meets, and a brand is named only when asked", () => {
    const random = seededRandom(29);
    const pickLines = () => [...LINES].sort(() => random() - 0.5).slice(0, 1 + Math.floor(random() * 3));
    for (let round = 0; round < 300; round++) {
      const recipes = needs(...Array.from({ length: 1 + Math.floor(random() * 5) }, pickLines));
      const catalogue = needs(...Array.from({ length: Math.floor(random() * 6) }, pickLines));
      const result = recommend({ recipes, catalogue });
      const userLines = recipes.flatMap((r) => r.missing);
      const allLines = [...userLines, ...catalogue.flatMap((c) => c.missing)];
      const bottles = [...result.nextBottles, ...result.shoppingPlan.flatMap((p) => p.bottles)];
      for (const bottle of bottles) {
        expectExamplesMeet(bottle, allLines);
        // a brand name only where some line asks for that brand itself
        if (bottle.kind === null && describeName(bottle.name).brand !== null) {
          expect(allLines.some((line) => describeName(line).brand === describeName(bottle.name).brand), bottle.name).toBe(true);
        }
      }
      // a brand only catalogue cocktails ask for never names a bottle when a kind the user's recipes ask for is listed
      for (const b of result.nextBottles) {
        if (b.kind !== null) continue;
        const askedByUser = userLines.some((line) => bottleMeets(b.name, line) && !result.nextBottles.some((k) => k.kind !== null && bottleMeets(k.name, line)));
        expect(askedByUser || b.unlocks === 0, `round ${round}: ${b.name}`).toBe(true);
      }
    }
  });
});

describe("a bottle to buy in the user's language", () => {
  const rumEntry = () => {
    const result = recommend({ recipes: needs(["Rum"], ["Rum", "Soda water"]), catalogue: needs(["White rum"], ["Dark rum", "Maraschino liqueur"], ["Rum"]) });
    return result.nextBottles.find((b) => bottleMeets(b.name, "Rum"))!;
  };

  it("names the kind and its styles through the names data, in German and in Spanish", () => {
    const rum = rumEntry();
    expect([rum.name, rum.styleNames]).toEqual(["White rum", ["White rum", "Dark rum"]]);
    expect(bottleLabelIn(rum, "de")).toBe("Rum: Weißer Rum");
    expect(otherStylesIn(rum, "de")).toEqual(["Dunkler Rum"]);
    expect(bottleLabelIn(rum, "es")).toBe("Ron: Ron blanco");
    expect(otherStylesIn(rum, "es")).toEqual(["Ron oscuro"]);
  });

  it("reads as before in English, and keeps a style's English words where the language has no name for its bottle", () => {
    const rum = rumEntry();
    expect(bottleLabelIn(rum, "en")).toBe(bottleLabel(rum));
    expect(otherStylesIn(rum, "en")).toEqual(otherStyles(rum));
    const gin = { name: "London dry gin", kind: "Gin", styles: ["London dry", "Old tom"], styleNames: ["London dry gin", "Old tom gin"] };
    expect(bottleLabelIn(gin, "de")).toBe("Gin: London dry");
  });

  it("names a kind alone, and leaves a brand as its label writes it", () => {
    const [vermouth] = recommend({ recipes: needs(["Sweet vermouth", "Gin"], ["Sweet vermouth"]), catalogue: [] }).nextBottles;
    expect(bottleLabelIn(vermouth!, "de")).toBe("Roter Wermut");
    expect(bottleLabelIn(vermouth!, "it")).toBe("Vermouth rosso");
    expect(bottleLabelIn({ name: "Campari", kind: null, styles: [], styleNames: [] }, "de")).toBe("Campari");
  });
});
