import { readListedIngredient, splitMethod } from "./lines";
import { textOrNull, type FormatReading, type RecipeCandidate, type Unreadable } from "./types";

/**
 * schema.org Recipe in JSON-LD, as recipe pages carry it: a Recipe node alone, in an array or
 * in an `@graph`, or in the page's `<script type="application/ld+json">` blocks.
 * `recipeIngredient` lines are read like pasted lines; `recipeInstructions` may be text, a
 * list of strings, HowToStep nodes or HowToSection nodes of steps.
 */

type Json = unknown;

function isObject(value: Json): value is Record<string, Json> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function isRecipeNode(value: Json): value is Record<string, Json> {
  if (!isObject(value)) return false;
  const type = value["@type"];
  return type === "Recipe" || (Array.isArray(type) && type.includes("Recipe"));
}

/** Every Recipe node with its path: top level, arrays and `@graph`, nested as deep as pages nest them. */
function findRecipeNodes(value: Json, path: string, found: { node: Record<string, Json>; path: string }[]): void {
  if (Array.isArray(value)) {
    value.forEach((v, i) => findRecipeNodes(v, `${path}[${i}]`, found));
  } else if (isRecipeNode(value)) {
    found.push({ node: value, path });
  } else if (isObject(value) && "@graph" in value) {
    findRecipeNodes(value["@graph"], `${path}@graph`, found);
  }
}

/** Whether a parsed JSON value is schema.org JSON-LD (it names a context or a type). */
export function looksLikeJsonLd(value: Json): boolean {
  const first = Array.isArray(value) ? value[0] : value;
  return isObject(first) && ("@context" in first || "@type" in first || "@graph" in first);
}

function instructionSteps(value: Json): string[] {
  if (typeof value === "string") return splitMethod(value.replace(/<[^>]*>/g, "\n"));
  if (Array.isArray(value)) return value.flatMap(instructionSteps);
  if (isObject(value)) {
    if (value["@type"] === "HowToSection" || Array.isArray(value.itemListElement)) return instructionSteps(value.itemListElement);
    return instructionSteps(value.text ?? value.name ?? "");
  }
  return [];
}

function firstText(value: Json): string | null {
  return textOrNull(Array.isArray(value) ? value[0] : value);
}

function readRecipeNode(node: Record<string, Json>, position: string): RecipeCandidate | Unreadable {
  const title = firstText(node.name);
  if (!title) return { position, reason: "The Recipe has no name" };
  const lines = Array.isArray(node.recipeIngredient) ? node.recipeIngredient : Array.isArray(node.ingredients) ? node.ingredients : [];
  const ingredients = lines.filter((l): l is string => typeof l === "string" && l.trim() !== "").map(readListedIngredient);
  if (ingredients.length === 0) return { position, reason: `"${title}" has no recipeIngredient lines` };
  const steps = instructionSteps(node.recipeInstructions);
  if (steps.length === 0) return { position, reason: `"${title}" has no recipeInstructions` };
  const description = firstText(node.description);
  return { position, title, ingredients, steps, notes: description };
}

/** Reads the Recipe nodes of parsed JSON-LD; `where` prefixes each position ("script 2, "). */
export function readJsonLd(value: Json, where = ""): FormatReading {
  const found: { node: Record<string, Json>; path: string }[] = [];
  findRecipeNodes(value, "", found);
  const reading: FormatReading = { recipes: [], unreadable: [] };
  if (found.length === 0) reading.unreadable.push({ position: where || "the document", reason: "No schema.org Recipe in it" });
  for (const { node, path } of found) {
    const result = readRecipeNode(node, `${where}Recipe ${path || "at the top"}`.trim());
    if ("reason" in result) reading.unreadable.push(result);
    else reading.recipes.push(result);
  }
  return reading;
}

const LD_SCRIPT = /<script\b[^>]*type\s*=\s*["']?application\/ld\+json["']?[^>]*>([\s\S]*?)<\/script\s*>/gi;

/** Whether a text is an HTML page (then its JSON-LD scripts are read). */
export function looksLikeHtml(text: string): boolean {
  return /^\s*</.test(text) || /<script\b[^>]*application\/ld\+json/i.test(text);
}

/** The Recipe nodes of every JSON-LD script in an HTML page. */
export function readHtmlJsonLd(html: string): FormatReading {
  const reading: FormatReading = { recipes: [], unreadable: [] };
  const scripts = [...html.matchAll(LD_SCRIPT)];
  scripts.forEach((m, i) => {
    const where = `script ${i + 1}, `;
    let value: Json;
    try {
      value = JSON.parse(m[1]!.trim().replace(/^<!\[CDATA\[|\]\]>$/g, ""));
    } catch (err) {
      reading.unreadable.push({ position: `script ${i + 1}`, reason: `Not valid JSON: ${(err as Error).message}` });
      return;
    }
    const found: { node: Record<string, Json>; path: string }[] = [];
    findRecipeNodes(value, "", found);
    if (found.length === 0) return; // pages carry other JSON-LD (breadcrumbs, the organisation): not an error
    const part = readJsonLd(value, where);
    reading.recipes.push(...part.recipes);
    reading.unreadable.push(...part.unreadable);
  });
  if (reading.recipes.length === 0 && reading.unreadable.length === 0) {
    reading.unreadable.push({ position: "the page", reason: "No schema.org Recipe in its JSON-LD scripts" });
  }
  return reading;
}
