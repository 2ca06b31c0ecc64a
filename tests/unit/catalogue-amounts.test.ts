import { describe, expect, it } from "vitest";
import { catalogueAmountIn } from "@/domain/catalogue-amounts";
import { CATALOGUE } from "@/domain/catalogue";
import { catalogueEntryIn } from "@/domain/catalogue-entries";
import { amountWordsFor } from "@/domain/amount-words";

const amounts = [...new Set(CATALOGUE.flatMap((c) => c.ingredients.map((i) => i.amount)))];
const ENGLISH_WORDS = /\b(?:dash|dashes|drop|drops|barspoons?|tsp|leaf|leaves|slices?|pieces?|grapes?|egg whites?|whole eggs?|top up|a few)\b|\d\.\d/i;

describe("a catalogue amount in the reader's language", () => {
  it("writes units, counted things, phrases and decimals in German", () => {
    expect(catalogueAmountIn("3 dashes", "de-DE")).toBe("3 Spritzer");
    expect(catalogueAmountIn("1 barspoon", "de")).toBe("1 Barlöffel");
    expect(catalogueAmountIn("22.5 ml", "de")).toBe("22,5 ml");
    expect(catalogueAmountIn("6 leaves", "de")).toBe("6 Blätter");
    expect(catalogueAmountIn("1 egg white", "de")).toBe("1 Eiweiß");
    expect(catalogueAmountIn("½ piece", "de")).toBe("½ Stück");
    expect(catalogueAmountIn("top up", "de")).toBe("auffüllen");
    expect(catalogueAmountIn("2 slices", "fr")).toBe("2 tranches");
    expect(catalogueAmountIn("10 ml (optional)", "fr")).toBe("10 ml (facultatif)");
    expect(catalogueAmountIn("4 tsp", "es")).toBe(`4 ${amountWordsFor("es").units.tsp[1]}`);
  });

  it("keeps English pages and amounts it has no words for as written", () => {
    expect(catalogueAmountIn("22.5 ml", "en-US")).toBe("22.5 ml");
    expect(catalogueAmountIn("3 dashes", "en")).toBe("3 dashes");
    expect(catalogueAmountIn("2 sprigs", "de")).toBe("2 sprigs");
    expect(catalogueAmountIn("to taste", "de")).toBe("to taste");
  });

  it("leaves no English word in any amount of the catalogue, in every other language", () => {
    for (const locale of ["de", "fr", "es", "it"]) {
      const left = amounts.filter((amount) => ENGLISH_WORDS.test(catalogueAmountIn(amount, locale)));
      expect(left, locale).toEqual([]);
    }
  });

  it("is what a catalogue card shows", () => {
    const mojito = CATALOGUE.find((c) => c.catalogueId === "mojito")!;
    const shown = catalogueEntryIn(mojito, "de");
    expect(shown.ingredients.map((i) => i.amount)).toEqual(mojito.ingredients.map((i) => catalogueAmountIn(i.amount, "de")));
    expect(shown.ingredients.some((i) => i.amount === "auffüllen")).toBe(true);
  });
});
