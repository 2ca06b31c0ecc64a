import { randomUUID } from "node:crypto";
import { z } from "zod";
import { UPLOAD_KINDS } from "@/domain/types";
import { TooLargeError, UnsupportedTypeError } from "@/domain/errors";
import { parseWith } from "@/domain/schemas/parse";
import { createUploadForUser, imageUrlForKey } from "@/server/db/uploads";
import { HttpError, jsonResponse, readBodyCapped, userRoute } from "@/server/http";
import { MAX_IMAGE_BYTES, processImage } from "@/server/images";
import { describeError, log } from "@/server/log";
import { getObjectStore } from "@/server/storage";

/** Room for the multipart boundaries, part headers and the `kind` field around the file. */
const MULTIPART_OVERHEAD = 64 * 1024;

const UploadForm = z.object({
  kind: z.enum(UPLOAD_KINDS),
  file: z
    .custom<Blob>((value) => value instanceof Blob, { message: "Expected a file" })
    .refine((file) => file.size > 0, { message: "The file is empty" }),
});

/**
 * POST /api/uploads: multipart/form-data with `file` and `kind`. The body is read up
 * to the limit and no further; the image is re-encoded without metadata; the object
 * is written before its row, and removed again if the row cannot be written.
 */
export const POST = userRoute(async ({ user, req }) => {
  const contentType = req.headers.get("content-type") ?? "";
  if (!/^multipart\/form-data\s*;/i.test(contentType)) {
    throw new UnsupportedTypeError("Expected multipart/form-data");
  }
  const body = await readBodyCapped(req, MAX_IMAGE_BYTES + MULTIPART_OVERHEAD);
  let form: FormData;
  try {
    // readBodyCapped returns a Buffer over a plain ArrayBuffer.
    form = await new Response(body as Uint8Array<ArrayBuffer>, { headers: { "content-type": contentType } }).formData();
  } catch {
    throw new HttpError(400, { error: "Invalid multipart body" });
  }
  const { kind, file } = parseWith(UploadForm, {
    kind: form.get("kind") ?? undefined,
    file: form.get("file") ?? undefined,
  });
  if (file.size > MAX_IMAGE_BYTES) throw new TooLargeError();

  const image = await processImage(Buffer.from(await file.arrayBuffer()));
  const key = `${user.id}/${randomUUID()}.${image.ext}`;
  const store = getObjectStore();
  await store.put(key, image.data, image.contentType);
  try {
    await createUploadForUser({
      userId: user.id,
      upload: {
        key,
        kind,
        contentType: image.contentType,
        size: image.data.byteLength,
        width: image.width,
        height: image.height,
      },
    });
  } catch (err) {
    // No orphan: an object without its row could never be served or cleaned up.
    await store.delete(key).catch((cleanupErr) =>
      log.error("orphan upload object left behind", { key, ...describeError(cleanupErr) }),
    );
    throw err;
  }

  return jsonResponse(
    {
      imageUrl: imageUrlForKey(key),
      key,
      contentType: image.contentType,
      size: image.data.byteLength,
      width: image.width,
      height: image.height,
    },
    201,
  );
});
