// The user's substitutes in the matcher (src/domain/matching/substitutes.ts): a line nothing
// meets is met by a bottle meeting a substitute's `acceptedBy` when the line asks for its
// `ingredient`; never a line that asks for something else, never the other way round.
import { describe, expect, it } from "vitest";
import { decideBottles, type ShelfBottle } from "@/domain/bottle-choice";
import { buildShelfIndex, explainIngredient, isAvailable, meetingItems, suggestSubstitute, type Substitute } from "@/domain/matching";
import { offerSubstitute, substituteNote } from "@/domain/substitutes";

const ryeForBourbon: Substitute = { ingredient: "Rye whiskey", acceptedBy: "Bourbon" };
const lemonForLime: Substitute = { ingredient: "Lime", acceptedBy: "Lemon" };
const cointreauForOrange: Substitute = { ingredient: "Orange liqueur", acceptedBy: "Cointreau" };

interface Case {
  shelf: string[];
  substitutes: Substitute[];
  line: string;
  available: boolean;
  /** the bottle that meets it, and whether through a substitute */
  by?: string;
  through?: boolean;
}

const cases: Case[] = [
  // the substitute does its job: the line, a brand of it, a short name of it
  { shelf: ["Buffalo Trace"], substitutes: [ryeForBourbon], line: "Rye whiskey", available: true, by: "Buffalo Trace", through: true },
  { shelf: ["Buffalo Trace"], substitutes: [ryeForBourbon], line: "Rye", available: true, by: "Buffalo Trace", through: true },
  { shelf: ["Buffalo Trace"], substitutes: [ryeForBourbon], line: "Rittenhouse Rye", available: true, by: "Buffalo Trace", through: true },
  { shelf: ["Buffalo Trace"], substitutes: [ryeForBourbon], line: "2 oz straight rye whiskey", available: true, by: "Buffalo Trace", through: true },
  // without it, or strict, the rule alone decides
  { shelf: ["Buffalo Trace"], substitutes: [], line: "Rye whiskey", available: false },
  // lines that ask for something else stay missing
  { shelf: ["Buffalo Trace"], substitutes: [ryeForBourbon], line: "Scotch", available: false },
  { shelf: ["Buffalo Trace"], substitutes: [ryeForBourbon], line: "Irish whiskey", available: false },
  { shelf: ["Buffalo Trace"], substitutes: [ryeForBourbon], line: "Rye vodka", available: false },
  { shelf: ["Buffalo Trace"], substitutes: [ryeForBourbon], line: "Rye bread", available: false },
  { shelf: ["Buffalo Trace"], substitutes: [ryeForBourbon], line: "Canadian whisky", available: false },
  // one direction only: rye on the shelf is no bourbon
  { shelf: ["Rittenhouse Rye"], substitutes: [ryeForBourbon], line: "Bourbon", available: false },
  // a line the rule meets keeps its own reason
  { shelf: ["Buffalo Trace"], substitutes: [ryeForBourbon], line: "Whiskey", available: true, by: "Buffalo Trace", through: false },
  { shelf: ["Buffalo Trace", "Rittenhouse Rye"], substitutes: [ryeForBourbon], line: "Rye whiskey", available: true, by: "Rittenhouse Rye", through: false },
  // an EMPTY bottle honours no substitute
  { shelf: [], substitutes: [ryeForBourbon], line: "Rye whiskey", available: false },
  // the accepted side is read by the matcher too: a bottle that is not a bourbon does not count
  { shelf: ["Jameson"], substitutes: [ryeForBourbon], line: "Rye whiskey", available: false },
  // produce: lemons for limes covers what is squeezed or cut from limes, not a lime product
  { shelf: ["Lemons"], substitutes: [lemonForLime], line: "Fresh lime juice", available: true, by: "Lemons", through: true },
  { shelf: ["Lemons"], substitutes: [lemonForLime], line: "Lime wedge", available: true, by: "Lemons", through: true },
  { shelf: ["Lemons"], substitutes: [lemonForLime], line: "Lime cordial", available: false },
  { shelf: ["Lemons"], substitutes: [lemonForLime], line: "Lime vodka", available: false },
  { shelf: ["Lemon juice"], substitutes: [{ ingredient: "Lime juice", acceptedBy: "Lemon juice" }], line: "Lime wedge", available: false },
  // Cointreau for any orange liqueur: another orange liqueur, not an orange product
  { shelf: ["Cointreau"], substitutes: [cointreauForOrange], line: "Grand Marnier", available: true, by: "Cointreau", through: true },
  { shelf: ["Cointreau"], substitutes: [cointreauForOrange], line: "Blue curaçao", available: true, by: "Cointreau", through: true },
  { shelf: ["Cointreau"], substitutes: [cointreauForOrange], line: "Orange juice", available: false },
  { shelf: ["Cointreau"], substitutes: [cointreauForOrange], line: "Orange bitters", available: false },
  { shelf: ["Cointreau"], substitutes: [cointreauForOrange], line: "Orange vodka", available: false },
  // substitutes never chain: bourbon for rye, and rye for Canadian, does not make bourbon a Canadian
  {
    shelf: ["Buffalo Trace"],
    substitutes: [ryeForBourbon, { ingredient: "Canadian whisky", acceptedBy: "Rye whiskey" }],
    line: "Canadian whisky",
    available: false,
  },
];

