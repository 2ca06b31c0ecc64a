import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseAmount } from "@/domain/amounts";
import { ValidationError } from "@/domain/errors";
import { readImportText } from "@/domain/import";
import { readBarAssistant } from "@/domain/import/bar-assistant";
import { readHtmlJsonLd, readJsonLd } from "@/domain/import/json-ld";
import { countingSteps, MAX_LINE_LENGTH } from "@/domain/import/limits";
import { readIngredientLine, splitMethod } from "@/domain/import/lines";
import { readPlainText } from "@/domain/import/text";

/**
 * No import reader can be made slow: fed 100,000 characters built to make a backtracking
 * pattern or a rescanning loop work hard (long runs of spaces, "<", separators, digits, tabs,
 * brackets, half-made tags), each answers within a step budget proportional to its input.
 * Steps are characters looked at, as the readers count them (src/domain/import/limits.ts):
 * deterministic, unlike a clock on a shared machine. A pattern counts as the length of the text
 * it is given, which holds only for the one-pass patterns the readers keep (anchored, or with no
 * two runs that could take the same characters): the count catches a reader that rescans or
 * recurses, and the integration test (import-reading.test.ts) sends the slow texts themselves.
 */
const LENGTH = 100_000;
/**
 * Steps per character of input: a reader that looks at each character a bounded number of
 * times stays under it (an ingredient line passes a hundred-odd one-pass patterns, so some
 * texts take just over 100); one that rescans a line from each place in it needs thousands.
 */
const STEPS_PER_CHARACTER = 200;
const RUNS = 12;

/** The repeated parts: each on its own is the worst case of some pattern the readers once had. */
const UNIT = fc.constantFrom(
  " ",
  "\t",
  "<",
  "-",
  " - ",
  "|",
  ":",
  "/",
  " / ",
  "1",
  "1 ",
  "(",
  " (",
  ")",
  "½ ",
  "<script",
  "<script type=application/ld+json>",
  "</script ",
  "a. ",
  ", ",
  "top with ",
  "\u2028",
  "\r",
);
const PREFIX = fc.constantFrom("", "Negroni\n2 oz gin", "2 oz gin", "Top with ", "Gimlet: 2 oz gin / ", "Garnish", "15 ml (", "<script type=application/ld+json>", "- ");
const SUFFIX = fc.constantFrom("", "x", ")", "\n", "1", ">", "A", "/ x");

/** One run, or a mix of runs, filled to LENGTH characters. */
const adversarial = fc
  .record({ prefix: PREFIX, units: fc.array(UNIT, { minLength: 1, maxLength: 3 }), runLength: fc.integer({ min: 1, max: 5000 }), suffix: SUFFIX })
  .map(({ prefix, units, runLength, suffix }) => {
    const block = units.map((u) => u.repeat(Math.ceil(runLength / u.length))).join("");
    const body = block.repeat(Math.ceil(LENGTH / block.length));
    return (prefix + body).slice(0, LENGTH - suffix.length) + suffix;
  });

/** The same text as lines just within the cap, so that the patterns run on the longest lines allowed, not only the cap. */
function asLongestLines(text: string): string {
  const lines: string[] = [];
  for (let i = 0; i < text.length; i += MAX_LINE_LENGTH) lines.push(text.slice(i, i + MAX_LINE_LENGTH).replace(/\n/g, " "));
  return lines.join("\n");
}

function withinBudget(read: () => unknown, inputLength: number): void {
  const { steps } = countingSteps(() => {
    try {
      read();
    } catch (err) {
      // a line or field past the cap is refused (400); anything else is a failure
      if (!(err instanceof ValidationError)) throw err;
    }
  });
  expect(steps).toBeLessThanOrEqual(STEPS_PER_CHARACTER * inputLength);
}

const readers: [string, (text: string) => unknown][] = [
  ["readImportText", (text) => readImportText(text)],
  ["readPlainText", (text) => readPlainText(text)],
  ["readIngredientLine", (text) => readIngredientLine(text)],
  ["splitMethod", (text) => splitMethod(text)],
  ["parseAmount", (text) => parseAmount(text)],
  ["readHtmlJsonLd", (text) => readHtmlJsonLd(text)],
  ["readJsonLd", (text) => readJsonLd({ "@type": "Recipe", name: "Negroni", recipeIngredient: [text, "1 oz gin"], recipeInstructions: text })],
  ["readBarAssistant", (text) => readBarAssistant({ name: "Negroni", instructions: text, ingredients: [{ name: "Gin", amount: 1, units: "oz" }] })],
];

describe("every import reader answers adversarial text within a step budget", () => {
  it.each(readers)("%s, 100,000 characters in one piece", (_name, read) => {
    fc.assert(
      fc.property(adversarial, (text) => withinBudget(() => read(text), text.length)),
      { numRuns: RUNS },
    );
  });

  it.each(readers)("%s, 100,000 characters in lines at the cap", (_name, read) => {
    fc.assert(
      fc.property(adversarial.map(asLongestLines), (text) => withinBudget(() => read(text), text.length)),
      { numRuns: RUNS },
    );
  });

  it("a line past the cap is refused with its number", () => {
    expect(() => readImportText(`Negroni\n2 oz gin${" ".repeat(LENGTH)}x`)).toThrow(
      `Line 2 is longer than ${MAX_LINE_LENGTH.toLocaleString("en")} characters.`,
    );
  });
});
