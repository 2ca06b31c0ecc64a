import path from "node:path";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { tokenizePhrase } from "../../src/domain/matching/text";
import { loadBottles, pairsOfBottles, splitByBrandKnowledge } from "../../test-support/brand-split";

// The long-tail bottle sets' shape only: what the matcher answers on them is measured by
// npm run eval:matching, never asserted here. The first set is where the matcher's errors were
// studied; the test set is written after it, and nobody tunes against it.
const fixture = (name: string) => path.resolve(import.meta.dirname, "../fixtures", name);
const phrase = (name: string) => tokenizePhrase(name).join(" ");

const sets = [
  { name: "the long-tail development bottles", file: fixture("bottles-longtail.json"), minBottles: 220, minPairs: 650 },
  { name: "the long-tail test bottles", file: fixture("bottles-longtail-test.json"), minBottles: 200, minPairs: 600 },
];

describe.each(sets)("$name", ({ file, minBottles, minPairs }) => {
  const bottles = loadBottles(file);

  it(`are many real bottles with at least ${minPairs} labelled pairs, and say how they were written`, () => {
    expect(bottles.length).toBeGreaterThanOrEqual(minBottles);
    expect(pairsOfBottles(bottles).length).toBeGreaterThanOrEqual(minPairs);
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

describe("the long-tail test bottles against the development bottles", () => {
  it("share no bottle, so figures on the test set are not ones the matcher was tuned on", () => {
    const development = new Set(loadBottles(fixture("bottles-longtail.json")).map((b) => phrase(b.bottle)));
    const shared = loadBottles(fixture("bottles-longtail-test.json"))
      .map((b) => b.bottle)
      .filter((name) => development.has(phrase(name)));
    expect(shared).toEqual([]);
  });
});
