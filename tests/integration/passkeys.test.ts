import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { backend } from "../helpers/backend";
import { nextTestAddress, sessionCookieFrom, signIn, signUp, TestClient } from "../helpers/client";
import { executeSql, selectRows } from "../helpers/database";
import { expectServerError } from "../helpers/server-log-guard";
import { SoftwareAuthenticator, type AuthenticationOptions, type RegistrationOptions } from "../helpers/software-authenticator";

interface Answer<T = unknown> {
  status: number;
  body: T;
  cookies: string[];
  res: Response;
}

/** A request as the site's own page sends it (Origin, the given cookies), from `address`. */
async function call<T = unknown>(method: string, path: string, { cookies = [] as (string | null)[], body = undefined as unknown, address = nextTestAddress(), headers = {} as Record<string, string> } = {}): Promise<Answer<T>> {
  const { baseUrl } = backend();
  const res = await fetch(baseUrl + path, {
    method,
    headers: {
      origin: baseUrl,
      "x-forwarded-for": address,
      ...(cookies.some(Boolean) ? { cookie: cookies.filter(Boolean).join("; ") } : {}),
      ...(body === undefined ? {} : { "content-type": "application/json" }),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
    redirect: "manual",
  });
  const text = await res.text();
  const parsed = res.headers.get("content-type")?.includes("application/json") && text ? JSON.parse(text) : text;
  return { status: res.status, body: parsed as T, cookies: res.headers.getSetCookie().map((c) => c.split(";")[0]!), res };
}

/** Adds a passkey for the client's user through better-auth's two steps, as the account page does. */
async function addPasskey(client: TestClient, device: SoftwareAuthenticator, name?: string, { origin }: { origin?: string } = {}) {
  const options = await call<RegistrationOptions>("GET", "/api/auth/passkey/generate-register-options", { cookies: [client.cookie] });
  expect(options.status, JSON.stringify(options.body)).toBe(200);
  const response = device.register(options.body, { origin });
  return call<{ id: string; name?: string }>("POST", "/api/auth/passkey/verify-registration", { cookies: [client.cookie, ...options.cookies], body: { response, name } });
}

/** Signs in with the device's first (or the given) passkey, as the login page does; the client when it worked. */
async function signInWithPasskey(device: SoftwareAuthenticator, { address = nextTestAddress(), origin = undefined as string | undefined, credential = device.credentials[0] } = {}) {
  const options = await call<AuthenticationOptions>("GET", "/api/auth/passkey/generate-authenticate-options", { address });
  expect(options.status, JSON.stringify(options.body)).toBe(200);
  const response = device.authenticate(options.body, { origin, credential });
  const answer = await call<{ user: { id: string; name: string; email: string } }>("POST", "/api/auth/passkey/verify-authentication", {
    cookies: options.cookies,
    body: { response },
    address,
  });
  const client = answer.status === 200 ? new TestClient(backend().baseUrl, sessionCookieFrom(answer.res), answer.body.user) : null;
  return { answer, client, response, challengeCookies: options.cookies };
}

async function passkeysOf(client: TestClient) {
  const list = await client.get<{ passkeys: { id: string; name: string | null; createdAt: string; lastUsedAt: string | null }[] }>("/api/account/passkeys");
  expect(list.status).toBe(200);
  return list.body.passkeys;
}

/** What /account says of this device's sign-in method (the line under "(this device)"). */
async function thisDevicesMethod(client: TestClient): Promise<string> {
  const page = await client.get<string>("/account");
  expect(page.status).toBe(200);
  const html = page.body.replace(/<!-- -->/g, "");
  const line = html.match(/\(this device\)<br\/?><span[^>]*>([^<]*)/)?.[1];
  expect(line, "the account page lists this device").toBeDefined();
  return line!.split(". Signed in")[0]!;
}

describe("passkeys", () => {
  it("adds a passkey, signs in with it (the session says so), and once removed it signs nobody in", async () => {
    const owner = await signUp("Pia Passkey");
    const device = new SoftwareAuthenticator(backend().baseUrl);
    const added = await addPasskey(owner, device, "  Pia's phone ");
    expect(added.status, JSON.stringify(added.body)).toBe(200);

    const [listed] = await passkeysOf(owner);
    expect(listed).toMatchObject({ name: "Pia's phone", lastUsedAt: null });
    expect(Object.keys(listed!).sort()).toEqual(["createdAt", "id", "lastUsedAt", "name"]);

    const { answer, client } = await signInWithPasskey(device);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.user.id).toBe(owner.user!.id);
    expect((await client!.get("/api/recipes")).status).toBe(200);
    expect(await thisDevicesMethod(client!)).toBe("Passkey");
    expect(await thisDevicesMethod(owner)).toBe("Password");
    expect((await passkeysOf(owner))[0]!.lastUsedAt).not.toBeNull();

    expect((await owner.delete(`/api/account/passkeys/${listed!.id}`)).status).toBe(204);
    expect(await passkeysOf(owner)).toEqual([]);
    const refused = await signInWithPasskey(device);
    expect(refused.answer.status).toBe(401);
    expect(refused.client).toBeNull();
  });

  it("refuses adding a passkey without a session, and with a script's token", async () => {
    const anonymousOptions = await call("GET", "/api/auth/passkey/generate-register-options");
    expect(anonymousOptions.status).toBe(401);
    const device = new SoftwareAuthenticator(backend().baseUrl);
    const forged = device.register({ challenge: "bm90LWEtY2hhbGxlbmdl", rp: { id: "localhost" } });
    expect((await call("POST", "/api/auth/passkey/verify-registration", { body: { response: forged } })).status).toBe(401);

    const owner = await signUp();
    const token = await owner.post<{ token: string }>("/api/account/tokens", { name: "script", scopes: ["read", "write"] });
    const bearer = { authorization: `Bearer ${token.body.token}` };
    expect((await call("GET", "/api/auth/passkey/generate-register-options", { headers: bearer })).status).toBe(403);
    expect((await call("GET", "/api/account/passkeys", { headers: bearer })).status).toBe(403);
    expect((await call("DELETE", "/api/account/passkeys/x", { headers: bearer })).status).toBe(403);
  });

  it("answers another user's passkey like a missing one, and better-auth's own list and delete are off", async () => {
    const owner = await signUp();
    const stranger = await signUp();
    const device = new SoftwareAuthenticator(backend().baseUrl);
    expect((await addPasskey(owner, device, "Owner's key")).status).toBe(200);
    const [key] = await passkeysOf(owner);

    const theirs = await stranger.delete<{ error: string }>(`/api/account/passkeys/${key!.id}`);
    const missing = await stranger.delete<{ error: string }>(`/api/account/passkeys/00000000-0000-4000-8000-000000000000`);
    expect([theirs.status, missing.status]).toEqual([404, 404]);
    expect(theirs.body).toEqual(missing.body);
    expect(await passkeysOf(stranger)).toEqual([]);

    for (const path of ["/api/auth/passkey/delete-passkey", "/api/auth/passkey/update-passkey"]) {
      const answer = await stranger.post(path, { id: key!.id, name: "taken" });
      expect(answer.status, path).toBe(404);
    }
    expect((await stranger.get("/api/auth/passkey/list-user-passkeys")).status).toBe(404);
    expect(await passkeysOf(owner)).toMatchObject([{ id: key!.id, name: "Owner's key" }]);
    expect((await signInWithPasskey(device)).answer.status).toBe(200);
  });

  it("refuses an answer made for another site, a replayed answer, and a challenge issued to another account", async () => {
    const owner = await signUp();
    const device = new SoftwareAuthenticator(backend().baseUrl);
    const foreign = await addPasskey(owner, new SoftwareAuthenticator(backend().baseUrl), undefined, { origin: "https://evil.example" });
    expect(foreign.status).toBe(400);
    expect(foreign.body).toEqual({ error: expect.stringContaining("not made for this site") });
    expect(await passkeysOf(owner)).toEqual([]);
    expect((await addPasskey(owner, device, "Real")).status).toBe(200);

    expect((await signInWithPasskey(device, { origin: "https://evil.example" })).answer.status).toBe(400);

    // better-auth's plugin logs a failed verification as an error, whatever its cause.
    expectServerError("Failed to verify authentication");
    const first = await signInWithPasskey(device);
    expect(first.answer.status).toBe(200);
    const replay = await call("POST", "/api/auth/passkey/verify-authentication", { cookies: first.challengeCookies, body: { response: first.response } });
    expect(replay.status).toBe(400);
    const freshChallenge = await call("GET", "/api/auth/passkey/generate-authenticate-options");
    const replayOnFresh = await call("POST", "/api/auth/passkey/verify-authentication", { cookies: freshChallenge.cookies, body: { response: first.response } });
    expect(replayOnFresh.status).toBe(400);

    // A registration challenge issued to one account does not register a passkey for another.
    const stranger = await signUp();
    const ownersChallenge = await call<RegistrationOptions>("GET", "/api/auth/passkey/generate-register-options", { cookies: [owner.cookie] });
    const response = device.register(ownersChallenge.body);
    const crossed = await call("POST", "/api/auth/passkey/verify-registration", { cookies: [stranger.cookie, ...ownersChallenge.cookies], body: { response } });
    expect(crossed.status).toBe(401);
    expect(await passkeysOf(stranger)).toEqual([]);
    expect(await passkeysOf(owner)).toHaveLength(1);

    // An answer to an earlier challenge than the one the browser now holds: refused as the device's, not the server's, failure.
    expectServerError("Failed to verify registration");
    const earlier = await call<RegistrationOptions>("GET", "/api/auth/passkey/generate-register-options", { cookies: [owner.cookie] });
    const later = await call<RegistrationOptions>("GET", "/api/auth/passkey/generate-register-options", { cookies: [owner.cookie] });
    const stale = await call("POST", "/api/auth/passkey/verify-registration", {
      cookies: [owner.cookie, ...later.cookies],
      body: { response: new SoftwareAuthenticator(backend().baseUrl).register(earlier.body), name: "Stale" },
    });
    expect(stale.status).toBe(400);
    expect(stale.body).toEqual({ error: expect.stringContaining("no passkey was added") });
    expect(await passkeysOf(owner)).toHaveLength(1);
  });

  it("holds a passkey's name to the rules of a name: one line, at most 80 characters, blank is unnamed", async () => {
    const owner = await signUp();
    const device = new SoftwareAuthenticator(backend().baseUrl);
    expect((await addPasskey(owner, device, "a\u0000b")).status).toBe(400);
    expect((await addPasskey(owner, device, "x".repeat(81))).status).toBe(400);
    expect(await passkeysOf(owner)).toEqual([]);
    expect((await addPasskey(owner, device, "   ")).status).toBe(200);
    expect(await passkeysOf(owner)).toMatchObject([{ name: null }]);
  });

  it("counts passkey sign-ins against the per-address sign-in limit", async () => {
    const owner = await signUp();
    const device = new SoftwareAuthenticator(backend().baseUrl);
    expect((await addPasskey(owner, device, "Key")).status).toBe(200);
    const address = nextTestAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await signInWithPasskey(device, { address })).answer.status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it("clears expired challenges when an address starts a new window, so abandoned ones do not pile up", async () => {
    const [expired, live] = [randomUUID(), randomUUID()];
    const row = (id: string, expiresAt: string) => `('${id}', 'test-${id}', '{}', '${expiresAt}', '2026-01-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z')`;
    await executeSql(`insert into verification (id, identifier, value, expires_at, created_at, updated_at) values ${row(expired, "2026-01-01T00:05:00.000Z")}, ${row(live, "2999-01-01T00:00:00.000Z")}`);
    expect((await call("GET", "/api/auth/passkey/generate-authenticate-options")).status).toBe(200);
    const left = await selectRows<{ id: string }>("select id from verification where id in ($1, $2)", [expired, live]);
    expect(left.map((r) => r.id)).toEqual([live]);
  });

  it("removes a user's passkeys with their account", async () => {
    const owner = await signUp();
    const device = new SoftwareAuthenticator(backend().baseUrl);
    expect((await addPasskey(owner, device, "Key")).status).toBe(200);
    expect((await owner.post("/api/account/delete", { password: "correct horse battery" })).status).toBe(204);
    expect(await selectRows("select id from passkey where user_id = $1", [owner.user!.id])).toEqual([]);
    expect((await signInWithPasskey(device)).answer.status).toBe(401);
  });
});

describe("each session's sign-in method", () => {
  it("records password sign-ups and sign-ins, keeps it through a password change, and calls an older session unknown", async () => {
    const here = await signUp();
    const { client: elsewhere } = await signIn(here.user!);
    expect(await thisDevicesMethod(here)).toBe("Password");
    expect(await thisDevicesMethod(elsewhere)).toBe("Password");

    const changed = await elsewhere.post("/api/auth/change-password", { currentPassword: "correct horse battery", newPassword: "another long passphrase", revokeOtherSessions: true });
    expect(changed.status).toBe(200);
    const cookie = changed.headers.getSetCookie().find((c) => c.includes("better-auth.session_token="))!.split(";")[0]!;
    const renewed = new TestClient(elsewhere.baseUrl, cookie, elsewhere.user);
    expect(await thisDevicesMethod(renewed)).toBe("Password");

    await executeSql(`update session set sign_in_method = null where user_id = '${here.user!.id}'`);
    expect(await thisDevicesMethod(renewed)).toBe("Sign-in method unknown");
    const rows = await selectRows<{ sign_in_method: string | null }>("select sign_in_method from session where user_id = $1", [here.user!.id]);
    expect(rows.map((r) => r.sign_in_method)).toEqual([null]);
  });
});
