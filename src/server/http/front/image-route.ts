import type { IncomingMessage, ServerResponse } from "node:http";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { LRUCache } from "lru-cache";
import { NotFoundError, ValidationError } from "@/domain/errors";
import { domainErrorAnswer } from "../domain-error-answer";
import { answerConditionalGet } from "../../platform/conditional-get";
import { imageQuerySchema, type ImageQuery } from "@/domain/schemas/image";
import { etagFor, IMAGE_HEADERS } from "../../photos/delivery";
import { objectForWidth, type ServedObject } from "../../photos/sizes";
import { SERVABLE_IMAGE_TYPES } from "../../photos/processing";
import { log } from "../../platform/log";
import type { ObjectStore } from "../../platform/storage/object-store";
import { sendJson } from "./respond";
import type { SessionAccess } from "../../db/session-access";
import type { SessionReader } from "./session";

/**
 * GET and HEAD /object-images/<key>: the only way an uploaded image leaves the store,
 * answered by the front server itself (a Next route handler costs about a millisecond
 * of processor time before it does anything). On every request: the signed session
 * cookie, then one query for the live session and the caller's own upload row under
 * exactly this key (session.ts). "Not yours" and "missing" are the same 404.
 */
export const IMAGE_PREFIX = "/object-images/";

/** Hot small objects stay in memory, by bytes; keys never change once written, so this is never stale. */
const CACHE_BYTES = 64 * 1024 * 1024;
const CACHED_OBJECT_MAX_BYTES = 1024 * 1024;

export interface ImageRouteOptions {
  store: ObjectStore;
  readSession: SessionReader;
}

/** Answers a request; a promise only when the answer has to wait (see serveImage). */
export type ImageRoute = (req: IncomingMessage, res: ServerResponse, pathname: string, requestId: string) => void | Promise<void>;

/** The key a path names, percent-decoded; null for anything that cannot be a key. */
function keyOf(pathname: string): string | null {
  const raw = pathname.slice(IMAGE_PREFIX.length);
  try {
    return raw.includes("%") ? decodeURIComponent(raw) : raw;
  } catch {
    return null;
  }
}

/** No query string: no `w`, the original (parsing `{}` with zod each time showed in the profile). */
const NO_QUERY = { success: true as const, data: {} as ImageQuery };

/** The query parameters of a request's URL, validated. */
function queryOf(url: string | undefined) {
  const at = url?.indexOf("?") ?? -1;
  if (at === -1) return NO_QUERY;
  return imageQuerySchema.safeParse(Object.fromEntries(new URLSearchParams(url!.slice(at + 1))));
}

function headerOf(req: IncomingMessage, name: string): string | null {
  const value = req.headers[name];
  return typeof value === "string" ? value : null;
}

