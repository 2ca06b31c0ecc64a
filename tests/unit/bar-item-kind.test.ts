// What a bottle is, as the matcher reads it, and the user's answer to "What is this?".
import { describe, expect, it } from "vitest";
import { aliasesWithChosenKind, kindFromAnswer, likelyKinds, understoodAs } from "../../src/domain/bar-item-kind";
import { describeName, matchesIngredient } from "../../src/domain/matching";
import { knowledge } from "../../src/domain/matching/knowledge";

describe("understoodAs", () => {
  it("reads a known brand, the words on a label, and nothing in a name it cannot tell", () => {
    expect(understoodAs("Old Elk", null)).toEqual({ kind: "bourbon", kindLabel: "Bourbon", via: "brand" });
    expect(understoodAs("Sweet vermouth", null)).toMatchObject({ kind: "sweet_vermouth", via: "label" });
    expect(understoodAs("Grandpa's mystery jug", null)).toBeNull();
  });

  it("takes the user's answer over what it reads, and ignores an answer that is no kind", () => {
    expect(understoodAs("Grandpa's mystery jug", "bourbon")).toEqual({ kind: "bourbon", kindLabel: "Bourbon", via: "user" });
    expect(understoodAs("Old Elk", "rye_whiskey")).toMatchObject({ kind: "rye_whiskey", via: "user" });
    expect(understoodAs("Grandpa's mystery jug", "no_such_kind")).toBeNull();
  });
});

describe("likelyKinds", () => {
  it("offers the kinds the words it read point to", () => {
    expect(likelyKinds("Casa Foobar Reposado").map((k) => k.kind)).toContain("reposado_tequila");
    expect(likelyKinds("Mystery blanco").map((k) => k.kind)).toEqual(expect.arrayContaining(["blanco_tequila", "white_rum"]));
  });

  it("offers the common families when no word helps, each with its label", () => {
    expect(likelyKinds("Grandpa's mystery jug")).toContainEqual({ kind: "gin", label: "Gin" });
    expect(likelyKinds("Grandpa's mystery jug", 3)).toHaveLength(3);
  });
});

describe("the user's answer", () => {
  it("is a kind id or a name for one; anything else is no answer", () => {
    expect(kindFromAnswer("rye_whiskey")).toBe("rye_whiskey");
    expect(kindFromAnswer(" Bourbon ")).toBe("bourbon");
    expect(kindFromAnswer("something odd")).toBeNull();
    expect(kindFromAnswer("  ")).toBeNull();
  });

  it("counts like an alias: the chosen kind's name meets what that kind meets, and nothing else", () => {
    const aliases = aliasesWithChosenKind(["House bottle"], "bourbon");
    expect(aliases).toEqual(["House bottle", "Bourbon"]);
    expect(aliasesWithChosenKind(["House bottle"], null)).toEqual(["House bottle"]);
    expect(matchesIngredient("Whiskey", aliases[1]!)).toBe(true);
    expect(matchesIngredient("Rye whiskey", aliases[1]!)).toBe(false);
  });

  it("every kind's label reads back as that kind, so any answer works as an alias", () => {
    const unreadable = [...knowledge.kinds.values()].filter((k) => describeName(k.label).kind !== k.id).map((k) => k.id);
    expect(unreadable).toEqual([]);
  });
});
