import { z } from "zod";

/** POST /api/account/delete: the password, typed again to confirm. */
export const deleteAccountSchema = z.object({ password: z.string().min(1, "Type your password").max(128) });
