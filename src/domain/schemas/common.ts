import { fieldSentence, says } from "./messages";
import { sentence, type Sentence } from "../sentences";
import { z } from "./z";

/**
 * Control characters have no place in what a person types: NUL and the other C0 codes and
 * DEL are refused (400), except tab, and line breaks in multi-line fields (notes).
 */
const SINGLE_LINE_CONTROL = /[\u0000-\u0008\u000a-\u001f\u007f]/;
const MULTI_LINE_CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

export interface TextOptions {
  /** Whether line breaks belong in the field (notes); names, titles and steps are one line. */
  multiline?: boolean;
  /** The field's own sentence when it is left out. */
  missing?: (issue: { path?: readonly PropertyKey[] }) => Sentence;
}

/**
 * The one base of every text field: at most `max` characters after NFC normalisation (so
 * "é" typed as e + accent and as one character are the same name), no control characters.
 */
export function text(max: number, { multiline = false, missing }: TextOptions = {}) {
  const control = multiline ? MULTI_LINE_CONTROL : SINGLE_LINE_CONTROL;
  return z
    .string(missing && { error: (issue) => (issue.input === undefined ? says(issue, missing(issue)) : undefined) })
    .normalize("NFC")
    .max(max)
    .refine((v) => !control.test(v), {
      error: (issue) => says(issue, sentence(multiline ? "issue.controlCharacters" : "issue.notOneLine", { field: fieldSentence(issue.path ?? []) })),
    });
}

/** Optional free text: a missing, null, empty or blank value becomes null; otherwise trimmed. */
export function optionalText(max: number, options?: TextOptions) {
  return text(max, options)
    .nullish()
    .transform((v) => (v == null || v.trim() === "" ? null : v.trim()));
}

/** What a field that must not be blank says when it is blank or missing: a sentence, or one made from where it is. */
export type BlankMessage = Sentence | ((path: readonly PropertyKey[]) => Sentence);

/**
 * Text that must say something: trimmed, then at least one character. `blank` is the
 * field's own sentence for a blank or missing value ("Give the bottle a name.").
 */
export function requiredText(max: number, blank?: BlankMessage) {
  if (blank === undefined) return text(max).trim().min(1);
  const say = (issue: { path?: readonly PropertyKey[] }) => (typeof blank === "function" ? blank(issue.path ?? []) : blank);
  return text(max, { missing: say }).trim().min(1, { error: (issue) => says(issue, say(issue)) });
}

/** An optional reference to another record: empty means "none"; a malformed one names nothing (404). */
export const optionalId = z
  .string()
  .nullish()
  .transform((v) => (v == null || v.trim() === "" ? null : v.trim()));

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a string could be one of our identifiers; anything else cannot name a record. */
export function isWellFormedId(value: string): boolean {
  return UUID_PATTERN.test(value);
}
