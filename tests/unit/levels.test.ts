import { describe, expect, it } from "vitest";
import type { Quantity } from "@/domain/constants";
import { describeDays, forecastBottle, type LoggedPour } from "@/domain/forecast";
import {
  applyLevelChange,
  defaultBottleMl,
  drinksUsingUp,
  initialLevel,
  isRunningLow,
  levelOf,
  mlOfLevel,
  pour,
  putBack,
  type BottleLevel,
} from "@/domain/levels";
import { ValidationError } from "@/domain/errors";
import { describeName } from "@/domain/matching";

describe("levelOf", () => {
  it.each<[number, number, Quantity]>([
    [700, 700, "FULL"],
    [421, 700, "FULL"],
    [420, 700, "HALF"], // exactly 60 % is not over it
    [176, 700, "HALF"],
    [175, 700, "LOW"], // exactly 25 %
    [0.5, 700, "LOW"],
    [0, 700, "EMPTY"],
    [375, 750, "HALF"],
    [451, 750, "FULL"],
  ])("%d ml of %d ml is %s", (remaining, bottle, level) => {
    expect(levelOf(remaining, bottle)).toBe(level);
  });
});

describe("mlOfLevel: each level is an exact share of the bottle", () => {
  it.each<[Quantity, number, number]>([
    ["FULL", 700, 700],
    ["HALF", 700, 350],
    ["LOW", 700, 175],
    ["EMPTY", 700, 0],
    ["HALF", 750, 375],
    ["LOW", 1000, 250],
    ["HALF", 200, 100],
  ])("%s of %d ml is %d ml, and reads back as the same level", (level, bottle, ml) => {
    expect(mlOfLevel(level, bottle)).toBe(ml);
    expect(levelOf(ml, bottle)).toBe(level);
  });
});

describe("defaultBottleMl", () => {
  it.each<[string, number | null]>([
    ["Tanqueray London Dry Gin", 700],
    ["Campari", 700],
    ["Cointreau", 700],
    ["Carpano Antica Formula", 750],
    ["Prosecco", 750],
    ["Angostura bitters", 200],
    ["Limes", null],
    ["Soda water", null],
  ])("%s: %s", (name, ml) => {
    expect(defaultBottleMl(describeName(name).category)).toBe(ml);
  });
});

describe("pour and putBack", () => {
  const bottle = (remainingMl: number, unopened = 0, bottleMl = 700): BottleLevel => ({ bottleMl, remainingMl, unopened });

  it.each<[string, BottleLevel, number, BottleLevel, number]>([
    ["takes from the open bottle", bottle(700), 120, bottle(580), 120],
    ["opens the next bottle when the open one runs out", bottle(50, 2), 120, bottle(630, 1), 120],
    ["opens the next bottle when the open one is used up exactly", bottle(60, 1), 60, bottle(700, 0), 60],
    ["pours only what is left from the last bottle", bottle(40), 120, bottle(0), 40],
    ["spans several bottles", bottle(100, 2), 1000, bottle(500, 0), 1000],
    ["starts on a full bottle when the open one was already empty", bottle(0, 1), 30, bottle(670, 0), 30],
    ["keeps fractions of a dash", bottle(200, 0, 200), 1.66, bottle(198.34, 0, 200), 1.66],
  ])("%s", (_label, before, ml, after, poured) => {
    const result = pour(before, ml);
    expect(result).toEqual({ bottle: after, pouredMl: poured });
  });

  it.each<[BottleLevel, number]>([
    [bottle(700), 120],
    [bottle(50, 2), 120],
    [bottle(60, 1), 60],
    [bottle(100, 2), 1000],
    [bottle(333.3, 1), 22.5],
  ])("putting back what was poured restores %j", (before, ml) => {
    const { bottle: after, pouredMl } = pour(before, ml);
    expect(putBack(after, pouredMl)).toEqual(before);
  });
});

