import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findCatalogueCocktail } from "../../src/domain/catalogue";
import de from "../../src/domain/catalogue/data/translations/de.json";
import { baseUrl, launchBrowser, phoneSpeaking } from "./browser";

/**
 * The catalogue in a German browser: /recommend shows a cocktail's description, glass and garnish
 * in German, and adding it writes the German steps into the user's recipe, once.
 */
let browser: Browser;
let page: Page;
let errors: string[] = [];
const negroni = de.cocktails.negroni;

describe("the catalogue in German", () => {
  beforeAll(async () => {
    browser = await launchBrowser();
    ({ page, errors } = await phoneSpeaking(browser, "de-DE", { subnet: 94, address: 1 }));
    const res = await page.request.post("/api/auth/sign-up/email", {
      data: { name: "Katalog Leser", email: `e2e-catalogue-de-${Date.now()}-${process.pid}@example.test`, password: "correct horse battery" },
      headers: { origin: baseUrl() },
    });
    expect(res.status()).toBe(200);
  });

  afterAll(async () => {
    await browser?.close();
  });

  it("shows the Negroni's description in German and adds it with its German steps", { timeout: 60_000 }, async () => {
    await page.goto("/recommend?show=catalogue&q=negroni");
    const card = page.getByRole("listitem", { name: "Negroni", exact: true });
    await expect.poll(() => card.isVisible()).toBe(true);
    expect(await card.getByText(negroni.description).isVisible()).toBe(true);
    expect(await card.getByText(findCatalogueCocktail("negroni")!.description).count()).toBe(0);
    expect(await card.innerText()).toContain(`Gerührt · Tumbler · ${negroni.garnish}`);

    await card.getByRole("button", { name: "Zu meinen Rezepten: Negroni" }).click();
    await expect.poll(() => card.getByRole("status").innerText()).toBe("Negroni: zu deinen Rezepten hinzugefügt");

    await page.goto("/recipes?q=Negroni");
    await page.getByRole("button", { name: "Negroni", exact: true }).click();
    const steps = page.locator("ol.steps li");
    await expect.poll(() => steps.allInnerTexts()).toEqual(negroni.steps);
    expect(errors).toEqual([]);
  });
});
