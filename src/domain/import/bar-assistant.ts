import { formatFraction } from "../amounts";
import { checkEachLine } from "./limits";
import { splitMethod } from "./lines";
import { capitalise, textOrNull, type FormatReading, type RecipeCandidate, type Unreadable } from "./types";
import { sentence } from "../sentences";

/**
 * Bar Assistant's recipe JSON: its first schema (a cocktail with `name`, `instructions`,
 * `garnish`, `glass`, `description`, `source` and `ingredients` of `name`, `amount`,
 * `amount_max`, `units`), its second (`{recipe, ingredients}`, where the recipe's
 * ingredients name an entry of the top-level `ingredients` by `_id`), a collection
 * (`{cocktails: [...]}`) or an array of either.
 */

type JsonObject = Record<string, unknown>;

function isObject(value: unknown): value is JsonObject {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** A cocktail of either schema: the second's recipe carries `_id` references into its ingredient list. */
function isCocktail(value: unknown): boolean {
  if (!isObject(value)) return false;
  if (isObject(value.recipe) && Array.isArray(value.ingredients)) return true;
  return typeof value.name === "string" && "instructions" in value && Array.isArray(value.ingredients);
}

/** Whether parsed JSON is Bar Assistant's: a cocktail, a collection of them, or an array of them. */
export function looksLikeBarAssistant(value: unknown): boolean {
  if (Array.isArray(value)) return value.length > 0 && value.every(isCocktail);
  return isCocktail(value) || (isObject(value) && Array.isArray(value.cocktails));
}

/** 0.75 → "¾", 2 → "2", 22.5 → "22.5": how the amount parser and people read numbers. */
function formatQuantity(n: number): string {
  return Number.isInteger(n) || n >= 10 ? String(n) : formatFraction(n);
}

function amountText(line: JsonObject): string | null {
  const amount = typeof line.amount === "number" ? line.amount : Number(line.amount);
  const units = textOrNull(line.units) ?? "";
  if (!Number.isFinite(amount) || amount < 0) return null;
  if (amount === 0) return units;
  const max = typeof line.amount_max === "number" && line.amount_max > amount ? `–${formatQuantity(line.amount_max)}` : "";
  return `${formatQuantity(amount)}${max} ${units}`.trim();
}

function instructionSteps(instructions: string, where: string): string[] {
  checkEachLine(instructions, where);
  return splitMethod(instructions);
}

function readCocktail(value: JsonObject, position: string): RecipeCandidate | Unreadable {
  const recipe = isObject(value.recipe) ? value.recipe : value;
  const names = new Map<string, string>();
  if (recipe !== value && Array.isArray(value.ingredients)) {
    for (const i of value.ingredients) if (isObject(i) && typeof i._id === "string" && typeof i.name === "string") names.set(i._id, i.name);
  }
  const title = textOrNull(recipe.name);
  if (!title) return { position, reason: sentence("import.cocktailNoName") };
  const lines = Array.isArray(recipe.ingredients) ? recipe.ingredients : [];
  const ingredients: RecipeCandidate["ingredients"] = [];
  for (const [i, line] of lines.entries()) {
    const name = isObject(line) ? (textOrNull(line.name) ?? names.get(String(line._id)) ?? null) : null;
    const amount = isObject(line) ? amountText(line) : null;
    if (name === null || amount === null) return { position, reason: sentence("import.badIngredient", { title, n: i + 1 }) };
    ingredients.push({ name: capitalise(name), amount });
  }
  const notes = [textOrNull(recipe.description), textOrNull(recipe.source) && `Source: ${textOrNull(recipe.source)}`].filter(Boolean);
  return {
    position,
    title,
    ingredients,
    steps: typeof recipe.instructions === "string" ? instructionSteps(recipe.instructions, `${position}, instructions`) : [],
    garnish: textOrNull(recipe.garnish),
    glassware: textOrNull(recipe.glass),
    notes: notes.length > 0 ? notes.join("\n\n") : null,
  };
}

export function readBarAssistant(value: unknown): FormatReading {
  const reading: FormatReading = { recipes: [], unreadable: [] };
  const [list, path] = Array.isArray(value)
    ? [value, ""]
    : isObject(value) && Array.isArray(value.cocktails)
      ? [value.cocktails, "cocktails"]
      : [[value], null];
  list.forEach((item, i) => {
    const position = path === null ? "the cocktail" : `${path}[${i}]`;
    const result = isCocktail(item) ? readCocktail(item as JsonObject, position) : { position, reason: sentence("import.notBarAssistant") };
    if ("reason" in result) reading.unreadable.push(result);
    else reading.recipes.push(result);
  });
  return reading;
}
