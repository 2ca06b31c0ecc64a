import { z } from "./z";

/** A yes/no query flag: "1" or "true" is yes; absent, empty, "0" or "false" is no. */
const queryFlag = z
  .enum(["", "0", "1", "true", "false"])
  .optional()
  .transform((v) => v === "1" || v === "true");

/** GET /api/export?photos=1 */
export const exportQuerySchema = z.object({ photos: queryFlag });

/** POST /api/import?dryRun=1&copy=line%204&copy=… : `copy` names, by position, a recipe to create even when the user has it. */
export const importQuerySchema = z.object({ dryRun: queryFlag, copy: z.array(z.string().max(300)).max(5000).default([]) });
