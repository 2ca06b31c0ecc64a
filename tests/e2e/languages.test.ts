import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectAccessible, launchBrowser, phoneSpeaking } from "./browser";

/**
 * The interface in the browser's language, and the language chosen on /account: a German
 * browser gets German pages from sign-up on; French chosen on /account holds through a reload,
 * a sign-out (the sign-in page) and a sign-in from another German browser.
 */
let browser: Browser;
let address = 0;

function phone(locale: string) {
  address += 1;
  return phoneSpeaking(browser, locale, { subnet: 91, address });
}

const lang = (page: Page) => page.locator("html").getAttribute("lang");
const heading = (page: Page) => page.getByRole("heading", { level: 1 }).textContent();

describe("the interface's language in the browser", () => {
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  const email = `sprache-${process.pid}-${Date.now()}@example.test`;
  const password = "correct horse battery";

  it("gives a German browser German pages, from sign-up to the station's units", { timeout: 90_000 }, async () => {
    const { context, page, errors } = await phone("de-DE");
    await page.goto("/signup");
    expect(await lang(page)).toBe("de-DE");
    expect(await heading(page)).toBe("Dein Barshelf-Konto erstellen");
    await page.getByLabel("Name").fill("Sprache Test");
    await page.getByLabel("E-Mail").fill(email);
    await page.getByLabel("Passwort").fill(password);
    await page.getByRole("button", { name: "Konto erstellen" }).click();
    await page.waitForURL((url) => url.pathname === "/welcome");
    await expect.poll(() => heading(page)).toBe("Was hast du zu Hause?");

    await page.goto("/recipes");
    expect(await heading(page)).toBe("Rezepte");
    const nav = page.getByRole("navigation", { name: "Hauptmenü" });
    expect(await nav.getByRole("link").allInnerTexts()).toEqual(["Rezepte", "Bar", "Drinks", "Empfehlungen", "Barkeeper"]);
    await expectAccessible(page, "recipes in German");

    // A German bar measures in centilitres until the user picks.
    await page.goto("/bartender?drink=catalogue%3Anegroni");
    await expect.poll(() => page.getByRole("radio", { name: "cl" }).isChecked()).toBe(true);
    expect(await page.getByRole("group", { name: "Portionen" }).isVisible()).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("keeps French chosen on /account through a reload, a sign-out and a sign-in from another German browser", { timeout: 90_000 }, async () => {
    const first = await phone("de-DE");
    await first.page.goto("/login");
    await first.page.getByLabel("E-Mail").fill(email);
    await first.page.getByLabel("Passwort").fill(password);
    await first.page.getByRole("button", { name: "Anmelden", exact: true }).click();
    await first.page.waitForURL((url) => url.pathname !== "/login");

    await first.page.goto("/account");
    expect(await heading(first.page)).toBe("Konto");
    const form = first.page.getByRole("form", { name: "Sprache" });
    await form.getByLabel("Seiten anzeigen auf").selectOption("fr");
    await form.getByRole("button", { name: "Speichern" }).click();
    await expect.poll(() => heading(first.page)).toBe("Compte");
    expect(await lang(first.page)).toBe("fr");
    expect(await first.page.getByRole("form", { name: "Langue" }).getByLabel("Afficher les pages en").inputValue()).toBe("fr");

    await first.page.reload();
    expect(await heading(first.page)).toBe("Compte");
    await first.page.goto("/recipes");
    expect(await heading(first.page)).toBe("Recettes");

    // Signed out, the sign-in page keeps French (the cookie), whatever the browser asks for.
    await first.page.getByRole("button", { name: /Connecté en tant que/ }).click();
    await first.page.getByRole("button", { name: "Se déconnecter", exact: true }).click();
    await first.page.waitForURL((url) => url.pathname === "/login");
    expect(await heading(first.page)).toBe("Se connecter à Barshelf");
    expect(first.errors).toEqual([]);
    await first.context.close();

    // Another German browser, no cookie: German until the account is known, then French.
    const second = await phone("de-DE");
    await second.page.goto("/login");
    expect(await heading(second.page)).toBe("Bei Barshelf anmelden");
    await second.page.getByLabel("E-Mail").fill(email);
    await second.page.getByLabel("Passwort").fill(password);
    await second.page.getByRole("button", { name: "Anmelden", exact: true }).click();
    await second.page.waitForURL((url) => url.pathname !== "/login");
    await second.page.goto("/account");
    expect(await heading(second.page)).toBe("Compte");
    expect(await lang(second.page)).toBe("fr");
    expect(second.errors).toEqual([]);
    await second.context.close();
  });
});