async function readAll(body: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Small objects kept in memory, their ETags, and the reads in flight. */
class ObjectMemory {
  private readonly cache = new LRUCache<string, Buffer>({
    maxSize: CACHE_BYTES,
    maxEntrySize: CACHED_OBJECT_MAX_BYTES,
    sizeCalculation: (bytes) => bytes.byteLength,
  });
  /** ETags by key: a key's tag never changes, and hashing it again on every request shows in the profile. */
  private readonly etags = new LRUCache<string, string>({ max: 10_000 });
  /** Reads of the same object in flight, so that a burst on a cold key reads it once. */
  private readonly loading = new Map<string, Promise<Buffer | null>>();

  constructor(private readonly store: ObjectStore) {}

  etagOf(key: string): string {
    let etag = this.etags.get(key);
    if (!etag) this.etags.set(key, (etag = etagFor(key)));
    return etag;
  }

  has(key: string): boolean {
    return this.cache.has(key);
  }

  get(key: string): Buffer | undefined {
    return this.cache.get(key);
  }

  /** The object's bytes, read once however many ask at the same time; null when it is gone. */
  load(key: string): Promise<Buffer | null> {
    const hit = this.cache.get(key);
    if (hit) return Promise.resolve(hit);
    let pending = this.loading.get(key);
    if (!pending) {
      pending = (async () => {
        const object = await this.store.get(key);
        if (!object) return null;
        const bytes = await readAll(object.body);
        this.cache.set(key, bytes);
        return bytes;
      })().finally(() => this.loading.delete(key));
      this.loading.set(key, pending);
    }
    return pending;
  }
}

function missing(key: string, userId: string): NotFoundError {
  log.warn("image object missing for an existing upload row", { key, userId });
  return new NotFoundError();
}

async function streamLarge(
  store: ObjectStore,
  res: ServerResponse,
  { key }: ServedObject,
  range: { start: number; end: number } | undefined,
  headers: Record<string, string | number>,
  status: number,
  userId: string,
): Promise<void> {
  const object = await store.get(key, range);
  if (!object) throw missing(key, userId);
  res.writeHead(status, headers);
  // pipeline, not pipe: a client that leaves also closes the file or the S3 stream.
  await pipeline(object.body, res).catch((err: NodeJS.ErrnoException) => {
    // The client leaving is logged by the server (at info); a store failure mid-stream is ours.
    if (err.code !== "ERR_STREAM_PREMATURE_CLOSE") log.warn("image stream failed", { key, error: err.message });
  });
}

export function createImageRoute({ store, readSession }: ImageRouteOptions): ImageRoute {
  const memory = new ObjectMemory(store);

  /**
   * Sends the object `served` names. Synchronous when its bytes are in memory (every hot
   * image); otherwise the answer is a promise, the same code going on after the read.
   */
  function sendObject(req: IncomingMessage, res: ServerResponse, served: ServedObject, userId: string, requestId: string): void | Promise<void> {
    const { key, size } = served;
    const etag = memory.etagOf(key);
    // Every header in one writeHead: a header set before it sends Node down its slower path.
    const common = { ...IMAGE_HEADERS, ETag: etag, "X-Request-Id": requestId };
    const answer = answerConditionalGet(
      {
        method: req.method === "HEAD" ? "HEAD" : "GET",
        ifNoneMatch: headerOf(req, "if-none-match"),
        ifRange: headerOf(req, "if-range"),
        range: headerOf(req, "range"),
      },
      etag,
      size,
    );
    if (answer.status === 304) {
      res.writeHead(304, common);
      res.end();
      return;
    }
    if (answer.status === 416) {
      sendJson(res, 416, { error: "Range not satisfiable" }, { "Content-Range": `bytes */${size}`, "X-Request-Id": requestId });
      return;
    }
    const headers: Record<string, string | number> = { ...common, "Content-Type": served.contentType };
    const range = answer.status === 206 ? answer.range : undefined;
    if (range) headers["Content-Range"] = `bytes ${range.start}-${range.end}/${size}`;
    headers["Content-Length"] = range ? range.end - range.start + 1 : size;

    if (req.method === "HEAD") {
      const sendHead = (exists: boolean) => {
        if (!exists) throw missing(key, userId);
        res.writeHead(200, headers);
        res.end();
      };
      return memory.has(key) ? sendHead(true) : store.exists(key).then(sendHead);
    }
    if (size <= CACHED_OBJECT_MAX_BYTES) {
      const sendBytes = (bytes: Buffer | null) => {
        if (!bytes) throw missing(key, userId);
        res.writeHead(answer.status, headers);
        res.end(range ? bytes.subarray(range.start, range.end + 1) : bytes);
      };
      const bytes = memory.get(key);
      return bytes ? sendBytes(bytes) : memory.load(key).then(sendBytes);
    }
    return streamLarge(store, res, served, range, headers, answer.status, userId);
  }

  /** The answer once the session check is in: the owner's upload, in the size asked for. */
  function answerFor(req: IncomingMessage, res: ServerResponse, access: SessionAccess | null, requestId: string): void | Promise<void> {
    if (!access) {
      sendJson(res, 401, { error: "Unauthorized" }, { "X-Request-Id": requestId });
      return;
    }
    const query = queryOf(req.url);
    if (!query.success) {
      // An address a page made: said in the API's English, as nobody reads an image's error.
      sendJson(res, 400, domainErrorAnswer(new ValidationError(query.error.issues))!.body, { "X-Request-Id": requestId });
      return;
    }
    const { upload } = access;
    if (!upload) throw new NotFoundError();
    if (!SERVABLE_IMAGE_TYPES.has(upload.contentType)) {
      log.warn("upload row has a content type the image route does not serve", { key: upload.key, contentType: upload.contentType });
      throw new NotFoundError();
    }
    // `?w=`: the display size that fits (made first for an upload stored before sizes existed).
    if (query.data.w === undefined) return sendObject(req, res, upload, access.userId, requestId);
    return objectForWidth(upload, query.data.w).then((served) => sendObject(req, res, served, access.userId, requestId));
  }

  /**
   * Answers synchronously when it can: on SQLite, with the object in memory and no `?w`,
   * the whole request runs without creating a promise. That matters because Next's
   * request handler lives in this process with its eleven AsyncLocalStorages, which make
   * every promise pay for their context (docs/decisions/0016-image-route-answers-synchronously.md).
   * Anything that must wait (PostgreSQL, a transaction open on SQLite, a cache miss, a large
   * object, a size to make) goes on in a promise through the very same functions. A throw, or a rejected promise, is a domain
   * error the front server turns into its answer.
   */
  return function serveImage(req, res, pathname, requestId) {
    if (req.method !== "GET" && req.method !== "HEAD") {
      sendJson(res, 405, { error: "Method not allowed" }, { Allow: "GET, HEAD", "X-Request-Id": requestId });
      return;
    }
    const access = readSession(req, keyOf(pathname) ?? "");
    return access instanceof Promise ? access.then((found) => answerFor(req, res, found, requestId)) : answerFor(req, res, access, requestId);
  };
}
