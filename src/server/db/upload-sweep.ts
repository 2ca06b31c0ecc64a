import "server-only";
import { sql } from "kysely";
import { IMAGE_URL_PREFIX } from "./image-urls";
import { getDb } from "./index";

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
