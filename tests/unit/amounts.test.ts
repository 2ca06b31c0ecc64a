import { describe, expect, it } from "vitest";
import {
  formatAmount,
  parseAmount,
  pluralise,
  roundToBarFraction,
  scaleAmount,
  toMl,
  type Amount,
} from "@/domain/amounts";

/**
 * Amount strings as they appear in real recipes (IBA specs, bar books, cards typed by hand),
 * with what each should be read as and how it reads back in ml and in oz.
 */
const READINGS: [text: string, reading: Amount, ml: string, oz: string][] = [
  // metric
  ["45 ml", { quantity: 45, unit: "ml" }, "45 ml", "1½ oz"],
  ["45ml", { quantity: 45, unit: "ml" }, "45 ml", "1½ oz"],
  ["30 mL", { quantity: 30, unit: "ml" }, "30 ml", "1 oz"],
  ["60 millilitres", { quantity: 60, unit: "ml" }, "60 ml", "2 oz"],
  ["22.5 ml", { quantity: 22.5, unit: "ml" }, "22.5 ml", "¾ oz"],
  ["7.5 ml", { quantity: 7.5, unit: "ml" }, "7.5 ml", "¼ oz"],
  ["10 ml", { quantity: 10, unit: "ml" }, "10 ml", "⅓ oz"],
  ["100 ml", { quantity: 100, unit: "ml" }, "100 ml", "3⅓ oz"],
  ["5 ml", { quantity: 5, unit: "ml" }, "5 ml", "1 tsp"],
  ["2.5 ml", { quantity: 2.5, unit: "ml" }, "2.5 ml", "½ tsp"],
  ["2 cl", { quantity: 2, unit: "cl" }, "20 ml", "¾ oz"],
  ["4.5 cl", { quantity: 4.5, unit: "cl" }, "45 ml", "1½ oz"],
  ["1,5 cl", { quantity: 1.5, unit: "cl" }, "15 ml", "½ oz"],
  ["6 cl", { quantity: 6, unit: "cl" }, "60 ml", "2 oz"],
  ["0.5 l", { quantity: 0.5, unit: "l" }, "500 ml", "16¾ oz"],
  ["30-45 ml", { quantity: 30, max: 45, unit: "ml" }, "30–45 ml", "1–1½ oz"],
  ["15 ml (½ oz)", { quantity: 15, unit: "ml" }, "15 ml", "½ oz"],
  // imperial
  ["1 1/2 oz", { quantity: 1.5, unit: "oz" }, "45 ml", "1½ oz"],
  ["1½ oz", { quantity: 1.5, unit: "oz" }, "45 ml", "1½ oz"],
  ["1 ½ oz", { quantity: 1.5, unit: "oz" }, "45 ml", "1½ oz"],
  ["¾ oz", { quantity: 0.75, unit: "oz" }, "25 ml", "¾ oz"],
  ["3/4 oz", { quantity: 0.75, unit: "oz" }, "25 ml", "¾ oz"],
  ["3⁄4 oz", { quantity: 0.75, unit: "oz" }, "25 ml", "¾ oz"],
  ["0.75 oz", { quantity: 0.75, unit: "oz" }, "25 ml", "¾ oz"],
  ["½ oz", { quantity: 0.5, unit: "oz" }, "15 ml", "½ oz"],
  ["1/4 oz", { quantity: 0.25, unit: "oz" }, "7.5 ml", "¼ oz"],
  ["2 oz", { quantity: 2, unit: "oz" }, "60 ml", "2 oz"],
  ["1 oz.", { quantity: 1, unit: "oz" }, "30 ml", "1 oz"],
  ["1 fl oz", { quantity: 1, unit: "oz" }, "30 ml", "1 oz"],
  ["2 ounces", { quantity: 2, unit: "oz" }, "60 ml", "2 oz"],
  ["1 oz / 30 ml", { quantity: 1, unit: "oz" }, "30 ml", "1 oz"],
  ["½–¾ oz", { quantity: 0.5, max: 0.75, unit: "oz" }, "15–25 ml", "½–¾ oz"],
  // dashes, drops, spoons
  ["2 dashes", { quantity: 2, unit: "dash" }, "2 dashes", "2 dashes"],
  ["1 dash", { quantity: 1, unit: "dash" }, "1 dash", "1 dash"],
  ["dash", { quantity: 1, unit: "dash" }, "1 dash", "1 dash"],
  ["a dash", { quantity: 1, unit: "dash" }, "1 dash", "1 dash"],
  ["2-3 dashes", { quantity: 2, max: 3, unit: "dash" }, "2–3 dashes", "2–3 dashes"],
  ["2–3 dashes", { quantity: 2, max: 3, unit: "dash" }, "2–3 dashes", "2–3 dashes"],
  ["1 to 2 dashes", { quantity: 1, max: 2, unit: "dash" }, "1–2 dashes", "1–2 dashes"],
  ["2 dashes Angostura", { quantity: 2, unit: "dash", what: "Angostura" }, "2 dashes Angostura", "2 dashes Angostura"],
  ["1 dash (optional)", { quantity: 1, unit: "dash", note: "optional" }, "1 dash (optional)", "1 dash (optional)"],
  ["3 drops", { quantity: 3, unit: "drop" }, "3 drops", "3 drops"],
  ["1 barspoon", { quantity: 1, unit: "barspoon" }, "1 barspoon", "1 barspoon"],
  ["1 bar spoon", { quantity: 1, unit: "barspoon" }, "1 barspoon", "1 barspoon"],
  ["2 bsp", { quantity: 2, unit: "barspoon" }, "2 barspoons", "2 barspoons"],
  ["1 tsp", { quantity: 1, unit: "tsp" }, "1 tsp", "1 tsp"],
  ["½ tsp", { quantity: 0.5, unit: "tsp" }, "½ tsp", "½ tsp"],
  ["2 teaspoons", { quantity: 2, unit: "tsp" }, "2 tsp", "2 tsp"],
  ["1 tsp sugar", { quantity: 1, unit: "tsp", what: "sugar" }, "1 tsp sugar", "1 tsp sugar"],
  ["1 tbsp", { quantity: 1, unit: "tbsp" }, "1 tbsp", "1 tbsp"],
  ["1 tablespoon", { quantity: 1, unit: "tbsp" }, "1 tbsp", "1 tbsp"],
  ["a splash", { quantity: 1, unit: "splash" }, "1 splash", "1 splash"],
  ["splash of soda", { quantity: 1, unit: "splash", what: "of soda" }, "1 splash of soda", "1 splash of soda"],
  ["a pinch of salt", { quantity: 1, unit: "pinch", what: "of salt" }, "1 pinch of salt", "1 pinch of salt"],
  ["2 parts", { quantity: 2, unit: "part" }, "2 parts", "2 parts"],
  ["1 cup", { quantity: 1, unit: "cup" }, "1 cup", "1 cup"],
  ["10 g", { quantity: 10, unit: "g" }, "10 g", "10 g"],
  ["2 cm ginger", { quantity: 2, unit: "cm", what: "ginger" }, "2 cm ginger", "2 cm ginger"],
  // counted things
  ["1 egg white", { quantity: 1, unit: "piece", what: "egg white" }, "1 egg white", "1 egg white"],
  ["1 egg", { quantity: 1, unit: "piece", what: "egg" }, "1 egg", "1 egg"],
  ["an egg yolk", { quantity: 1, unit: "piece", what: "egg yolk" }, "1 egg yolk", "1 egg yolk"],
  ["6 mint leaves", { quantity: 6, unit: "piece", what: "mint leaves" }, "6 mint leaves", "6 mint leaves"],
  ["2 lime wedges", { quantity: 2, unit: "piece", what: "lime wedges" }, "2 lime wedges", "2 lime wedges"],
  ["1 sugar cube", { quantity: 1, unit: "piece", what: "sugar cube" }, "1 sugar cube", "1 sugar cube"],
  ["half a lime", { quantity: 0.5, unit: "piece", what: "lime" }, "½ lime", "½ lime"],
  ["1/2 lime", { quantity: 0.5, unit: "piece", what: "lime" }, "½ lime", "½ lime"],
  ["3 fresh raspberries", { quantity: 3, unit: "piece", what: "fresh raspberries" }, "3 fresh raspberries", "3 fresh raspberries"],
  ["1 sprig", { quantity: 1, unit: "piece", what: "sprig" }, "1 sprig", "1 sprig"],
  ["2", { quantity: 2, unit: "piece" }, "2", "2"],
  // kept as written
  ["top up", { text: "top up", unparsed: true, topUp: true }, "top up", "top up"],
  ["Top", { text: "Top", unparsed: true, topUp: true }, "Top", "Top"],
  ["Top with soda water", { text: "Top with soda water", unparsed: true, topUp: true }, "Top with soda water", "Top with soda water"],
  ["to top", { text: "to top", unparsed: true, topUp: true }, "to top", "to top"],
  ["fill up", { text: "fill up", unparsed: true, topUp: true }, "fill up", "fill up"],
  ["to taste", { text: "to taste", unparsed: true }, "to taste", "to taste"],
  ["a few dashes", { text: "a few dashes", unparsed: true }, "a few dashes", "a few dashes"],
  ["approx 30 ml", { text: "approx 30 ml", unparsed: true }, "approx 30 ml", "approx 30 ml"],
  ["2 x 15 ml", { text: "2 x 15 ml", unparsed: true }, "2 x 15 ml", "2 x 15 ml"],
  ["1 oz / 45 ml", { text: "1 oz / 45 ml", unparsed: true }, "1 oz / 45 ml", "1 oz / 45 ml"],
  ["3-2 dashes", { text: "3-2 dashes", unparsed: true }, "3-2 dashes", "3-2 dashes"],
  ["half", { text: "half", unparsed: true }, "half", "half"],
  ["garnish", { text: "garnish", unparsed: true }, "garnish", "garnish"],
  ["", { text: "", unparsed: true }, "", ""],
];

