import "server-only";
import { createHash } from "node:crypto";
import { REVALIDATE_EVERY_USE } from "../platform/conditional-get";

/**
 * What an image answer is, whoever sends it (the front server's image route,
 * src/server/http/front/image-route.ts): its validator and its headers.
 */

/**
 * A browser keeps an image privately but asks again on every use: the answer is a cheap 304
 * with the ETag (keys never change once written), and a photo deleted, or a session signed
 * out, stops showing at once instead of living on in the cache.
 */
export const IMAGE_CACHE_CONTROL = REVALIDATE_EVERY_USE;

/** Headers of every image answer (200, 206, 304): private, never sniffed, never a document. */
export const IMAGE_HEADERS: Readonly<Record<string, string>> = {
  "Cache-Control": IMAGE_CACHE_CONTROL,
  Vary: "Cookie",
  "X-Content-Type-Options": "nosniff",
  "Content-Security-Policy": "default-src 'none'; sandbox",
  "Cross-Origin-Resource-Policy": "same-origin",
  "Accept-Ranges": "bytes",
};

export function etagFor(key: string): string {
  return `"${createHash("sha256").update(key).digest("base64url").slice(0, 32)}"`;
}
