import { createServer, type AddressInfo, type Socket } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startApp } from "../helpers/app-server";
import { nextTestAddress } from "../helpers/client";
import { selectRows, updateRows, type DatabaseOf } from "../helpers/database";
import { ownDatabaseEnv } from "../helpers/instances";
import { IDP_USERS, startAppWithIdp, startIdp, TEST_CLIENT, type AppWithIdp } from "../helpers/oidc-provider";
import { freePort } from "../../test-support/ports";
import { SsoBrowser } from "../helpers/oidc-flow";

/**
 * Single sign-on against a real OpenID provider in its own process (tests/helpers/
 * oidc-provider-process.mjs), on the suite's engine and store: each server here has a
 * database of its own, since the provider's people have fixed e-mail addresses.
 */

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const c of cleanups.reverse()) await c();
});

async function passwordSignUp(appUrl: string, email: string): Promise<Response> {
  return fetch(`${appUrl}/api/auth/sign-up/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: appUrl, "x-forwarded-for": nextTestAddress() },
    body: JSON.stringify({ name: "Password person", email, password: "correct horse battery" }),
  });
}

async function passwordSignIn(appUrl: string, email: string): Promise<Response> {
  return fetch(`${appUrl}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: appUrl, "x-forwarded-for": nextTestAddress() },
    body: JSON.stringify({ email, password: "correct horse battery" }),
  });
}

/** A page's HTML without React's markers between adjacent text parts. */
function pageText(html: string): string {
  return html.replaceAll("<!-- -->", "");
}

