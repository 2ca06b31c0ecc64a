import { uploadFormSchema } from "@/domain/schemas/upload";
import { readFormWith } from "@/server/http/request-body";
import { jsonResponse } from "@/server/http/responses";
import { userRoute } from "@/server/http/routes";
import { storeUploadForUser, UPLOAD_BODY_LIMIT } from "@/server/photos/uploads";

/**
 * POST /api/uploads: multipart/form-data with `file` and `kind`. The body is read up to
 * the limit and no further; the stored image is a re-encoded copy without metadata.
 * At most 30 a minute per user (429 with Retry-After past that).
 */
export const POST = userRoute(
  async ({ user, req }) => {
    const { kind, file } = await readFormWith(req, uploadFormSchema, UPLOAD_BODY_LIMIT);
    return jsonResponse(await storeUploadForUser({ userId: user.id, kind, file }), 201);
  },
  { rateLimit: "uploadsPerUser" },
);
