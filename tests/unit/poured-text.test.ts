import { createTranslator } from "next-intl";
import type { UnitSystem } from "@/domain/amounts";
import { describe, expect, it } from "vitest";
import { pouredText } from "@/components/bartender/made-this";
import { localizedIngredientName } from "@/domain/matching";
import de from "../../messages/de.json";
import en from "../../messages/en.json";
import fr from "../../messages/fr.json";

/**
 * After "I made this", the station says what was poured from which bottle. The answer names each
 * line as the recipe writes it (a catalogue cocktail's in English); the station words it in the
 * page's language with the line names it shows.
 */
const MESSAGES = { de, en, fr };
const LINES = ["Bourbon or rye whiskey", "Lemon juice", "Simple syrup", "Egg white"];
const made = {
  pours: [
    { barItemId: "b1", barItemName: "Buffalo Trace", ingredient: "Bourbon or rye whiskey", ml: 45 },
    { barItemId: "b2", barItemName: "Zitronen aus dem Garten", ingredient: "Lemon juice", ml: 7.5 },
  ],
  unmeasured: [{ name: "Egg white", amount: "1" }],
};

function stationIn(locale: string) {
  // a catalogue cocktail on the station: each line shown in the page's language
  return { ingredients: LINES.map((written) => ({ writtenName: written, name: localizedIngredientName(written, locale) })) };
}

function wordedIn(locale: keyof typeof MESSAGES, drink = stationIn(locale), units: UnitSystem = "ml") {
  const t = createTranslator({ locale, messages: MESSAGES[locale], namespace: "bartender.made" });
  return pouredText(t, { units, language: locale }, made, drink);
}

describe("what the station says was poured", () => {
  it("names each line as the German station shows it, with German numbers", () => {
    const { pours, unmeasured } = wordedIn("de");
    expect(pours.map((p) => p.text)).toEqual(["45 ml Bourbon oder Roggenwhiskey aus Buffalo Trace", "7,5 ml Zitronensaft aus Zitronen aus dem Garten"]);
    expect(unmeasured).toBe("Ohne Menge, darum wurde keine Flasche gesenkt: Eiweiß (1).");
    expect(JSON.stringify([pours.map((p) => p.text), unmeasured])).not.toMatch(/Lemon juice|Egg white| from /);
  });

  it("names them in French on a French station", () => {
    const { pours } = wordedIn("fr");
    expect(pours.map((p) => p.text)).toEqual(["45 ml de Bourbon ou whisky de seigle depuis Buffalo Trace", "7,5 ml de Jus de citron depuis Zitronen aus dem Garten"]);
  });

  it("keeps the user's own recipe's words, and English on an English page", () => {
    const ownRecipe = { ingredients: LINES.map((written) => ({ writtenName: written, name: written })) };
    expect(wordedIn("de", ownRecipe).pours[1]!.text).toBe("7,5 ml Lemon juice aus Zitronen aus dem Garten");
    expect(wordedIn("en").pours[1]!.text).toBe("7.5 ml Lemon juice from Zitronen aus dem Garten");
  });

  it("tells the pours in the units the station shows, as it shows them", () => {
    expect(wordedIn("de", stationIn("de"), "cl").pours.map((p) => p.text)).toEqual(["4,5 cl Bourbon oder Roggenwhiskey aus Buffalo Trace", "0,75 cl Zitronensaft aus Zitronen aus dem Garten"]);
    expect(wordedIn("en", stationIn("en"), "oz").pours.map((p) => p.text)).toEqual(["1½ oz Bourbon or rye whiskey from Buffalo Trace", "¼ oz Lemon juice from Zitronen aus dem Garten"]);
  });
});
