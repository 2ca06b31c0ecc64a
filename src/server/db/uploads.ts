import "server-only";
import { randomUUID } from "node:crypto";
import type { Selectable } from "kysely";
import type { Upload, UploadKind } from "@/domain/types";
import { isValidObjectKey } from "../storage/object-store";
import { getDb } from "./index";
import type { UploadTable } from "./schema";
import { nowIso, toIsoString } from "./time";

/**
 * The `upload` table: one row per stored image, naming its owner. The image route
 * serves an object only when a row for that key belongs to the session user, so this
 * row is what makes an object reachable at all.
 */

/** The path prefix of the image route; stored imageUrl values are this plus the key. */
export const IMAGE_URL_PREFIX = "/object-images/";

export function imageUrlForKey(key: string): string {
  return IMAGE_URL_PREFIX + key;
}

/**
 * The object key inside an image URL as the upload endpoint hands it out
 * ("/object-images/<key>"), or null for anything else: other hosts, absolute URLs,
 * query strings, fragments, percent-encodings and keys the store would refuse.
 */
export function uploadKeyFromImageUrl(url: string): string | null {
  if (typeof url !== "string" || !url.startsWith(IMAGE_URL_PREFIX)) return null;
  const key = url.slice(IMAGE_URL_PREFIX.length);
  return isValidObjectKey(key) ? key : null;
}

function toUpload(row: Selectable<UploadTable>): Upload {
  return { ...row, createdAt: toIsoString(row.createdAt) };
}

/** What the upload route knows of a stored object; the row adds its id, owner and time. */
export type NewUpload = Omit<Upload, "id" | "userId" | "createdAt">;

export async function createUploadForUser({ userId, upload }: { userId: string; upload: NewUpload }): Promise<Upload> {
  const { key, kind, contentType, size, width, height } = upload;
  const row = { id: randomUUID(), userId, key, kind, contentType, size, width, height, createdAt: nowIso() };
  await getDb().insertInto("upload").values(row).execute();
  return toUpload(row);
}

/** The caller's upload under this key, or null when there is none or it is someone else's. */
export async function getUploadForUser({ userId, key }: { userId: string; key: string }): Promise<Upload | null> {
  if (!isValidObjectKey(key)) return null;
  const row = await getDb()
    .selectFrom("upload")
    .selectAll()
    .where("userId", "=", userId)
    .where("key", "=", key)
    .executeTakeFirst();
  return row ? toUpload(row) : null;
}

/** The caller's uploads of one kind (for example their menu scans), newest first. */
export async function listUploadsForUser({ userId, kind }: { userId: string; kind: UploadKind }): Promise<Upload[]> {
  const rows = await getDb()
    .selectFrom("upload")
    .selectAll()
    .where("userId", "=", userId)
    .where("kind", "=", kind)
    .orderBy("createdAt", "desc")
    .orderBy("id", "desc")
    .execute();
  return rows.map(toUpload);
}
