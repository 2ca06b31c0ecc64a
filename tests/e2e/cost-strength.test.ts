import { describe, expect, it } from "vitest";
import { PHONE } from "./browser";
import { browserSuite, recipeBody } from "./seed";

/**
 * Strength and cost in the browser, on a phone: a gimlet's opened card on /recipes shows its
 * strength as served and its cost from the priced bottles, naming the line with no price; the
 * station shows them for a round of four, and the account's choice of UK units changes the count;
 * the round logged, /drinks counts the week in the same units; the shopping list shows prices and a total.
 */
describe("strength and cost", () => {
  const suite = browserSuite();

  it("shows a recipe's strength and cost on /recipes and at the station, in the user's units", async () => {
    const { w, api } = await suite.signedIn();
    const page = w.page;
    await page.setViewportSize(PHONE);
    await api("PATCH", "/api/account/settings", { currency: "EUR" });
    await api("POST", "/api/bar-items", { name: "Beefeater", bottleMl: 700, price: 21 });
    await api("POST", "/api/bar-items", { name: "Simple syrup", bottleMl: 500, price: 4 });
    await api("POST", "/api/bar-items", { name: "Limes" });
    const recipe = await api<{ id: string }>(
      "POST",
      "/api/recipes",
      recipeBody("Gimlet", [["Gin", "60 ml"], ["Lime juice", "22.5 ml"], ["Simple syrup", "22.5 ml"]], { steps: ["Shake hard with ice", "Strain into a coupe"] }),
    );

    await w.goto("/recipes");
    const card = page.locator("li.recipe").filter({ hasText: "Gimlet" });
    await card.getByRole("button", { name: "Gimlet" }).click();
    const strength = card.getByTestId("strength");
    // 60 ml of 42% gin with 45 ml of lime and syrup, shaken: 25.2 ml of alcohol in about 161 ml
    await expect.poll(() => strength.textContent()).toMatch(/105 ml poured, 16\d ml in the glass once shaken/);
    expect(await strength.textContent()).toMatch(/15\.\d% ABV/);
    expect(await strength.textContent()).toMatch(/1\.4 US standard drinks/);
    // 60 ml at 21.00 a 700 ml bottle is 1.80, 22.5 ml of syrup at 4.00 a 500 ml bottle 0.18
    const cost = card.getByTestId("cost");
    await expect.poll(() => cost.textContent()).toMatch(/Cost: €1\.98 a drink/);
    expect(await cost.textContent()).toContain("cost without the lime juice");

    await api("PATCH", "/api/account/settings", { standardDrink: "uk" });
    await w.goto(`/bartender?drink=${encodeURIComponent(`recipe:${recipe.id}`)}`);
    for (let i = 0; i < 3; i += 1) await page.getByRole("button", { name: "One serving more" }).click();
    const figures = page.locator(".station-figures");
    await expect.poll(() => figures.textContent()).toMatch(/for 4/);
    expect(await figures.textContent()).toMatch(/10 UK units/);
    expect(await figures.textContent()).toMatch(/€7\.92 for 4/);

    // the round goes in the log, and /drinks counts the week's alcohol in the same units
    await page.getByRole("button", { name: "I made these 4" }).click();
    await expect.poll(() => page.getByRole("status").filter({ hasText: "Logged Gimlet × 4" }).isVisible()).toBe(true);
    await w.goto("/drinks");
    await expect.poll(() => page.getByTestId("week-strength").textContent()).toMatch(/This week: (9\.9|10) UK units, from 4 drinks/);

    // the shopping list prices what buying a thing restocks (the Beefeater for gin), and totals it
    await api("POST", "/api/shopping-list", { name: "Gin" });
    await api("POST", "/api/shopping-list", { name: "Campari" });
    await w.goto("/recommend");
    const list = page.getByRole("list", { name: "Shopping list" });
    await expect.poll(() => list.locator("li").filter({ hasText: "Gin" }).textContent()).toContain("€21.00");
    expect(await page.getByTestId("shopping-total").textContent()).toBe("Total: €21.00 (no price yet for Campari)");
  });
});
