import type { IncomingMessage } from "node:http";
import { isPublicPage } from "@/domain/public-pages";
import { safeNextPath } from "@/domain/safe-next-path";

/**
 * Requests for a page's React Server Component payload (client-side navigation and
 * prefetches) instead of its HTML. A page that sends a visitor without a session to the
 * login page does so inside that payload, with a 200 that is not a redirect; so the
 * front server checks the session of these requests itself and answers a plain
 * redirect to the login page, which the browser's router follows like any other.
 */
const RSC_HEADERS = ["rsc", "next-router-state-tree", "next-router-prefetch", "next-router-segment-prefetch"];

export function isRscPageRequest(req: IncomingMessage, pathname: string, search: string): boolean {
  if (pathname.startsWith("/_next/") || isPublicPage(pathname)) return false;
  return (
    RSC_HEADERS.some((name) => req.headers[name] !== undefined) ||
    pathname.endsWith(".rsc") ||
    new URLSearchParams(search).has("_rsc")
  );
}

/** The login page, with the page asked for (without Next's cache-busting `_rsc`) to return to. */
export function loginLocationFor(pathname: string, search: string): string {
  const params = new URLSearchParams(search);
  params.delete("_rsc");
  const query = params.size ? `?${params}` : "";
  return `/login?${new URLSearchParams({ next: safeNextPath(pathname.replace(/\.rsc$/, "") + query) })}`;
}
