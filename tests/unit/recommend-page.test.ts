// /recommend's query, filters, "on your list" and paging (src/domain/recommend-page.ts).
import { describe, expect, it } from "vitest";
import { CATALOGUE } from "../../src/domain/catalogue";
import { titleKey } from "../../src/domain/catalogue-entries";
import { pageOfList, readRecommendQuery, recommendHref, rowFilter, shoppingListHas, type DrinkRow } from "../../src/domain/recommend-page";

const byTitle = new Map(CATALOGUE.map((c) => [titleKey(c.title), c]));
const cocktail = (title: string): DrinkRow => {
  const c = CATALOGUE.find((x) => x.title === title)!;
  return { title, ingredients: c.ingredients.map((i) => i.name), recipeId: null, catalogueId: c.catalogueId };
};
const mine = (title: string, ingredients: string[]): DrinkRow => ({ title, ingredients, recipeId: `id-${title}`, catalogueId: null });

describe("readRecommendQuery and recommendHref", () => {
  it("reads known values, drops unknown ones, and writes back only what is set", () => {
    const query = readRecommendQuery({ spirit: "rum", style: "nope", show: "make-now", page: "3", q: "  lime ", useUp: "1", strict: "1" });
    expect(query).toEqual({ filter: { q: "lime", spirit: "rum", style: undefined }, useUp: true, strict: true, show: "make-now", page: 3 });
    expect(recommendHref(query)).toBe("/recommend?show=make-now&spirit=rum&q=lime&useUp=1&strict=1&page=3");
    expect(recommendHref({ ...query, show: null, page: 1, useUp: false, strict: false }, "make-now")).toBe("/recommend?spirit=rum&q=lime#make-now");
    expect(readRecommendQuery({ strict: "yes" }).strict).toBe(false);
    expect(readRecommendQuery({ page: "-2", show: ["a", "b"] })).toMatchObject({ page: 1, show: null });
  });
});

describe("rowFilter", () => {
  const rows = [cocktail("Negroni"), cocktail("Mai Tai"), mine("House daiquiri", ["White rum", "Lime juice", "Sugar syrup"]), mine("Negroni", ["Gin", "Campari", "Sweet vermouth"])];
  const titles = (filter: Parameters<typeof rowFilter>[0]) => rows.filter(rowFilter(filter, byTitle)).map((r) => r.title);

  it("keeps everything without a filter", () => {
    expect(titles({})).toHaveLength(rows.length);
  });

  it("reads a user's recipe's base spirit from its ingredients", () => {
    expect(titles({ spirit: "rum" })).toEqual(["Mai Tai", "House daiquiri"]);
    expect(titles({ spirit: "gin" })).toEqual(["Negroni", "Negroni"]);
  });

  it("gives a user's recipe the style of the catalogue cocktail of its title, and none otherwise", () => {
    expect(titles({ style: "tiki" })).toEqual(["Mai Tai"]);
    const negroniStyle = byTitle.get("negroni")!.style[0]!;
    expect(titles({ style: negroniStyle })).toEqual(["Negroni", "Negroni"]);
  });

  it("searches titles and ingredients, every word, accents and case aside", () => {
    expect(titles({ q: "LIME daïquiri" })).toEqual(["House daiquiri"]);
    expect(titles({ q: "campari" })).toEqual(["Negroni", "Negroni"]);
  });
});

describe("shoppingListHas", () => {
  it("answers as adding would: the same thing written differently, or something more specific already listed", () => {
    const has = shoppingListHas(["gin", "Campari"]);
    expect(has("Gin")).toBe(true);
    expect(has("Campari")).toBe(true);
    expect(has("Sweet vermouth")).toBe(false);
    expect(shoppingListHas(["Tanqueray"])("Gin")).toBe(true);
    expect(shoppingListHas([])("Gin")).toBe(false);
  });
});

describe("pageOfList", () => {
  it("cuts a list into pages that together hold every item once, keeping a page past the end on the last", () => {
    const list = Array.from({ length: 53 }, (_, i) => i);
    const pages = [1, 2, 3].map((p) => pageOfList(list, p, 24));
    expect(pages.map((p) => p.pages)).toEqual([3, 3, 3]);
    expect(pages.flatMap((p) => p.items)).toEqual(list);
    expect(pageOfList(list, 9, 24)).toMatchObject({ page: 3, items: list.slice(48) });
    expect(pageOfList([], 1, 24)).toEqual({ items: [], page: 1, pages: 1 });
  });
});
