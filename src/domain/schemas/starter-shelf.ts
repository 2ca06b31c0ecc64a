import { z } from "./z";
import { STARTER_SHELF } from "../starter-shelf";

/** POST /api/starter-shelf: names ticked from the starter shelf, each at most once. */
export const starterShelfSchema = z.strictObject({
  names: z
    .array(z.string().refine((name) => STARTER_SHELF.includes(name), { error: "That bottle is not on the starter shelf." }))
    .min(1)
    .max(STARTER_SHELF.length)
    .transform((names) => [...new Set(names)]),
});
