import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Locator, Page } from "playwright-core";
import { STARTER_SHELF } from "../../src/domain/starter-shelf";
import { capture, launchBrowser, PHONE, WatchedPage } from "./browser";

/** The bottle a "Buy next" card puts on the shopping list, as its button names it (the card's heading tells the kind). */
async function bottleOnList(card: Locator): Promise<string> {
  const label = await card.getByRole("button", { name: /^Add to shopping list: / }).getAttribute("aria-label");
  return label!.replace(/^Add to shopping list: /, "");
}

/** Every title of a list shown in full, page after page ("Next" until there is none). */
async function titlesOf(page: Page, start: string, list: string): Promise<string[]> {
  const titles: string[] = [];
  await page.goto(start);
  for (let n = 2; ; n++) {
    await page.waitForLoadState("networkidle");
    titles.push(...(await page.getByRole("list", { name: list }).getByRole("listitem").locator("strong:first-child").allInnerTexts()));
    const next = page.getByRole("link", { name: "Next", exact: true });
    if ((await next.count()) === 0) return titles;
    await next.click();
    await page.waitForURL((url) => url.searchParams.get("page") === String(n));
  }
}

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

    // the page refreshes: the starter shelf is gone and the drinks one can make are listed
    const canMake = page.getByRole("list", { name: "Drinks you can make now" });
    await expect.poll(() => canMake.getByRole("listitem").count(), { timeout: 15_000 }).toBeGreaterThan(0);
    expect(await starter.count()).toBe(0);
    await capture(page, "recommend-after-starter");

    // the whole list ("Show all") has every one, Negroni and Gimlet among them
    await w.goto("/recommend?show=make-now");
    const all = page.getByRole("list", { name: "Drinks you can make now" });
    await expect.poll(() => all.getByText("Gimlet", { exact: true }).isVisible()).toBe(true);
    // one tap copies a cocktail into the user's recipes, which then come first as their own
    const negroni = all.getByRole("listitem").filter({ has: page.getByText("Negroni", { exact: true }) });
    await negroni.getByRole("button", { name: "Add to my recipes: Negroni" }).click();
    const titles = async () => ((await (await page.request.get("/api/recipes")).json()) as { recipes: { title: string }[] }).recipes.map((r) => r.title);
    await expect.poll(titles, { timeout: 15_000 }).toEqual(["Negroni"]);
    await w.goto("/recommend");
    const first = page.getByRole("list", { name: "Drinks you can make now" }).getByRole("listitem").first();
    await expect.poll(() => first.innerText(), { timeout: 15_000 }).toContain("Negroni");
    expect(await first.innerText()).toContain("Your recipe");
    w.expectClean();
  });

  it("filters by base spirit and style in one tap each, behind one Filters button", async () => {
    const { w, page } = await newUser();
    await w.goto("/recommend?show=catalogue");
    const filters = page.getByRole("button", { name: "Filters" });
    expect(await filters.getAttribute("aria-expanded")).toBe("false");
    expect(await page.getByRole("navigation", { name: "Base spirit" }).isVisible()).toBe(false);
    await filters.click();
    await page.getByRole("navigation", { name: "Base spirit" }).getByRole("link", { name: "Rum", exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get("spirit") === "rum");
    await page.getByRole("button", { name: /^Filters/ }).click();
    await page.getByRole("navigation", { name: "Style" }).getByRole("link", { name: "Tiki", exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get("style") === "tiki" && url.searchParams.get("spirit") === "rum" && url.searchParams.get("show") === "catalogue");
    await page.waitForLoadState("networkidle");
    const titles = await page.getByRole("list", { name: "Catalogue cocktails" }).getByRole("heading").allInnerTexts();
    expect(titles.length).toBeGreaterThan(0);
    expect(titles).toContain("Mai Tai");
    expect(titles).not.toContain("Negroni");
    expect(await page.getByRole("button", { name: /^Filters/ }).innerText()).toBe("Filters: Rum, Tiki");
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
    const mine = () => page.getByRole("list", { name: "Drinks you can make now" }).getByRole("listitem").filter({ hasText: "Your recipe" });
    expect(await mine().allInnerTexts()).toEqual([expect.stringContaining("Daiquiri")]);
    const oneAway = await page.getByRole("list", { name: "Drinks one bottle away" }).getByRole("listitem").allInnerTexts();
    for (const title of ["Gimlet", "Gin Sour", "Tom Collins"]) expect(oneAway.some((row) => row.startsWith(title))).toBe(true);

    const first = page.getByRole("list", { name: "Bottles to buy next" }).getByRole("listitem").first();
    // told as a shopper asks: the kind (and its style), with bottles to look for
    expect(await first.getByRole("heading").innerText()).toMatch(/^Gin(: [A-Z][a-z ]+)?$/);
    expect(await first.innerText()).toMatch(/For example \S.*, \S/);
    expect(await first.innerText()).toContain("Makes 3 of your recipes");
    await capture(page, "recommend");

    const bottle = await bottleOnList(first);
    expect(bottle).toMatch(/gin/i);
    await first.getByRole("button", { name: `Add to shopping list: ${bottle}` }).click();
    const list = page.getByRole("list", { name: "Shopping list" });
    await expect.poll(() => list.getByText(bottle, { exact: true }).isVisible(), { timeout: 15_000 }).toBe(true);
    await list.getByRole("checkbox").first().check();
    // bought: the gin is on the bar, and the three gin drinks can be made now
    await expect.poll(() => mine().count(), { timeout: 15_000 }).toBe(4);
    expect(await list.getByRole("checkbox").first().isChecked()).toBe(true);
    await capture(page, "recommend-bought");
    await w.goto("/bar");
    expect(await page.getByRole("heading", { name: bottle, exact: true }).count()).toBe(1);
    w.expectClean();
  });

  it("fits a phone with 50 recipes and 20 bottles: each drink once, filters folded, On your list after a reload", async () => {
    const { w, page, api } = await newUser();
    const { cocktails } = (await api("POST", "/api/starter-shelf", { names: STARTER_SHELF.slice(0, 20) }).then(() =>
      w.page.request.get("/api/catalogue").then((r) => r.json()),
    )) as { cocktails: { catalogueId: string }[] };
    await api("POST", "/api/recipes/import", { catalogueIds: cocktails.slice(0, 50).map((c) => c.catalogueId) });
    await page.setViewportSize(PHONE);
    await w.goto("/recommend");

    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    expect(height, "height of /recommend at 390 px").toBeLessThanOrEqual(4000);
    // the filters are one folded button; the answers come first
    expect(await page.getByRole("button", { name: "Filters" }).getAttribute("aria-expanded")).toBe("false");
    expect(await page.getByRole("link", { name: "Rum", exact: true }).isVisible()).toBe(false);
    // each drink once: no title twice in make now (all of it), none both makeable and one away
    const makeNow = await titlesOf(page, "/recommend?show=make-now", "Drinks you can make now");
    const oneAway = await titlesOf(page, "/recommend?show=one-away", "Drinks one bottle away");
    expect(makeNow.length).toBeGreaterThan(6);
    expect(new Set(makeNow).size).toBe(makeNow.length);
    expect(new Set(oneAway).size).toBe(oneAway.length);
    expect(makeNow.filter((t) => oneAway.includes(t))).toEqual([]);
    await w.goto("/recommend");
    const showAll = section(page, "Make now").getByRole("link", { name: /^Show all \d+ you can make$/ });
    expect(await showAll.innerText()).toBe(`Show all ${makeNow.length} you can make`);

    // a bottle put on the list says so, also after a reload, and is not offered again
    const bottle = page.getByRole("list", { name: "Bottles to buy next" }).getByRole("listitem").first();
    const heading = await bottle.getByRole("heading").innerText();
    const name = await bottleOnList(bottle);
    await bottle.getByRole("button", { name: `Add to shopping list: ${name}` }).click();
    await expect.poll(() => bottle.getByText("On your list").isVisible(), { timeout: 15_000 }).toBe(true);
    await page.reload();
    await page.waitForLoadState("networkidle");
    const again = page.getByRole("list", { name: "Bottles to buy next" }).getByRole("listitem").first();
    expect(await again.getByRole("heading").innerText()).toBe(heading);
    expect(await again.getByText("On your list").isVisible()).toBe(true);
    expect(await page.getByRole("button", { name: `Add to shopping list: ${name}` }).count()).toBe(0);
    await capture(page, "recommend-50-recipes");
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
