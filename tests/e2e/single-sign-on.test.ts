import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { IDP_USERS, startAppWithIdp, type AppWithIdp } from "../helpers/oidc-provider";
import { capture, launchBrowser, openUserMenu, PHONE, smallTapTargets, WatchedPage } from "./browser";

/**
 * "Sign in with …" in Chromium, against a real OpenID provider in its own process
 * (tests/helpers/oidc-provider-process.mjs) and a server of this file's own configured for it.
 * The provider's sign-in and consent pages are filled in as a person would.
 */
describe("single sign-on in the browser", () => {
  let server: AppWithIdp;
  let browser: Browser;
  const pages: WatchedPage[] = [];

  beforeAll(async () => {
    [server, browser] = await Promise.all([startAppWithIdp(), launchBrowser()]);
  }, 90_000);
  afterAll(async () => {
    for (const w of pages) await w.close();
    await browser?.close();
    await server?.stop();
  });

  /** A fresh browser (no cookies at Barshelf or at the provider), on this file's server. */
  async function freshPage(): Promise<WatchedPage> {
    const w = await WatchedPage.open(browser, { baseURL: server.app.baseUrl });
    // The provider's development pages ask for a favicon they do not have, and a web font from the internet.
    w.allow(/Failed to load resource.*(localhost|fonts\.googleapis\.com)/);
    pages.push(w);
    return w;
  }

  /** Presses the button on /login and signs in at the provider as `login`; resolves once back at Barshelf. */
  async function signInAtProvider(page: Page, login: string): Promise<void> {
    await page.getByRole("button", { name: "Sign in with Test ID" }).click();
    await page.waitForURL((url) => url.origin === server.idp.issuer);
    await page.locator('input[name="login"]').fill(login);
    await page.locator('input[name="password"]').fill("any password");
    await page.getByRole("button", { name: "Sign-in" }).click();
    await page.getByRole("button", { name: "Continue" }).click();
    await page.waitForURL((url) => url.origin === server.app.baseUrl);
    await page.waitForLoadState("networkidle");
  }

  async function passwordAccount(email: string): Promise<void> {
    const res = await fetch(`${server.app.baseUrl}/api/auth/sign-up/email`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: server.app.baseUrl, "x-forwarded-for": "10.99.0.1" },
      body: JSON.stringify({ name: "Password person", email, password: "correct horse battery" }),
    });
    expect(res.status).toBe(200);
  }

  it("shows the button (44 px, phone first) beside the password form", async () => {
    const w = await freshPage();
    await w.page.setViewportSize(PHONE);
    await w.goto("/login");
    const button = w.page.getByRole("button", { name: "Sign in with Test ID" });
    expect((await button.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    expect(await smallTapTargets(w.page.locator("main"))).toEqual([]);
    expect(await w.page.getByLabel("Password").isVisible()).toBe(true);
    await capture(w.page, "login-single-sign-on");
    w.expectClean();
  });

  it("makes an account on the first sign-in and starts the welcome path; the next sign-in opens the recipes", async () => {
    const first = await freshPage();
    await first.goto("/login");
    await signInAtProvider(first.page, IDP_USERS.newcomer.sub);
    expect(new URL(first.page.url()).pathname).toBe("/welcome");
    await openUserMenu(first.page);
    expect(await first.page.getByRole("button", { name: /^Signed in as / }).innerText()).toContain(IDP_USERS.newcomer.name);
    first.expectClean();

    const again = await freshPage();
    await again.goto("/login");
    await signInAtProvider(again.page, IDP_USERS.newcomer.sub);
    expect(new URL(again.page.url()).pathname).toBe("/recipes");
    again.expectClean();
  });

  it("joins the existing account when the provider verified the address", async () => {
    await passwordAccount(IDP_USERS.verifiedMatch.email);
    const w = await freshPage();
    await w.goto("/login");
    await signInAtProvider(w.page, IDP_USERS.verifiedMatch.sub);
    expect(new URL(w.page.url()).pathname).toBe("/recipes");
    // The account made with a password, under its own name, not a second one.
    expect(await w.page.getByRole("button", { name: /^Signed in as / }).innerText()).toContain("Password person");
    w.expectClean();
  });

  it("refuses to join an account when the provider has not verified the address, and says why", async () => {
    await passwordAccount(IDP_USERS.unverifiedMatch.email);
    const w = await freshPage();
    await w.goto("/login");
    await signInAtProvider(w.page, IDP_USERS.unverifiedMatch.sub);
    const landed = new URL(w.page.url());
    expect(landed.pathname).toBe("/login");
    expect(landed.searchParams.get("error")).toBe("account_not_linked");
    expect(await w.page.locator("main").getByRole("alert").innerText()).toMatch(/has not confirmed that the address is yours/);
    // Still signed out: the app's pages send the visitor back to sign in.
    await w.goto("/recipes");
    expect(new URL(w.page.url()).pathname).toBe("/login");
    w.expectClean();
  });

  it("refuses a return from the provider with a state this browser did not start, or none", async () => {
    const w = await freshPage();
    await w.goto("/login");
    await w.page.getByRole("button", { name: "Sign in with Test ID" }).click();
    await w.page.waitForURL((url) => url.origin === server.idp.issuer);
    const started = new URL(w.page.url()).searchParams.get("state")!;

    await w.goto(`${server.app.baseUrl}/api/auth/callback/oidc?code=forged&state=${encodeURIComponent(`${started}x`)}`);
    expect(new URL(w.page.url()).searchParams.get("error")).toBe("state_mismatch");
    expect(await w.page.locator("main").getByRole("alert").innerText()).toMatch(/could not be matched to one started in this browser/);

    await w.goto(`${server.app.baseUrl}/api/auth/callback/oidc?code=forged`);
    expect(new URL(w.page.url()).searchParams.get("error")).toBe("state_not_found");
    await w.goto("/recipes");
    expect(new URL(w.page.url()).pathname).toBe("/login");
    w.expectClean();
  });
});
