import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Drink } from "@/domain/types";
import { baseUrl, launchBrowser, phoneSpeaking } from "./browser";

/**
 * The station in a German browser: a catalogue cocktail's lines read in German, and "I made
 * this" from that page logs the round once and pours from the bottles the English names meet.
 */
let browser: Browser;
let page: Page;
let errors: string[] = [];

async function call<T>(method: "GET" | "POST", path: string, data?: unknown): Promise<T> {
  const res = await page.request.fetch(path, { method, data, headers: { origin: baseUrl() } });
  expect(res.status(), `${method} ${path}: ${await res.text()}`).toBeLessThan(300);
  return (await res.json()) as T;
}

interface ShelfItem {
  name: string;
  remainingMl: number | null;
}

describe("the bartender station in German", () => {
  beforeAll(async () => {
    browser = await launchBrowser();
    ({ page, errors } = await phoneSpeaking(browser, "de-DE", { subnet: 93, address: 1 }));
    await call("POST", "/api/auth/sign-up/email", {
      name: "Barkeeper Berlin",
      email: `e2e-station-de-${Date.now()}-${process.pid}@example.test`,
      password: "correct horse battery",
    });
    for (const name of ["Buffalo Trace", "Lemon juice", "Simple syrup", "Egg white"]) await call("POST", "/api/bar-items", { name, bottleMl: 700 });
  });

  afterAll(async () => {
    await browser?.close();
  });

  it("finds a cocktail by its German ingredient and shows its lines in German", { timeout: 60_000 }, async () => {
    await page.goto("/bartender");
    await page.getByLabel("Deine Rezepte und den Katalog durchsuchen").fill("Zitronensaft Roggenwhiskey");
    await expect.poll(() => page.locator(".station-result-title", { hasText: /^Whiskey Sour$/ }).count()).toBeGreaterThan(0);

    await page.goto("/bartender?drink=catalogue%3Awhiskey-sour");
    await expect.poll(() => page.getByRole("heading", { level: 2, name: "Whiskey Sour" }).isVisible()).toBe(true);
    const names = await page.locator(".station-name").allInnerTexts();
    expect(names).toContain("Zitronensaft");
    expect(names).toContain("Zuckersirup");
    expect(names).toContain("Bourbon oder Roggenwhiskey");
    expect(names).not.toContain("Lemon juice");
    // every line is met by the bottle the English name meets
    expect(await page.locator('.station-ingredients > li[data-available="no"]').count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it("logs the round once from the German page and pours from the right bottles", { timeout: 60_000 }, async () => {
    await page.getByRole("button", { name: "Hab ich gemixt" }).click();
    await expect.poll(() => page.getByRole("status").filter({ hasText: "Whiskey Sour festgehalten." }).isVisible()).toBe(true);

    const { drinks } = await call<{ drinks: Drink[] }>("GET", "/api/drinks");
    expect(drinks).toEqual([expect.objectContaining({ name: "Whiskey Sour", servings: 1 })]);
    const { barItems } = await call<{ barItems: ShelfItem[] }>("GET", "/api/bar-items");
    const left = Object.fromEntries(barItems.map((b) => [b.name, b.remainingMl]));
    expect(left).toMatchObject({ "Buffalo Trace": 655, "Lemon juice": 675, "Simple syrup": 680 });
    expect(errors).toEqual([]);
  });
});
