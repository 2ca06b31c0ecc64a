import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import type { Drink, Recipe } from "@/domain/types";
import { baseUrl, capture, launchBrowser, PHONE, WatchedPage } from "./browser";

/** A same-origin API call with the page's session, as the app's own pages make them. */
async function call<T>(page: Page, method: "GET" | "POST" | "PATCH", path: string, data?: unknown): Promise<T> {
  const res = await page.request.fetch(path, { method, data, headers: { origin: baseUrl() } });
  expect(res.status(), `${method} ${path}: ${await res.text()}`).toBeLessThan(300);
  return (await res.json()) as T;
}

/**
 * At the bar with a phone: pick a drink by search, scale it for a round, switch units,
 * tick the steps off (they survive a reload), see which bottle meets each ingredient and
 * flag one running low, then log the round with a rating; "surprise me" draws a makeable
 * drink; a catalogue cocktail is logged too; a bottle is marked empty and brought back.
 */
describe("the bartender station", () => {
  let browser: Browser;
  let w: WatchedPage;
  let page: Page;
  let recipe: Recipe;

  beforeAll(async () => {
    browser = await launchBrowser();
    w = await WatchedPage.open(browser);
    page = w.page;
    await page.setViewportSize(PHONE);
    await call(page, "POST", "/api/auth/sign-up/email", {
      name: "Bea Bartender",
      email: `e2e-bartender-${Date.now()}-${process.pid}@example.test`,
      password: "correct horse battery",
    });
    for (const name of ["Tanqueray", "Campari", "Sweet vermouth"]) await call(page, "POST", "/api/bar-items", { name });
    recipe = await call<Recipe>(page, "POST", "/api/recipes", {
      title: "House Negroni",
      ingredients: [
        { name: "Gin", amount: "30 ml", available: true },
        { name: "Campari", amount: "30 ml", available: true },
        { name: "Sweet vermouth", amount: "30 ml", available: true },
        { name: "Orange peel", amount: "1 twist", available: false },
      ],
      steps: ["Stir the gin, Campari and vermouth with ice for 30 seconds", "Strain over a large cube", "Express the peel over it"],
      glassware: "Rocks glass",
    });
  });

  afterAll(async () => {
    await browser?.close();
  });

  const ingredientRow = (name: string) =>
    page.locator(".station-ingredients > li").filter({ has: page.locator(".station-name", { hasText: new RegExp(`^${name}$`) }) });

  it("1. finds a drink by search among the user's recipes and the catalogue", async () => {
    await w.goto("/bartender");
    await expect.poll(() => page.getByRole("heading", { name: "Find a drink" }).isVisible()).toBe(true);
    await capture(page, "bartender-pick");
    await page.getByLabel("Search your recipes and the catalogue").fill("negroni");
    const results = page.getByRole("list", { name: "Drinks" }).getByRole("link");
    // Titles that start with the query come first; the user's recipe and the catalogue's are both there.
    await expect.poll(() => results.first().innerText()).toMatch(/^Negroni\s+Catalogue/);
    const texts = await results.allInnerTexts();
    expect(texts.filter((t) => /^House Negroni\s+Your recipe\s+1 missing/.test(t))).toHaveLength(1);
    expect(texts.every((t) => /negroni/i.test(t))).toBe(true);
    await results.filter({ hasText: "House Negroni" }).click();
    await page.waitForURL((url) => url.searchParams.get("drink") === `recipe:${recipe.id}`);
    await expect.poll(() => page.getByRole("heading", { level: 2, name: "House Negroni" }).isVisible()).toBe(true);
    w.expectClean();
  });

  it("2. names the bottle that meets each ingredient", async () => {
    await expect.poll(() => ingredientRow("Gin").locator(".station-bottle").innerText()).toContain("Tanqueray");
    expect(await ingredientRow("Campari").locator(".station-bottle").innerText()).toContain("Campari");
    expect(await ingredientRow("Orange peel").locator(".station-bottle").innerText()).toContain("Not on your bar");
    expect(await ingredientRow("Orange peel").locator(".station-amount").innerText()).toBe("1 twist");
  });

  it("3. starts in oz for a US browser, scales to a round of 4 with the batch water, and switches units", async () => {
    expect(await page.getByRole("radio", { name: "oz" }).isChecked()).toBe(true);
    await page.getByRole("radio", { name: "ml" }).check();
    await page.getByRole("button", { name: "One serving more" }).click();
    await page.getByRole("button", { name: "One serving more" }).click();
    await page.getByRole("button", { name: "One serving more" }).click();
    await expect.poll(() => ingredientRow("Gin").locator(".station-amount").innerText()).toBe("120 ml");
    expect(await ingredientRow("Orange peel").locator(".station-amount").innerText()).toBe("4 twists");
    // 360 ml of a stirred drink: 20% is 72 ml, rounded to 70 ml.
    await expect.poll(() => page.locator(".station-water").innerText()).toContain("Add 70 ml water to the batch of 360 ml: 20%");

    await page.getByRole("radio", { name: "oz" }).check();
    await expect.poll(() => ingredientRow("Gin").locator(".station-amount").innerText()).toBe("4 oz");
    expect(await page.locator(".station-water").innerText()).toContain("Add 2⅓ oz water to the batch of 12 oz");
    await page.getByRole("spinbutton", { name: "Servings" }).fill("24");
    await expect.poll(() => ingredientRow("Campari").locator(".station-amount").innerText()).toBe("24 oz");
    await page.getByRole("spinbutton", { name: "Servings" }).fill("4");
    await expect.poll(() => ingredientRow("Campari").locator(".station-amount").innerText()).toBe("4 oz");
  });

  it("4. keeps ticked steps and the unit through a reload, as after a screen lock", async () => {
    await page.getByLabel("Stir the gin, Campari and vermouth with ice for 30 seconds").check();
    await page.getByLabel("Strain over a large cube").check();
    await expect.poll(() => page.getByText("2 of 3 done").isVisible()).toBe(true);
    await page.reload();
    await page.waitForLoadState("networkidle");
    await expect.poll(() => page.getByLabel("Strain over a large cube").isChecked()).toBe(true);
    expect(await page.getByLabel("Stir the gin, Campari and vermouth with ice for 30 seconds").isChecked()).toBe(true);
    expect(await page.getByLabel("Express the peel over it").isChecked()).toBe(false);
    expect(await page.getByRole("radio", { name: "oz" }).isChecked()).toBe(true);
    await page.getByRole("button", { name: "One serving more" }).click();
    await page.getByRole("button", { name: "One serving more" }).click();
    await page.getByRole("button", { name: "One serving more" }).click();
    await expect.poll(() => ingredientRow("Gin").locator(".station-amount").innerText()).toBe("4 oz");
  });

  it("5. flags a bottle running low right there", async () => {
    await ingredientRow("Campari").getByRole("button", { name: "Running low: Campari" }).click();
    await expect.poll(() => page.getByText("Campari marked running low.").isVisible()).toBe(true);
    await expect.poll(() => ingredientRow("Campari").getByText("running low", { exact: true }).isVisible()).toBe(true);
    const items = await call<{ barItems: { name: string; quantity: string }[] }>(page, "GET", "/api/bar-items");
    expect(items.barItems.find((b) => b.name === "Campari")?.quantity).toBe("LOW");
    w.expectClean();
  });

  it("6. logs the round with a rating: I made this", async () => {
    await page.getByRole("radio", { name: "4 out of 5" }).check();
    await capture(page, "bartender-drink");
    await page.getByRole("button", { name: "I made these 4" }).click();
    await expect.poll(() => page.getByRole("status").filter({ hasText: "Logged House Negroni × 4, rated 4 out of 5." }).isVisible()).toBe(true);
    // What came from which bottle: four servings of each measured line.
    const poured = page.getByRole("list", { name: "Poured from your bottles" });
    await expect.poll(() => poured.innerText()).toContain("4 oz Gin from Tanqueray");
    expect(await poured.innerText()).toContain("4 oz Sweet vermouth from Sweet vermouth");
    // The round is done: the ticks are cleared for the next one.
    await expect.poll(() => page.getByLabel("Strain over a large cube").isChecked()).toBe(false);
    const { drinks } = await call<{ drinks: Drink[] }>(page, "GET", "/api/drinks");
    expect(drinks).toEqual([expect.objectContaining({ name: "House Negroni", servings: 4, rating: 4, madeFromRecipeId: recipe.id })]);
    expect(new Date(drinks[0]!.createdAt).toDateString()).toBe(new Date().toDateString());
    await capture(page, "bartender-made");
    w.expectClean();
  });

  it("7. surprise me draws a makeable drink for the filters, or says none fits", async () => {
    // The round of four poured 120 ml from a Campari marked running low (a quarter of 700 ml,
    // 175 ml): 55 ml are left, so a new bottle goes on the bar before asking for a gin drink.
    const { barItems } = await call<{ barItems: { id: string; name: string; quantity: string; remainingMl: number }[] }>(page, "GET", "/api/bar-items");
    const campari = barItems.find((b) => b.name === "Campari")!;
    expect(campari).toMatchObject({ quantity: "LOW", remainingMl: 55 });
    await call(page, "PATCH", `/api/bar-items/${campari.id}`, { quantity: "FULL" });
    await w.goto("/bartender");
    await page.getByLabel("Base spirit").selectOption("gin");
    await page.getByLabel("Strength").selectOption("strong");
    await page.getByRole("button", { name: "Surprise me" }).click();
    await page.waitForURL((url) => url.searchParams.has("drink"));
    await page.waitForLoadState("networkidle");
    await expect.poll(() => page.locator(".station-ingredients > li").count()).toBeGreaterThan(0);
    // Makeable: every ingredient is met by a bottle (garnish aside, which the catalogue keeps apart).
    expect(await page.locator('.station-ingredients > li[data-available="no"]').count()).toBe(0);

    await page.getByLabel("Base spirit").selectOption("rum");
    await page.getByRole("button", { name: "Surprise me" }).click();
    await expect.poll(() => page.getByText("Nothing you can make right now fits.").isVisible()).toBe(true);
    w.expectClean();
  });

  it("8. logs a catalogue cocktail, which joins the user's recipes", async () => {
    await w.goto("/bartender?drink=catalogue:negroni");
    await expect.poll(() => page.getByRole("heading", { level: 2, name: "Negroni" }).isVisible()).toBe(true);
    expect(await page.getByText("It is added to your recipes too.").isVisible()).toBe(true);
    await page.getByRole("button", { name: "I made this" }).click();
    await expect.poll(() => page.getByRole("status").filter({ hasText: "Logged Negroni." }).isVisible()).toBe(true);
    const { recipes } = await call<{ recipes: Recipe[] }>(page, "GET", "/api/recipes");
    expect(recipes.map((r) => r.title).sort()).toEqual(["House Negroni", "Negroni"]);
    w.expectClean();
  });

  it("9. marks a bottle empty, and undoes it", async () => {
    await w.goto(`/bartender?drink=recipe:${recipe.id}`);
    await ingredientRow("Gin").getByRole("button", { name: "Mark empty: Tanqueray" }).click();
    await expect.poll(() => ingredientRow("Gin").locator(".station-bottle").innerText()).toContain("Tanqueray is empty");
    await page.getByRole("button", { name: "Undo" }).click();
    await expect.poll(() => ingredientRow("Gin").getByRole("button", { name: "Mark empty: Tanqueray" }).isVisible()).toBe(true);
    w.expectClean();
  });
});
