import { checkLineLength, countSteps } from "./limits";
import { readIngredientLine, splitMethod, withoutBullet, type IngredientLine } from "./lines";
import { hasWordAt, skipSpaces, splitOnSpacedSeparator } from "./scan";
import type { FormatReading, RecipeCandidate, Unreadable } from "./types";
import { sentence } from "../sentences";

/**
 * Recipes pasted as text. One per line as bartenders jot them ("Gimlet: 2 oz gin / ¾ oz lime
 * juice / ¾ oz simple syrup — shake, strain"), or over several lines: a title, ingredient
 * lines, then the method, with "Garnish:" and "Glass:" lines anywhere. A title line followed
 * by ingredient lines after a finished recipe starts the next one. Each line is held to
 * MAX_LINE_LENGTH before it is read.
 */

interface TextLine {
  text: string;
  lineNo: number;
  /** set on the parts of a one-line recipe: what each part is is known from its place */
  role?: "title" | "method";
  startsRecipe?: boolean;
  /** the line before it was blank */
  afterBlank?: boolean;
}

const SLASH = 0x2f;
const DASHES = new Set([0x2d, 0x2013, 0x2014]);
const isLetter = (code: number) => (code >= 0x41 && code <= 0x5a) || (code >= 0x61 && code <= 0x7a);
const LABELS: readonly { words: string; field: "garnish" | "glassware" }[] = [
  { words: "garnish", field: "garnish" },
  { words: "glass", field: "glassware" },
  { words: "glassware", field: "glassware" },
  { words: "served in", field: "glassware" },
  { words: "serve in", field: "glassware" },
];
const LABEL_SEPARATORS = new Set([0x3a, 0x2013, 0x2014, 0x2d]);
const LINE_BREAK = /[\n\r\u2028\u2029]/;

/** "Garnish: lemon twist", "Glass - coupe", "Served in a highball": the field and what it says, or null. */
function labelled(line: string): { field: "garnish" | "glassware"; value: string } | null {
  for (const { words, field } of LABELS) {
    if (!hasWordAt(line, 0, words)) continue;
    const separator = skipSpaces(line, words.length);
    if (separator >= line.length || !LABEL_SEPARATORS.has(line.charCodeAt(separator))) continue;
    const value = skipSpaces(line, separator + 1);
    countSteps(line.length - value);
    if (value < line.length && !LINE_BREAK.test(line.slice(value))) return { field, value: line.slice(value).trim() };
  }
  return null;
}

/** "Gimlet: 2 oz gin": the title before the first colon (not a number) and the rest, or null. */
function titled(piece: string): { title: string; rest: string } | null {
  countSteps(piece.length);
  const colon = piece.indexOf(":");
  if (colon < 1 || /\d/.test(piece.charAt(0))) return null;
  const rest = piece.slice(colon + 1).trimStart();
  if (rest === "" || LINE_BREAK.test(rest)) return null;
  return { title: piece.slice(0, colon), rest };
}

/** "Gimlet: 2 oz gin / ¾ oz lime juice — shake, strain" as its parts; null for any other line. */
function splitOneLiner(text: string, lineNo: number): TextLine[] | null {
  const pieces = splitOnSpacedSeparator(text, (code) => code === SLASH);
  if (pieces.length < 2) return null;
  const parts: TextLine[] = [];
  const last = pieces[pieces.length - 1]!;
  const method = splitOnSpacedSeparator(last, (code) => DASHES.has(code), isLetter);
  pieces[pieces.length - 1] = method[0]!;
  const title = titled(pieces[0]!);
  if (title) {
    parts.push({ text: title.title, lineNo, role: "title" });
    pieces[0] = title.rest;
  }
  if (!pieces.every((p) => readIngredientLine(p))) return null;
  parts.push(...pieces.map((p) => ({ text: p, lineNo })));
  if (method.length > 1) parts.push({ text: method.slice(1).join(" - "), lineNo, role: "method" });
  parts[0]!.startsRecipe = true;
  return parts;
}

interface Draft {
  lineNo: number;
  title: string | null;
  ingredients: IngredientLine[];
  method: string[];
  notes: string[];
  garnish: string | null;
  glassware: string | null;
}

