import { z } from "./z";
import { MAX_REQUESTED_WIDTH } from "../image-sizes";
import { saying } from "./messages";

/**
 * GET /object-images/<key>?w=256: the width the page shows the image at, in pixels. A
 * `w` that is not a whole number from 1 to 16383 is a 400 (a mistake in a page is better
 * found than hidden behind the full-size original); no `w` is the original. Other query
 * parameters are ignored.
 */
export const imageQuerySchema = z.object({
  w: z
    .string()
    .regex(/^[1-9]\d{0,4}$/, { error: saying("photos.width") })
    .transform(Number)
    .pipe(z.number().max(MAX_REQUESTED_WIDTH))
    .optional(),
});

export type ImageQuery = z.output<typeof imageQuerySchema>;
