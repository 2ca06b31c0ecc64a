import type { Kysely } from "kysely";

/**
 * Display sizes: an upload row records the smaller WebP copies stored beside its original
 * (`sizes`, a JSON array of {width, height, bytes}) and a ThumbHash placeholder (base64).
 * Both stay null for uploads stored before sizes existed, until the first request for a
 * size or `npm run migrate` makes them; `[]` means the image is too small to need any.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("upload").addColumn("sizes", "text").execute();
  await db.schema.alterTable("upload").addColumn("thumbhash", "text").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("upload").dropColumn("thumbhash").execute();
  await db.schema.alterTable("upload").dropColumn("sizes").execute();
}
