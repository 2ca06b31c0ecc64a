import { z } from "./z";
import { requiredText } from "./common";
import { API_TOKEN_MAX_DAYS } from "../api-tokens";
import { saying } from "./messages";
import { sentence } from "../sentences";

/** POST /api/account/tokens: a name, read or read and write, and an optional life in days. */
export const apiTokenCreateSchema = z.strictObject({
  name: requiredText(80, sentence("tokens.nameBlank")),
  scopes: z.union([z.tuple([z.literal("read")]), z.tuple([z.literal("read"), z.literal("write")])], {
    error: saying("tokens.scopes"),
  }),
  expiresInDays: z
    .number({ error: saying("tokens.days") })
    .int({ error: saying("tokens.days") })
    .min(1, { error: saying("tokens.atLeastOneDay") })
    .max(API_TOKEN_MAX_DAYS, { error: saying("tokens.atMostDays", { max: API_TOKEN_MAX_DAYS }) })
    .nullable()
    .optional(),
});
export type ApiTokenCreateInput = z.infer<typeof apiTokenCreateSchema>;