describe("parseAmount", () => {
  it("is tested on at least 60 real-world amount strings", () => {
    expect(READINGS.length).toBeGreaterThanOrEqual(60);
  });

  it.each(READINGS)("reads %j", (text, reading, ml, oz) => {
    const amount = parseAmount(text);
    expect(amount).toEqual(reading);
    expect(formatAmount(amount, "ml")).toBe(ml);
    expect(formatAmount(amount, "oz")).toBe(oz);
  });

  it("never drops an amount it cannot read: it comes back exactly as typed, trimmed", () => {
    for (const text of ["  Rinse the glass ", "1 jigger (ish)", "as much as you like", "some crushed ice"]) {
      const amount = parseAmount(text);
      expect(amount).toEqual({ text: text.trim(), unparsed: true });
      expect(formatAmount(scaleAmount(amount, 12), "oz")).toBe(text.trim());
    }
  });
});

describe("scaleAmount", () => {
  it.each<[string, number, "ml" | "cl" | "oz", string]>([
    ["45 ml", 4, "ml", "180 ml"],
    ["22.5 ml", 3, "ml", "67.5 ml"],
    ["¾ oz", 3, "oz", "2¼ oz"],
    ["¾ oz", 8, "ml", "180 ml"],
    ["2 cl", 24, "cl", "48 cl"],
    ["1 egg white", 2, "ml", "2 egg whites"],
    ["1 leaf", 3, "ml", "3 leaves"],
    ["1 cherry", 4, "oz", "4 cherries"],
    ["half a lime", 3, "ml", "1½ limes"],
    ["2-3 dashes", 6, "ml", "12–18 dashes"],
    ["1 dash", 24, "oz", "24 dashes"],
    ["½ tsp", 3, "ml", "1½ tsp"],
    ["1 barspoon", 2, "ml", "2 barspoons"],
    ["top up", 6, "ml", "top up"],
    ["to taste", 24, "oz", "to taste"],
  ])("%s × %i in %s is %s", (text, servings, system, expected) => {
    expect(formatAmount(scaleAmount(parseAmount(text), servings), system)).toBe(expected);
  });

  it("keeps the reading of one serving at 1", () => {
    for (const [text] of READINGS) expect(scaleAmount(parseAmount(text), 1)).toEqual(parseAmount(text));
  });
});

