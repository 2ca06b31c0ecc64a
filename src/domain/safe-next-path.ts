/**
 * Where to send a user after signing in: `next` resolved the way a browser would, against
 * the site, and kept only when it is still a path on the site. Whatever is handed back is
 * resolved once more by the browser (a Location header, `location.assign`), so the
 * normalised answer is checked, not the text asked for: "/.//evil.example" normalises to
 * "//evil.example", which a browser reads as another site.
 */
export const DEFAULT_AFTER_LOGIN = "/recipes";

/** Any origin would do: only a path on it is ever kept, and the path is handed back without it. */
const SITE = "http://barshelf.invalid";

const MAX_LENGTH = 2048;

/** Pages that would only ask again. */
const NOT_AFTER_LOGIN = new Set(["/login", "/signup"]);

/**
 * Backslashes (browsers read them as slashes) and control characters (URL parsing drops tabs
 * and newlines without a word, joining what was around them).
 */
const UNSAFE_CHARACTER = /[\\\u0000-\u001f\u007f-\u009f]/;

/** The site path a pathname names once its dot segments are resolved, with one leading slash. */
export function resolvedSitePath(pathname: string): string {
  return new URL(pathname.startsWith("/") ? pathname : `/${pathname}`, SITE).pathname.replace(/^\/+/, "/");
}

/** `candidate` as a path on this site, or `fallback` when it is anything else. */
export function safeNextPath(candidate: string | null | undefined, fallback: string = DEFAULT_AFTER_LOGIN): string {
  if (typeof candidate !== "string" || candidate.length > MAX_LENGTH) return fallback;
  if (!candidate.startsWith("/") || UNSAFE_CHARACTER.test(candidate)) return fallback;
  let url: URL;
  try {
    url = new URL(candidate, SITE);
  } catch {
    return fallback;
  }
  if (url.origin !== SITE) return fallback;
  const path = url.pathname + url.search + url.hash;
  // Read again on its own, the answer must name the very same place.
  if (path.startsWith("//") || new URL(path, SITE).href !== url.href) return fallback;
  if (NOT_AFTER_LOGIN.has(url.pathname.replace(/\/+$/, "").toLowerCase())) return fallback;
  return path;
}
