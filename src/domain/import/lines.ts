import { isMeasured, parseAmount } from "../amounts";
import { capitalise } from "./types";

/**
 * Reading an ingredient line as people write it: the amount first ("2 oz gin", "¾ oz lime
 * juice", "1 egg white", "60ml Gin"), or last ("Gin, 2 oz", "Gin - 60 ml", "Campari: 1 oz").
 * Amounts are read by the one amount parser (src/domain/amounts.ts).
 */
export interface IngredientLine {
  name: string;
  amount: string;
}

const BULLET = /^\s*(?:[-*•·‣◦]|\d+[.)])\s+/;
const TOP_UP_LINE = /^(?:top(?:\s+up)?(?:\s+with)?|fill(?:\s+up)?(?:\s+with)?)\s+(.+)$/i;

/** A line without its bullet or list number ("- 2 oz gin", "3. Strain"). */
export function withoutBullet(line: string): string {
  return line.replace(BULLET, "").trim();
}

function amountFirst(line: string): IngredientLine | null {
  // A note in brackets after the name ("gin (preferably Plymouth)") would stop the amount parser.
  const bracket = line.match(/^(.*?)\s*(\([^()]*\))$/);
  const core = bracket ? bracket[1]! : line;
  const amount = parseAmount(core);
  if (!isMeasured(amount) || !amount.what) return null;
  const name = amount.what.replace(/^of\s+/i, "");
  const amountText = core.slice(0, core.length - amount.what.length).trim();
  return { name: capitalise(bracket ? `${name} ${bracket[2]}` : name), amount: amountText };
}

function amountLast(line: string): IngredientLine | null {
  const tokens = line.split(/\s+/);
  for (let words = Math.min(3, tokens.length - 1); words >= 1; words--) {
    const tail = tokens.slice(-words).join(" ");
    const amount = parseAmount(tail);
    if (!isMeasured(amount) || amount.what || amount.unit === "piece") continue;
    const name = tokens
      .slice(0, -words)
      .join(" ")
      .replace(/\s*[,:–—-]$/, "")
      .trim();
    if (name !== "") return { name: capitalise(name), amount: tail };
  }
  return null;
}

/** An ingredient with an amount we can read, or null when the line is not one. */
export function readIngredientLine(raw: string): IngredientLine | null {
  const line = withoutBullet(raw);
  if (line === "") return null;
  const topUp = line.match(TOP_UP_LINE);
  if (topUp) return { name: capitalise(topUp[1]!.trim()), amount: "top up" };
  return amountFirst(line) ?? amountLast(line);
}

/** An ingredient line from a list that holds nothing else (JSON-LD's recipeIngredient): without an amount, the whole line is the name. */
export function readListedIngredient(raw: string): IngredientLine {
  return readIngredientLine(raw) ?? { name: capitalise(withoutBullet(raw)), amount: "" };
}

/** "shake, strain" or "Shake with ice. Strain into a coupe." as steps; each starts with a capital. */
export function splitMethod(text: string): string[] {
  return text
    .split(/\r?\n|(?<=[^\d\s][.!?])\s+(?=[A-Z])|[,;]\s+(?=[a-z])/)
    .map((s) => withoutBullet(s).replace(/[.,;]$/, "").trim())
    .filter((s) => s !== "")
    .map(capitalise);
}
