import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import type { BarItem, Drink, Recipe } from "@/domain/types";
import { baseUrl, capture, DESKTOP, launchBrowser, PHONE, WatchedPage } from "./browser";

async function call<T>(page: Page, method: "GET" | "POST", path: string, data?: unknown): Promise<T> {
  const res = await page.request.fetch(path, { method, data, headers: { origin: baseUrl() } });
  expect(res.status(), `${method} ${path}: ${await res.text()}`).toBeLessThan(300);
  return (await res.json()) as T;
}

async function leftIn(page: Page): Promise<Record<string, number | null>> {
  const { barItems } = await call<{ barItems: BarItem[] }>(page, "GET", "/api/bar-items");
  return Object.fromEntries(barItems.map((b) => [b.name, b.remainingMl]));
}

/**
 * The bottle shown is the bottle poured: with two sweet vermouths on the bar, the station names
 * the one "I made this" takes from, lets the user pick the other, and the log shows the round
 * (×4) linked to its recipe. Levels: more left than the bottle holds is refused on /bar.
 */
describe.each([
  ["phone", PHONE],
  ["desktop", DESKTOP],
])("pouring at the station (%s)", (label, viewport) => {
  let browser: Browser;
  let w: WatchedPage;
  let page: Page;
  let recipe: Recipe;

  beforeAll(async () => {
    browser = await launchBrowser();
    w = await WatchedPage.open(browser);
    page = w.page;
    await page.setViewportSize(viewport);
    await call(page, "POST", "/api/auth/sign-up/email", {
      name: "Pia Pourer",
      email: `e2e-pour-${label}-${Date.now()}-${process.pid}@example.test`,
      password: "correct horse battery",
    });
    await call(page, "POST", "/api/bar-items", { name: "Tanqueray" });
    await call(page, "POST", "/api/bar-items", { name: "Campari" });
    await call(page, "POST", "/api/bar-items", { name: "Martini Rosso", bottleMl: 1000, remainingMl: 500 });
    await call(page, "POST", "/api/bar-items", { name: "Carpano Antica Formula", bottleMl: 1000, remainingMl: 900 });
    recipe = await call<Recipe>(page, "POST", "/api/recipes", {
      title: "Negroni",
      ingredients: [
        { name: "Gin", amount: "30 ml", available: true },
        { name: "Campari", amount: "30 ml", available: true },
        { name: "Sweet vermouth", amount: "30 ml", available: true },
      ],
      steps: ["Stir with ice", "Strain over a large cube"],
    });
  });

  afterAll(async () => {
    await browser?.close();
  });

  const vermouthPicker = () => page.getByRole("combobox", { name: "Pour Sweet vermouth from" });
  const pickedName = () => vermouthPicker().evaluate((select: HTMLSelectElement) => select.selectedOptions[0]?.textContent ?? "");

  it("names the sweet vermouth it will pour, and a round of 4 pours from that bottle", async () => {
    await w.goto(`/bartender?drink=${encodeURIComponent(`recipe:${recipe.id}`)}`);
    await expect.poll(pickedName).toBe("Carpano Antica Formula");
    const box = await vermouthPicker().boundingBox();
    expect(box!.height).toBeGreaterThanOrEqual(44);
    expect(box!.x + box!.width).toBeLessThanOrEqual(viewport.width);
    await capture(page, `pour-station-${label}`);
    await page.setViewportSize(viewport);

    for (let i = 0; i < 3; i++) await page.getByRole("button", { name: "One serving more" }).click();
    await page.getByRole("button", { name: "I made these 4" }).click();
    const poured = page.getByRole("list", { name: "Poured from your bottles" });
    await expect.poll(() => poured.innerText()).toContain("4 oz Sweet vermouth from Carpano Antica Formula");
    expect(await leftIn(page)).toMatchObject({ "Carpano Antica Formula": 780, "Martini Rosso": 500 });
    w.expectClean();
  });

  it("pours from the other bottle when the user picks it", async () => {
    await w.goto(`/bartender?drink=${encodeURIComponent(`recipe:${recipe.id}`)}`);
    await expect.poll(pickedName).toBe("Carpano Antica Formula");
    await vermouthPicker().selectOption({ label: "Martini Rosso" });
    await page.getByRole("button", { name: "I made this" }).click();
    const poured = page.getByRole("list", { name: "Poured from your bottles" });
    await expect.poll(() => poured.innerText()).toContain("1 oz Sweet vermouth from Martini Rosso");
    expect(await poured.innerText()).not.toContain("Carpano");
    expect(await leftIn(page)).toMatchObject({ "Carpano Antica Formula": 780, "Martini Rosso": 470 });
    w.expectClean();
  });

  it("shows the round as ×4 in the log, linked to its recipe, and the drink page lists the recipe", async () => {
    const { drinks } = await call<{ drinks: Drink[] }>(page, "GET", "/api/drinks");
    const round = drinks.find((d) => d.servings === 4)!;
    expect(round).toMatchObject({ madeFromRecipeId: recipe.id });

    await w.goto("/drinks");
    const card = page.locator("li.drink-card").filter({ has: page.locator(`a[href="/drinks/${round.id}"]`) });
    await expect.poll(() => card.locator("h3").innerText()).toMatch(/Negroni\s*×4/);
    const fromRecipe = card.getByRole("link", { name: /^From your recipe/ });
    expect(await fromRecipe.getAttribute("href")).toBe(`/bartender?drink=${encodeURIComponent(`recipe:${recipe.id}`)}`);

    await w.goto(`/drinks/${round.id}`);
    await expect.poll(() => page.getByRole("heading", { level: 1 }).innerText()).toMatch(/Negroni\s*×4/);
    expect(await page.locator(".drink-made").innerText()).toBe("4 made from your recipe Negroni");
    expect(await page.getByRole("list", { name: "Recipes for Negroni" }).innerText()).toContain("Negroni");
    expect(await page.getByText("No recipe recreates this drink yet").count()).toBe(0);
    await capture(page, `pour-drink-${label}`);
    await page.setViewportSize(viewport);
    w.expectClean();
  });

  it("refuses more left than the bottle holds on /bar, saying so", async () => {
    w.allow(/status of 400 \(Bad Request\) @ .*\/api\/bar-items$/);
    await w.goto("/bar");
    const form = page.getByRole("form", { name: "Add a bar item" });
    if (!(await form.isVisible())) await page.getByText("Add a bottle or ingredient").click();
    await form.getByLabel("Name").fill("Beefeater");
    await form.getByLabel("Size (ml)").fill("700");
    await form.getByLabel("Left in the open one (ml)").fill("900");
    await form.getByRole("button", { name: "Add to bar" }).click();
    await expect.poll(() => form.getByRole("alert").innerText()).toContain("There can't be more left than the bottle holds (700 ml).");
    expect(await leftIn(page)).not.toHaveProperty("Beefeater");
    w.expectClean();
  });
});
