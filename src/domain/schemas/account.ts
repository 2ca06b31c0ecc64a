import { z } from "./z";

/** POST /api/account/delete: the password, typed again to confirm. */
export const deleteAccountSchema = z.object({ password: z.string({ error: "Type your password." }).min(1, { error: "Type your password." }).max(128) });
