import "server-only";
import { randomUUID } from "node:crypto";
import type { Kysely, Selectable } from "kysely";
import { ConflictError, issueOf, QuotaExceededError, ValidationError } from "@/domain/errors";
import { isWellFormedId } from "@/domain/schemas/common";
import type { ImageSize } from "@/domain/image-sizes";
import type { Upload, UploadKind } from "@/domain/types";
import { isValidObjectKey } from "../platform/storage/object-store";
import { imageUrlForKey, uploadKeyFromImageUrl } from "./image-urls";
import { getDb } from "./index";
import { createMenuReadingForUser } from "./menu-reading";
import { isImageUrlUsedForUser } from "./photo-release";
import { lockPhotoStorageForUser } from "./record-limits";
import type { Database, UploadTable } from "./schema";
import { nowIso, toIsoString } from "./time";
import { sentence } from "@/domain/sentences";

/**
 * The `upload` table: one row per stored image, naming its owner. The image route
 * serves an object only when a row for that key belongs to the session user, so this
 * row is what makes an object reachable at all.
 */

/**
 * A drink's or bar item's photo must be the image-route address of one of the caller's
 * own uploads, so that no record can point at someone else's image. Anything else is a
 * ValidationError on `imageUrl`.
 */
export async function checkImageUrlForUser({ userId, url }: { userId: string; url: string }): Promise<void> {
  const key = uploadKeyFromImageUrl(url);
  if (key && (await getUploadForUser({ userId, key }))) return;
  throw new ValidationError([issueOf(["imageUrl"], sentence("photos.mustBeYours"))]);
}

function toUpload(row: Selectable<UploadTable>): Upload {
  return { ...row, sizes: row.sizes === null ? null : (JSON.parse(row.sizes) as ImageSize[]), createdAt: toIsoString(row.createdAt) };
}

/** What the upload route knows of a stored object; the row adds its id, owner and time. */
export type NewUpload = Omit<Upload, "id" | "userId" | "createdAt">;

/** Records an upload whose objects are stored; past `quotaBytes`, counted under the user's lock, it throws QuotaExceededError and records nothing. */
export async function createUploadForUser({ userId, upload, quotaBytes }: { userId: string; upload: NewUpload; quotaBytes: number }): Promise<Upload> {
  const { key, kind, contentType, size, width, height, sizes, thumbhash } = upload;
  const row = { id: randomUUID(), userId, key, kind, contentType, size, width, height, thumbhash, createdAt: nowIso() };
  await getDb()
    .transaction()
    .execute(async (trx) => {
      await lockPhotoStorageForUser({ userId }, trx);
      const usedBytes = await storageUsedForUser({ userId }, trx);
      if (usedBytes + size > quotaBytes) throw new QuotaExceededError(usedBytes, quotaBytes);
      await trx
        .insertInto("upload")
        .values({ ...row, sizes: sizes === null ? null : JSON.stringify(sizes) })
        .execute();
      // A menu scan is read in the background (src/server/menu-reading/): its job comes with its row.
      if (kind === "menu") await createMenuReadingForUser(trx, { userId, uploadId: row.id, now: row.createdAt });
    });
  return { ...row, sizes };
}

/**
 * Records the sizes made for an upload stored before sizes existed. Only a row that has
 * none yet is changed (false otherwise), so two makers never overwrite each other.
 */
export async function setUploadSizesForUser({
  userId,
  key,
  sizes,
  thumbhash,
}: {
  userId: string;
  key: string;
  sizes: ImageSize[];
  thumbhash: string | null;
}): Promise<boolean> {
  const result = await getDb()
    .updateTable("upload")
    .set({ sizes: JSON.stringify(sizes), thumbhash })
    .where("userId", "=", userId)
    .where("key", "=", key)
    .where("sizes", "is", null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/**
 * Uploads of any user that have no sizes yet, oldest first: only for the backfill that
 * `npm run migrate` runs, which works on the whole table the way a migration does.
 */
export async function listUploadsWithoutSizes(): Promise<Upload[]> {
  const rows = await getDb().selectFrom("upload").selectAll().where("sizes", "is", null).orderBy("createdAt").orderBy("id").execute();
  return rows.map(toUpload);
}

/** The caller's uploads under these keys (others' and unknown keys are left out), by key. */
export async function mapUploadsForUser({ userId, keys }: { userId: string; keys: string[] }): Promise<Map<string, Upload>> {
  const valid = [...new Set(keys.filter(isValidObjectKey))];
  if (valid.length === 0) return new Map();
  const rows = await getDb().selectFrom("upload").selectAll().where("userId", "=", userId).where("key", "in", valid).execute();
  return new Map(rows.map((row) => [row.key, toUpload(row)]));
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

/** The caller's upload with this id and of this kind, or null when it is missing, someone else's or another kind. */
export async function getUploadByIdForUser({ userId, id, kind }: { userId: string; id: string; kind: UploadKind }): Promise<Upload | null> {
  if (!isWellFormedId(id)) return null;
  const row = await getDb()
    .selectFrom("upload")
    .selectAll()
    .where("userId", "=", userId)
    .where("id", "=", id)
    .where("kind", "=", kind)
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

/**
 * Deletes the caller's upload row (DELETE /api/uploads/{id}) and answers its key, or null when
 * they have no such upload. A photo a drink or bar item still shows is a ConflictError: no
 * record may point at nothing.
 */
export async function deleteUploadRowForUser({ userId, id }: { userId: string; id: string }): Promise<string | null> {
  return getDb()
    .transaction()
    .execute(async (trx) => {
      const row = await trx.selectFrom("upload").select("key").where("id", "=", id).where("userId", "=", userId).executeTakeFirst();
      if (!row) return null;
      if (await isImageUrlUsedForUser(trx, { userId, url: imageUrlForKey(row.key) })) {
        throw new ConflictError(sentence("photos.stillShown"));
      }
      await trx.deleteFrom("upload").where("id", "=", id).where("userId", "=", userId).execute();
      return row.key;
    });
}

/** The bytes the caller's photos (originals) take in the store, for the storage quota; read with `db` (a write's transaction, for its own check). */
export async function storageUsedForUser({ userId }: { userId: string }, db: Kysely<Database> = getDb()): Promise<number> {
  const row = await db
    .selectFrom("upload")
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number | string>("size"), eb.lit(0)).as("used"))
    .where("userId", "=", userId)
    .executeTakeFirstOrThrow();
  return Number(row.used);
}