describe("single sign-on beside passwords", () => {
  let server: AppWithIdp;
  let database: DatabaseOf;
  beforeAll(async () => {
    const env = await ownDatabaseEnv(cleanups);
    server = await startAppWithIdp(env);
    database = { DATABASE_URL: env.DATABASE_URL, DATA_DIR: env.DATA_DIR };
    cleanups.push(() => server.stop());
  }, 90_000);

  it("asks the provider for a code with PKCE (S256), a state and a nonce, back to the documented redirect URI", async () => {
    const url = new URL(await new SsoBrowser(server.app.baseUrl).start());
    expect(url.origin).toBe(server.idp.issuer);
    const q = url.searchParams;
    expect(q.get("response_type")).toBe("code");
    expect(q.get("code_challenge_method")).toBe("S256");
    expect(q.get("code_challenge")).toMatch(/^[\w-]{43}$/);
    expect(q.get("state")).toMatch(/^.{16,}$/);
    expect(q.get("nonce")).toMatch(/^.{16,}$/);
    expect(q.get("redirect_uri")).toBe(`${server.app.baseUrl}/api/auth/callback/oidc`);
    expect(q.get("scope")?.split(" ").sort()).toEqual(["email", "openid", "profile"]);
  });

  it("makes an account on the first sign-in, and signs the same account in the next time", async () => {
    const first = new SsoBrowser(server.app.baseUrl);
    expect(await first.signIn(IDP_USERS.newcomer.sub)).toBe("/welcome");
    const created = await first.session();
    expect(created?.user).toMatchObject({ email: IDP_USERS.newcomer.email, name: IDP_USERS.newcomer.name, emailVerified: true });
    // The session records how it was signed in; /account names it by OIDC_NAME.
    expect(created?.session.signInMethod).toBe("sso:oidc");

    const again = new SsoBrowser(server.app.baseUrl);
    expect(await again.signIn(IDP_USERS.newcomer.sub)).toBe("/recipes");
    expect((await again.session())?.user.id).toBe(created!.user.id);
  });

  it("keeps the provider's tokens encrypted, and signs out of Barshelf only", async () => {
    const browser = new SsoBrowser(server.app.baseUrl);
    await browser.signIn(IDP_USERS.newcomer.sub);
    const { user } = (await browser.session())!;
    const [account] = await selectRows<{ access_token: string }>(`select access_token from "account" where user_id = $1 and provider_id = 'oidc'`, [user.id], database);
    // better-auth's ciphertext is hex; the provider's access token is base64url.
    expect(account!.access_token).toMatch(/^[0-9a-f]{64,}$/);

    const out = await browser.fetch(`${server.app.baseUrl}/api/auth/sign-out`, { method: "POST", contentType: "application/json", body: "{}" });
    expect(out.status).toBe(200);
    expect(out.headers.get("location")).toBeNull();
    expect(await out.json()).toEqual({ success: true });
    expect(await browser.session()).toBeNull();
  });

  it("gives an account a name when the provider has none for the person", async () => {
    const browser = new SsoBrowser(server.app.baseUrl);
    expect(await browser.signIn(IDP_USERS.nameless.sub)).toBe("/welcome");
    expect((await browser.session())?.user).toMatchObject({ email: IDP_USERS.nameless.email, name: "nameless" });
  });

  it("joins an existing account when the provider vouches for the address, and the password still works", async () => {
    const signedUp = await passwordSignUp(server.app.baseUrl, IDP_USERS.verifiedMatch.email);
    expect(signedUp.status).toBe(200);
    const { user } = (await signedUp.json()) as { user: { id: string } };

    const browser = new SsoBrowser(server.app.baseUrl);
    expect(await browser.signIn(IDP_USERS.verifiedMatch.sub)).toBe("/recipes");
    expect((await browser.session())?.user.id).toBe(user.id);
    expect((await passwordSignIn(server.app.baseUrl, IDP_USERS.verifiedMatch.email)).status).toBe(200);
  });

  it("refuses to join an existing account when the provider has not verified the address, and signs nobody in", async () => {
    const signedUp = await passwordSignUp(server.app.baseUrl, IDP_USERS.unverifiedMatch.email);
    expect(signedUp.status).toBe(200);

    const browser = new SsoBrowser(server.app.baseUrl);
    expect(await browser.signIn(IDP_USERS.unverifiedMatch.sub)).toBe("/login?error=account_not_linked");
    expect(await browser.session()).toBeNull();
    // Not joined behind the refusal either: a second try is refused the same way.
    expect(await new SsoBrowser(server.app.baseUrl).signIn(IDP_USERS.unverifiedMatch.sub)).toBe("/login?error=account_not_linked");
  });

  it("refuses a callback whose state is not the one this browser started, and one without a state", async () => {
    const browser = new SsoBrowser(server.app.baseUrl);
    const started = new URL(await browser.start());
    const state = started.searchParams.get("state")!;
    const callback = `${server.app.baseUrl}/api/auth/callback/oidc`;

    const forged = await browser.fetch(`${callback}?code=made-up&state=${encodeURIComponent(state.slice(0, -2) + "xy")}`);
    expect(forged.status).toBe(302);
    expect(forged.headers.get("location")).toBe("/login?error=state_mismatch");

    const missing = await browser.fetch(`${callback}?code=made-up`);
    expect(missing.headers.get("location")).toBe("/login?error=state_not_found");

    // The right state from another browser (no state cookie): an attacker's link, refused.
    const other = new SsoBrowser(server.app.baseUrl);
    const stolen = await other.fetch(`${callback}?code=made-up&state=${encodeURIComponent(state)}`);
    expect(stolen.headers.get("location")).toMatch(/^\/login\?error=state_(security_)?mismatch$/);
    expect(stolen.headers.getSetCookie().some((c) => c.includes("session_token=") && !/max-age=0/i.test(c))).toBe(false);
    expect(await other.session()).toBeNull();
  });

  it("refuses a code taken from someone else's sign-in: its PKCE verifier stayed in the other browser", async () => {
    const victim = new SsoBrowser(server.app.baseUrl);
    const victimReturn = new URL(await victim.signInAtProvider(IDP_USERS.newcomer.sub, { beforeCallback: true }));
    expect(victimReturn.pathname).toBe("/api/auth/callback/oidc");
    const code = victimReturn.searchParams.get("code")!;
    expect(code).toBeTruthy();

    // The attacker starts a sign-in of their own (their state, their verifier) and swaps in the victim's code.
    const attacker = new SsoBrowser(server.app.baseUrl);
    const state = new URL(await attacker.start()).searchParams.get("state")!;
    const answer = await attacker.fetch(`${server.app.baseUrl}/api/auth/callback/oidc?code=${encodeURIComponent(code)}&state=${encodeURIComponent(state)}`);
    expect(answer.headers.get("location")).toBe("/login?error=invalid_code");
    expect(await attacker.session()).toBeNull();
  });

  it("refuses an ID token whose nonce is not the one this browser's sign-in asked for", async () => {
    const browser = new SsoBrowser(server.app.baseUrl);
    const swapNonce = (url: string) => {
      const changed = new URL(url);
      changed.searchParams.set("nonce", "a-nonce-this-browser-never-asked-for");
      return changed.href;
    };
    const landed = new URL(await browser.signInAtProvider(IDP_USERS.newcomer.sub, { authorizeUrlAs: swapNonce }));
    expect(landed.pathname).toBe("/login");
    expect(landed.searchParams.get("error")).toBe("unable_to_get_user_info");
    expect(await browser.session()).toBeNull();
    const said = pageText(await (await browser.fetch(landed.href)).text());
    expect(said).toContain("Barshelf could not confirm your sign-in with Test ID.");
  });

  it("deletes an account without a password on a fresh sign-in, and refuses it on an old one", async () => {
    const browser = new SsoBrowser(server.app.baseUrl);
    await browser.signIn(IDP_USERS.nameless.sub);
    // /account says there is no password, asks for none, and says how deleting works instead.
    const accountPage = pageText(await (await browser.fetch(`${server.app.baseUrl}/account`)).text());
    expect(accountPage).toContain("this account has no password");
    expect(accountPage).not.toContain('type="password"');
    expect(accountPage).toContain("works only within 10 minutes of signing in");
    const { user } = (await browser.session())!;
    // An hour-old sign-in, as a session left open on another device would be.
    const [session] = await selectRows<{ created_at: unknown }>(`select created_at from "session" where user_id = $1`, [user.id], database);
    const hourAgo = new Date(Date.now() - 3_600_000);
    const older = typeof session!.created_at === "number" ? hourAgo.getTime() : typeof session!.created_at === "string" ? hourAgo.toISOString() : hourAgo;
    await updateRows(`update "session" set created_at = $1 where user_id = $2`, [older, user.id], database);
    const refused = await browser.fetch(`${server.app.baseUrl}/api/account/delete`, { method: "POST", contentType: "application/json", body: "{}" });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ error: expect.stringMatching(/sign in again/) });

    const fresh = new SsoBrowser(server.app.baseUrl);
    expect(await fresh.signIn(IDP_USERS.nameless.sub)).toBe("/recipes");
    const deleted = await fresh.fetch(`${server.app.baseUrl}/api/account/delete`, { method: "POST", contentType: "application/json", body: "{}" });
    expect(deleted.status).toBe(204);
    expect(await selectRows(`select id from "user" where id = $1`, [user.id], database)).toEqual([]);
  });

  it("still asks a password account for its password to delete it, fresh sign-in or not", async () => {
    const signedUp = await passwordSignUp(server.app.baseUrl, "keeps-a-password@example.test");
    const cookie = signedUp.headers.getSetCookie().find((c) => c.includes("session_token="))!.split(";")[0]!;
    const res = await fetch(`${server.app.baseUrl}/api/account/delete`, {
      method: "POST",
      headers: { cookie, origin: server.app.baseUrl, "content-type": "application/json" },
      body: "{}",
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ issues: [{ path: ["password"], message: "Type your password." }] });
  });

  it("shows the sign-in button beside the password form, and says in words why a single sign-on failed", async () => {
    const html = pageText(await (await fetch(`${server.app.baseUrl}/login?error=account_not_linked`)).text());
    expect(html).toContain("Sign in with Test ID");
    expect(html).toContain('type="password"');
    expect(html).toContain("has not confirmed that the address is yours");
    // In the browser's language.
    const german = pageText(await (await fetch(`${server.app.baseUrl}/login?error=state_mismatch`, { headers: { "accept-language": "de" } })).text());
    expect(german).toContain("Mit Test ID anmelden");
    expect(german).toContain("Fang noch einmal an.");
  });
});

