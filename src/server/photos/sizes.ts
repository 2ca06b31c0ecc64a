import "server-only";
import { chooseSize, longestSide, sizeKeyFor, sizesToMake, type ImageSize } from "@/domain/image-sizes";
import type { Upload } from "@/domain/types";
import { getUploadForUser, listUploadsWithoutSizes, setUploadSizesForUser } from "../db/uploads";
import { asBuffer, runMakeSizes } from "./worker-pool";
import { describeError, log } from "../platform/log";
import { getObjectStore } from "../platform/storage";

/**
 * Display sizes in the store: writing an upload's objects all or none, making the sizes of
 * an upload stored before sizes existed (once, however many requests ask at the same time),
 * and choosing the object that answers `?w=`.
 */

export interface ObjectToStore {
  key: string;
  data: Buffer;
  contentType: string;
}

/** Deletes objects, logging (not throwing) what cannot be deleted: it is cleanup after another failure. */
export async function deleteObjectsQuietly(keys: string[]): Promise<void> {
  const store = getObjectStore();
  await Promise.all(
    keys.map((key) =>
      store.delete(key).catch((err) => log.error("orphan upload object left behind", { key, ...describeError(err) })),
    ),
  );
}

/** Writes every object or, when one fails, removes the ones written and throws. */
export async function putObjectsAllOrNothing(objects: ObjectToStore[]): Promise<void> {
  const store = getObjectStore();
  const results = await Promise.allSettled(objects.map((o) => store.put(o.key, o.data, o.contentType)));
  const failed = results.find((r): r is PromiseRejectedResult => r.status === "rejected");
  if (!failed) return;
  await deleteObjectsQuietly(objects.filter((_, i) => results[i]!.status === "fulfilled").map((o) => o.key));
  throw failed.reason;
}

/** The stored objects of made sizes, and what the row records of them. */
export function sizeObjects(key: string, made: { side: number; data: Buffer; width: number; height: number }[]) {
  return {
    objects: made.map((m) => ({ key: sizeKeyFor(key, m.side), data: m.data, contentType: "image/webp" })),
    sizes: made.map((m): ImageSize => ({ width: m.width, height: m.height, bytes: m.data.byteLength })),
  };
}

async function readObject(key: string): Promise<Buffer | null> {
  const object = await getObjectStore().get(key);
  if (!object) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of object.body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * Makes, stores and records the sizes of an upload that has none yet. The objects are
 * written before the row says they exist; if another maker (another instance) recorded
 * its sizes first, ours are the same keys with the same content, so nothing is left over.
 */
async function makeMissingSizes<U extends SizedUpload>(upload: U): Promise<U> {
  const original = await readObject(upload.key);
  if (!original) {
    log.warn("image object missing for an existing upload row", { key: upload.key, userId: upload.userId });
    return upload; // the image route answers 404 for the missing object itself
  }
  const animated = upload.contentType === "image/gif" || upload.contentType === "image/webp";
  const made = await runMakeSizes({
    image: original,
    sides: upload.width && upload.height ? sizesToMake(upload.width, upload.height) : [],
    animated,
  });
  const { objects, sizes } = sizeObjects(
    upload.key,
    made.sizes.map((m) => ({ ...m, data: asBuffer(m.data) })),
  );
  await putObjectsAllOrNothing(objects);
  const recorded = await setUploadSizesForUser({ userId: upload.userId, key: upload.key, sizes, thumbhash: made.thumbhash });
  // Not recorded: another maker was first (same keys, same bytes: keep them), or the upload
  // was deleted meanwhile, after its objects were (then ours would be left behind).
  if (!recorded && !(await getUploadForUser({ userId: upload.userId, key: upload.key }))) {
    await deleteObjectsQuietly(objects.map((o) => o.key));
    return upload;
  }
  log.info("image sizes made", { key: upload.key, sizes: sizes.length });
  return { ...upload, sizes };
}

/** Sizes being made in this process, by upload key: later requests wait for the same work. */
const making = new Map<string, Promise<SizedUpload>>();

/** What size making and choosing read of an upload row. */
export type SizedUpload = Pick<Upload, "userId" | "key" | "contentType" | "size" | "width" | "height" | "sizes">;

/** The upload with its sizes, making them first if it was stored before sizes existed. */
export function withSizes<U extends SizedUpload>(upload: U): Promise<U> {
  if (upload.sizes !== null) return Promise.resolve(upload);
  let pending = making.get(upload.key) as Promise<U> | undefined;
  if (!pending) {
    pending = makeMissingSizes(upload).finally(() => making.delete(upload.key));
    making.set(upload.key, pending);
  }
  return pending;
}

/** A stored object to send: the original or one of its sizes. */
export interface ServedObject {
  key: string;
  contentType: string;
  size: number;
}

/**
 * What answers a request for the upload at `width` pixels (the image route's `?w=`): the
 * narrowest size at least that wide (chooseSize), or the original.
 */
export async function objectForWidth(upload: SizedUpload, width: number): Promise<ServedObject> {
  const sized = await withSizes(upload);
  const chosen = chooseSize(sized, sized.sizes ?? [], width);
  if (!chosen) return { key: upload.key, contentType: upload.contentType, size: upload.size };
  return { key: sizeKeyFor(upload.key, longestSide(chosen)), contentType: "image/webp", size: chosen.bytes };
}

/**
 * `npm run migrate`'s backfill: makes the sizes of every upload stored before sizes
 * existed, one at a time (the pool would take them all at once). Idempotent: an upload
 * with sizes is not listed again. One that cannot be read is logged and left as it is;
 * its first request tries again.
 */
export async function backfillImageSizes(): Promise<{ made: number; failed: number }> {
  let made = 0;
  let failed = 0;
  for (const upload of await listUploadsWithoutSizes()) {
    try {
      if ((await withSizes(upload)).sizes !== null) made += 1;
      else failed += 1;
    } catch (err) {
      failed += 1;
      log.warn("image sizes not made", { key: upload.key, ...describeError(err) });
    }
  }
  return { made, failed };
}