describe("applyLevelChange", () => {
  const tracked = { quantity: "FULL" as Quantity, bottleMl: 700, remainingMl: 600, unopened: 0 };

  it.each<[string, Parameters<typeof applyLevelChange>[1], ReturnType<typeof applyLevelChange>]>([
    ["an amount sets the level", { remainingMl: 150 }, { quantity: "LOW", bottleMl: 700, remainingMl: 150, unopened: 0 }],
    ["a level by hand sets the amount to its share", { quantity: "HALF" }, { quantity: "HALF", bottleMl: 700, remainingMl: 350, unopened: 0 }],
    ["an amount wins over a level given with it", { quantity: "FULL", remainingMl: 100 }, { quantity: "LOW", bottleMl: 700, remainingMl: 100, unopened: 0 }],
    ["a smaller bottle keeps the amount within it", { bottleMl: 500 }, { quantity: "FULL", bottleMl: 500, remainingMl: 500, unopened: 0 }],
    ["a larger bottle lowers the level", { bottleMl: 1500 }, { quantity: "HALF", bottleMl: 1500, remainingMl: 600, unopened: 0 }],
    ["empty with a full bottle behind opens it", { quantity: "EMPTY", unopened: 2 }, { quantity: "FULL", bottleMl: 700, remainingMl: 700, unopened: 1 }],
    ["no bottle size keeps no amount", { bottleMl: null }, { quantity: "FULL", bottleMl: null, remainingMl: null, unopened: 0 }],
    ["the unopened count alone keeps the open bottle", { unopened: 3 }, { ...tracked, unopened: 3 }],
    ["the same level again keeps the amount", { quantity: "FULL" }, tracked],
    ["a new level with the stored amount (as a form sends it) sets its share", { quantity: "LOW", remainingMl: 600 }, { quantity: "LOW", bottleMl: 700, remainingMl: 175, unopened: 0 }],
  ])("%s", (_label, change, after) => {
    expect(applyLevelChange(tracked, change)).toEqual(after);
  });

  it("gives an item that had no amount its level's share when it gets a bottle size", () => {
    const untracked = { quantity: "HALF" as Quantity, bottleMl: null, remainingMl: null, unopened: 0 };
    expect(applyLevelChange(untracked, { bottleMl: 1000 })).toEqual({ quantity: "HALF", bottleMl: 1000, remainingMl: 500, unopened: 0 });
  });

  it("refuses more left than the bottle holds, with a sentence about the field", () => {
    const tooMuch = () => applyLevelChange(tracked, { remainingMl: 900 });
    expect(tooMuch).toThrow(ValidationError);
    expect(tooMuch).toThrow("There can't be more left than the bottle holds (700 ml).");
    // a form that shrinks the bottle below what it says is left is refused too
    expect(() => applyLevelChange(tracked, { bottleMl: 500, remainingMl: 600 })).toThrow("(500 ml)");
    expect(applyLevelChange(tracked, { remainingMl: 700 })).toEqual({ ...tracked, remainingMl: 700 });
  });
});

describe("initialLevel", () => {
  it.each<[Parameters<typeof initialLevel>, ReturnType<typeof initialLevel>]>([
    [["FULL", 700, null, 0], { quantity: "FULL", bottleMl: 700, remainingMl: 700, unopened: 0 }],
    [["LOW", 700, null, 1], { quantity: "LOW", bottleMl: 700, remainingMl: 175, unopened: 1 }],
    [["HALF", 700, null, 0], { quantity: "HALF", bottleMl: 700, remainingMl: 350, unopened: 0 }],
    [["FULL", 750, 300, 0], { quantity: "HALF", bottleMl: 750, remainingMl: 300, unopened: 0 }],
    [["HALF", null, null, 0], { quantity: "HALF", bottleMl: null, remainingMl: null, unopened: 0 }],
  ])("%j", (args, fields) => {
    expect(initialLevel(...args)).toEqual(fields);
  });

  it("refuses a new bottle holding more than its size", () => {
    expect(() => initialLevel("FULL", 700, 900, 0)).toThrow("There can't be more left than the bottle holds (700 ml).");
  });
});

describe("isRunningLow", () => {
  it("flags a LOW bottle with nothing behind it, and only that", () => {
    expect(isRunningLow({ quantity: "LOW", unopened: 0 })).toBe(true);
    expect(isRunningLow({ quantity: "LOW", unopened: 1 })).toBe(false);
    expect(isRunningLow({ quantity: "HALF", unopened: 0 })).toBe(false);
    expect(isRunningLow({ quantity: "EMPTY", unopened: 0 })).toBe(false);
  });
});

