import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { capture, launchBrowser, WatchedPage } from "./browser";

/**
 * /recommend in the browser: a brand-new account's first run (starter shelf, then the catalogue),
 * and an account with a bar and recipes (buy next, the shopping list, "bought"). Each test signs
 * up its own user and seeds it through the API.
 */
describe("/recommend", () => {
  let browser: Browser;
  const opened: WatchedPage[] = [];

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  /** A signed-in page for a new user; the session cookie is the browser context's own. */
  async function newUser(): Promise<{ w: WatchedPage; page: Page; api: (method: "POST" | "PATCH", url: string, data: unknown) => Promise<unknown> }> {
    const w = await WatchedPage.open(browser);
    opened.push(w);
    const res = await w.page.request.post("/api/auth/sign-up/email", {
      data: { name: "Robin", email: `e2e-${randomUUID()}@example.test`, password: "correct horse battery" },
    });
    expect(res.status()).toBe(200);
    const api = async (method: "POST" | "PATCH", url: string, data: unknown) => {
      const r = await w.page.request.fetch(url, { method, data });
      expect(r.ok(), `${method} ${url}: ${r.status()}`).toBe(true);
      return r.json();
    };
    return { w, page: w.page, api };
  }

  const section = (page: Page, name: string) => page.getByRole("region", { name, exact: true });

  it("a brand-new account ticks a starter shelf and sees at once what it can make", async () => {
    const { w, page } = await newUser();
    await w.goto("/recommend");
    const starter = section(page, "What do you have at home?");
    await expect.poll(() => starter.isVisible()).toBe(true);
    await capture(page, "recommend-first-run");

    for (const name of ["London dry gin", "Campari", "Sweet vermouth", "Limes", "Lemons", "Simple syrup"]) {
      await starter.getByLabel(name, { exact: true }).check();
    }
    await starter.getByRole("button", { name: "Put 6 on my bar" }).click();

    // the page refreshes: the starter shelf is gone and the catalogue's makeable cocktails are listed
    const canMake = page.getByRole("list", { name: "Catalogue cocktails you can make now" });
    await expect.poll(() => canMake.getByRole("heading", { name: "Negroni", exact: true }).isVisible(), { timeout: 15_000 }).toBe(true);
    await expect.poll(() => canMake.getByRole("heading", { name: "Gimlet", exact: true }).isVisible()).toBe(true);
    expect(await starter.count()).toBe(0);
    await capture(page, "recommend-after-starter");

    // one tap copies a cocktail into the user's recipes, which then count as their own
    const negroni = canMake.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "Negroni", exact: true }) });
    await negroni.getByRole("button", { name: "Add to my recipes: Negroni" }).click();
    const mine = page.getByRole("list", { name: "Your recipes you can make now" });
    await expect.poll(() => mine.getByText("Negroni").isVisible(), { timeout: 15_000 }).toBe(true);
    w.expectClean();
  });

  it("filters the catalogue by base spirit and style in one tap each", async () => {
    const { w, page } = await newUser();
    await w.goto("/recommend");
    await page.getByRole("navigation", { name: "Base spirit" }).getByRole("link", { name: "Rum", exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get("spirit") === "rum");
    await page.getByRole("navigation", { name: "Style" }).getByRole("link", { name: "Tiki", exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get("style") === "tiki" && url.searchParams.get("spirit") === "rum");
    await page.waitForLoadState("networkidle");
    const titles = await page.getByRole("list", { name: "Catalogue cocktails" }).getByRole("heading").allInnerTexts();
    expect(titles.length).toBeGreaterThan(0);
    expect(titles).toContain("Mai Tai");
    expect(titles).not.toContain("Negroni");
    expect(await page.getByRole("link", { name: "Tiki", exact: true }).getAttribute("aria-current")).toBe("true");
    await capture(page, "recommend-filtered");
    w.expectClean();
  });

  it("buy next names the bottle that makes the most recipes; bought puts it on the bar", async () => {
    const { w, page, api } = await newUser();
    for (const name of ["Limes", "Lemons", "Simple syrup", "Soda water", "White rum"]) await api("POST", "/api/bar-items", { name });
    for (const [title, names] of [
      ["Gimlet", ["Gin", "Lime juice", "Simple syrup"]],
      ["Gin Sour", ["Gin", "Lemon juice", "Simple syrup"]],
      ["Tom Collins", ["Gin", "Lemon juice", "Simple syrup", "Soda water"]],
      ["Daiquiri", ["White rum", "Lime juice", "Simple syrup"]],
    ] as const) {
      await api("POST", "/api/recipes", { title, ingredients: names.map((name) => ({ name, amount: "30 ml", available: false })), steps: ["Shake"] });
    }
    await w.goto("/recommend");
    expect(await section(page, "What do you have at home?").count()).toBe(0);
    expect(await page.getByRole("list", { name: "Your recipes you can make now" }).innerText()).toContain("Daiquiri");
    const oneAway = page.getByRole("list", { name: "Your recipes missing one ingredient" });
    expect(await oneAway.getByRole("listitem").count()).toBe(3);

    const first = page.getByRole("list", { name: "Bottles to buy next" }).getByRole("listitem").first();
    const bottle = await first.getByRole("heading").innerText();
    expect(bottle).toMatch(/gin/i);
    expect(await first.innerText()).toContain("Makes 3 of your recipes");
    await capture(page, "recommend");

    await first.getByRole("button", { name: `Add to shopping list: ${bottle}` }).click();
    const list = page.getByRole("list", { name: "Shopping list" });
    await expect.poll(() => list.getByText(bottle, { exact: true }).isVisible(), { timeout: 15_000 }).toBe(true);
    await list.getByRole("checkbox").first().check();
    // bought: the gin is on the bar, and the three gin drinks can be made now
    const mine = page.getByRole("list", { name: "Your recipes you can make now" });
    await expect.poll(() => mine.getByRole("listitem").count(), { timeout: 15_000 }).toBe(4);
    expect(await list.getByRole("checkbox").first().isChecked()).toBe(true);
    await capture(page, "recommend-bought");
    await w.goto("/bar");
    expect(await page.getByRole("heading", { name: bottle, exact: true }).count()).toBe(1);
    w.expectClean();
  });

  it("the empty recipes page links to the catalogue", async () => {
    const { w, page } = await newUser();
    await w.goto("/recipes");
    await capture(page, "recipes-empty-catalogue-link");
    await page.getByRole("link", { name: "Browse the cocktail catalogue" }).click();
    await page.waitForURL((url) => url.pathname === "/recommend");
    await page.waitForLoadState("networkidle");
    expect(await page.getByRole("heading", { name: "Catalogue", exact: true }).isVisible()).toBe(true);
    w.expectClean();
  });

  afterAll(async () => {
    for (const w of opened) await w.close().catch(() => undefined);
  });
});
