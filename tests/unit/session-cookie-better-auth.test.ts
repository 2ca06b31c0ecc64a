import { betterAuth } from "better-auth";
import { memoryAdapter } from "better-auth/adapters/memory";
import { describe, expect, it } from "vitest";
import { readCookie, sessionCookieName, usesSecureCookies, verifySessionCookie } from "@/server/auth/session-cookie";

/**
 * The front server checks the session cookie without better-auth (docs/decisions/0010). This
 * signs in through better-auth itself, so a better-auth release that names, encodes or signs
 * its cookie differently fails here rather than logging every user out of their photos.
 */
const secret = "a-test-secret-for-the-session-cookie-0123456789";

/** A better-auth instance like the service's (same secret, same cookie choice), in memory. */
function authFor(baseURL: string) {
  return betterAuth({
    secret,
    baseURL,
    database: memoryAdapter({ user: [], session: [], account: [], verification: [] }),
    emailAndPassword: { enabled: true, autoSignIn: true },
    advanced: { useSecureCookies: usesSecureCookies(baseURL) },
  });
}

/** The Cookie header a browser sends back after better-auth's sign-up answer. */
async function signedInCookieHeader(auth: ReturnType<typeof authFor>): Promise<{ cookie: string; token: string }> {
  const { headers, response } = await auth.api.signUpEmail({
    body: { name: "Ada", email: "ada@example.com", password: "a long enough password" },
    returnHeaders: true,
  });
  const cookie = headers
    .getSetCookie()
    .map((line) => line.slice(0, line.indexOf(";")))
    .join("; ");
  expect(response.token).toEqual(expect.any(String));
  return { cookie, token: response.token! };
}

/** The cookie with one letter of its signature changed: still well-formed base64, wrongly signed. */
function withSignatureChanged(cookie: string, token: string): string {
  const at = cookie.indexOf(`${token}.`) + token.length + 1;
  const letter = cookie.slice(at).search(/[A-Za-z0-9]/) + at;
  return cookie.slice(0, letter) + (cookie[letter] === "A" ? "B" : "A") + cookie.slice(letter + 1);
}

/** What the front server's check reads from a Cookie header: the session token, or null. */
function frontServerToken(cookie: string, baseURL: string): string | null {
  return verifySessionCookie(readCookie(cookie, sessionCookieName(baseURL)), secret);
}

describe("the front server's session check against better-auth's own cookie", () => {
  for (const baseURL of ["https://bar.example.com", "http://192.168.1.20:3000"]) {
    it(`accepts the cookie better-auth sets at sign-up, and yields its session's token (${baseURL})`, async () => {
      const auth = authFor(baseURL);
      const { cookie, token } = await signedInCookieHeader(auth);
      const session = await auth.api.getSession({ headers: new Headers({ cookie }) });
      expect(session?.session.token).toBe(token);
      expect(frontServerToken(cookie, baseURL)).toBe(token);
    });
  }

  it("rejects the same cookie with its token or its signature changed, as better-auth does", async () => {
    const baseURL = "https://bar.example.com";
    const auth = authFor(baseURL);
    const { cookie, token } = await signedInCookieHeader(auth);
    const otherToken = token.slice(0, -1) + (token.endsWith("a") ? "b" : "a");
    const tampered = [cookie.replace(token, otherToken), withSignatureChanged(cookie, token)];
    for (const forged of tampered) {
      expect(forged).not.toBe(cookie);
      expect(frontServerToken(forged, baseURL)).toBeNull();
      expect(await auth.api.getSession({ headers: new Headers({ cookie: forged }) })).toBeNull();
    }
  });
});
