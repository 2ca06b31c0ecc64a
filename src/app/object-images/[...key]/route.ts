import { createHash } from "node:crypto";
import { Readable } from "node:stream";
import { getUploadForUser } from "@/server/db/uploads";
import { NotFoundError } from "@/domain/errors";
import { jsonResponse, userRoute } from "@/server/http";
import { SERVABLE_IMAGE_TYPES } from "@/server/images";
import { describeError, log } from "@/server/log";
import { getObjectStore, type ByteRange } from "@/server/storage";
import { isValidObjectKey } from "@/server/storage/object-store";

/**
 * GET and HEAD /object-images/<key>: the only way an uploaded image leaves the store.
 * A handler of the application, not a pass-through to the bucket: it checks the
 * session, then that an `upload` row for exactly this key belongs to the caller, and
 * only then streams the object through the storage interface. Everything that is not
 * one of the caller's images is the same JSON 404, whatever the reason.
 */

/**
 * Keys never change once written (every upload gets a new random key), so a browser
 * may keep an image for an hour, privately, and revalidate cheaply with the ETag after.
 */
const CACHE_CONTROL = "private, max-age=3600";
/**
 * The key the path names, or null for anything that cannot be a key of ours. The key
 * pattern is the store's own (isValidObjectKey): it already refuses empty keys, keys
 * over 512 bytes, "..", backslashes, NUL and other control characters, however they
 * were percent-encoded, since Next decodes the segments first.
 */
function objectKeyFrom(segments: string[] | undefined): string | null {
  const key = segments?.join("/") ?? "";
  return isValidObjectKey(key) ? key : null;
}

function etagFor(key: string): string {
  return `"${createHash("sha256").update(key).digest("base64url").slice(0, 32)}"`;
}

function matchesEtag(header: string | null, etag: string): boolean {
  if (!header) return false;
  return header.split(",").some((candidate) => {
    const tag = candidate.trim().replace(/^W\//, "");
    return tag === "*" || tag === etag;
  });
}

/**
 * A single `bytes=` range (RFC 9110): null when there is none or it is to be ignored
 * (several ranges, another unit, a malformed one), "unsatisfiable" for a 416.
 */
function parseRange(header: string | null, size: number): ByteRange | "unsatisfiable" | null {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return null;
  const [, first = "", last = ""] = match;
  if (first === "" && last === "") return null;
  if (first === "") {
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return "unsatisfiable";
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  if (last !== "" && Number(last) < start) return null;
  if (start >= size) return "unsatisfiable";
  const end = last === "" ? size - 1 : Math.min(Number(last), size - 1);
  return { start, end };
}

async function serveImage(req: Request, userId: string, segments: string[], method: "GET" | "HEAD"): Promise<Response> {
  const key = objectKeyFrom(segments);
  if (!key) throw new NotFoundError();
  const upload = await getUploadForUser({ userId, key });
  if (!upload) throw new NotFoundError();
  if (!SERVABLE_IMAGE_TYPES.has(upload.contentType)) {
    log.warn("upload row has a content type the image route does not serve", { key, contentType: upload.contentType });
    throw new NotFoundError();
  }

  const etag = etagFor(key);
  const headers = new Headers({
    ETag: etag,
    "Cache-Control": CACHE_CONTROL,
    Vary: "Cookie",
    "X-Content-Type-Options": "nosniff",
    "Content-Security-Policy": "default-src 'none'; sandbox",
    "Cross-Origin-Resource-Policy": "same-origin",
    "Accept-Ranges": "bytes",
  });
  if (matchesEtag(req.headers.get("if-none-match"), etag)) {
    return new Response(null, { status: 304, headers });
  }
  headers.set("Content-Type", upload.contentType);

  const store = getObjectStore();
  const missing = () => {
    log.warn("image object missing for an existing upload row", { key, userId });
    return new NotFoundError();
  };

  // Next.js 16 drops Content-Length from route handler responses (the body goes out
  // chunked); it is set anyway so the size is declared wherever it is passed through.
  if (method === "HEAD") {
    if (!(await store.exists(key))) throw missing();
    headers.set("Content-Length", String(upload.size));
    return new Response(null, { status: 200, headers });
  }

  // If-Range: a range only applies to the representation the client already has part of.
  const ifRange = req.headers.get("if-range");
  const range = ifRange && ifRange !== etag ? null : parseRange(req.headers.get("range"), upload.size);
  if (range === "unsatisfiable") {
    return jsonResponse({ error: "Range not satisfiable" }, 416, { "Content-Range": `bytes */${upload.size}` });
  }

  const object = await store.get(key, range ?? undefined);
  if (!object) throw missing();
  object.body.on("error", (err) => log.error("image stream failed", { key, ...describeError(err) }));
  const body = Readable.toWeb(object.body) as ReadableStream<Uint8Array>;
  if (range) {
    headers.set("Content-Range", `bytes ${range.start}-${range.end}/${object.size}`);
    headers.set("Content-Length", String(range.end - range.start + 1));
    return new Response(body, { status: 206, headers });
  }
  headers.set("Content-Length", String(object.size));
  return new Response(body, { status: 200, headers });
}

type KeyParams = { key: string[] };
export const GET = userRoute<KeyParams>(({ user, req, params }) => serveImage(req, user.id, params.key, "GET"));
export const HEAD = userRoute<KeyParams>(({ user, req, params }) => serveImage(req, user.id, params.key, "HEAD"));