describe("substitutes in the matcher", () => {
  it.each(cases)("$line with $shelf and $substitutes.length substitute(s): $available", ({ shelf, substitutes, line, available, by, through }) => {
    const index = buildShelfIndex(shelf.map((name) => ({ name })), substitutes);
    expect(isAvailable(index, line)).toBe(available);
    const explained = explainIngredient(index, line);
    expect(explained.available).toBe(available);
    if (by === undefined) return;
    expect(shelf[explained.satisfiedBy!.item]).toBe(by);
    expect(explained.satisfiedBy!.reason === "substitute").toBe(through);
    if (through) expect(substitutes[explained.satisfiedBy!.substitute!]).toBeDefined();
  });

  it("leaves an index built without substitutes as the rule has it", () => {
    const index = buildShelfIndex([{ name: "Buffalo Trace" }]);
    expect(isAvailable(index, "Rye whiskey")).toBe(false);
    expect(meetingItems(index, "Rye whiskey")).toEqual([]);
  });

  it("does not let an EMPTY bottle honour a substitute", () => {
    const index = buildShelfIndex([{ name: "Buffalo Trace", empty: true }], [ryeForBourbon]);
    expect(isAvailable(index, "Rye whiskey")).toBe(false);
  });

  it("pours through the substitute in the one bottle decision, saying which substitute", () => {
    const shelf: ShelfBottle[] = [
      { id: "bt", name: "Buffalo Trace", aliases: [], chosenKind: null, quantity: "FULL", bottleMl: 700, remainingMl: 700, unopened: 0 },
      { id: "mm", name: "Maker's Mark", aliases: [], chosenKind: null, quantity: "LOW", bottleMl: 700, remainingMl: 100, unopened: 0 },
    ];
    const stored = { id: "s1", ...ryeForBourbon };
    const [rye, scotch] = decideBottles(shelf, ["Rye whiskey", "Scotch"], [stored]);
    expect(rye!.chosen).toMatchObject({ barItemId: "bt", reason: "substitute", substitute: stored });
    expect(rye!.options.map((o) => o.barItemId)).toEqual(["bt", "mm"]);
    expect(scotch!.available).toBe(false);
    expect(decideBottles(shelf, ["Rye whiskey"])[0]!.available).toBe(false);
  });
});

describe("suggestSubstitute: a bottle of the line's family to offer in its place", () => {
  const offered: [string, string, Substitute | null][] = [
    ["Rye whiskey", "Buffalo Trace", { ingredient: "Rye", acceptedBy: "Bourbon" }],
    ["Triple sec", "Grand Marnier", { ingredient: "Triple sec", acceptedBy: "Orange liqueur" }],
    ["Green Chartreuse", "Yellow Chartreuse", { ingredient: "Green chartreuse", acceptedBy: "Yellow chartreuse" }],
    // too far apart: another base spirit's kind, a different style, produce, or what already meets it
    ["Scotch", "Buffalo Trace", null],
    ["Dark rum", "Diplomatico Reserva Exclusiva", null],
    ["Sweet vermouth", "Dry vermouth", null],
    ["Cognac", "Armagnac", null],
    ["Gin", "Buffalo Trace", null],
    ["Lime juice", "Lemons", null],
    ["Bourbon", "Buffalo Trace", null],
    ["Coffee liqueur", "Baileys", null],
  ];
  it.each(offered)("%s with %s on the shelf: %j", (line, bottle, expected) => {
    expect(suggestSubstitute(line, bottle)).toEqual(expected);
  });

  it("offers only what then works: the accepted substitute makes the line available with that bottle", () => {
    for (const [line, bottle, expected] of offered) {
      if (!expected) continue;
      expect(isAvailable(buildShelfIndex([{ name: bottle }], [expected]), line)).toBe(true);
    }
  });

  it("offers the first bottle of the shelf that fits, and nothing for a line no bottle is a cousin of", () => {
    const shelf = [
      { barItemId: "g", name: "Tanqueray" },
      { barItemId: "b", name: "Buffalo Trace" },
    ];
    expect(offerSubstitute("Rye whiskey", shelf)).toEqual({ bottle: shelf[1], substitute: { ingredient: "Rye", acceptedBy: "Bourbon" } });
    expect(offerSubstitute("Mezcal", shelf)).toBeNull();
  });

  it("speaks of a kind in lower case and of a brand as written", () => {
    expect(substituteNote({ ingredient: "Rye" })).toBe("your substitute for rye");
    expect(substituteNote({ ingredient: "Cointreau" })).toBe("your substitute for Cointreau");
  });
});
