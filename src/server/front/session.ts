import type { IncomingMessage } from "node:http";
import { getSessionAccessForToken, type SessionAccess } from "../db/session-access";
import { readCookie, verifySessionCookie } from "../session-cookie";

/**
 * The front server's own session check, as strict as better-auth's: the signed cookie,
 * then the live session row by token (one indexed read, with the upload row under
 * `key` when one is asked for). No cookie cache: a signed-out cookie stops working at once.
 */
export type SessionReader = (req: IncomingMessage, key?: string) => Promise<SessionAccess | null>;

export function createSessionReader({ authSecret, cookieName }: { authSecret: string; cookieName: string }): SessionReader {
  return async (req, key) => {
    const token = verifySessionCookie(readCookie(req.headers.cookie, cookieName), authSecret);
    return token ? getSessionAccessForToken({ token, key }) : null;
  };
}
