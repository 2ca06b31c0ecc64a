// The matcher explains itself: which bar item meets an ingredient and why, which empty bottle
// would have, what a name denotes (kind, brand, shelf group), example brands and the vocabulary.
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { namedBottlesOfKind } from "../../src/domain/matching/bottles-of-kind";
import {
  buildShelfIndex,
  describeName,
  explainIngredient,
  isAvailable,
  matchingVocabulary,
  SHELF_CATEGORIES,
  SHELF_CATEGORY_LABELS,
  shelfCategoryOfKind,
  type ShelfItem,
} from "../../src/domain/matching";
import shelfCategories from "../../src/domain/matching/data/shelf-categories.json";
import { knowledge } from "../../src/domain/matching/knowledge";

/** The name of the item that meets the ingredient and the reason, or null. */
function metBy(items: ShelfItem[], ingredient: string): [string, string] | null {
  const { satisfiedBy } = explainIngredient(buildShelfIndex(items), ingredient);
  return satisfiedBy && [items[satisfiedBy.item]!.name, satisfiedBy.reason];
}

describe("explainIngredient: what meets an ingredient, and why", () => {
  it("the same thing written differently", () => {
    expect(metBy([{ name: "Club soda" }], "Soda water")).toEqual(["Club soda", "same"]);
    expect(metBy([{ name: "Creme de Violette" }], "Crème de violette")).toEqual(["Creme de Violette", "same"]);
  });

  it("a more specific kind", () => {
    expect(metBy([{ name: "Bourbon" }], "Whiskey")).toEqual(["Bourbon", "kind"]);
    expect(metBy([{ name: "Green Chartreuse" }], "Chartreuse")).toEqual(["Green Chartreuse", "kind"]);
  });

  it("a brand of the kind", () => {
    expect(metBy([{ name: "Tanqueray" }], "Gin")).toEqual(["Tanqueray", "brand"]);
    expect(metBy([{ name: "Maker's Mark" }], "Bourbon whiskey")).toEqual(["Maker's Mark", "brand"]);
  });

  it("the produce an ingredient is cut or squeezed from", () => {
    expect(metBy([{ name: "Limes" }], "Fresh lime juice")).toEqual(["Limes", "produce"]);
    expect(metBy([{ name: "Eggs" }], "Egg white")).toEqual(["Eggs", "produce"]);
  });

  it("the user's 'also counts as'", () => {
    expect(metBy([{ name: "House syrup", aliases: ["Simple syrup"] }], "Simple syrup")).toEqual(["House syrup", "alias"]);
  });

  it("of several items, the closest relation wins", () => {
    const items = [{ name: "Tanqueray" }, { name: "Bourbon" }, { name: "London dry gin" }];
    expect(metBy(items, "Gin")).toEqual(["London dry gin", "kind"]);
    expect(metBy(items, "London dry gin")).toEqual(["London dry gin", "same"]);
  });

  it("a sibling, a flavoured variant or a look-alike never explains as a match", () => {
    for (const [ingredient, item] of [["Dry vermouth", "Sweet vermouth"], ["Vodka", "Citrus vodka"], ["Gin", "Sloe gin"], ["Gin", "Ginger beer"], ["Bourbon", "Rye whiskey"]] as const) {
      expect(explainIngredient(buildShelfIndex([{ name: item }]), ingredient), `${ingredient} <- ${item}`)
        .toEqual({ available: false, satisfiedBy: null, emptyMatch: null });
    }
  });

  it("an empty bottle makes nothing available, and is named as what would have met it", () => {
    const items = [{ name: "Smith & Cross", empty: true }, { name: "Campari" }, { name: "Hamilton Jamaican Pot Still Black", empty: true }];
    const index = buildShelfIndex(items);
    expect(isAvailable(index, "Jamaican rum")).toBe(false);
    expect(explainIngredient(index, "Jamaican rum")).toEqual({ available: false, satisfiedBy: null, emptyMatch: 0 });
    expect(explainIngredient(index, "Campari")).toEqual({ available: true, satisfiedBy: { item: 1, reason: "same" }, emptyMatch: null });
    expect(explainIngredient(index, "Aperol").emptyMatch).toBeNull();
  });

  it("a full bottle of the kind wins over an empty one", () => {
    const items = [{ name: "Beefeater", empty: true }, { name: "Gordon's" }];
    expect(explainIngredient(buildShelfIndex(items), "Gin")).toEqual({ available: true, satisfiedBy: { item: 1, reason: "brand" }, emptyMatch: null });
  });

  it("agrees with isAvailable on every labelled pair", () => {
    const file = path.resolve(__dirname, "../fixtures/matching-labelled.json");
    const pairs = (JSON.parse(readFileSync(file, "utf8")) as { pairs: [string, string, boolean][] }).pairs;
    const disagreements = pairs.filter(([ingredient, item]) => {
      const index = buildShelfIndex([{ name: item }]);
      const explained = explainIngredient(index, ingredient);
      return explained.available !== isAvailable(index, ingredient) || explained.available !== (explained.satisfiedBy !== null);
    });
    expect(disagreements).toEqual([]);
  });
});

