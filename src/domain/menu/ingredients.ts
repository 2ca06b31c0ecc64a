// A description that lists ingredients ("gin, Campari, sweet vermouth", "mezcal · lime ·
// agave") read into an ingredient list the matcher understands, amounts kept when written.
import { describeName } from "@/domain/matching";
import type { MenuIngredient } from "./types";
import { isAllCaps } from "./text";

const SEPARATORS = /\s*(?:[,;·•|+/]|\s-\s|\band\b|\bwith\b|&)\s*/i;
const UNIT = String.raw`(?:ml|cl|oz|dash(?:es)?|drops?|tsp|barspoons?|parts?)`;
const NUMBER = String.raw`(?:\d+(?:[.,]\d+)?|\d+\s?\/\s?\d+|[½¼¾⅓⅔])`;
const AMOUNT_FIRST = new RegExp(String.raw`^(${NUMBER}\s?${UNIT})\.?\s+(?:of\s+)?(.+)$`, "i");
const AMOUNT_LAST = new RegExp(String.raw`^(.+?)\s+(${NUMBER}\s?${UNIT})\.?$`, "i");
/** More words than this is a phrase of prose, not one ingredient. */
const MAX_INGREDIENT_WORDS = 4;
/** The share of a description's parts that must be ingredients for it to be read as a list. */
const LIST_SHARE = 2 / 3;

function splitAmount(part: string): { name: string; amount: string | null } {
  const first = AMOUNT_FIRST.exec(part);
  if (first) return { name: first[2]!, amount: first[1]! };
  const last = AMOUNT_LAST.exec(part);
  if (last) return { name: last[1]!, amount: last[2]! };
  return { name: part, amount: null };
}

function understood(name: string): boolean {
  return name.split(" ").length <= MAX_INGREDIENT_WORDS && describeName(name).kind !== null;
}

/**
 * The ingredients a description lists, or [] when it is prose ("Bright and bitter, a house
 * favourite"): at least two parts, and two thirds of them, must be names the matcher knows.
 */
export function readIngredients(description: string): MenuIngredient[] {
  const parts = description
    .split(SEPARATORS)
    .map((part) => part.replace(/^[\s.]+|[\s.]+$/g, ""))
    .filter((part) => /\p{L}/u.test(part));
  const read = parts.map(splitAmount).map(({ name, amount }) => ({ name: isAllCaps(name) ? name.toLowerCase() : name, amount }));
  const ingredients = read.filter((ingredient) => understood(ingredient.name));
  if (ingredients.length < 2 || ingredients.length < parts.length * LIST_SHARE) return [];
  return ingredients;
}
