import { z } from "./z";
import { optionalText, requiredText } from "./common";

/** POST /api/substitutes: `acceptedBy` stands in for `ingredient` on the caller's shelf. */
export const substituteCreateSchema = z.strictObject({
  ingredient: requiredText(200, "Say which ingredient the substitute stands in for."),
  acceptedBy: requiredText(200, "Say what you accept in its place."),
  note: optionalText(500),
});

export type SubstituteCreateInput = z.output<typeof substituteCreateSchema>;

/** GET /api/recommendations?strict=1: leave the caller's substitutes out. Absent or "0" keeps them. */
export const recommendationsQuerySchema = z.object({
  strict: z.enum(["0", "1"], { error: 'strict is "1" (without your substitutes) or "0".' }).optional().transform((v) => v === "1"),
});
