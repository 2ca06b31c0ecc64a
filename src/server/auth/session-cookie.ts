import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * better-auth's session cookie, read without better-auth: the front server checks it on
 * every image request without going through Next. The rules are better-auth's own
 * (better-call's getSignedCookie and parseCookies): the cookie value, URI-decoded, is
 * `<token>.<base64 HMAC-SHA256 of the token under the auth secret>`, and only the exact
 * cookie name the configuration gives counts. better-auth's getSession would cost the image
 * route nearly all its throughput (docs/decisions/0010); session-cookie-better-auth.test.ts
 * fails if better-auth changes the format.
 */

/** Secure cookies unless the operator says the service is reached over plain http. */
export function usesSecureCookies(authUrl: string | undefined): boolean {
  return !authUrl?.startsWith("http:");
}

export function sessionCookieName(authUrl: string | undefined): string {
  return `${usesSecureCookies(authUrl) ? "__Secure-" : ""}better-auth.session_token`;
}

/** The first value of a cookie in a Cookie header, decoded as better-call decodes it. */
export function readCookie(header: string | undefined, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq === -1 || part.slice(0, eq).trim() !== name) continue;
    let value = part.slice(eq + 1).trim();
    if (value.startsWith('"')) value = value.slice(1, -1);
    if (!value.includes("%")) return value;
    try {
      return decodeURIComponent(value);
    } catch {
      return value;
    }
  }
  return null;
}

/** A standard base64 HMAC-SHA256, as better-call writes it (and the only form atob accepts). */
const SIGNATURE = /^[A-Za-z0-9+/]{43}=$/;

/** The session token of a correctly signed cookie value, or null (absent, unsigned, forged). */
export function verifySessionCookie(value: string | null, secret: string): string | null {
  if (!value) return null;
  const dot = value.lastIndexOf(".");
  if (dot < 1) return null;
  const token = value.slice(0, dot);
  const signature = value.slice(dot + 1);
  if (!SIGNATURE.test(signature)) return null;
  const expected = createHmac("sha256", secret).update(token).digest();
  return timingSafeEqual(expected, Buffer.from(signature, "base64")) ? token : null;
}
