import { isMeasured, parseAmount } from "../amounts";
import { countSteps } from "./limits";
import { hasWordAt, skipSpaces } from "./scan";
import { capitalise } from "./types";

/**
 * Reading an ingredient line as people write it: the amount first ("2 oz gin", "¾ oz lime
 * juice", "1 egg white", "60ml Gin"), or last ("Gin, 2 oz", "Gin - 60 ml", "Campari: 1 oz").
 * Amounts are read by the one amount parser (src/domain/amounts.ts). Every pattern here is
 * anchored or made of runs that cannot overlap, so each passes over a line once; where one
 * would be ambiguous, a scanner (./scan.ts) does the work.
 */
export interface IngredientLine {
  name: string;
  amount: string;
}

const BULLET = /^\s*(?:[-*•·‣◦]|\d+[.)])\s+/;
/** Characters `.` does not match: a pattern's "rest of the line" stops at them. */
const LINE_BREAK = /[\n\r\u2028\u2029]/;
const TRAILING_SEPARATORS = new Set([",", ":", "–", "—", "-"]);

/** A line without its bullet or list number ("- 2 oz gin", "3. Strain"). */
export function withoutBullet(line: string): string {
  countSteps(line.length);
  return line.replace(BULLET, "").trim();
}

/** "Top up with soda water", "fill with ginger beer": what the glass is filled with, or null. */
function toppedUpWith(line: string): string | null {
  const word = hasWordAt(line, 0, "top") ? 3 : hasWordAt(line, 0, "fill") ? 4 : 0;
  if (word === 0) return null;
  // "top", "top up", "top up with", "top with": the longest that leaves something after it
  const ends = [word];
  let at = word;
  for (const extra of ["up", "with"]) {
    const next = skipSpaces(line, at);
    if (next > at && hasWordAt(line, next, extra)) {
      at = next + extra.length;
      ends.push(at);
    }
  }
  for (const end of ends.reverse()) {
    const rest = skipSpaces(line, end);
    if (rest > end && rest < line.length) {
      countSteps(line.length - rest);
      return LINE_BREAK.test(line.slice(rest)) ? null : line.slice(rest).trim();
    }
  }
  return null;
}

/** "gin (preferably Plymouth)": the text before a last bracketed note, and the note; null without one. */
function trailingNote(line: string): { before: string; note: string } | null {
  countSteps(line.length * 2);
  if (!line.endsWith(")")) return null;
  const open = line.lastIndexOf("(");
  if (open === -1 || line.indexOf(")", open) !== line.length - 1) return null;
  const before = line.slice(0, open).trimEnd();
  return LINE_BREAK.test(before) ? null : { before, note: line.slice(open) };
}

function amountFirst(line: string): IngredientLine | null {
  // A note in brackets after the name ("gin (preferably Plymouth)") would stop the amount parser.
  const bracket = trailingNote(line);
  const core = bracket ? bracket.before : line;
  const amount = parseAmount(core);
  if (!isMeasured(amount) || !amount.what) return null;
  countSteps(amount.what.length);
  const name = amount.what.replace(/^of\s+/i, "");
  const amountText = core.slice(0, core.length - amount.what.length).trim();
  return { name: capitalise(bracket ? `${name} ${bracket.note}` : name), amount: amountText };
}

function amountLast(line: string): IngredientLine | null {
  countSteps(line.length);
  const tokens = line.split(/\s+/);
  for (let words = Math.min(3, tokens.length - 1); words >= 1; words--) {
    const tail = tokens.slice(-words).join(" ");
    const amount = parseAmount(tail);
    if (!isMeasured(amount) || amount.what || amount.unit === "piece") continue;
    countSteps(line.length);
    let name = tokens.slice(0, -words).join(" ");
    if (TRAILING_SEPARATORS.has(name.charAt(name.length - 1))) name = name.slice(0, -1);
    name = name.trim();
    if (name !== "") return { name: capitalise(name), amount: tail };
  }
  return null;
}

/** An ingredient with an amount we can read, or null when the line is not one. */
export function readIngredientLine(raw: string): IngredientLine | null {
  const line = withoutBullet(raw);
  if (line === "") return null;
  const toppedUp = toppedUpWith(line);
  if (toppedUp !== null) return { name: capitalise(toppedUp), amount: "top up" };
  return amountFirst(line) ?? amountLast(line);
}

/** An ingredient line from a list that holds nothing else (JSON-LD's recipeIngredient): without an amount, the whole line is the name. */
export function readListedIngredient(raw: string): IngredientLine {
  return readIngredientLine(raw) ?? { name: capitalise(withoutBullet(raw)), amount: "" };
}

/** "shake, strain" or "Shake with ice. Strain into a coupe." as steps; each starts with a capital. */
export function splitMethod(text: string): string[] {
  // each alternative starts at a line break or just after a sentence's or clause's end, and takes that run of spaces once
  countSteps(text.length * 3);
  return text
    .split(/\r?\n|(?<=[^\d\s][.!?])\s+(?=[A-Z])|[,;]\s+(?=[a-z])/)
    .map((s) => withoutBullet(s).replace(/[.,;]$/, "").trim())
    .filter((s) => s !== "")
    .map(capitalise);
}
