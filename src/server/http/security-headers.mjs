// @ts-check
/**
 * Headers every answer carries, whoever sends it: Next (next.config.mjs applies them to
 * pages and route handlers) and the front server for what it answers itself
 * (src/server/http/front/). Plain JavaScript with no imports, because next.config.mjs loads it
 * too, with Node's own loader (a next.config.ts would keep Next's compiler loaded in the
 * server); TypeScript reads its types from this file and checks it (allowJs, @ts-check).
 * The page Content-Security-Policy is set per request in src/proxy.ts (it needs a fresh
 * nonce); API answers are JSON and get a deny-all one.
 */
export const SECURITY_HEADERS = Object.freeze({
  "X-Content-Type-Options": "nosniff",
  "X-Frame-Options": "DENY",
  "Referrer-Policy": "same-origin",
  "Permissions-Policy": "camera=(self), geolocation=(), microphone=()",
  "Cross-Origin-Opener-Policy": "same-origin",
});

export const API_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'";
