import type { IncomingMessage } from "node:http";

/**
 * Request headers through which Next talks to itself (its proxy, prefetches, data
 * requests, revalidation) or through which our proxy (src/proxy.ts) talks to pages.
 * Sent from outside they change answers: `x-middleware-prefetch: 1` made
 * `GET /api/recipes` answer `200 {}`, and `x-middleware-subrequest` once skipped the
 * proxy altogether. So the front server deletes them from every request before Next
 * sees it, as managed hosts do.
 */
const INTERNAL_PREFIXES = ["x-middleware-", "x-nextjs-", "x-next-", "x-invoke-", "x-prerender-", "x-now-", "x-barshelf-"];
const INTERNAL_NAMES = new Set(["x-matched-path", "x-nonce", "content-security-policy", "next-resume", "next-hmr-refresh"]);

/** Set by the front server on requests it passes to Next while the process drains before stopping (the health check answers 503). */
export const DRAINING_HEADER = "x-barshelf-draining";

/**
 * What a signed-in browser sends while navigating between pages (React Server
 * Component requests, prefetches, server actions). Pages keep them; the API has no use
 * for them. A server action is always a POST.
 */
const NAVIGATION_NAMES = new Set(["rsc", "next-router-state-tree", "next-router-prefetch", "next-router-segment-prefetch", "next-url"]);

export function isInternalHeader(name: string, { api, method }: { api: boolean; method: string | undefined }): boolean {
  if (INTERNAL_NAMES.has(name) || INTERNAL_PREFIXES.some((prefix) => name.startsWith(prefix))) return true;
  if (name === "next-action") return api || method !== "POST";
  return api && NAVIGATION_NAMES.has(name);
}

/** Deletes Next's internal headers from an outside request, in place; answers how many went. */
export function stripInternalHeaders(req: IncomingMessage, api: boolean): number {
  let removed = 0;
  for (const name of Object.keys(req.headers)) {
    if (isInternalHeader(name, { api, method: req.method })) {
      delete req.headers[name];
      removed += 1;
    }
  }
  return removed;
}
