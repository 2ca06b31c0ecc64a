import "server-only";
import { createHash } from "node:crypto";

/**
 * What an image answer is, whoever sends it (the front server's image route,
 * src/server/front/image-route.ts): its validator and its headers.
 */

/**
 * Keys never change once written (every upload gets a new random key), so a browser
 * may keep an image for an hour, privately, and revalidate cheaply with the ETag after.
 */
export const IMAGE_CACHE_CONTROL = "private, max-age=3600";

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
