/** The pages anyone may see; every other page needs a session (src/proxy.ts, the front server). */
export const PUBLIC_PAGES: ReadonlySet<string> = new Set(["/login", "/signup"]);
