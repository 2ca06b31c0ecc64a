// How far a word OCR read off a photographed menu is from a word it may stand for, counting the
// misreadings OCR makes (data/ocr-confusions.json) as half a slip each: letters run together or
// split ("falemum" for "falernum"), letters of a like shape ("pect" for "peel"), a thin letter
// lost ("ime" for "lime"). Other edits count one slip. Pure TypeScript.
import confusionData from "./data/ocr-confusions.json";

/** Costs in half slips, so that they stay whole numbers. */
const HALF = 1;
const WHOLE = 2;

/** For each text read, the texts it may stand for at half a slip (both ways round). */
const misreadings = new Map<string, Set<string>>();
for (const [a, b] of confusionData.pairs as [string, string][]) {
  for (const [read, meant] of [[a, b], [b, a]] as const) misreadings.set(read, (misreadings.get(read) ?? new Set()).add(meant));
}
const THIN: ReadonlySet<string> = new Set(confusionData.thin);
/** The longest text a misreading spans. */
const LONGEST = Math.max(...confusionData.pairs.flat().map((text) => text.length));

const thinCost = (letter: string, whole: number) => (THIN.has(letter) ? HALF : whole);

/**
 * The cost of reading `a` where `b` was written, in half slips, or `limit + 1` when more. Both
 * lowercase. Stopped once the rows pass the limit, so a comparison costs a.length × b.length at
 * most (names are short: the caller bounds their length). `whole` is what an edit OCR does not
 * usually make costs (a whole slip, unless told: wholeSlips weighs them apart).
 */
export function misreadingCost(a: string, b: string, limit: number, whole = WHOLE): number {
  const far = limit + 1;
  if (Math.abs(a.length - b.length) > limit * LONGEST) return far;
  const rows: number[][] = [];
  // Past the limit on as many rows in a row as a misreading spans, no alignment can come back under it.
  let rowsPast = 0;
  for (let i = 0; i <= a.length; i++) {
    const row = new Array<number>(b.length + 1).fill(far);
    let least = far;
    for (let j = 0; j <= b.length; j++) {
      let cost = i === 0 && j === 0 ? 0 : far;
      if (i > 0) cost = Math.min(cost, rows[i - 1]![j]! + thinCost(a[i - 1]!, whole));
      if (j > 0) cost = Math.min(cost, row[j - 1]! + thinCost(b[j - 1]!, whole));
      if (i > 0 && j > 0) cost = Math.min(cost, rows[i - 1]![j - 1]! + (a[i - 1] === b[j - 1] ? 0 : substitution(a[i - 1]!, b[j - 1]!, whole)));
      for (let la = 1; la <= Math.min(LONGEST, i); la++) {
        for (let lb = 1; lb <= Math.min(LONGEST, j); lb++) {
          if ((la > 1 || lb > 1) && misreadings.get(a.slice(i - la, i))?.has(b.slice(j - lb, j))) cost = Math.min(cost, rows[i - la]![j - lb]! + HALF);
        }
      }
      row[j] = Math.min(cost, far);
      least = Math.min(least, row[j]!);
    }
    rows.push(row);
    rowsPast = least > limit ? rowsPast + 1 : 0;
    if (rowsPast >= LONGEST) return far;
  }
  return rows[a.length]![b.length]!;
}

function substitution(read: string, meant: string, whole: number): number {
  return misreadings.get(read)?.has(meant) ? HALF : whole;
}

/** Weighs an edit OCR does not usually make above any number of its usual misreadings in a name. */
const APART = 100;

/**
 * The fewest edits OCR does not usually make (a letter of another shape, a thick letter lost)
 * in reading `a` where `b` was written, or `most + 1` when more: however near in slips, a word
 * two such edits from a name is more often another word ("fennel" is not "fernet").
 */
export function wholeSlips(a: string, b: string, most: number): number {
  return Math.min(most + 1, Math.floor(misreadingCost(a, b, (most + 1) * APART - 1, APART) / APART));
}

/**
 * Whether `meant` is `read` with thin letters only added in places ("me" for "lime", "gn" for
 * "gin"): what a dim photo does to a short word. Both lowercase.
 */
export function lostThinLettersOnly(read: string, meant: string): boolean {
  let at = 0;
  for (const letter of meant) {
    if (at < read.length && read[at] === letter) at++;
    else if (!THIN.has(letter)) return false;
  }
  // The last letter stays: a short word with letters added after it is another word ("as", "asti").
  return at === read.length && meant.length > read.length && meant.at(-1) === read.at(-1);
}

/** Slips as misreadingCost counts them: a whole slip is two. */
export const SLIP = WHOLE;