describe("unit conversion", () => {
  it.each<[number, number]>([
    [0.25, 0.25],
    [0.3, 1 / 3],
    [0.4, 1 / 3],
    [0.45, 0.5],
    [0.6, 0.5],
    [0.7, 0.75],
    [0.9, 1],
    [1.666, 1.75],
    [2.1, 2],
  ])("rounds %f oz to the bartender fraction %f", (oz, expected) => {
    expect(roundToBarFraction(oz)).toBeCloseTo(expected, 6);
  });

  it.each<[string, string]>([
    ["1 oz", "30 ml"],
    ["⅔ oz", "20 ml"],
    ["0.8 oz", "25 ml"],
    ["1.1 oz", "35 ml"],
    ["0.4 oz", "12.5 ml"],
    ["0.2 oz", "5 ml"],
  ])("rounds ml converted from %s to %s (5 ml steps above 20 ml)", (text, expected) => {
    expect(formatAmount(parseAmount(text), "ml")).toBe(expected);
  });

  it.each<[string, string]>([
    ["45 ml", "4.5 cl"],
    ["22 ml", "2 cl"],
    ["1 oz", "3 cl"],
    ["¾ oz", "2.5 cl"],
    ["7.5 ml", "0.75 cl"],
    ["2 cl", "2 cl"],
  ])("shows %s as %s in cl", (text, expected) => {
    expect(formatAmount(parseAmount(text), "cl")).toBe(expected);
  });

  it.each<[string, number | null]>([
    ["45 ml", 45],
    ["1½ oz", 45],
    ["2 cl", 20],
    ["1 barspoon", 5],
    ["1 tbsp", 15],
    ["2-3 dashes", 1.8],
    ["1 egg white", null],
    ["top up", null],
    ["2 parts", null],
  ])("knows the volume of %s", (text, ml) => {
    const volume = toMl(parseAmount(text));
    if (ml === null) expect(volume).toBeNull();
    else expect(volume).toBeCloseTo(ml, 6);
  });
});

