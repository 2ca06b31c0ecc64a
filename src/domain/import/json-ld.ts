import { checkEachLine, checkLineLength, countSteps } from "./limits";
import { readListedIngredient, splitMethod } from "./lines";
import { hasWordAt, isWordCharacter, skipSpaces } from "./scan";
import { textOrNull, type FormatReading, type RecipeCandidate, type Unreadable } from "./types";
import { sentence } from "../sentences";

/**
 * schema.org Recipe in JSON-LD, as recipe pages carry it: a Recipe node alone, in an array or
 * in an `@graph`, or in the page's `<script type="application/ld+json">` blocks.
 * `recipeIngredient` lines are read like pasted lines; `recipeInstructions` may be text, a
 * list of strings, HowToStep nodes or HowToSection nodes of steps. Pages are read by scanning
 * for their tags, each character looked at a bounded number of times, whatever the page holds.
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

/** Each HTML tag in a text ("<p>", "</li>") as a line break, as recipe pages write steps. */
function tagsAsLineBreaks(text: string): string {
  const parts: string[] = [];
  let from = 0;
  for (;;) {
    const open = text.indexOf("<", from);
    if (open === -1) break;
    const close = text.indexOf(">", open + 1);
    // no tag closes after this "<", so none after a later one either
    if (close === -1) break;
    parts.push(text.slice(from, open), "\n");
    from = close + 1;
  }
  countSteps(text.length);
  parts.push(text.slice(from));
  return parts.join("");
}

function instructionSteps(value: Json, where: string): string[] {
  if (typeof value === "string") {
    const text = tagsAsLineBreaks(value);
    checkEachLine(text, where);
    return splitMethod(text);
  }
  if (Array.isArray(value)) return value.flatMap((v, i) => instructionSteps(v, `${where}[${i}]`));
  if (isObject(value)) {
    if (value["@type"] === "HowToSection" || Array.isArray(value.itemListElement)) return instructionSteps(value.itemListElement, `${where}.itemListElement`);
    return instructionSteps(value.text ?? value.name ?? "", where);
  }
  return [];
}

function firstText(value: Json): string | null {
  return textOrNull(Array.isArray(value) ? value[0] : value);
}

function readRecipeNode(node: Record<string, Json>, position: string): RecipeCandidate | Unreadable {
  const title = firstText(node.name);
  if (!title) return { position, reason: sentence("import.recipeNoName") };
  const field = Array.isArray(node.recipeIngredient) ? "recipeIngredient" : "ingredients";
  const lines: Json[] = Array.isArray(node[field]) ? node[field] : [];
  const ingredients = lines.flatMap((line, i) => {
    if (typeof line !== "string" || line.trim() === "") return [];
    checkLineLength(line.trim(), `${position}, ${field}[${i}]`);
    return [readListedIngredient(line)];
  });
  if (ingredients.length === 0) return { position, reason: sentence("import.noIngredientLines", { title }) };
  const steps = instructionSteps(node.recipeInstructions, `${position}, recipeInstructions`);
  if (steps.length === 0) return { position, reason: sentence("import.noInstructions", { title }) };
  const description = firstText(node.description);
  return { position, title, ingredients, steps, notes: description };
}

/** Reads the Recipe nodes of parsed JSON-LD; `where` prefixes each position ("script 2, "). */
export function readJsonLd(value: Json, where = ""): FormatReading {
  const found: { node: Record<string, Json>; path: string }[] = [];
  findRecipeNodes(value, "", found);
  const reading: FormatReading = { recipes: [], unreadable: [] };
  if (found.length === 0) reading.unreadable.push({ position: where || "the document", reason: sentence("import.noRecipe") });
  for (const { node, path } of found) {
    const result = readRecipeNode(node, `${where}Recipe ${path || "at the top"}`.trim());
    if ("reason" in result) reading.unreadable.push(result);
    else reading.recipes.push(result);
  }
  return reading;
}

/** Where a `<script` tag starts at or after `from`, and where its `>` is (-1 when none follows). */
function nextScriptTag(html: string, from: number): { start: number; end: number } | null {
  for (let at = html.indexOf("<", from); at !== -1; at = html.indexOf("<", at + 1)) {
    countSteps(at - from + 1);
    from = at + 1;
    if (hasWordAt(html, at + 1, "script") && !isWordCharacter(html.charCodeAt(at + 7))) return { start: at, end: html.indexOf(">", at + 7) };
  }
  return null;
}

/** The attributes of a script tag: up to its `>`, or the end of the page. */
function attributesOf(html: string, tag: { start: number; end: number }): string {
  const attributes = html.slice(tag.start + 7, tag.end === -1 ? html.length : tag.end);
  countSteps(attributes.length * 2);
  return attributes;
}

const LD_JSON = /application\/ld\+json/i;
const LD_JSON_TYPE = /type\s*=\s*["']?application\/ld\+json/i;

/** Whether a text is an HTML page (then its JSON-LD scripts are read). */
export function looksLikeHtml(text: string): boolean {
  countSteps(Math.min(text.length, 1));
  if (text.trimStart().startsWith("<")) return true;
  // A later "<script" before this tag's ">" has fewer of the same attributes: the next tag to try is after it.
  for (let tag = nextScriptTag(text, 0); tag; tag = tag.end === -1 ? null : nextScriptTag(text, tag.end + 1)) {
    if (LD_JSON.test(attributesOf(text, tag))) return true;
  }
  return false;
}

/** Where a script's `</script>` starts and ends, searching from `from`; null when it has none. */
function closingScriptTag(html: string, from: number): { start: number; end: number } | null {
  for (let at = html.indexOf("</", from); at !== -1; at = html.indexOf("</", at + 2)) {
    countSteps(at - from + 2);
    from = at + 2;
    if (!hasWordAt(html, at + 2, "script")) continue;
    const close = skipSpaces(html, at + 8);
    if (html.charAt(close) === ">") return { start: at, end: close + 1 };
  }
  return null;
}

/** The text of each `<script type="application/ld+json">` of a page, in order. */
function ldScriptTexts(html: string): string[] {
  const texts: string[] = [];
  let from = 0;
  for (let tag = nextScriptTag(html, from); tag && tag.end !== -1; tag = nextScriptTag(html, from)) {
    from = tag.end + 1;
    if (!LD_JSON_TYPE.test(attributesOf(html, tag))) continue;
    const closing = closingScriptTag(html, from);
    // without a closing tag after this one, no later script has one either
    if (!closing) break;
    texts.push(html.slice(from, closing.start));
    from = closing.end;
  }
  return texts;
}

/** The Recipe nodes of every JSON-LD script in an HTML page. */
export function readHtmlJsonLd(html: string): FormatReading {
  const reading: FormatReading = { recipes: [], unreadable: [] };
  ldScriptTexts(html).forEach((script, i) => {
    const where = `script ${i + 1}, `;
    let value: Json;
    try {
      countSteps(script.length * 2);
      value = JSON.parse(script.trim().replace(/^<!\[CDATA\[|\]\]>$/g, ""));
    } catch (err) {
      reading.unreadable.push({ position: `script ${i + 1}`, reason: sentence("import.notJson", { detail: (err as Error).message }) });
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
    reading.unreadable.push({ position: "the page", reason: sentence("import.noRecipeInScripts") });
  }
  return reading;
}
