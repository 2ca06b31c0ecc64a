import { describe, expect, it } from "vitest";
import { CATALOGUE } from "@/domain/catalogue";
import { drinksOf, MENU_FONTS, menuSpecs, smallMenuSpec } from "../fixtures/menus/generate";
import menuWords from "../fixtures/menus/menu-words.json";

/** The generated menus that the menu reading is measured on (npm run eval:menus) say what they are meant to. */
describe("generated menus", () => {
  const titles = new Set(CATALOGUE.map((c) => c.title.toLowerCase()));

  it("name house and zero-proof drinks that no catalogue entry is called", () => {
    for (const drink of [...menuWords.houseDrinks, ...menuWords.zeroProof]) expect(titles.has(drink.name.toLowerCase()), drink.name).toBe(false);
  });

  it("come in every font, in one and two columns, each clear and photo-like, with each drink once per menu", () => {
    const specs = menuSpecs();
    expect(new Set(specs.map((s) => `${s.font} ${s.columns} ${s.photoLike}`)).size).toBe(Object.keys(MENU_FONTS).length * 2 * 2);
    for (const spec of [...specs, smallMenuSpec()]) {
      const names = drinksOf(spec).map((d) => d.name);
      expect(new Set(names).size, spec.id).toBe(names.length);
      for (const drink of drinksOf(spec)) {
        if (drink.catalogueId !== null) expect(CATALOGUE.find((c) => c.catalogueId === drink.catalogueId)?.title).toBe(drink.name);
      }
    }
  });

  it("are the same menus at every run", () => {
    expect(menuSpecs()).toEqual(menuSpecs());
  });
});
