import { readIngredientLine, splitMethod, withoutBullet, type IngredientLine } from "./lines";
import type { FormatReading, RecipeCandidate, Unreadable } from "./types";

/**
 * Recipes pasted as text. One per line as bartenders jot them ("Gimlet: 2 oz gin / ¾ oz lime
 * juice / ¾ oz simple syrup — shake, strain"), or over several lines: a title, ingredient
 * lines, then the method, with "Garnish:" and "Glass:" lines anywhere. A title line followed
 * by ingredient lines after a finished recipe starts the next one.
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

const METHOD_SEPARATOR = /\s+[—–-]\s+(?=[A-Za-z])/;
const LABELLED = /^(garnish|glass|glassware|served? in)\s*[:–—-]\s*(.+)$/i;

/** "Gimlet: 2 oz gin / ¾ oz lime juice — shake, strain" as its parts; null for any other line. */
function splitOneLiner(text: string, lineNo: number): TextLine[] | null {
  const pieces = text.split(/\s+\/\s+/);
  if (pieces.length < 2) return null;
  const parts: TextLine[] = [];
  const last = pieces[pieces.length - 1]!;
  const method = last.split(METHOD_SEPARATOR);
  pieces[pieces.length - 1] = method[0]!;
  const titled = pieces[0]!.match(/^([^:\d][^:]*):\s*(.+)$/);
  if (titled) {
    parts.push({ text: titled[1]!, lineNo, role: "title" });
    pieces[0] = titled[2]!;
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
    unreadable.push({ position, reason: "No ingredient line with an amount (such as \"2 oz gin\")" });
    return;
  }
  const steps = draft.method.flatMap(splitMethod);
  if (steps.length === 0) {
    unreadable.push({ position, reason: "No method: add a line saying how it is made (\"shake, strain\")" });
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
  text.split(/\r?\n/).forEach((raw, i) => {
    const trimmed = raw.trim();
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
    const labelled = withoutBullet(line.text).match(LABELLED);
    if (labelled) {
      if (/^garnish/i.test(labelled[1]!)) current.garnish = labelled[2]!.trim();
      else current.glassware = labelled[2]!.trim();
      return;
    }
    const ingredient = readIngredientLine(line.text);
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
    const titleNext = (next && !next.role && readIngredientLine(next.text)) || (line.afterBlank && current.method.length > 0);
    if (titleNext) startNew(line.lineNo, withoutBullet(line.text));
    else current.method.push(line.text);
  });
  if (draft) finish(draft, recipes, unreadable);
  if (recipes.length === 0 && unreadable.length === 0) unreadable.push({ position: "line 1", reason: "The text is empty" });
  return { recipes, unreadable };
}
