import { isInviteCodeShape } from "./households";
import { partyTokenOfPath } from "./party";

/** The pages anyone may see; every other page needs a session (src/proxy.ts, the front server). */
export const PUBLIC_PAGES: ReadonlySet<string> = new Set(["/", "/login", "/signup"]);

/** An invitation's page, `/invite/<code>`, is public too, for a code of the right shape only. */
const INVITE_PAGE = /^\/invite\/([^/]+)$/;

/** Whether a page path is public, a trailing slash ignored ("/login/" is "/login", "/" stays "/"). */
export function isPublicPage(pathname: string): boolean {
  const path = pathname.replace(/\/+$/, "") || "/";
  if (PUBLIC_PAGES.has(path)) return true;
  // A party menu's guest page and its routes, for a token of the right shape only.
  if (partyTokenOfPath(path) !== null) return true;
  const code = INVITE_PAGE.exec(path)?.[1];
  return code !== undefined && isInviteCodeShape(code);
}
