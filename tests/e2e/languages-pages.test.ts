import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { baseUrl, capture, launchBrowser, phoneSpeaking } from "./browser";
import { recipeBody } from "./seed";

/**
 * The interface's own words in a German browser beyond the messages: the starter shelf's quick
 * picks and bottles on /welcome (a ticked bottle goes on the bar under its German name, which
 * meets the catalogue's English lines), the station's filters and what "I made this" poured, the cost
 * sentence on /recipes and the bottles to buy on /recommend, each in German with the English gone.
 */
let browser: Browser;
let page: Page;
let errors: string[] = [];

async function call<T>(method: "GET" | "POST" | "PATCH", path: string, data?: unknown): Promise<T> {
  const res = await page.request.fetch(path, { method, data, headers: { origin: baseUrl() } });
  expect(res.status(), `${method} ${path}: ${await res.text()}`).toBeLessThan(300);
  return (await res.json()) as T;
}

const text = (selector: string) => page.locator(selector).allTextContents().then((all) => all.join("\n"));

describe("the starter shelf, the station, the cost and the bottles to buy in German", () => {
  beforeAll(async () => {
    browser = await launchBrowser();
    ({ page, errors } = await phoneSpeaking(browser, "de-DE", { subnet: 95, address: 1 }));
    await call("POST", "/api/auth/sign-up/email", {
      name: "Sprache Seiten",
      email: `e2e-pages-de-${Date.now()}-${process.pid}@example.test`,
      password: "correct horse battery",
    });
  });

  afterAll(async () => {
    await browser?.close();
  });

  it("offers the starter shelf in German and puts a quick pick on the bar under its German names", { timeout: 60_000 }, async () => {
    await page.goto("/welcome");
    const picks = page.getByRole("group", { name: "Schnellauswahl" });
    await expect.poll(() => picks.getByRole("button").allInnerTexts()).toContain("Rum und Limette");
    const shelf = await text(".starter-groups");
    expect(shelf).toContain("Limette");
    expect(shelf).toContain("Roter Wermut");
    expect(shelf).toContain("Säfte & frische Zutaten");
    for (const english of ["Lemons", "Sweet vermouth", "Simple syrup", "Juices & fresh produce"]) expect(shelf).not.toContain(english);
    await capture(page, "de-welcome");
    expect(await picks.textContent()).not.toMatch(/Rum and lime|Gin and vermouth|Quick picks/);

    await picks.getByRole("button", { name: "Rum und Limette" }).click();
    await page.getByRole("button", { name: /hinzufügen und sehen, was ich mixen kann/ }).click();
    await page.waitForURL((url) => url.searchParams.get("step") === "make");
    const { barItems } = await call<{ barItems: { name: string }[] }>("GET", "/api/bar-items");
    const names = barItems.map((b) => b.name);
    expect(names).toEqual(expect.arrayContaining(["Weißer Rum", "Limette", "Zuckersirup", "Minze"]));
    expect(names).not.toContain("Limes");
    expect(errors).toEqual([]);
  });

  it("names the station's filters in German", { timeout: 60_000 }, async () => {
    await page.goto("/bartender");
    const spirits = page.getByLabel("Basisspirituose").locator("option");
    await expect.poll(() => spirits.allTextContents()).toContain("Wodka");
    const styles = await page.getByLabel("Stil").locator("option").allTextContents();
    expect(styles).toEqual(expect.arrayContaining(["Gerührt", "Prickelnd"]));
    expect([...(await spirits.allTextContents()), ...styles]).not.toEqual(expect.arrayContaining(["Vodka"]));
    expect(styles).not.toContain("Stirred");
    expect(errors).toEqual([]);
  });

  it("makes a Daiquiri from those bottles and says what it poured in German", { timeout: 60_000 }, async () => {
    await page.goto("/bartender?drink=catalogue%3Adaiquiri");
    await expect.poll(() => page.locator(".station-name").allInnerTexts()).toEqual(["Weißer Rum", "Limettensaft", "Zuckersirup"]);
    // the German bottles meet the catalogue's English lines
    expect(await page.locator('.station-ingredients > li[data-available="no"]').count()).toBe(0);

    await page.getByRole("button", { name: "Hab ich gemixt" }).click();
    const poured = page.getByRole("list", { name: "Aus deinen Flaschen eingeschenkt" });
    await expect.poll(() => poured.isVisible()).toBe(true);
    const lines = await poured.locator("li").allInnerTexts();
    // in the units the station shows, which a German page starts in cl
    expect(lines).toContain("6 cl Weißer Rum aus Weißer Rum");
    expect(lines.join("\n")).not.toMatch(/White rum|Lime juice|Simple syrup| from /);
    await capture(page, "de-bartender-made");
    expect(errors).toEqual([]);
  });

  it("names the line without a price in the German cost sentence on /recipes", { timeout: 60_000 }, async () => {
    await call("PATCH", "/api/account/settings", { currency: "EUR" });
    const { barItems } = await call<{ barItems: { id: string; name: string }[] }>("GET", "/api/bar-items");
    await call("PATCH", `/api/bar-items/${barItems.find((b) => b.name === "Weißer Rum")!.id}`, { price: 20 });
    await page.goto("/recipes");
    // "I made this" copied the Daiquiri into the user's recipes, its lines as the catalogue writes them
    const card = page.locator("li.recipe").filter({ hasText: "Daiquiri" });
    await card.getByRole("button", { name: "Daiquiri" }).click();
    const cost = card.getByTestId("cost");
    await expect.poll(() => cost.textContent()).toMatch(/\(Kosten ohne Limettensaft und Zuckersirup\)/);
    expect(await cost.textContent()).not.toMatch(/cost without|the lime juice|the simple syrup/);
    await capture(page, "de-recipes");
    expect(errors).toEqual([]);
  });

  it("names the bottles to buy on /recommend through the German names", { timeout: 60_000 }, async () => {
    await call("POST", "/api/bar-items", { name: "Campari" });
    await call("POST", "/api/recipes", recipeBody("Americano", [["Campari", "30 ml"], ["Sweet vermouth", "30 ml"], ["Soda water", "top up"]]));
    await call("POST", "/api/recipes", recipeBody("Milano-Torino", [["Campari", "30 ml"], ["Sweet vermouth", "30 ml"]]));
    await page.goto("/recommend");
    const buyNext = page.getByRole("list", { name: "Flaschen zum Kaufen" });
    await expect.poll(() => buyNext.locator("h3").first().textContent()).toBe("Roter Wermut");
    expect(await page.getByRole("heading", { level: 2, name: "Als Nächstes kaufen" }).isVisible()).toBe(true);
    expect(await buyNext.textContent()).not.toMatch(/Sweet vermouth|Buy next/);
    await capture(page, "de-recommend");
    // one bottle away from the user's own Americano: its line as written, the bottle to buy in German
    const americano = page.getByRole("list", { name: "Drinks, eine Flasche entfernt" }).locator("li", { hasText: "Americano" });
    expect(await americano.getByRole("button", { name: "Auf die Einkaufsliste: Roter Wermut" }).isVisible()).toBe(true);

    // what the button puts on the shopping list is the name the page showed
    await buyNext.locator("li").first().getByRole("button", { name: /Roter Wermut/ }).click();
    await expect.poll(async () => (await call<{ items: { name: string }[] }>("GET", "/api/shopping-list")).items.map((i) => i.name)).toContain("Roter Wermut");
    expect(errors).toEqual([]);
  });
});
