import "server-only";
import type { Kysely } from "kysely";
import { uploadKeyFromImageUrl } from "./image-urls";
import type { Database } from "./schema";

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
export async function isImageUrlUsedForUser(trx: Kysely<Database>, { userId, url }: { userId: string; url: string }): Promise<boolean> {
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
