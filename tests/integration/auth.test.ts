import { describe, expect, it } from "vitest";
import { backend } from "../helpers/backend";
import { anonymous, nextTestAddress, sessionCookieFrom, signUp } from "../helpers/client";
import { whileAnotherConnectionWrites } from "../helpers/database";

const json = { "content-type": "application/json" };

describe("accounts and sessions", () => {
  it("signs a new user up, signs them in, and get-session shows them", async () => {
    const client = await signUp("Ada Bartender");
    const session = await client.get<{ user: { id: string; name: string; email: string }; session: object }>(
      "/api/auth/get-session",
    );
    expect(session.status).toBe(200);
    expect(session.body.user).toMatchObject({ name: "Ada Bartender", email: client.user!.email });
    expect(session.body.user.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(session.body.session).toBeTypeOf("object");
  });

  it("signs users up while another connection is writing to the database", async () => {
    // On SQLite this once failed as 422 FAILED_TO_CREATE_USER (SQLITE_BUSY_SNAPSHOT): sign-up
    // reads, then writes, inside one transaction, and a commit from elsewhere in between
    // made the write impossible.
    const writer = await signUp("Busy Writer");
    const { result: clients, writes } = await whileAnotherConnectionWrites(writer.user!.id, async () => [
      ...(await Promise.all(["A", "B", "C", "D"].map((n) => signUp(`Guest ${n}`)))),
      ...(await Promise.all(["E", "F", "G", "H"].map((n) => signUp(`Guest ${n}`)))),
    ]);
    expect(writes).toBeGreaterThan(0);
    expect(clients.map((c) => c.user!.name)).toEqual(["A", "B", "C", "D", "E", "F", "G", "H"].map((n) => `Guest ${n}`));
    for (const client of clients) {
      const session = await client.get<{ user: { id: string } }>("/api/auth/get-session");
      expect(session.body.user.id).toBe(client.user!.id);
    }
  });

  it("answers get-session with null without a session", async () => {
    const res = await anonymous().get("/api/auth/get-session");
    expect(res.status).toBe(200);
    expect(res.body).toBeNull();
  });

  it("signs in with the right password only, and sign-out ends the session", async () => {
    const { baseUrl } = backend();
    const first = await signUp("Returning User");
    const email = first.user!.email;
    const address = nextTestAddress();
    const wrong = await fetch(`${baseUrl}/api/auth/sign-in/email`, {
      method: "POST",
      headers: { ...json, origin: baseUrl, "x-forwarded-for": address },
      body: JSON.stringify({ email, password: "not the password" }),
    });
    expect(wrong.status).toBe(401);

    const right = await fetch(`${baseUrl}/api/auth/sign-in/email`, {
      method: "POST",
      headers: { ...json, origin: baseUrl, "x-forwarded-for": address },
      body: JSON.stringify({ email, password: "correct horse battery" }),
    });
    expect(right.status).toBe(200);
    const cookie = sessionCookieFrom(right);

    const before = await fetch(`${baseUrl}/api/auth/get-session`, { headers: { cookie } });
    expect(((await before.json()) as { user: { email: string } }).user.email).toBe(email);

    const out = await fetch(`${baseUrl}/api/auth/sign-out`, {
      method: "POST",
      headers: { ...json, cookie, origin: baseUrl },
      body: "{}",
    });
    expect(out.status).toBe(200);
    const after = await fetch(`${baseUrl}/api/auth/get-session`, { headers: { cookie } });
    expect(await after.json()).toBeNull();
  });

  it("refuses passwords shorter than 8 or longer than 128 characters", async () => {
    const { baseUrl } = backend();
    for (const password of ["short7!", "x".repeat(129)]) {
      const res = await fetch(`${baseUrl}/api/auth/sign-up/email`, {
        method: "POST",
        headers: { ...json, origin: baseUrl, "x-forwarded-for": nextTestAddress() },
        body: JSON.stringify({ name: "P", email: `p-${password.length}-${Date.now()}@example.test`, password }),
      });
      expect(res.status).toBe(400);
    }
  });

  it("stores the password as a scrypt hash, never as given", async () => {
    const { baseUrl } = backend();
    const client = await signUp("Hash Check");
    // The hash is not reachable over HTTP; what we can see is that the session works
    // and no endpoint echoes the password back.
    const session = await client.get<Record<string, unknown>>("/api/auth/get-session");
    expect(JSON.stringify(session.body)).not.toContain("correct horse battery");
    expect(baseUrl).toBeTruthy();
  });
});

describe("shared conventions", () => {
  it("sends security headers and a nonce-based CSP on pages", async () => {
    const res = await fetch(`${backend().baseUrl}/login`);
    expect(res.status).toBe(200);
    const csp = res.headers.get("content-security-policy") ?? "";
    expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+' 'strict-dynamic'/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("x-frame-options")).toBe("DENY");
    expect(res.headers.get("referrer-policy")).toBe("same-origin");
    expect(res.headers.get("x-powered-by")).toBeNull();
    const html = await res.text();
    expect(html).toContain("Sign in");
    // Every script Next emits carries the nonce, so the strict policy does not break the page.
    const nonce = csp.match(/'nonce-([^']+)'/)?.[1];
    const scripts = html.match(/<script\b[^>]*>/g) ?? [];
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
  });

  it("redirects a visitor without a session from a private page to /login with the path", async () => {
    const res = await fetch(`${backend().baseUrl}/recipes?x=1`, { redirect: "manual" });
    expect(res.status).toBe(307);
    const location = new URL(res.headers.get("location")!, backend().baseUrl);
    expect(location.pathname).toBe("/login");
    expect(location.searchParams.get("next")).toBe("/recipes?x=1");
  });

  it("treats a trailing slash like the page itself: /login/ is public, /bar/ is private", async () => {
    const login = await fetch(`${backend().baseUrl}/login/`, { redirect: "manual" });
    expect(login.status).toBe(200);
    const bar = await fetch(`${backend().baseUrl}/bar/`, { redirect: "manual" });
    expect(bar.status).toBe(307);
    expect(bar.headers.get("location")).toContain("/login?next=%2Fbar");
  });

  it("redirects a forged session cookie too, from the page itself", async () => {
    const res = await fetch(`${backend().baseUrl}/recipes`, {
      redirect: "manual",
      headers: { cookie: "better-auth.session_token=forged.value" },
    });
    expect([303, 307]).toContain(res.status);
    expect(res.headers.get("location")).toContain("/login?next=%2Frecipes");
  });

  it("shows the signed-in user's name on /recipes", async () => {
    const client = await signUp("Page Viewer");
    const res = await fetch(`${backend().baseUrl}/recipes`, { headers: { cookie: client.cookie! } });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain("Page Viewer");
  });
});
