import { describe, expect, it } from "vitest";
import { groupShelf, groupShelfByHousehold, runningLow, shelfRowIn, shelfRowMatches, toShelfRow } from "@/domain/shelf-groups";
import type { BarItem, Quantity } from "@/domain/types";

function item(name: string, extra: Partial<BarItem> = {}): BarItem {
  return {
    id: name,
    userId: "u",
    name,
    quantity: "FULL" as Quantity,
    category: null,
    imageUrl: null,
    aliases: [],
    chosenKind: null,
    understoodAs: null,
    likelyKinds: [],
    bottleMl: 700,
    remainingMl: 700,
    unopened: 0,
    price: null,
    householdId: null,
    householdName: null,
    ownerName: "Sam",
    mine: true,
    createdAt: "2026-01-01T00:00:00.000Z",
    updatedAt: "2026-01-01T00:00:00.000Z",
    ...extra,
  };
}

const shelf = [
  item("Buffalo Trace"),
  item("Rittenhouse Rye", { quantity: "LOW" }),
  item("Noilly Prat"),
  item("Tanqueray"),
  item("Limes", { quantity: "EMPTY" }),
  item("House orgeat", { category: "Syrups & sweeteners" }),
  item("Grandma's cordial", { category: "Heirlooms" }),
  item("Mystery bottle", { aliases: ["Amaro"] }),
].map(toShelfRow);

describe("the shelf by group", () => {
  it("files each bottle under the matcher's shelf category unless the user chose one", () => {
    const groups = groupShelf(shelf).map((g) => [g.label, g.items.map((i) => i.name)]);
    expect(groups).toEqual([
      ["Gin", ["Tanqueray"]],
      ["Whiskey", ["Buffalo Trace", "Rittenhouse Rye"]],
      ["Vermouth & aperitif wine", ["Noilly Prat"]],
      ["Syrups & sweeteners", ["House orgeat"]],
      ["Juices & fresh produce", ["Limes"]],
      ["Heirlooms", ["Grandma's cordial"]],
      ["Other", ["Mystery bottle"]],
    ]);
    expect(shelf.find((r) => r.name === "House orgeat")).toMatchObject({ automatic: false });
    expect(shelf.find((r) => r.name === "Buffalo Trace")).toMatchObject({ automatic: true, kindLabel: "Bourbon" });
  });

  it("puts LOW and EMPTY bottles in the running-low group", () => {
    expect(runningLow(shelf).map((r) => r.name)).toEqual(["Rittenhouse Rye", "Limes"]);
  });

  it("leaves out a LOW bottle with a full one behind it", () => {
    const rows = [item("Campari", { quantity: "LOW", unopened: 1 }), item("Aperol", { quantity: "LOW" })].map(toShelfRow);
    expect(runningLow(rows).map((r) => r.name)).toEqual(["Aperol"]);
  });
});

describe("searching the shelf", () => {
  it.each([
    ["whiskey", ["Buffalo Trace", "Rittenhouse Rye"]],
    ["whisky", ["Buffalo Trace", "Rittenhouse Rye"]],
    ["vermouth", ["Noilly Prat"]],
    ["gin", ["Tanqueray"]],
    ["lime juice", ["Limes"]],
    ["tanq", ["Tanqueray"]],
    ["amaro", ["Mystery bottle"]],
    ["heirloom", ["Grandma's cordial"]],
    ["", shelf.map((r) => r.name)],
    ["vodka", []],
  ])("%j finds %j", (query, expected) => {
    expect(shelf.filter((r) => shelfRowMatches(r, query)).map((r) => r.name)).toEqual(expected);
  });
});

describe("groupShelfByHousehold", () => {
  const flat = { id: "h1", name: "Flat 3" };
  const rows = [
    item("Tanqueray"),
    item("Campari", { householdId: "h1", householdName: "Flat 3", ownerName: "Ana", mine: false }),
    item("Beefeater", { householdId: "h1", householdName: "Flat 3" }),
  ].map(toShelfRow);

  it("is groupShelf itself for someone in no household", () => {
    expect(groupShelfByHousehold(shelf, [])).toEqual(groupShelf(shelf));
  });

  it("puts one's own bottles under Mine and each household's under its name, its own bottles there included", () => {
    const groups = groupShelfByHousehold(rows, [flat]);
    expect(groups.map((g) => [g.shelf?.label, g.label, g.items.map((i) => i.name)])).toEqual([
      ["Mine", "Gin", ["Tanqueray"]],
      ["Flat 3", "Gin", ["Beefeater"]],
      ["Flat 3", expect.any(String), ["Campari"]],
    ]);
    expect(new Set(groups.map((g) => g.key)).size).toBe(groups.length);
    // the key is unique per part; the category still names the group (a German page says "Gin" from it)
    expect(groups.map((g) => g.category)).toEqual(["gin", "gin", "amaro-bitter-aperitivo"]);
  });
});

describe("a bottle's kind in the page's language", () => {
  it("names a plain kind in German, French and Italian, and keeps English for English pages", () => {
    const juice = item("Fresh lemon juice");
    expect(toShelfRow(juice).kindLabel).toBe("Lemon juice");
    expect(shelfRowIn(juice, "en-US").kindLabel).toBe("Lemon juice");
    expect(shelfRowIn(juice, "de-DE").kindLabel).toBe("Zitronensaft");
    expect(shelfRowIn(juice, "fr").kindLabel?.toLowerCase()).toBe("jus de citron");
    expect(shelfRowIn(juice, "it-IT").kindLabel?.toLowerCase()).toBe("succo di limone");
  });

  it("translates the kinds offered and the user's answer, keeping the kind ids the page sends back", () => {
    const mystery = item("Grandpa's bottle", {
      understoodAs: { kind: "lemon_juice", kindLabel: "Lemon juice", via: "user" },
      likelyKinds: [{ kind: "lemon_juice", label: "Lemon juice" }],
    });
    const row = shelfRowIn(mystery, "de");
    expect(row.understoodAs).toEqual({ kind: "lemon_juice", kindLabel: "Zitronensaft", via: "user" });
    expect(row.likelyKinds).toEqual([{ kind: "lemon_juice", label: "Zitronensaft" }]);
    expect(row.kindLabel).toBe("Zitronensaft");
  });

  it("leaves a flavoured kind in the words the matcher read", () => {
    expect(shelfRowIn(item("Absolut Vanilia"), "de").kindLabel).toBe("Vanilla vodka");
  });
});
