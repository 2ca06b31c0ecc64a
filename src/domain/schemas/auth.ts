import { z } from "zod";
import { text } from "./common";

/**
 * What we read of a sign-in or sign-up body before better-auth does: the e-mail (limits per
 * account) and the name, held to the rules of every text field. The rest is better-auth's.
 */
export const authAttemptSchema = z.looseObject({
  email: z.string().max(320).optional(),
  name: text(100).trim().optional(),
});
