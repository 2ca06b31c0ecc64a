import "server-only";
import { getConfig } from "./config";

const UNSAFE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/** Sec-Fetch-Site values that mean "a page of some other site (or subdomain) sent this". */
const FOREIGN_FETCH_SITES = new Set(["cross-site", "same-site"]);

/** What the rule reads of a request: a web Request (route code) or the front server's view of one. */
export interface WriteRequest {
  method: string;
  url: string;
  headers: { get(name: string): string | null };
}

/** The origins a write may come from: the configured public URL, and the host the request was sent to. */
export function allowedOrigins(req: WriteRequest): Set<string> {
  const allowed = new Set<string>();
  const configured = getConfig().authUrl;
  if (configured) allowed.add(new URL(configured).origin);
  const host = req.headers.get("x-forwarded-host") ?? req.headers.get("host");
  if (host) {
    const proto = req.headers.get("x-forwarded-proto") ?? new URL(req.url).protocol.replace(":", "");
    allowed.add(`${proto}://${host}`);
  }
  return allowed;
}

/**
 * The site's own address, for links it hands out (an invitation, a party menu): the configured
 * public URL, else the host the request came to (and its URL's, when no Host header names one).
 */
export function siteOrigin(headers: { get(name: string): string | null }, requestUrl?: string): string {
  const configured = getConfig().authUrl;
  if (configured) return new URL(configured).origin;
  const host = headers.get("x-forwarded-host") ?? headers.get("host");
  const fromUrl = requestUrl === undefined ? null : new URL(requestUrl);
  if (!host) return fromUrl?.origin ?? "http://localhost";
  return `${headers.get("x-forwarded-proto") ?? fromUrl?.protocol.replace(":", "") ?? "http"}://${host}`;
}

/**
 * A write sent by a page of another site is refused, sign-in and sign-up included (login
 * CSRF): the Origin must be ours, or, when a browser leaves Origin out, Sec-Fetch-Site must
 * not say another site. Clients that send neither (curl, scripts) carry no ambient cookie
 * a page could abuse, so they pass.
 */
export function isCrossSiteWrite(req: WriteRequest): boolean {
  if (!UNSAFE_METHODS.has(req.method)) return false;
  const origin = req.headers.get("origin");
  if (origin === null) return FOREIGN_FETCH_SITES.has(req.headers.get("sec-fetch-site") ?? "");
  return !allowedOrigins(req).has(origin);
}