describe("pluralise", () => {
  it.each([
    ["egg white", "egg whites"],
    ["leaf", "leaves"],
    ["cherry", "cherries"],
    ["peach", "peaches"],
    ["mint leaves", "mint leaves"],
    ["mint", "mint"],
    ["glass", "glasses"],
  ])("%s → %s", (noun, plural) => {
    expect(pluralise(noun)).toBe(plural);
  });
});

describe("amounts the app works out, in the page's language", () => {
  it.each([
    ["de", "2 dashes", "cl", "2 Spritzer"],
    ["de", "15 ml", "cl", "1,5 cl"],
    ["de-AT", "22.5 ml", "ml", "22,5 ml"],
    ["fr", "1 barspoon", "ml", "1 cuillère de bar"],
    ["es", "3 dashes", "ml", "3 golpes"],
    ["it", "2 drops", "ml", "2 gocce"],
    ["de", "1.5-2 cl", "cl", "1,5–2 cl"],
    ["en", "2 dashes", "ml", "2 dashes"],
    ["nl", "15 ml", "cl", "1.5 cl"],
  ] as const)("%s: %s in %s reads %s", (language, written, units, shown) => {
    expect(formatAmount(parseAmount(written), units, language)).toBe(shown);
  });

  it("reads a unit written in words as that unit, and keeps what has no measure as written", () => {
    expect(formatAmount(parseAmount("a splash"), "cl", "de")).toBe("1 Schuss");
    expect(formatAmount(parseAmount("to taste"), "cl", "de")).toBe("to taste");
  });
});
