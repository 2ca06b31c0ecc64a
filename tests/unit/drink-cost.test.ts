import { describe, expect, it } from "vitest";
import { bottlesPoured, drinkCost, lineCost, MAX_PRICE, sumLineCosts } from "@/domain/drink-cost";
import { nameInSentence } from "@/domain/drink-cost-names";
import { costWithoutText } from "@/components/ui/drink-figures";
import { createFormatter, createTranslator } from "next-intl";
import de from "../../messages/de.json";
import en from "../../messages/en.json";
import es from "../../messages/es.json";
import fr from "../../messages/fr.json";
import it_ from "../../messages/it.json";

const MESSAGES = { de, en, es, fr, it: it_ };

/** The cost sentence as the page words it, from recipe lines as they are written (in English). */
function costWithoutIn(locale: keyof typeof MESSAGES) {
  const t = createTranslator({ locale, messages: MESSAGES[locale], namespace: "figures" });
  const format = createFormatter({ locale });
  return (lines: string[]) => costWithoutText(t, format, lines.map((line) => nameInSentence(line, locale)));
}
import { TOP_UP_ML } from "@/domain/drink-strength/constants";

const bottle = (price: number | null, bottleMl: number | null) => ({ price, bottleMl });

describe("lineCost", () => {
  // A 700 ml bottle at 28.00 costs 0.04 a ml.
  const gin = bottle(28, 700);
  it.each<[string, { price: number | null; bottleMl: number | null } | null, number | null]>([
    ["50 ml", gin, 2],
    ["5 cl", gin, 2],
    ["1½ oz", gin, 1.8],
    ["2 oz", gin, 2.4],
    ["1 l", gin, 40],
    ["2 dashes", bottle(15, 200), 0.135],
    ["1 barspoon", gin, 0.2],
    ["20 drops", bottle(10, 100), 0.1],
    ["1 tsp", gin, 0.2],
    ["top up", bottle(2, 1000), (2 * TOP_UP_ML) / 1000],
    ["2–3 dashes", bottle(15, 200), 0.135],
    // produce priced by the piece: a bar item with a price and no bottle size
    ["1 lime", bottle(0.4, null), 0.4],
    ["2 egg whites", bottle(0.3, null), 0.6],
    ["½ lime", bottle(0.4, null), 0.2],
    // what cannot be priced
    ["50 ml", bottle(null, 700), null],
    ["50 ml", bottle(20, null), null],
    ["1 lime", bottle(5, 700), null],
    ["a splash", gin, null],
    ["to taste", gin, null],
    ["50 ml", null, null],
    // a line with no amount costs nothing
    ["", null, 0],
  ])("%s from %j costs %s", (amount, from, expected) => {
    const cost = lineCost(amount, from);
    if (expected === null) expect(cost).toBeNull();
    else expect(cost).toBeCloseTo(expected, 6);
  });
});

describe("drinkCost", () => {
  it("adds the lines it can price, rounded to the cent, and names the rest in recipe order", () => {
    const lines = [
      { name: "Gin", amount: "45 ml" },
      { name: "Lime juice", amount: "20 ml" },
      { name: "Simple syrup", amount: "15 ml" },
      { name: "Soda water", amount: "top up" },
    ];
    const cost = drinkCost(lines, [bottle(28, 700), null, bottle(3, 500), bottle(null, 1000)]);
    // 45 × 0.04 + 15 × 0.006 = 1.89
    expect(cost).toEqual({ perServing: 1.89, missingPrices: ["Lime juice", "Soda water"] });
  });

  it("has no figure when no line could be priced", () => {
    expect(drinkCost([{ name: "Gin", amount: "45 ml" }], [null])).toEqual({ perServing: null, missingPrices: ["Gin"] });
    expect(sumLineCosts([])).toEqual({ perServing: null, missingPrices: [] });
  });

  it("reads the priced bottle behind each line from the shelf by the chosen bar item", () => {
    const shelf = [
      { id: "a", price: 28, bottleMl: 700 },
      { id: "b", bottleMl: 750 },
    ];
    expect(bottlesPoured([{ chosen: { barItemId: "a" } }, { chosen: { barItemId: "b" } }, { chosen: null }], shelf)).toEqual([
      { price: 28, bottleMl: 700 },
      { price: null, bottleMl: 750 },
      null,
    ]);
  });

  it("says what the cost leaves out in a sentence, brands as written", () => {
    const sentence = costWithoutIn("en");
    expect(sentence([])).toBeNull();
    expect(sentence(["Lime juice"])).toBe("cost without the lime juice");
    expect(sentence(["Lime juice", "Campari", "Soda water"])).toBe("cost without the lime juice, the Campari, and the soda water");
    expect(MAX_PRICE).toBeGreaterThan(1000);
  });

  it("says it in the page's language, each line by its name in that language", () => {
    expect(costWithoutIn("de")(["Lime juice"])).toBe("Kosten ohne Limettensaft");
    expect(costWithoutIn("de")(["Lemon juice", "Campari", "Soda water"])).toBe("Kosten ohne Zitronensaft, Campari und Sodawasser");
    expect(costWithoutIn("fr")(["Lime juice", "Campari"])).toBe("coût sans jus de citron vert et Campari");
    expect(costWithoutIn("es")(["Lemon juice"])).toBe("coste sin zumo de limón");
    expect(costWithoutIn("it")(["Lemon juice", "Soda water"])).toBe("costo senza succo di limone e acqua gassata");
  });

  it("keeps the words the language has no name for, and a brand, as written", () => {
    expect(nameInSentence("Smith & Cross", "de")).toBe("Smith & Cross");
    expect(nameInSentence("Campari", "fr")).toBe("Campari");
    expect(nameInSentence("Bourbon or rye whiskey", "de")).toBe("Bourbon oder Roggenwhiskey");
  });
});
