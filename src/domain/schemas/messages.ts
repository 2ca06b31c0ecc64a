import type { z } from "zod";
import englishMessages from "../../../messages/en.json";
import { englishOf, sentence, type Sentence, type SentenceKey, type SentenceValue } from "../sentences";

/**
 * Every validation message a person can meet is a sentence about the field ("The title can
 * be at most 200 characters."), not zod's developer wording. Fields with a message of their
 * own ("Give the bottle a name.") say it where they are declared; every other issue is worded
 * here from its path, through zod's global error map, which `z` from "./z" installs.
 */

/**
 * The API's field names (camelCase) that have a noun of their own under `apiErrors.fields`,
 * and the lists whose one item has one under `apiErrors.items`; any other field is called by
 * its name in words ("some new field").
 */
const FIELD_KEYS = new Set(Object.keys(englishMessages.apiErrors.fields));
const ITEM_KEYS = new Set(Object.keys(englishMessages.apiErrors.items));

const words = (key: string) => key.replace(/([a-z])([A-Z])/g, "$1 $2").toLowerCase();
const nounOf = (key: PropertyKey | undefined): SentenceValue =>
  typeof key !== "string" ? sentence("fields.value") : FIELD_KEYS.has(key) ? sentence(`fields.${key}` as SentenceKey) : words(key);
const itemOf = (key: PropertyKey | undefined): Sentence =>
  sentence(typeof key === "string" && ITEM_KEYS.has(key) ? (`items.${key}` as SentenceKey) : "items.item");

/**
 * The field a path names, as the subject of a sentence: "the title", "step 2", "the name of
 * ingredient 3", or "the request" for the body itself.
 */
export function fieldSentence(path: readonly PropertyKey[]): Sentence {
  if (path.length === 0) return sentence("field.request");
  const last = path[path.length - 1];
  if (typeof last === "number") return sentence("field.item", { item: itemOf(path[path.length - 2]), n: last + 1 });
  const before = path[path.length - 2];
  if (typeof before === "number") return sentence("field.ofItem", { noun: nounOf(last), item: itemOf(path[path.length - 3]), n: before + 1 });
  return sentence("field.named", { noun: nounOf(last) });
}

/** The field at this path in English ("the amount of ingredient 1"). */
export function fieldOf(path: readonly PropertyKey[]): string {
  return englishOf(fieldSentence(path));
}

const EXPECTED = new Set(Object.keys(englishMessages.apiErrors.expected));

/**
 * Sets the sentence an issue says, and answers its English for zod to keep as the message.
 * zod copies every field of the issue it is wording into the issue it reports, so the sentence
 * travels with it (tests/unit/validation-messages.test.ts holds zod to that).
 */
export function says(issue: z.core.$ZodRawIssue, said: Sentence): string {
  (issue as { sentence?: Sentence }).sentence = said;
  return englishOf(said);
}

/** A zod `error` option that says this sentence, with the field of the issue as `field` when it asks for it. */
export function saying(key: SentenceKey, values?: Record<string, SentenceValue>) {
  return (issue: z.core.$ZodRawIssue) => says(issue, sentence(key, values));
}

const number = (n: number | bigint) => Number(n);

/** The sentence for any issue no schema worded itself. */
export function issueSentence(issue: z.core.$ZodRawIssue): Sentence {
  const path = issue.path ?? [];
  const field = fieldSentence(path);
  const listKey = path[path.length - 1];
  switch (issue.code) {
    case "invalid_type":
      if (issue.input === undefined && issue.expected === "array") return sentence("issue.missingList", { item: itemOf(listKey) });
      if (issue.input === undefined) return sentence("issue.missing", { field });
      return sentence("issue.wrongType", { field, expected: EXPECTED.has(issue.expected) ? sentence(`expected.${issue.expected}` as SentenceKey) : issue.expected });
    case "too_small":
      if (issue.origin === "string") return number(issue.minimum) <= 1 ? sentence("issue.blank", { field }) : sentence("issue.tooShort", { field, min: number(issue.minimum) });
      if (issue.origin === "array" || issue.origin === "set") return sentence("issue.tooFewItems", { min: number(issue.minimum), item: itemOf(listKey), items: nounOf(listKey) });
      return sentence(issue.inclusive === false ? "issue.tooSmallExclusive" : "issue.tooSmall", { field, min: number(issue.minimum) });
    case "too_big":
      if (issue.origin === "string") return sentence("issue.tooLong", { field, max: number(issue.maximum) });
      if (issue.origin === "array" || issue.origin === "set") return sentence("issue.tooManyItems", { max: number(issue.maximum), item: itemOf(listKey), items: nounOf(listKey) });
      if (issue.origin === "file") return sentence("issue.fileTooBig", { field, max: number(issue.maximum) });
      return sentence(issue.inclusive === false ? "issue.tooBigExclusive" : "issue.tooBig", { field, max: number(issue.maximum) });
    case "invalid_value": {
      const options = issue.values.map((v) => String(v));
      if (options.length === 1) return sentence("issue.oneValue", { field, value: options[0]! });
      return sentence("issue.oneOfValues", { field, values: options.slice(0, -1).join(", "), last: options[options.length - 1]! });
    }
    case "invalid_format":
      if (issue.format === "email") return sentence("issue.email");
      return sentence("issue.badFormat", { field });
    case "not_multiple_of":
      return sentence("issue.multipleOf", { field, divisor: number(issue.divisor) });
    case "unrecognized_keys":
      return sentence("issue.unknownKeys", { field, count: issue.keys.length, keys: issue.keys.join(", ") });
    case "invalid_union":
      return sentence("issue.badUnion", { field });
    default:
      return sentence("issue.invalid", { field });
  }
}

/** zod's global error map: every issue a sentence, kept with it. */
export function sentenceFor(issue: z.core.$ZodRawIssue): string {
  return says(issue, issueSentence(issue));
}
