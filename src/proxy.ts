import { getSessionCookie } from "better-auth/cookies";
import { NextResponse, type NextRequest } from "next/server";
import { isPublicPage } from "@/domain/public-pages";
import { safeNextPath } from "@/domain/safe-next-path";

/**
 * The first gate for pages, and the source of each page's CSP nonce.
 * Deny by default: every page is private unless listed in PUBLIC_PAGES. This only checks
 * that a session cookie is present; every page verifies the session itself (requirePageUser).
 * /api and the image route answer JSON 401s on their own, so they are not matched.
 */

function contentSecurityPolicy(nonce: string): string {
  const dev = process.env.NODE_ENV === "development";
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${dev ? " 'unsafe-eval'" : ""}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' blob: data:",
    "font-src 'self'",
    "connect-src 'self'",
    // The offline service worker (public/sw.js) and the manifest, from this site only.
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

export function proxy(request: NextRequest): NextResponse {
  const { search } = request.nextUrl;
  const pathname = request.nextUrl.pathname.replace(/\/+$/, "") || "/";

  if (!isPublicPage(pathname) && !getSessionCookie(request)) {
    const login = new URL("/login", request.url);
    login.searchParams.set("next", safeNextPath(pathname + search));
    return NextResponse.redirect(login);
  }

  const nonce = btoa(crypto.randomUUID());
  const csp = contentSecurityPolicy(nonce);
  const requestHeaders = new Headers(request.headers);
  requestHeaders.set("x-nonce", nonce);
  requestHeaders.set("Content-Security-Policy", csp);
  requestHeaders.set("x-barshelf-path", pathname + search);
  const response = NextResponse.next({ request: { headers: requestHeaders } });
  response.headers.set("Content-Security-Policy", csp);
  return response;
}

export const config = {
  matcher: [
    // Everything but the API, the image route, Next's static assets, and the public files a
    // browser fetches without the session cookie: the manifest, its icons, the service worker.
    "/((?!api/|api$|object-images/|object-images$|_next/static|_next/image|favicon.ico|robots.txt|manifest.webmanifest$|icons/|sw.js$).*)",
  ],
};
