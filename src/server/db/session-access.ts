import "server-only";
import { sql, type CompiledQuery } from "kysely";
import type { ImageSize } from "@/domain/image-sizes";
import type { Upload } from "@/domain/types";
import { isValidObjectKey } from "../platform/storage/object-store";
import { IMAGE_URL_PREFIX } from "./image-urls";
import { getDb, readNowWhenIdle } from "./index";
import { timeOf } from "./time";

/**
 * What the front server needs to know of a request, read in one query: the live
 * session that a (verified) session token names, and, for the image route, the upload
 * row under a key if it belongs to that session's user. Both lookups use a unique index (session.token,
 * upload.key), and the owner is compared inside the query, so "someone else's" and
 * "missing" come back the same: upload null. The one exception is a photo a bar item on a
 * household's shelf shows: the household's members see it too.
 */
export type ImageUpload = Pick<Upload, "id" | "userId" | "key" | "contentType" | "size" | "width" | "height" | "sizes">;

export interface SessionAccess {
  userId: string;
  upload: ImageUpload | null;
}

const TOKEN = Symbol("token");
const KEY = Symbol("key");

/**
 * The query, built and compiled once: building and compiling it with Kysely cost about
 * as much as running it. The parameters are placeholders swapped per request.
 */
function compileSessionAccessQuery() {
  return getDb()
    .selectFrom("session")
    .leftJoin("upload", (join) =>
      join.on("upload.key", "=", KEY as unknown as string).on((eb) =>
        eb.or([
          eb("upload.userId", "=", eb.ref("session.userId")),
          // A photo of a bar item on a household's shelf, shown to that household's members.
          eb.exists(
            eb
              .selectFrom("barItem as shared")
              .innerJoin("householdMember as member", "member.householdId", "shared.householdId")
              .select("shared.id")
              .whereRef("shared.userId", "=", "upload.userId")
              .where("shared.imageUrl", "=", sql<string>`${IMAGE_URL_PREFIX} || ${eb.ref("upload.key")}`)
              .whereRef("member.userId", "=", "session.userId"),
          ),
        ]),
      ),
    )
    .select([
      "session.userId",
      "session.expiresAt",
      "upload.id as uploadId",
      "upload.userId as uploadUserId",
      "upload.contentType",
      "upload.size",
      "upload.width",
      "upload.height",
      "upload.sizes",
    ])
    .where("session.token", "=", TOKEN as unknown as string)
    .compile();
}

let compiled: ReturnType<typeof compileSessionAccessQuery> | undefined;

interface SessionAccessQuery {
  token: string;
  /** The image route's key; without one, upload is null. */
  key?: string;
  now?: number;
}

/** The compiled query with this request's token and key in place of the placeholders. */
function queryFor(token: string, key: string) {
  compiled ??= compileSessionAccessQuery();
  // An invalid key matches no row (and is never sent to the store).
  const keyValue = isValidObjectKey(key) ? key : "";
  const query: typeof compiled = {
    ...compiled,
    parameters: compiled.parameters.map((p) => (p === TOKEN ? token : p === KEY ? keyValue : p)),
  };
  return query;
}

/** One row of the query, as Kysely types it. */
type SessionAccessRow = ReturnType<typeof compileSessionAccessQuery> extends CompiledQuery<infer R> ? R : never;

/** What the query's rows say: null when no live session has this token (unknown, signed out, expired). */
function accessOf(rows: readonly SessionAccessRow[], key: string, now: number): SessionAccess | null {
  const row = rows[0];
  if (!row || !(timeOf(row.expiresAt) > now)) return null;
  const upload =
    row.uploadId && row.contentType && row.size !== null
      ? {
          id: row.uploadId,
          // The upload's owner: a housemate's for the photo of a shared bottle.
          userId: row.uploadUserId ?? row.userId,
          key,
          contentType: row.contentType,
          size: Number(row.size),
          width: row.width,
          height: row.height,
          // Read only when a display size is asked for (`?w=`): most requests want the original.
          get sizes() {
            return row.sizes === null ? null : (JSON.parse(row.sizes) as ImageSize[]);
          },
        }
      : null;
  return { userId: row.userId, upload };
}

/**
 * The same check answered synchronously, when the database allows it (SQLite outside a
 * transaction, readNowWhenIdle); undefined when it has to go through Kysely
 * (PostgreSQL, or a transaction open on SQLite's one connection): then call
 * getSessionAccessForToken. The image route's fast path starts here (front/image-route.ts).
 */
export function getSessionAccessForTokenNow({ token, key = "", now = Date.now() }: SessionAccessQuery): SessionAccess | null | undefined {
  const rows = readNowWhenIdle(queryFor(token, key));
  return rows ? accessOf(rows, key, now) : undefined;
}

/**
 * The same check through Kysely, in its turn (after an open transaction on SQLite): for when
 * getSessionAccessForTokenNow declined, which the caller asks first. Null when no live session
 * has this token (unknown, signed out, expired).
 */
export async function getSessionAccessForToken({ token, key = "", now = Date.now() }: SessionAccessQuery): Promise<SessionAccess | null> {
  const { rows } = await getDb().executeQuery(queryFor(token, key));
  return accessOf(rows, key, now);
}
