import "server-only";
import { randomUUID } from "node:crypto";
import { MAX_UPLOAD_BYTES, type UploadKind } from "@/domain/constants";
import { QuotaExceededError, TooLargeError } from "@/domain/errors";
import { objectKeysOfUpload, uploadKeyOfObjectKey } from "@/domain/image-sizes";
import type { UploadAnswer } from "@/domain/types";
import { getConfig } from "../platform/config";
import { imageUrlForKey } from "../db/image-urls";
import { createUploadForUser, storageUsedForUser, deleteUploadRowForUser } from "../db/uploads";
import { processImage } from "./processing";
import { deleteObjectsQuietly, putObjectsAllOrNothing, sizeObjects } from "./sizes";
import { describeError, log } from "../platform/log";
import { getObjectStore } from "../platform/storage";

/** Room for the multipart boundaries, part headers and the `kind` field around the file. */
const MULTIPART_OVERHEAD = 64 * 1024;

/** The most of an upload request's body that is read; past it the answer is 413. */
export const UPLOAD_BODY_LIMIT = MAX_UPLOAD_BYTES + MULTIPART_OVERHEAD;

/** A photo re-encoded, with its display sizes, written to the store under a new key of its owner's, with no row yet. */
export type StoredImage = Omit<UploadAnswer, "id" | "imageUrl">;

/** The caller's photo storage: what they use and their quota. */
export async function storageLeftForUser({ userId }: { userId: string }): Promise<{ usedBytes: number; quotaBytes: number }> {
  return { usedBytes: await storageUsedForUser({ userId }), quotaBytes: getConfig().storageQuotaBytes };
}

/**
 * Re-encodes a photo without its metadata, makes its display sizes and writes them under a
 * new key of the caller's (all or nothing), within their storage quota. The caller records it, or deletes it again
 * (`deleteUploadObjectsForUser`) when the row cannot be written. `pendingBytes`: photos this
 * write stored already and has not recorded yet (an import's earlier ones), counted with the quota's usage.
 */
export async function putImageForUser({ userId, bytes, pendingBytes = 0 }: { userId: string; bytes: Buffer; pendingBytes?: number }): Promise<StoredImage> {
  if (bytes.byteLength > MAX_UPLOAD_BYTES) throw new TooLargeError();
  const image = await processImage(bytes);
  const usedBytes = await storageUsedForUser({ userId });
  const { storageQuotaBytes } = getConfig();
  if (usedBytes + pendingBytes + image.data.byteLength > storageQuotaBytes) throw new QuotaExceededError(usedBytes, storageQuotaBytes);
  const key = `${userId}/${randomUUID()}.${image.ext}`;
  const { objects, sizes } = sizeObjects(key, image.sizes);
  await putObjectsAllOrNothing([{ key, data: image.data, contentType: image.contentType }, ...objects]);
  return { key, contentType: image.contentType, size: image.data.byteLength, width: image.width, height: image.height, sizes, thumbhash: image.thumbhash };
}

/**
 * Re-encodes a photo without its metadata, makes its display sizes, and stores them under
 * a new key of the caller's. The objects are written before the row and removed again if
 * any of them or the row cannot be written, so no object is ever left that nobody could be
 * served or could clean up.
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
  const stored = await putImageForUser({ userId, bytes: Buffer.from(await file.arrayBuffer()) });
  let id: string;
  try {
    ({ id } = await createUploadForUser({ userId, upload: { ...stored, kind }, quotaBytes: getConfig().storageQuotaBytes }));
  } catch (err) {
    await deleteObjectsQuietly(objectKeysOfUpload(stored.key));
    throw err;
  }
  return { id, imageUrl: imageUrlForKey(stored.key), ...stored };
}

/**
 * The upload key a stored object belongs to: an original's own key, or for a display size the
 * key of its original (uploadKeyOfObjectKey), so the sweep never takes a size for an object
 * without a row.
 */
export function uploadKeyOfObject(objectKey: string): string {
  return uploadKeyOfObjectKey(objectKey);
}

/**
 * Deletes every stored object of the caller's uploads under these keys (each original and
 * its display sizes: objectKeysOfUpload), once their rows are gone. A delete that fails is
 * logged and left to the sweep (src/server/photos/sweep.ts), which removes objects without
 * a row: the write that released them has already committed.
 */
export async function deleteUploadObjectsForUser({ userId, keys }: { userId: string; keys: readonly string[] }): Promise<void> {
  const store = getObjectStore();
  // Keys are `<userId>/...`: never touch another user's objects, whatever a caller passes.
  if (keys.some((key) => !key.startsWith(`${userId}/`))) throw new Error("Upload key of another user");
  for (const key of keys.flatMap(objectKeysOfUpload)) {
    await store.delete(key).catch((err) =>
      log.warn("upload object left for the sweep", { key, ...describeError(err) }),
    );
  }
}

/** DELETE /api/uploads/{id}: the caller's upload, row then object; false when they have none. */
export async function deleteUploadForUser({ userId, id }: { userId: string; id: string }): Promise<boolean> {
  const key = await deleteUploadRowForUser({ userId, id });
  if (key === null) return false;
  await deleteUploadObjectsForUser({ userId, keys: [key] });
  return true;
}
