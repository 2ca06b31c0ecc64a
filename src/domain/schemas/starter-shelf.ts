import { z } from "./z";
import { STARTER_SHELF, starterBottleOf } from "../starter-shelf";
import { saying } from "./messages";

/**
 * POST /api/starter-shelf: bottles ticked from the starter shelf, by their English name or the
 * name a page in another language showed; each bottle at most once (the first name given for it).
 */
export const starterShelfSchema = z.strictObject({
  names: z
    .array(z.string().refine((name) => starterBottleOf(name) !== undefined, { error: saying("starterShelf.notOnShelf") }))
    .min(1)
    .max(STARTER_SHELF.length)
    .transform((names) => names.filter((name, i) => names.findIndex((other) => starterBottleOf(other) === starterBottleOf(name)) === i)),
});
