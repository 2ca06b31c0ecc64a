import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { baseUrl, capture, expectAccessible, PHONE } from "./browser";
import { browserSuite } from "./seed";

/** The suite's server by the name "localhost": WebAuthn takes a domain as the site's id, never an IP address. */
function localhostUrl(): string {
  const url = new URL(baseUrl());
  url.hostname = "localhost";
  return url.origin;
}

/** Chromium's virtual authenticator (DevTools protocol), as a phone's built-in one: keeps passkeys, verifies the user, always says yes. */
async function addVirtualAuthenticator(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: { protocol: "ctap2", transport: "internal", hasResidentKey: true, hasUserVerification: true, isUserVerified: true, automaticPresenceSimulation: true },
  });
}

async function signOutEverywhere(page: Page): Promise<void> {
  await page.goto("/account");
  await page.getByRole("button", { name: "Sign out everywhere" }).click();
  await page.waitForURL(/\/login/);
}

/** /account's Passkeys section, and the passkey sign-in on /login, with a virtual authenticator. */
describe("passkeys in the browser", () => {
  const suite = browserSuite();

  it("adds a passkey on /account, signs in with it (this device says Passkey), and once removed it is refused", async () => {
    const { w } = await suite.signedIn({ baseURL: localhostUrl() });
    const { page } = w;
    await addVirtualAuthenticator(page);
    await w.goto("/account");
    const section = page.locator("section", { has: page.getByRole("heading", { name: "Passkeys" }) });
    expect(await section.getByText("No passkeys yet.").isVisible()).toBe(true);
    // The name field suggests the device's own name.
    expect(await section.getByLabel("Name").inputValue()).toMatch(/ on /);
    await section.getByLabel("Name").fill("Test laptop");
    await section.getByRole("button", { name: "Add a passkey" }).click();
    const list = section.getByRole("list", { name: "Passkeys" });
    await expect.poll(() => list.isVisible(), { timeout: 10_000 }).toBe(true);
    await expect.poll(() => list.innerText()).toContain("Test laptop");
    expect(await list.innerText()).toContain("not used yet");
    expect(await section.getByRole("status").innerText()).toContain("Passkey added");
    await capture(page, "account-passkeys");

    // The same device again: it refuses to make a second passkey for the account, and the page says why.
    await section.getByRole("button", { name: "Add a passkey" }).click();
    await expect.poll(() => section.getByRole("alert").innerText()).toBe("This device already holds a passkey for your account.");
    expect(await list.getByRole("listitem").count()).toBe(1);

    // Autofill: the login page offers the passkey among the e-mail field's suggestions; the
    // virtual authenticator picks it at once, as a person would by tapping it.
    await signOutEverywhere(page);
    await page.waitForURL(/\/recipes/);

    // The button, with the suggestions switched off so that only it asks the device.
    await page.context().addInitScript(() => {
      PublicKeyCredential.isConditionalMediationAvailable = async () => false;
    });
    await signOutEverywhere(page);
    expect(await page.getByLabel("Email").getAttribute("autocomplete")).toBe("username webauthn");
    const passkeyButton = page.getByRole("button", { name: "Sign in with a passkey" });
    expect((await passkeyButton.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    await expectAccessible(page, "login with a passkey button");
    await passkeyButton.click();
    await page.waitForURL(/\/recipes/);

    await w.goto("/account");
    const devices = page.getByRole("list", { name: "Signed-in devices" });
    const thisDevice = devices.getByRole("listitem").filter({ hasText: "(this device)" });
    expect(await thisDevice.innerText()).toContain("Passkey. Signed in");
    await expect.poll(() => list.innerText()).toContain("last used");

    await page.setViewportSize(PHONE);
    const remove = list.getByRole("button", { name: 'Remove passkey "Test laptop"' });
    expect((await remove.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    await remove.click();
    await section.getByRole("button", { name: "Yes, delete" }).click();
    await expect.poll(() => section.getByText("No passkeys yet.").isVisible()).toBe(true);

    // The device still offers the passkey; the site no longer knows it.
    await signOutEverywhere(page);
    w.allow(/401/);
    await page.getByRole("button", { name: "Sign in with a passkey" }).click();
    await expect.poll(() => page.locator("main").getByRole("alert").innerText()).toContain("not one this site knows");
    expect(new URL(page.url()).pathname).toBe("/login");
    expect(await (await w.context.request.get("/api/auth/get-session")).json()).toBeNull();
    w.expectClean();
  });
});
