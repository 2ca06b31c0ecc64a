import type { z } from "./z";
import { ValidationError } from "../errors";

/** Validates with a zod schema: the parsed value, or a ValidationError carrying zod's issues. */
export function parseWith<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw new ValidationError(result.error.issues);
  return result.data;
}