describe("single sign-on only (PASSWORD_SIGNIN=false, OIDC_ALLOW_SIGNUP=false)", () => {
  let server: AppWithIdp;
  beforeAll(async () => {
    server = await startAppWithIdp({ ...(await ownDatabaseEnv(cleanups)), PASSWORD_SIGNIN: "false", OIDC_ALLOW_SIGNUP: "false" });
    cleanups.push(() => server.stop());
  }, 90_000);

  it("refuses password sign-up and sign-in with a 403 and a sentence", async () => {
    for (const res of [await passwordSignUp(server.app.baseUrl, "someone@example.test"), await passwordSignIn(server.app.baseUrl, "someone@example.test")]) {
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({ error: expect.stringMatching(/single sign-on only/) });
    }
    // However the path is spelled.
    const res = await fetch(`${server.app.baseUrl}/api/auth//Sign-In/%65mail`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: server.app.baseUrl },
      body: JSON.stringify({ email: "someone@example.test", password: "correct horse battery" }),
    });
    expect(res.status).toBe(403);
  });

  it("shows no password form, only the button", async () => {
    for (const page of ["/login", "/signup"]) {
      const html = pageText(await (await fetch(server.app.baseUrl + page)).text());
      expect(html).toContain("Sign in with Test ID");
      expect(html).not.toContain('type="password"');
    }
  });

  it("makes no account for someone the provider knows but Barshelf does not", async () => {
    const browser = new SsoBrowser(server.app.baseUrl);
    expect(await browser.signIn(IDP_USERS.newcomer.sub)).toBe("/login?error=signup_disabled");
    expect(await browser.session()).toBeNull();
  });
});

