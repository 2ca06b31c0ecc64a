import type { IncomingMessage } from "node:http";
import { LRUCache } from "lru-cache";
import { getSessionAccessForToken, getSessionAccessForTokenNow, type SessionAccess } from "../../db/session-access";
import { readCookie, verifySessionCookie } from "../../auth/session-cookie";

/**
 * The front server's own session check, as strict as better-auth's: the signed cookie,
 * then the live session row by token (one indexed read, with the upload row under
 * `key` when one is asked for). No cookie cache: a signed-out cookie stops working at once.
 *
 * The answer comes at once when the database can give it synchronously (SQLite outside a
 * transaction) and as a promise otherwise: the image route answers without a single promise
 * on its hot path (image-route.ts says why). Callers that do not care simply `await` it.
 */
export type SessionReader = (req: IncomingMessage, key?: string) => SessionAccess | null | Promise<SessionAccess | null>;

/**
 * Cookie headers whose signature was found good, with the token they carry. A browser sends
 * the same header with every request, and parsing it and checking its HMAC cost more than
 * this lookup. It only spares recomputing a pure function: the session row is still read on
 * every request, and a forged or mangled cookie, never kept, is checked every time.
 */
const VERIFIED_HEADERS = 2_000;
const VERIFIED_HEADER_MAX_LENGTH = 4_096;

export function createSessionReader({ authSecret, cookieName }: { authSecret: string; cookieName: string }): SessionReader {
  const verified = new LRUCache<string, string>({ max: VERIFIED_HEADERS });
  const tokenOf = (header: string | undefined): string | null => {
    if (!header) return null;
    const known = verified.get(header);
    if (known) return known;
    const token = verifySessionCookie(readCookie(header, cookieName), authSecret);
    if (token && header.length <= VERIFIED_HEADER_MAX_LENGTH) verified.set(header, token);
    return token;
  };
  return (req, key) => {
    const token = tokenOf(req.headers.cookie);
    if (!token) return null;
    const now = getSessionAccessForTokenNow({ token, key });
    // null (no live session) is an answer too; only undefined means "not now".
    return now !== undefined ? now : getSessionAccessForToken({ token, key });
  };
}
