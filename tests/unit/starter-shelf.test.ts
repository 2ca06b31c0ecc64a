// The starter shelf: forty distinct things, each one the matcher understands.
import { describe, expect, it } from "vitest";
import { CATALOGUE } from "../../src/domain/catalogue";
import { catalogueEntry } from "../../src/domain/catalogue-entries";
import { buildShelfIndex, describeName, isAvailable, matchesIngredient } from "../../src/domain/matching";
import { LOCALES } from "../../src/domain/locales";
import { RecipeIdentityIndex } from "../../src/domain/recipe-identity";
import { STARTER_KITS, STARTER_SHELF, starterBottleOf, starterShelfGroups } from "../../src/domain/starter-shelf";
import { createTranslator } from "next-intl";
import de from "../../messages/de.json";
import en from "../../messages/en.json";
import es from "../../messages/es.json";
import fr from "../../messages/fr.json";
import it_ from "../../messages/it.json";

const MESSAGES = { de, en, es, fr, it: it_ };

/** The catalogue cocktails a shelf of these names (all full) makes. */
function makeable(names: readonly string[]): string[] {
  const shelf = buildShelfIndex(names.map((name) => ({ name })));
  return CATALOGUE.map((c) => catalogueEntry(c, shelf, new RecipeIdentityIndex())).filter((e) => e.missingCount === 0).map((e) => e.title);
}

describe("starter shelf", () => {
  it("offers 40 bottles", () => {
    expect(STARTER_SHELF).toHaveLength(40);
  });

  it("names only things the matcher understands", () => {
    expect(STARTER_SHELF.filter((name) => describeName(name).kind === null)).toEqual([]);
  });

  it("never offers one thing twice: no entry stands in for another", () => {
    const overlaps = STARTER_SHELF.flatMap((a) => STARTER_SHELF.filter((b) => a !== b && matchesIngredient(b, a)).map((b) => `${a} meets ${b}`));
    expect(overlaps).toEqual([]);
  });

  it("meets the staples recipes ask for", () => {
    for (const [ingredient, item] of [
      ["Fresh lime juice", "Limes"],
      ["Egg white", "Eggs"],
      ["Gin", "London dry gin"],
      ["Bitters", "Angostura bitters"],
    ] as const) {
      expect(STARTER_SHELF).toContain(item);
      expect(matchesIngredient(ingredient, item)).toBe(true);
    }
  });

  it("groups every bottle exactly once, by shelf category", () => {
    const groups = starterShelfGroups().map((g) => ({ category: g.category, names: g.items.map((item) => item.name) }));
    expect(groups.flatMap((g) => g.names).sort()).toEqual([...STARTER_SHELF].sort());
    expect(groups.find((g) => g.names.includes("Campari"))?.names).toContain("Aperol");
    expect(groups.find((g) => g.names.includes("Limes"))?.names).not.toContain("Campari");
    expect(groups.find((g) => g.names.includes("Campari"))?.category).toBe("amaro-bitter-aperitivo");
  });
});

describe("the starter shelf in other languages", () => {
  const shown = (locale: string) => new Map(starterShelfGroups(locale).flatMap((g) => g.items.map((item) => [item.name, item.shown])));

  it("names the bottles as German and Italian pages write them, the English name beside each", () => {
    const german = shown("de");
    expect(["Lemons", "Limes", "Sweet vermouth", "Simple syrup", "Eggs", "Mint"].map((name) => german.get(name))).toEqual([
      "Zitrone", "Limette", "Roter Wermut", "Zuckersirup", "Ei", "Minze",
    ]);
    const italian = shown("it");
    expect(["Lemons", "Sweet vermouth", "Ginger beer"].map((name) => italian.get(name))).toEqual(["Limone", "Vermouth rosso", "Birra allo zenzero"]);
    expect(shown("en").get("Lemons")).toBe("Lemons");
    // a brand is a brand in every language
    expect(german.get("Campari")).toBe("Campari");
  });

  it("puts a bottle ticked on a German page on the bar under a name that meets the English recipe lines", () => {
    const german = shown("de");
    const shelf = buildShelfIndex(STARTER_SHELF.map((name) => ({ name: german.get(name)! })));
    for (const line of ["Fresh lemon juice", "Lime juice", "Egg white", "Sweet vermouth", "Simple syrup", "Mint leaves", "Angostura bitters"]) {
      expect(isAvailable(shelf, line), line).toBe(true);
    }
    for (const kit of STARTER_KITS) {
      expect(makeable(kit.names.map((name) => german.get(name)!)), kit.id).toEqual(makeable(kit.names));
    }
  });

  it("knows each bottle by its English name and by the name any language showed, and nothing else", () => {
    expect(starterBottleOf("Lemons")).toBe("Lemons");
    expect(starterBottleOf("Zitrone")).toBe("Lemons");
    expect(starterBottleOf("Vermouth rosso")).toBe("Sweet vermouth");
    expect(starterBottleOf("Jus de citron")).toBeUndefined();
    expect(starterBottleOf("lemons")).toBeUndefined();
    for (const locale of LOCALES) for (const [name, local] of shown(locale)) expect(starterBottleOf(local), `${locale} ${local}`).toBe(name);
  });
});

describe("starter kits", () => {
  it("pick only bottles from the starter shelf, each once", () => {
    for (const kit of STARTER_KITS) {
      expect(kit.names.filter((name) => !STARTER_SHELF.includes(name)), kit.id).toEqual([]);
      expect(new Set(kit.names).size, kit.id).toBe(kit.names.length);
    }
  });

  it("each make at least three catalogue cocktails, and different ones", () => {
    const made = STARTER_KITS.map((kit) => makeable(kit.names));
    made.forEach((titles, i) => expect(titles.length, STARTER_KITS[i]!.id).toBeGreaterThanOrEqual(3));
    expect(new Set(made.map((titles) => titles.join())).size).toBe(STARTER_KITS.length);
  });

  it("each have a name in every language's messages", () => {
    for (const locale of LOCALES) {
      const t = createTranslator({ locale, messages: MESSAGES[locale], namespace: "bar.starter.kits" });
      expect(STARTER_KITS.filter((kit) => !t.has(kit.id as never)).map((kit) => kit.id), locale).toEqual([]);
    }
    expect(createTranslator({ locale: "de", messages: MESSAGES.de, namespace: "bar.starter.kits" })("gin-vermouth" as never)).toBe("Gin und Wermut");
  });

  it("make nothing from an empty shelf (the count above comes from the kit)", () => {
    expect(makeable([])).toEqual([]);
  });
});
