import { z } from "zod";
import { UPLOAD_KINDS } from "../constants";

/** POST /api/uploads, multipart: the photo and what it shows. The size limit is checked where the file is stored. */
export const uploadFormSchema = z.object({
  kind: z.enum(UPLOAD_KINDS),
  file: z
    .custom<Blob>((value) => value instanceof Blob, { message: "Expected a file" })
    .refine((file) => file.size > 0, { message: "The file is empty" }),
});

export type UploadForm = z.output<typeof uploadFormSchema>;
