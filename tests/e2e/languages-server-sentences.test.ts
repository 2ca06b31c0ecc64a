import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { baseUrl, launchBrowser, PHONE } from "./browser";

/**
 * What the server says under a form is in the page's language: a German browser that sends a
 * bottle with a blank name reads the server's German sentence, not its English one.
 */
let browser: Browser;

describe("the server's sentences on a German page", () => {
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it("shows a refused form's reason in German", { timeout: 90_000 }, async () => {
    const context = await browser.newContext({
      baseURL: baseUrl(),
      viewport: PHONE,
      locale: "de-DE",
      extraHTTPHeaders: { "x-forwarded-for": `10.92.${process.pid & 255}.1` },
    });
    try {
      const page = await context.newPage();
      const signUp = await context.request.post("/api/auth/sign-up/email", {
        data: { name: "Satz Test", email: `satz-${process.pid}-${Date.now()}@example.test`, password: "correct horse battery" },
      });
      expect(signUp.status(), await signUp.text()).toBe(200);

      await page.goto("/bar");
      const form = page.getByRole("form", { name: "Etwas zur Bar hinzufügen" });
      if (!(await form.isVisible())) await page.getByText("Flasche oder Zutat hinzufügen").click();
      // Spaces pass the browser's "required"; the server is the one that says the name is blank.
      await form.getByLabel("Name").fill("   ");
      await form.getByRole("button", { name: "Zur Bar hinzufügen" }).click();

      const alert = form.getByRole("alert");
      await expect.poll(() => alert.textContent()).toContain("Gib der Flasche einen Namen.");
      expect(await alert.textContent()).not.toContain("Give the bottle a name.");
    } finally {
      await context.close();
    }
  });
});
