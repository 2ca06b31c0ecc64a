import { describe, expect, it } from "vitest";
import { suggestNames } from "@/domain/name-suggestions";

const names = ["London dry gin", "Gin", "Ginger beer", "Old Tom gin", "Angostura", "Añejo tequila", "Sloe gin", "gin"];

describe("suggestNames", () => {
  it.each([
    ["gin", ["Ginger beer", "London dry gin", "Old Tom gin", "Sloe gin"]],
    ["GIN", ["Ginger beer", "London dry gin", "Old Tom gin", "Sloe gin"]],
    ["anej", ["Añejo tequila"]],
    ["lon", ["London dry gin"]],
    ["tom", ["Old Tom gin"]],
    ["zzz", []],
  ])("%j → %j", (typed, expected) => {
    expect(suggestNames(names, typed)).toEqual(expected);
  });

  it("offers the first names when nothing is typed, and stops at the limit", () => {
    expect(suggestNames(names, "", 2)).toEqual(["London dry gin", "Gin"]);
    expect(suggestNames(names, "g", 1)).toEqual(["Gin"]);
  });
});
