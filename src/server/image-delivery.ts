import "server-only";
import { createHash } from "node:crypto";
import { Readable } from "node:stream";
import { NotFoundError } from "@/domain/errors";
import { answerConditionalGet, type ConditionalRequest } from "./conditional-get";
import { getUploadForUser } from "./db/uploads";
import { jsonResponse } from "./http";
import { SERVABLE_IMAGE_TYPES } from "./images";
import { describeError, log } from "./log";
import { getObjectStore } from "./storage";
import { isValidObjectKey } from "./storage/object-store";

/**
 * Keys never change once written (every upload gets a new random key), so a browser
 * may keep an image for an hour, privately, and revalidate cheaply with the ETag after.
 */
const CACHE_CONTROL = "private, max-age=3600";

function etagFor(key: string): string {
  return `"${createHash("sha256").update(key).digest("base64url").slice(0, 32)}"`;
}

/**
 * The caller's image under the key the path names, as a response: 200, 206, 304 or 416.
 * Only an `upload` row for exactly this key that belongs to the caller makes an object
 * reachable; everything else is the same NotFoundError, whatever the reason. The key
 * pattern is the store's own (isValidObjectKey): it refuses empty or over-long keys,
 * "..", backslashes, NUL and other control characters, however they were
 * percent-encoded, since Next decodes the path segments first.
 */
export async function openImageForUser({
  userId,
  path,
  request,
}: {
  userId: string;
  path: string[];
  request: ConditionalRequest;
}): Promise<Response> {
  const key = path.join("/");
  const upload = isValidObjectKey(key) ? await getUploadForUser({ userId, key }) : null;
  if (!upload) throw new NotFoundError();
  if (!SERVABLE_IMAGE_TYPES.has(upload.contentType)) {
    log.warn("upload row has a content type the image route does not serve", { key, contentType: upload.contentType });
    throw new NotFoundError();
  }
  const missing = () => {
    log.warn("image object missing for an existing upload row", { key, userId });
    return new NotFoundError();
  };

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
  const answer = answerConditionalGet(request, etag, upload.size);
  if (answer.status === 304) return new Response(null, { status: 304, headers });
  if (answer.status === 416) {
    return jsonResponse({ error: "Range not satisfiable" }, 416, { "Content-Range": `bytes */${upload.size}` });
  }
  headers.set("Content-Type", upload.contentType);
  const store = getObjectStore();

  // Next.js 16 drops Content-Length from route handler responses (the body goes out
  // chunked); it is set anyway so the size is declared wherever it is passed through.
  if (request.method === "HEAD") {
    if (!(await store.exists(key))) throw missing();
    headers.set("Content-Length", String(upload.size));
    return new Response(null, { status: 200, headers });
  }

  const range = answer.status === 206 ? answer.range : undefined;
  const object = await store.get(key, range);
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