function newDraft(lineNo: number, title: string | null = null): Draft {
  return { lineNo, title, ingredients: [], method: [], notes: [], garnish: null, glassware: null };
}

/** A title for a recipe pasted without one: its first ingredients ("Gin, lime juice and simple syrup"). */
function titleFromIngredients(ingredients: IngredientLine[]): string {
  const names = ingredients.slice(0, 3).map((i, n) => (n === 0 ? i.name : i.name.toLowerCase()));
  return names.length === 1 ? names[0]! : `${names.slice(0, -1).join(", ")} and ${names[names.length - 1]}`;
}

function finish(draft: Draft, recipes: RecipeCandidate[], unreadable: Unreadable[]): void {
  const position = `line ${draft.lineNo}`;
  if (draft.ingredients.length === 0) {
    unreadable.push({ position, reason: sentence("import.noAmountLine") });
    return;
  }
  const steps = draft.method.flatMap(splitMethod);
  if (steps.length === 0) {
    unreadable.push({ position, reason: sentence("import.noMethod") });
    return;
  }
  recipes.push({
    position,
    title: draft.title ?? titleFromIngredients(draft.ingredients),
    ingredients: draft.ingredients,
    steps,
    garnish: draft.garnish,
    glassware: draft.glassware,
    notes: draft.notes.length > 0 ? draft.notes.join("\n") : null,
  });
}

export function readPlainText(text: string): FormatReading {
  const lines: TextLine[] = [];
  let afterBlank = false;
  countSteps(text.length);
  text.split(/\r?\n/).forEach((raw, i) => {
    const trimmed = raw.trim();
    checkLineLength(trimmed, `Line ${i + 1}`);
    if (trimmed === "") {
      afterBlank = true;
      return;
    }
    const parts = splitOneLiner(trimmed, i + 1) ?? [{ text: trimmed, lineNo: i + 1 }];
    parts[0]!.afterBlank = afterBlank;
    lines.push(...parts);
    afterBlank = false;
  });

  const recipes: RecipeCandidate[] = [];
  const unreadable: Unreadable[] = [];
  let draft: Draft | null = null;
  const startNew = (lineNo: number, title: string | null = null) => {
    if (draft) finish(draft, recipes, unreadable);
    draft = newDraft(lineNo, title);
    return draft;
  };

  // each line is read as an ingredient once, though the line before it asks too
  const ingredients = new Map<number, IngredientLine | null>();
  const ingredientAt = (i: number) => {
    if (!ingredients.has(i)) ingredients.set(i, readIngredientLine(lines[i]!.text));
    return ingredients.get(i)!;
  };

  lines.forEach((line, i) => {
    let current: Draft = draft ?? startNew(line.lineNo);
    if (line.startsRecipe && (current.ingredients.length > 0 || current.title !== null)) current = startNew(line.lineNo);
    if (line.role === "title") {
      current.title = line.text;
      return;
    }
    if (line.role === "method") {
      current.method.push(line.text);
      return;
    }
    const label = labelled(withoutBullet(line.text));
    if (label) {
      current[label.field] = label.value;
      return;
    }
    const ingredient = ingredientAt(i);
    if (ingredient) {
      if (current.method.length > 0) current = startNew(line.lineNo);
      current.ingredients.push(ingredient);
      return;
    }
    if (current.ingredients.length === 0) {
      if (current.title === null) current.title = withoutBullet(line.text);
      else current.notes.push(line.text);
      return;
    }
    // After ingredients: the method, unless ingredient lines follow it or it comes after the method and a
    // blank line (then it is the next recipe's title).
    const next = lines[i + 1];
    const titleNext = (next && !next.role && ingredientAt(i + 1)) || (line.afterBlank && current.method.length > 0);
    if (titleNext) startNew(line.lineNo, withoutBullet(line.text));
    else current.method.push(line.text);
  });
  if (draft) finish(draft, recipes, unreadable);
  if (recipes.length === 0 && unreadable.length === 0) unreadable.push({ position: "line 1", reason: sentence("import.empty") });
  return { recipes, unreadable };
}