describe("describeName: what a name denotes", () => {
  it("a brand: its kind, the brand and its shelf group", () => {
    expect(describeName("Tanqueray No. Ten")).toEqual({ kind: "gin", kindLabel: "Gin", brand: "Tanqueray", category: "gin", via: "brand" });
    expect(describeName("Campari")).toMatchObject({ brand: "Campari", category: "amaro-bitter-aperitivo", via: "brand" });
  });

  it("a kind named on the label, most specific first", () => {
    expect(describeName("Dark Jamaican rum")).toMatchObject({ category: "rum", brand: null, via: "label" });
    expect(describeName("Fresh lime juice")).toMatchObject({ kind: "lime_juice", kindLabel: "Lime juice", category: "juices-produce" });
    expect(describeName("Egg white")).toMatchObject({ kind: "egg_white", category: "dairy-eggs" });
    expect(describeName("Sweet vermouth")).toMatchObject({ kind: "sweet_vermouth", category: "vermouth-aperitif-wine" });
  });

  it("a flavoured bottle says its flavour", () => {
    expect(describeName("Vanilla vodka")).toMatchObject({ kind: "vodka", kindLabel: "Vanilla vodka", category: "vodka" });
  });

  it("a name it does not understand", () => {
    expect(describeName("Grandma's mystery bottle")).toEqual({ kind: null, kindLabel: null, brand: null, category: "other", via: null });
  });
});

describe("shelf groups", () => {
  it("each has a label, and the data names only groups and kinds that exist", () => {
    for (const category of SHELF_CATEGORIES) expect(SHELF_CATEGORY_LABELS[category]).toMatch(/^[A-Z]/);
    for (const [group, kinds] of Object.entries(shelfCategories.groups)) {
      expect(SHELF_CATEGORIES as readonly string[], group).toContain(group);
      for (const kind of kinds) expect(knowledge.kinds.has(kind), `${group}: ${kind}`).toBe(true);
    }
  });

  it("every kind the matcher knows belongs to a shelf group, unless the data puts it under 'other'", () => {
    const listedOther = new Set(shelfCategories.groups.other);
    const unplaced = [...knowledge.kinds.keys()].filter((kind) => shelfCategoryOfKind(kind) === "other" && !listedOther.has(kind));
    expect(unplaced, "add these kinds (or an ancestor) to data/shelf-categories.json").toEqual([]);
  });
});

describe("namedBottlesOfKind and matchingVocabulary", () => {
  it("names bottles of the kind or a more specific one, never a flavoured bottle", () => {
    const any = () => true;
    const gins = namedBottlesOfKind("gin", 8, any);
    expect(gins).toHaveLength(8);
    for (const brand of gins) expect(isAvailable(buildShelfIndex([{ name: brand }]), "Gin"), brand).toBe(true);
    expect(namedBottlesOfKind("London dry gin", 3, any)).toContain("Beefeater");
    expect(namedBottlesOfKind("Vodka", 50, any)).not.toContain("Absolut Citron");
    expect(namedBottlesOfKind("no such kind", 5, any)).toEqual([]);
  });

  it("the vocabulary holds kind labels and brand names, sorted and without repeats", () => {
    const words = matchingVocabulary();
    expect(words).toEqual(expect.arrayContaining(["London dry gin", "Sweet vermouth", "Lime juice", "Campari", "Tanqueray"]));
    expect(new Set(words).size).toBe(words.length);
    expect([...words].sort(new Intl.Collator("en", { sensitivity: "base" }).compare)).toEqual(words);
  });
});
