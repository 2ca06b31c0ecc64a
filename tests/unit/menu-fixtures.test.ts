import { describe, expect, it } from "vitest";
import { CATALOGUE } from "@/domain/catalogue";
import { drinksOf, MENU_FONTS, menuSpecs, smallMenuSpec } from "../fixtures/menus/generate";
import menuWords from "../fixtures/menus/menu-words.json";
import { HARD_FONTS, hardDrinksOf, hardMenuSpecs, heldOutMenuSpecs, noMenuImages, PRICE_STYLES, smallHardMenuSpec } from "../fixtures/menus/hard";
import { describeName } from "@/domain/matching";

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

describe("the hard menus", () => {
  const specs = hardMenuSpecs();
  const titles = new Set(CATALOGUE.map((c) => c.title.toLowerCase()));

  it("are 24, in every face, column count, price style and description style, the same at every run", () => {
    expect(specs).toHaveLength(24);
    expect(new Set(specs.map((s) => s.font)).size).toBe(Object.keys(HARD_FONTS).length);
    expect(new Set(specs.map((s) => s.columns))).toEqual(new Set([1, 2, 3]));
    expect(new Set(specs.map((s) => s.priceStyle))).toEqual(new Set(PRICE_STYLES));
    expect(new Set(specs.map((s) => s.descriptions))).toEqual(new Set(["below", "dash"]));
    expect(Math.max(...specs.map((s) => Math.max(Math.abs(s.view.pitch), Math.abs(s.view.yaw))))).toBeLessThanOrEqual(20);
    expect(hardMenuSpecs()).toEqual(specs);
  });

  it("show each drink once, house drinks under names no catalogue entry has, listing ingredients the matcher knows", () => {
    for (const spec of [...specs, ...heldOutMenuSpecs(), smallHardMenuSpec()]) {
      const names = hardDrinksOf(spec).map((d) => d.name);
      expect(new Set(names).size, spec.id).toBe(names.length);
      for (const drink of hardDrinksOf(spec).filter((d) => d.catalogueId === null)) {
        expect(titles.has(drink.name.toLowerCase()), drink.name).toBe(false);
        for (const listed of drink.listed) expect(describeName(listed).kind, `${drink.name}: ${listed}`).not.toBeNull();
      }
    }
  });

  it("have a held-out set of twelve whose house drinks are none of the first set's, in one, two and three columns, lists joined also by 'and' and 'with'", () => {
    const held = heldOutMenuSpecs();
    expect(held).toHaveLength(12);
    expect(new Set(held.map((s) => s.columns))).toEqual(new Set([1, 2, 3]));
    const first = new Set(specs.flatMap(hardDrinksOf).filter((d) => d.catalogueId === null).map((d) => d.name));
    const house = held.flatMap(hardDrinksOf).filter((d) => d.catalogueId === null);
    expect(house.length).toBeGreaterThan(30);
    for (const drink of house) expect(first.has(drink.name), drink.name).toBe(false);
    const descriptions = house.map((d) => d.description);
    expect(descriptions.some((d) => / with .* and /.test(d))).toBe(true);
    expect(descriptions.some((d) => /, [^,]+ and [^,]+$/.test(d) && !d.includes(" with "))).toBe(true);
    expect(new Set(held.map((s) => s.id)).size).toBe(12);
    expect(held.every((s) => s.id.startsWith("held-"))).toBe(true);
  });

  it("come with ten images that hold no menu", () => {
    expect(noMenuImages()).toHaveLength(10);
  });
});
