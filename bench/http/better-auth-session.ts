// The front server's session check done the standard way, for the bench only
// (bench/session-check.bench.ts): better-auth's getSession reads and verifies the cookie and
// the session, then the same query as production finds the caller's upload under the key.
// Bundled in place of front/session.ts's reader; never part of the service.
import { getAuth } from "../../src/server/auth/better-auth";
import { getSessionAccessForToken } from "../../src/server/db/session-access";
import type { SessionReader } from "../../src/server/http/front/session";

export function createSessionReader(): SessionReader {
  return async (req, key) => {
    const session = await getAuth().api.getSession({ headers: new Headers({ cookie: req.headers.cookie ?? "" }) });
    if (!session) return null;
    return getSessionAccessForToken({ token: session.session.token, key });
  };
}
