import "server-only";
import { getConfig } from "./config";

const UNSAFE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/** The origins a write may come from: the configured public URL, and the host the request was sent to. */
export function allowedOrigins(req: Request): Set<string> {
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

/** A write from a page of another site is refused: the session cookie must not be usable cross-origin. */
export function isCrossOriginWrite(req: Request): boolean {
  if (!UNSAFE_METHODS.has(req.method)) return false;
  const origin = req.headers.get("origin");
  if (origin === null) {
    // Browsers always send Origin on cross-origin writes; Sec-Fetch-Site backs that up.
    return req.headers.get("sec-fetch-site") === "cross-site";
  }
  return !allowedOrigins(req).has(origin);
}