describe("a provider that is down when the server starts", () => {
  it("leaves passwords working, says the provider cannot be reached, and signs in once it is back", { timeout: 120_000 }, async () => {
    const [appPort, idpPort] = [await freePort(), await freePort()];
    const appUrl = `http://127.0.0.1:${appPort}`;
    const app = await startApp({
      ...(await ownDatabaseEnv(cleanups)),
      PORT: String(appPort),
      BETTER_AUTH_URL: appUrl,
      OIDC_ISSUER: `http://localhost:${idpPort}`,
      OIDC_CLIENT_ID: TEST_CLIENT.id,
      OIDC_CLIENT_SECRET: TEST_CLIENT.secret,
    });
    cleanups.push(() => app.stop());
    expect((await passwordSignUp(appUrl, "while-the-provider-is-down@example.test")).status).toBe(200);
    const pressed = await fetch(`${appUrl}/api/auth/sign-in/social`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: appUrl },
      body: JSON.stringify({ provider: "oidc", callbackURL: "/recipes" }),
    });
    expect(pressed.status).toBeGreaterThanOrEqual(400);
    expect(pressed.status).toBeLessThan(500);

    const idp = await startIdp(`${appUrl}/api/auth/callback/oidc`, { port: idpPort });
    cleanups.push(() => idp.stop());
    expect(await new SsoBrowser(appUrl).signIn(IDP_USERS.newcomer.sub)).toBe("/welcome");
  });
});

describe("a provider that takes connections but never answers", () => {
  it("does not hold up the start, nor sessions and passwords", { timeout: 120_000 }, async () => {
    const held: Socket[] = [];
    const silent = createServer((socket) => held.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
    cleanups.push(async () => {
      for (const socket of held) socket.destroy();
      await new Promise((resolve) => silent.close(resolve));
    });
    const appPort = await freePort();
    const appUrl = `http://127.0.0.1:${appPort}`;
    const started = Date.now();
    const app = await startApp({
      ...(await ownDatabaseEnv(cleanups)),
      PORT: String(appPort),
      BETTER_AUTH_URL: appUrl,
      OIDC_ISSUER: `http://127.0.0.1:${(silent.address() as AddressInfo).port}`,
      OIDC_CLIENT_ID: TEST_CLIENT.id,
      OIDC_CLIENT_SECRET: TEST_CLIENT.secret,
    });
    cleanups.push(() => app.stop());
    expect(held.length).toBeGreaterThan(0);
    expect((await passwordSignUp(appUrl, "beside-a-silent-provider@example.test")).status).toBe(200);
    // Seconds, not the minutes a request without a time limit would wait.
    expect(Date.now() - started).toBeLessThan(45_000);
  });
});

describe("a start with single sign-on half configured", () => {
  async function startError(env: Record<string, string>): Promise<string> {
    const failed = await startApp(env).then(
      async (app) => {
        await app.stop();
        return "the server started";
      },
      (err: Error) => err.message,
    );
    return failed;
  }

  it("stops with a sentence naming what is missing", { timeout: 60_000 }, async () => {
    expect(await startError({ OIDC_ISSUER: "https://id.example.com", BETTER_AUTH_URL: "http://127.0.0.1:1" })).toMatch(/OIDC_ISSUER is set, so OIDC_CLIENT_ID must be set too/);
    expect(await startError({ PASSWORD_SIGNIN: "false" })).toMatch(/PASSWORD_SIGNIN=false needs OIDC_ISSUER/);
  });
});
