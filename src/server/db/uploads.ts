import "server-only";
import { randomUUID } from "node:crypto";
import { sql, type Kysely, type Selectable } from "kysely";
import { ConflictError } from "@/domain/errors";
import { isWellFormedId } from "@/domain/schemas/common";
import type { ImageSize } from "@/domain/image-sizes";
import type { Upload, UploadKind } from "@/domain/types";
import { isValidObjectKey } from "../platform/storage/object-store";
import { getDb } from "./index";
import { createMenuReadingForUser } from "./menu-reading";
import type { Database, UploadTable } from "./schema";
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
  return { ...row, sizes: row.sizes === null ? null : (JSON.parse(row.sizes) as ImageSize[]), createdAt: toIsoString(row.createdAt) };
}

/** What the upload route knows of a stored object; the row adds its id, owner and time. */
export type NewUpload = Omit<Upload, "id" | "userId" | "createdAt">;

export async function createUploadForUser({ userId, upload }: { userId: string; upload: NewUpload }): Promise<Upload> {
  const { key, kind, contentType, size, width, height, sizes, thumbhash } = upload;
  const row = { id: randomUUID(), userId, key, kind, contentType, size, width, height, thumbhash, createdAt: nowIso() };
  await getDb()
    .transaction()
    .execute(async (trx) => {
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
 * A write's answer, and the keys of the uploads whose rows it deleted in its transaction:
 * their objects are deleted once it has committed (src/server/photos/owners.ts), so a failed
 * object delete never undoes the write; the sweep collects such an object later.
 */
export interface Released<T> {
  value: T;
  releasedKeys: string[];
}

/** Whether one of the caller's drinks or bar items shows this image URL. */
async function isImageUrlUsedForUser(trx: Kysely<Database>, { userId, url }: { userId: string; url: string }): Promise<boolean> {
  const [drink, barItem] = await Promise.all(
    (["drink", "barItem"] as const).map((table) =>
      trx.selectFrom(table).select("id").where("userId", "=", userId).where("imageUrl", "=", url).limit(1).executeTakeFirst(),
    ),
  );
  return Boolean(drink || barItem);
}

/**
 * Inside the transaction of a write that stopped showing `url` (a record deleted, a photo
 * replaced or removed): deletes the caller's upload row behind it unless another of their
 * records still shows it. A menu scan is a record of its own and stays. Answers the keys released.
 */
export async function releaseImageForUser(
  trx: Kysely<Database>,
  { userId, url }: { userId: string; url: string | null | undefined },
): Promise<string[]> {
  const key = url ? uploadKeyFromImageUrl(url) : null;
  if (!url || !key || (await isImageUrlUsedForUser(trx, { userId, url }))) return [];
  const deleted = await trx
    .deleteFrom("upload")
    .where("userId", "=", userId)
    .where("key", "=", key)
    .where("kind", "!=", "menu")
    .returning("key")
    .execute();
  return deleted.map((row) => row.key);
}

/**
 * A record's change inside its transaction, answered with the photo it showed before released
 * when the record was there to change (`value` not null or false).
 */
export async function withPhotoReleased<T>(
  trx: Kysely<Database>,
  { userId, value, shownBefore }: { userId: string; value: T; shownBefore: string | null | undefined },
): Promise<Released<T>> {
  const releasedKeys = value ? await releaseImageForUser(trx, { userId, url: shownBefore }) : [];
  return { value, releasedKeys };
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
        throw new ConflictError("This photo is still shown by one of your drinks or bar items; remove it there first");
      }
      await trx.deleteFrom("upload").where("id", "=", id).where("userId", "=", userId).execute();
      return row.key;
    });
}

/**
 * The sweep's first half: deletes the uploads created before `before` that no drink or bar item
 * of their owner shows (a client that left before the answer, a form abandoned), menu scans
 * apart, in one statement, and answers them. `userId` limits it to one user's uploads.
 */
export async function deleteUnshownUploadsCreatedBefore({
  before,
  userId,
}: {
  before: Date;
  userId?: string;
}): Promise<{ userId: string; key: string }[]> {
  const shownBy = (table: "drink" | "barItem") =>
    sql<boolean>`exists (select 1 from ${sql.table(table)} as r where r.user_id = upload.user_id and r.image_url = ${IMAGE_URL_PREFIX} || upload.key)`;
  let query = getDb()
    .deleteFrom("upload")
    .where("createdAt", "<", before.toISOString())
    .where("kind", "!=", "menu")
    .where(({ not }) => not(shownBy("drink")))
    .where(({ not }) => not(shownBy("barItem")));
  if (userId !== undefined) query = query.where("userId", "=", userId);
  return query.returning(["userId", "key"]).execute();
}

/** Which of these object keys have an upload row (of any user): the sweep's second half. */
export async function findUploadKeys({ keys }: { keys: readonly string[] }): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await getDb().selectFrom("upload").select("key").where("key", "in", keys).execute();
  return new Set(rows.map((r) => r.key));
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
