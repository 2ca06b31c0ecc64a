import { z } from "./z";
import { UPLOAD_KINDS } from "../constants";
import { saying } from "./messages";

/** POST /api/uploads, multipart: the photo and what it shows. The size limit is checked where the file is stored. */
export const uploadFormSchema = z.object({
  kind: z.enum(UPLOAD_KINDS),
  file: z
    .custom<Blob>((value) => value instanceof Blob, { error: saying("photos.chooseFile") })
    .refine((file) => file.size > 0, { error: saying("photos.emptyFile") }),
});

export type UploadForm = z.output<typeof uploadFormSchema>;