describe("forecastBottle", () => {
  const now = new Date("2026-06-30T20:00:00Z");
  const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000).toISOString();
  const campari: BottleLevel = { bottleMl: 700, remainingMl: 180, unopened: 0 };

  // a seeded log: a Negroni (30 ml of Campari) twice a week for eight weeks, one Americano, and an old party
  const log: LoggedPour[] = [
    ...Array.from({ length: 16 }, (_, i) => ({ drinkName: "Negroni", servings: 1, ml: 30, madeAt: daysAgo(2 + i * 3.5) })),
    { drinkName: "Americano", servings: 2, ml: 60, madeAt: daysAgo(10) },
    { drinkName: "Negroni", servings: 12, ml: 360, madeAt: daysAgo(75) },
  ];

  it("counts the usual drink left and the time at the pace of the last 60 days", () => {
    const forecast = forecastBottle(campari, log, now);
    // 540 ml over 54.5 days (the first pour in the window) is about 9.9 ml a day: 180 ml last 18 days
    expect(forecast).toMatchObject({ drinkName: "Negroni", drinksLeft: 6 });
    expect(forecast!.daysLeft).toBeCloseTo(180 / (540 / 54.5), 6);
    expect(forecast!.text).toBe("about 6 Negronis left, at your pace about 3 weeks");
  });

  it("counts the full bottles behind the open one", () => {
    const forecast = forecastBottle({ ...campari, unopened: 1 }, log, now);
    expect(forecast!.drinksLeft).toBe(29);
    expect(forecast!.text).toBe("about 29 Negronis left, at your pace about 3 months");
  });

  it("takes a pace over at least two weeks, so one busy evening is not a habit", () => {
    const party = [{ drinkName: "Negroni", servings: 8, ml: 240, madeAt: daysAgo(1) }];
    const forecast = forecastBottle(campari, party, now);
    expect(forecast!.daysLeft).toBeCloseTo(180 / (240 / 14), 6);
    expect(forecast!.text).toBe("about 6 Negronis left, at your pace about 11 days");
  });

  it("has nothing to say without a pour in the window", () => {
    expect(forecastBottle(campari, [], now)).toBeNull();
    expect(forecastBottle(campari, [{ drinkName: "Negroni", servings: 1, ml: 30, madeAt: daysAgo(61) }], now)).toBeNull();
  });

  it("says one drink in the singular", () => {
    const forecast = forecastBottle({ bottleMl: 700, remainingMl: 40, unopened: 0 }, log, now);
    expect(forecast!.text).toBe("about 1 Negroni left, at your pace about 4 days");
  });
});

describe("describeDays", () => {
  it.each<[number, string]>([
    [0.4, "less than a day"],
    [1, "about 1 day"],
    [13, "about 13 days"],
    [20, "about 3 weeks"],
    [90, "about 3 months"],
    [800, "about 2 years"],
  ])("%d days: %s", (days, text) => {
    expect(describeDays(days)).toBe(text);
  });
});

describe("drinksUsingUp", () => {
  const drinks = [
    { title: "Negroni", ingredients: ["Gin", "Campari", "Sweet vermouth"] },
    { title: "Gimlet", ingredients: ["Gin", "Lime juice", "Simple syrup"] },
    { title: "Americano", ingredients: ["Campari", "Sweet vermouth", "Soda water"] },
    { title: "Daiquiri", ingredients: ["White rum", "Lime juice", "Simple syrup"] },
  ];
  const titles = (low: string[]) => drinksUsingUp(drinks, (d) => d.ingredients, low).map((d) => d.title);

  it("keeps the drinks that pour from a running-low bottle, matched as the shelf matches", () => {
    expect(titles(["Campari"])).toEqual(["Negroni", "Americano"]);
    expect(titles(["Tanqueray"])).toEqual(["Negroni", "Gimlet"]);
    expect(titles(["Campari", "Havana Club 3 Años"])).toEqual(["Negroni", "Americano", "Daiquiri"]);
  });

  it("keeps nothing when no bottle runs low", () => {
    expect(titles([])).toEqual([]);
  });
});
