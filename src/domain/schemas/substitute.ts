import { z } from "./z";
import { optionalText, requiredText } from "./common";
import { saying } from "./messages";
import { sentence } from "../sentences";

/** POST /api/substitutes: `acceptedBy` stands in for `ingredient` on the caller's shelf. */
export const substituteCreateSchema = z.strictObject({
  ingredient: requiredText(200, sentence("substitutes.ingredientBlank")),
  acceptedBy: requiredText(200, sentence("substitutes.acceptedByBlank")),
  note: optionalText(500),
});

export type SubstituteCreateInput = z.output<typeof substituteCreateSchema>;

/** GET /api/recommendations?strict=1: leave the caller's substitutes out. Absent or "0" keeps them. */
export const recommendationsQuerySchema = z.object({
  strict: z.enum(["0", "1"], { error: saying("substitutes.strict") }).optional().transform((v) => v === "1"),
});
