import path from "node:path";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { tokenizePhrase } from "../../src/domain/matching/text";
import { loadBottles, pairsOfBottles, splitByBrandKnowledge } from "../../test-support/brand-split";

// The long-tail held-out set's shape only: what the matcher answers on it is measured by
// npm run eval:matching, never asserted here.
const file = path.resolve(import.meta.dirname, "../fixtures/bottles-longtail.json");
const bottles = loadBottles(file);
const phrase = (name: string) => tokenizePhrase(name).join(" ");

describe("the long-tail held-out bottles", () => {
  it("are many real bottles with at least 650 labelled pairs, and say how they were written", () => {
    expect(bottles.length).toBeGreaterThanOrEqual(220);
    expect(pairsOfBottles(bottles).length).toBeGreaterThanOrEqual(650);
    const about = (JSON.parse(readFileSync(file, "utf8")) as { about?: string }).about ?? "";
    expect(about).toMatch(/blind/);
  });

  it("list no bottle twice", () => {
    const seen = new Set<string>();
    const twice = bottles.map((b) => b.bottle).filter((name) => seen.size === seen.add(phrase(name)).size);
    expect(twice).toEqual([]);
  });

  it("give each bottle one to four lines it meets and one to four it does not, none on both sides", () => {
    const badCounts = bottles
      .filter((b) => [b.meets.length, b.notMeets.length].some((n) => n < 1 || n > 4))
      .map((b) => b.bottle);
    expect(badCounts).toEqual([]);
    const bothSides = bottles.flatMap((b) => {
      const meets = new Set(b.meets.map(phrase));
      return b.notMeets.filter((line) => meets.has(phrase(line))).map((line) => `${b.bottle}: ${line}`);
    });
    expect(bothSides).toEqual([]);
    const repeated = bottles
      .filter((b) => new Set([...b.meets, ...b.notMeets].map(phrase)).size !== b.meets.length + b.notMeets.length)
      .map((b) => b.bottle);
    expect(repeated).toEqual([]);
  });

  it("stay outside the matcher's data: at least three in four bottles carry no brand it names", () => {
    const { unknown } = splitByBrandKnowledge(bottles);
    expect(unknown.length / bottles.length).toBeGreaterThanOrEqual(0.75);
  });
});
