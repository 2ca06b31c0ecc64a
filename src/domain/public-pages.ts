/** The pages anyone may see; every other page needs a session (src/proxy.ts, the front server). */
export const PUBLIC_PAGES: ReadonlySet<string> = new Set(["/", "/login", "/signup"]);

/** Whether a page path is public, a trailing slash ignored ("/login/" is "/login", "/" stays "/"). */
export function isPublicPage(pathname: string): boolean {
  return PUBLIC_PAGES.has(pathname.replace(/\/+$/, "") || "/");
}
