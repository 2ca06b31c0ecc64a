import { describe, expect, it } from "vitest";
import { bottlesLeft, decideBottles, type ShelfBottle } from "@/domain/bottle-choice";
import type { Quantity } from "@/domain/constants";

function bottle(id: string, name: string, quantity: Quantity = "FULL", level: Partial<ShelfBottle> = {}): ShelfBottle {
  return { id, name, aliases: [], chosenKind: null, quantity, bottleMl: 750, remainingMl: quantity === "FULL" ? 750 : quantity === "HALF" ? 375 : quantity === "LOW" ? 180 : 0, unopened: 0, ...level };
}

const carpano = bottle("b-carpano", "Carpano Antica Formula");
const martini = bottle("a-martini", "Martini Rosso", "HALF");
const campari = bottle("c-campari", "Campari");

describe("decideBottles: the bar item each recipe line pours from", () => {
  it("chooses the sweet vermouth with the most left, whatever order the bar was read in", () => {
    for (const shelf of [[carpano, martini, campari], [campari, martini, carpano], [martini, carpano, campari]]) {
      const [vermouth] = decideBottles(shelf, ["Sweet vermouth"]);
      expect(vermouth!.chosen?.name).toBe("Carpano Antica Formula");
      expect(vermouth!.options.map((o) => o.name)).toEqual(["Carpano Antica Formula", "Martini Rosso"]);
    }
  });

  it("follows the levels: once the Carpano runs lower than the Martini, the Martini is chosen", () => {
    const lowCarpano = { ...carpano, quantity: "LOW" as const, remainingMl: 100 };
    expect(decideBottles([lowCarpano, martini], ["Sweet vermouth"])[0]!.chosen?.barItemId).toBe("a-martini");
  });

  it("counts the full bottles behind the open one", () => {
    const backedUp = { ...martini, remainingMl: 100, quantity: "LOW" as const, unopened: 1 };
    expect(decideBottles([carpano, backedUp], ["Sweet vermouth"])[0]!.chosen?.name).toBe("Martini Rosso");
  });

  it("prefers the bottle the recipe names over one that is only a kind of it", () => {
    const plainGin = bottle("z-gin", "Gin", "LOW");
    const tanqueray = bottle("a-tanq", "Tanqueray London Dry Gin");
    const [gin] = decideBottles([tanqueray, plainGin], ["Gin"]);
    expect(gin!.chosen?.name).toBe("Gin");
    expect(gin!.options.map((o) => o.name)).toEqual(["Gin", "Tanqueray London Dry Gin"]);
  });

  it("breaks a tie by name, then id", () => {
    const a = bottle("2", "Cocchi Vermouth di Torino");
    const b = bottle("1", "Antica Formula Vermouth");
    expect(decideBottles([a, b], ["Sweet vermouth"])[0]!.chosen?.name).toBe(decideBottles([b, a], ["Sweet vermouth"])[0]!.chosen?.name);
  });

  it("never pours from an empty bottle, and names it when nothing else would do", () => {
    const emptyMartini = { ...martini, quantity: "EMPTY" as const, remainingMl: 0 };
    expect(decideBottles([carpano, emptyMartini], ["Sweet vermouth"])[0]!.options.map((o) => o.name)).toEqual(["Carpano Antica Formula"]);
    expect(decideBottles([emptyMartini, campari], ["Sweet vermouth", "Campari", "Gin"])).toEqual([
      { name: "Sweet vermouth", available: false, chosen: null, options: [], emptyMatch: { barItemId: "a-martini", name: "Martini Rosso" } },
      { name: "Campari", available: true, chosen: { barItemId: "c-campari", name: "Campari", reason: "same", quantity: "FULL" }, options: [expect.objectContaining({ barItemId: "c-campari" })], emptyMatch: null },
      { name: "Gin", available: false, chosen: null, options: [], emptyMatch: null },
    ]);
  });

  it("reads the kind the user said an item is", () => {
    const house = bottle("h", "House red blend", "FULL", { chosenKind: "sweet_vermouth" });
    const chosen = decideBottles([house], ["Sweet vermouth"])[0]!.chosen;
    expect(chosen === null ? null : chosen.name).toBe("House red blend");
  });
});

describe("bottlesLeft", () => {
  it("reads the amount of a tracked bottle and the level of an untracked one", () => {
    expect(bottlesLeft({ quantity: "HALF", bottleMl: 700, remainingMl: 350, unopened: 1 })).toBe(1.5);
    expect(bottlesLeft({ quantity: "HALF", bottleMl: null, remainingMl: null, unopened: 0 })).toBe(0.5);
    expect(bottlesLeft({ quantity: "LOW", bottleMl: null, remainingMl: null, unopened: 0 })).toBe(0.25);
  });
});
