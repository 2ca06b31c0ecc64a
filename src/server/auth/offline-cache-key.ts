import "server-only";
import { createHash } from "node:crypto";

/**
 * The name a user's offline caches carry on a device (public/sw.js): a hash of their id, so
 * that the caches of two accounts on one browser never mix and the id itself is not in it.
 */
export function offlineCacheKeyOf(userId: string): string {
  return createHash("sha256").update(`barshelf offline caches\n${userId}`).digest("hex").slice(0, 32);
}
