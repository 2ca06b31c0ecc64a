import "server-only";
import { randomUUID } from "node:crypto";
import { MAX_UPLOAD_BYTES, type UploadKind } from "@/domain/constants";
import { TooLargeError } from "@/domain/errors";
import type { UploadAnswer } from "@/domain/types";
import { createUploadForUser, imageUrlForKey } from "./db/uploads";
import { processImage } from "./images";
import { describeError, log } from "./log";
import { getObjectStore } from "./storage";

/** Room for the multipart boundaries, part headers and the `kind` field around the file. */
const MULTIPART_OVERHEAD = 64 * 1024;

/** The most of an upload request's body that is read; past it the answer is 413. */
export const UPLOAD_BODY_LIMIT = MAX_UPLOAD_BYTES + MULTIPART_OVERHEAD;

/**
 * Re-encodes a photo without its metadata and stores it under a new key of the caller's.
 * The object is written before its row and removed again if the row cannot be written,
 * so no object is ever left that nobody could be served or could clean up.
 */
export async function storeUploadForUser({
  userId,
  kind,
  file,
}: {
  userId: string;
  kind: UploadKind;
  file: Blob;
}): Promise<UploadAnswer> {
  if (file.size > MAX_UPLOAD_BYTES) throw new TooLargeError();
  const image = await processImage(Buffer.from(await file.arrayBuffer()));
  const key = `${userId}/${randomUUID()}.${image.ext}`;
  const stored = {
    key,
    contentType: image.contentType,
    size: image.data.byteLength,
    width: image.width,
    height: image.height,
  };
  const store = getObjectStore();
  await store.put(key, image.data, image.contentType);
  try {
    await createUploadForUser({ userId, upload: { ...stored, kind } });
  } catch (err) {
    await store.delete(key).catch((cleanupErr) =>
      log.error("orphan upload object left behind", { key, ...describeError(cleanupErr) }),
    );
    throw err;
  }
  return { imageUrl: imageUrlForKey(key), ...stored };
}
