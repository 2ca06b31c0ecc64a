import { issueOf, ValidationError } from "../errors";
import { sentence } from "../sentences";

/**
 * The bounds on what the import readers look at, in one place. Every line of pasted text and
 * every string of a file that a pattern reads is held to MAX_LINE_LENGTH before one runs: as
 * long as the longest text a recipe field takes (its notes), so nothing a direct write accepts
 * is refused here.
 */
export const MAX_LINE_LENGTH = 5000;

/** A line (or string field) past MAX_LINE_LENGTH: a 400 that says which one. */
export function checkLineLength(text: string, where: string): void {
  if (text.length > MAX_LINE_LENGTH) {
    const said = sentence("import.lineTooLong", { where, max: MAX_LINE_LENGTH });
    throw new ValidationError([issueOf([where], said, "too_big")], said);
  }
}

/** Each line of a multi-line field ("recipeInstructions", a cocktail's "instructions") held to the cap. */
export function checkEachLine(text: string, where: string): void {
  let start = 0;
  let line = 1;
  for (;;) {
    const end = text.indexOf("\n", start);
    const stop = end === -1 ? text.length : end;
    countSteps(stop - start + 1);
    if (stop - start > MAX_LINE_LENGTH) checkLineLength(text.slice(start, stop).trim(), `${where}, line ${line}`);
    if (end === -1) return;
    start = end + 1;
    line++;
  }
}

/**
 * A count of the characters the readers look at, kept while `countingSteps` runs: each
 * scanning loop adds what it passed over, each pattern the length of the text it is given.
 * It lets a test hold the readers to a budget proportional to their input, which no clock can.
 */
let meter: { steps: number } | null = null;

export function countSteps(characters: number): void {
  if (meter) meter.steps += characters;
}

/** Runs `read` (synchronous) and answers its result with the steps it took. */
export function countingSteps<T>(read: () => T): { result: T; steps: number } {
  const outer = meter;
  meter = { steps: 0 };
  try {
    const result = read();
    return { result, steps: meter.steps };
  } finally {
    meter = outer;
  }
}
