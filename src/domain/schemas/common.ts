import { z } from "zod";

/** Optional free text: a missing, null, empty or blank value becomes null; otherwise trimmed. */
export function optionalText(max: number) {
  return z
    .string()
    .max(max)
    .nullish()
    .transform((v) => (v == null || v.trim() === "" ? null : v.trim()));
}

export function requiredText(max: number) {
  return z.string().trim().min(1).max(max);
}

/** An optional reference to another record: empty means "none". */
export const optionalId = z
  .string()
  .nullish()
  .transform((v) => (v == null || v.trim() === "" ? null : v.trim()));

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a string could be one of our identifiers; anything else cannot name a record. */
export function isWellFormedId(value: string): boolean {
  return UUID_PATTERN.test(value);
}
