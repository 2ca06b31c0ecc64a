import { z } from "./z";
import { requiredText } from "./common";
import { API_TOKEN_MAX_DAYS } from "../api-tokens";

/** POST /api/account/tokens: a name, read or read and write, and an optional life in days. */
export const apiTokenCreateSchema = z.strictObject({
  name: requiredText(80, "Give the token a name."),
  scopes: z.union([z.tuple([z.literal("read")]), z.tuple([z.literal("read"), z.literal("write")])], {
    error: 'scopes is ["read"] or ["read", "write"].',
  }),
  expiresInDays: z
    .number({ error: "expiresInDays is a whole number of days." })
    .int({ error: "expiresInDays is a whole number of days." })
    .min(1, { error: "A token lasts at least one day." })
    .max(API_TOKEN_MAX_DAYS, { error: `A token lasts at most ${API_TOKEN_MAX_DAYS} days.` })
    .nullable()
    .optional(),
});
export type ApiTokenCreateInput = z.infer<typeof apiTokenCreateSchema>;
