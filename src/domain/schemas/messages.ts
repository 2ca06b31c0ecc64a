import type { z } from "zod";

/**
 * Every validation message a person can meet is a sentence about the field ("The title can
 * be at most 200 characters."), not zod's developer wording. Fields with a message of their
 * own ("Give the bottle a name.") say it where they are declared; every other issue is worded
 * here from its path, through zod's global error map, which `z` from "./z" installs.
 */

/** What each field is called in a sentence (field names are the API's, in camelCase). */
const FIELD_NOUNS: Readonly<Record<string, string>> = {
  aliases: "other names",
  available: "available flag",
  bottleMl: "bottle size",
  catalogueId: "catalogue cocktail",
  catalogueIds: "catalogue cocktails",
  chosenKind: "kind of bottle",
  done: "bought flag",
  dryRun: "dry-run flag",
  email: "email address",
  glassware: "glass",
  imageUrl: "photo",
  kind: "kind of upload",
  photos: "photos flag",
  q: "search",
  quantity: "level",
  recipeId: "recipe",
  remainingMl: "amount left",
  servings: "number of servings",
  sourceDrinkId: "drink",
  spirit: "base spirit",
  unopened: "number of unopened bottles",
  w: "width",
};

/** One item of each list, for "Add at least one ingredient." and "the name of ingredient 2". */
const ITEM_NOUNS: Readonly<Record<string, string>> = {
  aliases: "other name",
  catalogueIds: "catalogue cocktail",
  drinks: "drink",
  ingredients: "ingredient",
  names: "name",
  steps: "step",
};

const words = (key: string) => key.replace(/([a-z])([A-Z])/g, "$1 $2").toLowerCase();
const nounOf = (key: PropertyKey | undefined) => (typeof key === "string" ? (FIELD_NOUNS[key] ?? words(key)) : "value");
const itemOf = (key: PropertyKey | undefined) => (typeof key === "string" ? (ITEM_NOUNS[key] ?? "item") : "item");
const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const count = (n: number | bigint) => (typeof n === "number" ? n.toLocaleString("en") : String(n));

/**
 * The field a path names, as the subject of a sentence: "the title", "step 2", "the name of
 * ingredient 3", or "the request" for the body itself.
 */
export function fieldOf(path: readonly PropertyKey[]): string {
  if (path.length === 0) return "the request";
  const last = path[path.length - 1];
  if (typeof last === "number") return `${itemOf(path[path.length - 2])} ${last + 1}`;
  const before = path[path.length - 2];
  const noun = `the ${nounOf(last)}`;
  return typeof before === "number" ? `${noun} of ${itemOf(path[path.length - 3])} ${before + 1}` : noun;
}

/** The subject of a sentence about the field at this path, capitalised. */
export function Field(path: readonly PropertyKey[] | undefined): string {
  return capitalised(fieldOf(path ?? []));
}

const EXPECTED: Readonly<Record<string, string>> = {
  string: "text",
  number: "a number",
  int: "a whole number",
  boolean: "true or false",
  array: "a list",
  object: "an object",
  date: "a date",
};

const plural = (n: number | bigint, one: string, many: string) => (Number(n) === 1 ? `one ${one}` : `${count(n)} ${many}`);

/** A sentence for any issue no schema worded itself. */
export function sentenceFor(issue: z.core.$ZodRawIssue): string {
  const path = issue.path ?? [];
  const field = Field(path);
  const listKey = path[path.length - 1];
  switch (issue.code) {
    case "invalid_type":
      if (issue.input === undefined && issue.expected === "array") return `Add at least one ${itemOf(listKey)}.`;
      if (issue.input === undefined) return `${field} is missing.`;
      return `${field} must be ${EXPECTED[issue.expected] ?? issue.expected}.`;
    case "too_small":
      if (issue.origin === "string") return Number(issue.minimum) <= 1 ? `${field} cannot be blank.` : `${field} must be at least ${count(issue.minimum)} characters.`;
      if (issue.origin === "array" || issue.origin === "set") return `Add at least ${plural(issue.minimum, itemOf(listKey), nounOf(listKey))}.`;
      return issue.inclusive === false ? `${field} must be more than ${count(issue.minimum)}.` : `${field} must be at least ${count(issue.minimum)}.`;
    case "too_big":
      if (issue.origin === "string") return `${field} can be at most ${count(issue.maximum)} characters.`;
      if (issue.origin === "array" || issue.origin === "set") return `There can be at most ${plural(issue.maximum, itemOf(listKey), nounOf(listKey))}.`;
      if (issue.origin === "file") return `${field} can be at most ${count(issue.maximum)} bytes.`;
      return issue.inclusive === false ? `${field} must be less than ${count(issue.maximum)}.` : `${field} can be at most ${count(issue.maximum)}.`;
    case "invalid_value": {
      const options = issue.values.map((v) => String(v));
      if (options.length === 1) return `${field} must be ${options[0]}.`;
      return `${field} must be one of ${options.slice(0, -1).join(", ")} or ${options[options.length - 1]}.`;
    }
    case "invalid_format":
      if (issue.format === "email") return "Enter a valid email address.";
      return `${field} is not written the way it should be.`;
    case "not_multiple_of":
      return `${field} must be a multiple of ${count(issue.divisor)}.`;
    case "unrecognized_keys":
      return `${field} has ${issue.keys.length === 1 ? "a field" : "fields"} that cannot be sent: ${issue.keys.join(", ")}.`;
    case "invalid_union":
      return `${field} is not in a form that can be read.`;
    default:
      return `${field} is not valid.`;
  }
}
