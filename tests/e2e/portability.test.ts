import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { capture, openUserMenu } from "./browser";
import { browserSuite, recipeBody } from "./seed";

/** Bottle levels on /bar after "I made this", and the import page; each test on its own new user. */
describe("levels and your data", () => {
  const suite = browserSuite();
  const barRow = (page: Page, name: string) =>
    page.locator(".bar-list > li").filter({ has: page.getByRole("heading", { name, exact: true }) });

  it("/bar shows each tracked bottle's level, ml, gauge and forecast after a round of Negronis", async () => {
    const { w, api } = await suite.signedIn();
    const { page } = w;
    await api("POST", "/api/bar-items", { name: "Tanqueray", remainingMl: 600 });
    await api("POST", "/api/bar-items", { name: "Campari", bottleMl: 1000, remainingMl: 400, unopened: 1 });
    await api("POST", "/api/bar-items", { name: "Carpano Antica Formula", bottleMl: 1000, remainingMl: 300 });
    const negroni = await api<{ id: string }>(
      "POST",
      "/api/recipes",
      recipeBody("Negroni", [["Gin", "30 ml"], ["Campari", "30 ml"], ["Sweet vermouth", "30 ml"]]),
    );
    await api("POST", `/api/recipes/${negroni.id}/made`, { servings: 2 });

    await w.goto("/bar");
    const expected = [
      // name, level word, ml shown, gauge value, forecast
      ["Tanqueray", "Full", "540 ml of 700 ml", "540", "about 18 Negronis left, at your pace about 4 months"],
      ["Campari", "Half", "340 ml of 1000 ml · 1 unopened", "340", "about 44 Negronis left, at your pace about 10 months"],
      ["Carpano Antica Formula", "Low", "240 ml of 1000 ml", "240", "about 8 Negronis left, at your pace about 8 weeks"],
    ] as const;
    for (const [name, level, ml, gauge, forecast] of expected) {
      const row = barRow(page, name);
      expect(await row.locator(".level").innerText(), name).toContain(`${level} · ${gauge} ml`);
      // The gauge and the forecast are in the bottle's menu.
      await row.getByRole("button", { name: `Actions for ${name}` }).click();
      const shown = await row.locator(".bottle-level").innerText();
      expect(shown, name).toContain(ml);
      expect(shown, name).toContain(forecast);
      expect(await row.getByRole("meter", { name: `${name}: open bottle` }).getAttribute("value"), name).toBe(gauge);
    }
    // Low with nothing behind it: flagged, and offered for the shopping list. Campari has a full bottle behind it.
    const low = page.getByRole("list", { name: "Running low" });
    expect(await low.innerText()).toContain("Carpano Antica Formula");
    expect(await low.innerText()).toContain("about 8 Negronis left");
    expect(await low.innerText()).not.toContain("Campari");
    await capture(page, "bar-levels");
    w.expectClean();
  });

  it("the bartender station says what it poured from which bottle, and which lines it could not measure", async () => {
    const { w, api } = await suite.signedIn();
    const { page } = w;
    await api("POST", "/api/bar-items", { name: "Tanqueray", remainingMl: 700 });
    await api("POST", "/api/bar-items", { name: "Fever-Tree Soda Water", bottleMl: 500, remainingMl: 500 });
    const highball = await api<{ id: string }>("POST", "/api/recipes", recipeBody("Gin Highball", [["Gin", "50 ml"], ["Soda water", "top up"]]));
    // From the recipe's own card to the station, where it is made.
    await w.goto("/recipes");
    await page.getByRole("button", { name: "Gin Highball" }).click();
    await page.getByRole("link", { name: "Make it at the bar: Gin Highball" }).click();
    await page.waitForURL((url) => url.searchParams.get("drink") === `recipe:${highball.id}`);
    await page.getByRole("button", { name: "I made this" }).click();
    await expect.poll(() => page.getByRole("list", { name: "Poured from your bottles" }).innerText()).toBe("1¾ oz Gin from Tanqueray");
    expect(await page.getByText("Unmeasured, so no bottle was lowered").innerText()).toContain("Soda water (top up)");
    await capture(page, "bartender-poured");
    w.expectClean();
  });

  it("the import page checks pasted recipes first, shows duplicates and what it cannot read, then imports", async () => {
    const { w, api } = await suite.signedIn();
    const { page } = w;
    await api("POST", "/api/recipes", {
      ...recipeBody("Old Pal", [["Rye whiskey", "1 oz"], ["Campari", "1 oz"], ["Dry vermouth", "1 oz"]]),
      steps: ["Stir with ice", "Strain into a coupe"],
    });
    await w.goto("/recipes");
    await openUserMenu(page);
    await page.getByRole("link", { name: "Your data" }).click();
    await expect.poll(() => page.getByRole("heading", { name: "Your data", level: 1 }).isVisible()).toBe(true);
    expect(await page.getByRole("link", { name: "Download JSON", exact: true }).getAttribute("href")).toBe("/api/export");

    const paste = page.getByLabel("Or paste recipes");
    await paste.fill("Gimlet: 2 oz gin / ¾ oz lime juice / ¾ oz simple syrup — shake, strain\n\nJust a note\n");
    await page.getByRole("button", { name: "Check" }).click();
    const unreadable = page.getByRole("region", { name: /Could not be read/ });
    await expect.poll(() => unreadable.isVisible()).toBe(true);
    expect(await unreadable.innerText()).toContain("line 3");
    expect(await page.getByRole("button", { name: /^Import/ }).count()).toBe(0);

    await paste.fill(
      [
        "Gimlet: 2 oz gin / ¾ oz lime juice / ¾ oz simple syrup — shake, strain",
        "",
        "Old Pal",
        "1 oz rye whiskey",
        "1 oz Campari",
        "1 oz dry vermouth",
        "Stir with ice, strain into a coupe",
        "",
        "Bee's Knees",
        "60 ml gin",
        "20 ml lemon juice",
        "20 ml honey syrup",
        "Shake, double strain",
      ].join("\n"),
    );
    await page.getByRole("button", { name: "Check" }).click();
    const toCreate = page.getByRole("region", { name: "To create: 2 recipes" });
    await expect.poll(() => toCreate.isVisible()).toBe(true);
    expect(await toCreate.getByRole("listitem").allInnerTexts()).toEqual(["Gimlet (line 1)", "Bee's Knees (line 9)"]);
    const yours = page.getByRole("region", { name: "Already in your recipes: 1" });
    expect(await yours.innerText()).toContain("Old Pal (line 3)");
    expect(await yours.getByRole("link", { name: "Old Pal" }).getAttribute("href")).toBe("/recipes?q=Old%20Pal");
    await capture(page, "import-preview");
    // a copy is the user's choice, per recipe
    const copy = yours.getByRole("checkbox", { name: "Add a copy anyway" });
    await copy.check();
    await expect.poll(() => page.getByRole("button", { name: "Import 3 recipes" }).isVisible()).toBe(true);
    await copy.uncheck();

    await page.getByRole("button", { name: "Import 2 recipes" }).click();
    const status = page.getByRole("status").filter({ hasText: "Imported" });
    await expect.poll(() => status.innerText()).toContain("Imported 2 recipes, skipped 1 recipe you have already.");
    await status.getByRole("link", { name: "See your recipes" }).click();
    const titles = page.getByRole("list", { name: "Recipes" }).getByRole("heading");
    await expect.poll(() => titles.allInnerTexts()).toEqual(expect.arrayContaining(["Gimlet", "Bee's Knees", "Old Pal"]));
    w.expectClean();
  });
});
