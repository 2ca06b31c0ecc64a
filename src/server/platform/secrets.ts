import "server-only";
import { createHash, randomBytes } from "node:crypto";

/**
 * Secrets handed out once (invitation codes, party links and guests' cookies, API tokens):
 * random bytes from the system's generator, in base64url. The database keeps only their
 * SHA-256, so a copy of it opens nothing; a long random secret needs no salt, and a lookup by
 * its hash is one indexed read.
 */
export function newSecret(bytes: number): string {
  return randomBytes(bytes).toString("base64url");
}

export function hashSecret(secret: string): string {
  return createHash("sha256").update(secret).digest("hex");
}
