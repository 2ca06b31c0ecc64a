import { z } from "./z";
import { requiredText } from "./common";

/** At most this many names per request: a recipe form or a page of recipes, not a whole catalogue. */
export const AVAILABILITY_NAME_LIMIT = 200;

export const availabilityRequestSchema = z.object({
  names: z.array(requiredText(200)).max(AVAILABILITY_NAME_LIMIT),
});

export type AvailabilityRequest = z.output<typeof availabilityRequestSchema>;
