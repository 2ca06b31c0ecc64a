import { describe, expect, it } from "vitest";
import type { Locator, Page } from "playwright-core";
import { capture, PHONE } from "./browser";
import { makeJpeg } from "./images";
import { browserSuite, recipeBody } from "./seed";

/**
 * Editing in place, and the lists on /recipes, /bar and /drinks. Each test signs up its
 * own user and seeds what it needs through the API, so one failure hides nothing else.
 */
describe("lists and editing", () => {
  const suite = browserSuite();

  const headings = (list: Locator) => list.getByRole("heading").allInnerTexts();
  const barRow = (page: Page, name: string) =>
    page.locator(".bar-list > li").filter({ has: page.getByRole("heading", { name, exact: true }) });
  const recipeCard = (page: Page, title: string) =>
    page.getByRole("list", { name: "Recipes" }).getByRole("listitem").filter({ has: page.getByRole("heading", { name: title, exact: true }) });

  it("edits a bottle in its row: name, category, level, photo and “also counts as”; a failed save keeps the typing", async () => {
    const seeded = await suite.signedIn();
    const { w } = seeded;
    const { page } = w;
    const [tanqueray] = await Promise.all([
      seeded.api<{ id: string }>("POST", "/api/bar-items", { name: "Tanqeray" }),
      seeded.api("POST", "/api/bar-items", { name: "Campari" }),
    ]);
    await w.goto("/bar");
    await barRow(page, "Tanqeray").getByRole("button", { name: "Actions for Tanqeray" }).click();
    await barRow(page, "Tanqeray").getByRole("button", { name: "Edit Tanqeray" }).click();
    const form = page.getByRole("form", { name: "Edit Tanqeray" });
    expect(await form.getByLabel("Name").evaluate((el) => el === document.activeElement)).toBe(true);
    await form.getByLabel("Name").fill("Tanqueray No. Ten");
    await form.getByLabel("Category").selectOption({ label: "Other spirits" });
    await form.getByLabel("How much is left").selectOption("LOW");
    await form.getByLabel("Also counts as").fill("Gin, London dry gin");
    const photo = await makeJpeg("tanqueray.jpg", "#166534", 300, 400);
    suite.removeLater(photo.cleanup);
    await form.getByLabel("Photo of the bottle").setInputFiles(photo.file);
    await expect.poll(() => form.getByText("Photo uploaded.").isVisible()).toBe(true);
    await capture(page, "bar-edit");
    await form.getByRole("button", { name: "Save changes" }).click();

    const row = barRow(page, "Tanqueray No. Ten");
    await expect.poll(() => row.count()).toBe(1);
    await expect.poll(() => row.getByRole("status").innerText()).toBe("Saved.");
    expect(await row.getByRole("button", { name: "Actions for Tanqueray No. Ten" }).evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await row.locator(".level").innerText()).toContain("Low");
    await row.getByRole("button", { name: "Actions for Tanqueray No. Ten" }).click();
    expect(await row.getByRole("button", { name: "Low" }).getAttribute("aria-pressed")).toBe("true");
    expect(await row.getByRole("img", { name: "Photo of Tanqueray No. Ten" }).getAttribute("src")).toMatch(/^\/object-images\//);
    // Filed under the category the user chose, and listed as running low.
    expect(await page.getByRole("list", { name: "Other spirits" }).getByRole("heading").allInnerTexts()).toEqual(["Tanqueray No. Ten"]);
    expect(await page.getByRole("list", { name: "Running low" }).innerText()).toContain("Tanqueray No. Ten");

    // The bottle disappears meanwhile: the save fails, says why, and keeps what was typed.
    w.allow(/404/);
    await row.getByRole("button", { name: "Edit Tanqueray No. Ten" }).click();
    expect(await page.getByRole("form", { name: "Edit Tanqueray No. Ten" }).getByLabel("Also counts as").inputValue()).toBe("Gin, London dry gin");
    await seeded.api("DELETE", `/api/bar-items/${tanqueray!.id}`);
    const again = page.getByRole("form", { name: "Edit Tanqueray No. Ten" });
    await again.getByLabel("Name").fill("Tanqueray Rangpur");
    await again.getByRole("button", { name: "Save changes" }).click();
    await expect.poll(() => again.getByRole("alert").innerText()).toMatch(/not found/i);
    expect(await again.getByLabel("Name").inputValue()).toBe("Tanqueray Rangpur");
    w.expectClean();
  });

  it("edits a drink on its page, and links an existing recipe to it", async () => {
    const seeded = await suite.signedIn();
    const { w } = seeded;
    const { page } = w;
    const drink = await seeded.api<{ id: string }>("POST", "/api/drinks", { name: "Negoni", type: "cocktail" });
    await seeded.api("POST", "/api/recipes", recipeBody("Negroni", [["Gin", "30 ml"], ["Campari", "30 ml"], ["Sweet vermouth", "30 ml"]]));
    await w.goto(`/drinks/${drink.id}`);
    await page.getByRole("button", { name: "Edit drink “Negoni”" }).click();
    const form = page.getByRole("form", { name: "Edit drink Negoni" });
    await form.getByLabel("Name").fill("Negroni at Bar Basso");
    await form.getByLabel("4 stars").check();
    await form.getByLabel("Notes").fill("Bitter, bright, a big orange peel.");
    const photo = await makeJpeg("negroni.jpg", "#9a3412");
    suite.removeLater(photo.cleanup);
    await form.getByLabel("Photo of the drink").setInputFiles(photo.file);
    await expect.poll(() => form.getByText("Photo uploaded.").isVisible()).toBe(true);
    await capture(page, "drink-edit");
    await form.getByRole("button", { name: "Save changes" }).click();

    await expect.poll(() => page.getByRole("heading", { level: 1 }).innerText()).toBe("Negroni at Bar Basso");
    await expect.poll(() => page.getByRole("img", { name: "Rated 4 out of 5" }).count()).toBe(1);
    expect(await page.getByText("Bitter, bright, a big orange peel.").isVisible()).toBe(true);
    expect(await page.getByRole("button", { name: "Edit drink “Negroni at Bar Basso”" }).evaluate((el) => el === document.activeElement)).toBe(true);
    await expect.poll(() => page.getByRole("img", { name: "Photo of Negroni at Bar Basso" }).evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);

    // "Add a recipe" also offers the recipes the user already has.
    const link = page.getByRole("form", { name: "Link one of your recipes to Negroni at Bar Basso" });
    await link.getByLabel("Or link one of your recipes").selectOption({ label: "Negroni" });
    await link.getByRole("button", { name: "Link recipe" }).click();
    const list = page.getByRole("list", { name: "Recipes for Negroni at Bar Basso" });
    await expect.poll(() => list.getByRole("heading", { name: "Negroni", exact: true }).count()).toBe(1);
    await capture(page, "drink-linked");
    w.expectClean();
  });

  it("edits every field of a recipe in its card, including unlinking its drink", async () => {
    const seeded = await suite.signedIn();
    const { w } = seeded;
    const { page } = w;
    const drink = await seeded.api<{ id: string }>("POST", "/api/drinks", { name: "Daiquiri at the beach", type: "cocktail" });
    await seeded.api("POST", "/api/bar-items", { name: "Havana Club 3" });
    await seeded.api("POST", "/api/recipes", recipeBody("Daquiri", [["White rum", "60 ml"], ["Lime juice", "20 ml"]], { sourceDrinkId: drink.id }));
    await w.goto("/recipes");
    const card = recipeCard(page, "Daquiri");
    await card.getByRole("button", { name: "Daquiri" }).click();
    expect(await card.innerText()).toContain("← Havana Club 3");
    await card.getByRole("button", { name: "Edit recipe “Daquiri”" }).click();
    const form = page.getByRole("form", { name: "Edit recipe Daquiri" });
    await form.getByLabel("Title").fill("Daiquiri");
    await form.getByLabel("Amount 2", { exact: true }).fill("25 ml");
    // Enter in the last amount adds a row, focused.
    await form.getByLabel("Amount 2", { exact: true }).press("Enter");
    await expect.poll(() => form.getByLabel("Ingredient 3", { exact: true }).evaluate((el) => el === document.activeElement)).toBe(true);
    await form.getByLabel("Ingredient 3", { exact: true }).fill("Simple syrup");
    await form.getByLabel("Amount 3", { exact: true }).fill("15 ml");
    await expect.poll(() => form.locator(".ingredient-status").first().innerText()).toContain("← Havana Club 3");
    await form.getByLabel("Steps").fill("Shake hard with ice\nDouble strain into a coupe");
    await form.getByLabel("Garnish").fill("Lime wheel");
    await form.getByLabel("Glassware").fill("Coupe");
    await form.getByLabel("For drink").selectOption({ label: "No drink" });
    await form.getByLabel("Notes").fill("Hemingway liked it without sugar.");
    await capture(page, "recipe-edit");
    await form.getByRole("button", { name: "Save changes" }).click();

    const saved = recipeCard(page, "Daiquiri");
    await expect.poll(() => saved.getByRole("status").first().innerText()).toBe("Saved.");
    const text = await saved.innerText();
    for (const part of ["25 ml", "Simple syrup", "Double strain into a coupe", "Garnish: Lime wheel", "Glass: Coupe", "Hemingway liked it"]) {
      expect(text).toContain(part);
    }
    expect(text).not.toContain("Daiquiri at the beach");
    const stored = await seeded.api<{ recipes: { title: string; sourceDrinkId: string | null; ingredients: unknown[] }[] }>("GET", "/api/recipes");
    expect(stored.recipes).toMatchObject([{ title: "Daiquiri", sourceDrinkId: null }]);
    expect(stored.recipes[0]!.ingredients).toHaveLength(3);
    w.expectClean();
  });

  it("creates a recipe with autocomplete from the shelf and the matcher, and says what meets each ingredient", async () => {
    const seeded = await suite.signedIn();
    const { w } = seeded;
    const { page } = w;
    await seeded.api("POST", "/api/bar-items", { name: "Tanqueray" });
    await seeded.api("POST", "/api/bar-items", { name: "Smith & Cross", quantity: "EMPTY" });
    await w.goto("/recipes");
    const options = () => page.locator("#ingredient-suggestions option").evaluateAll((els) => els.map((e) => (e as HTMLOptionElement).value));
    expect(await options()).toEqual(["Smith & Cross", "Tanqueray"]);
    const form = page.getByRole("form", { name: "New recipe" });
    expect(await form.getByLabel("Ingredient 1", { exact: true }).getAttribute("list")).toBe("ingredient-suggestions");
    // Typing offers the shelf's bottles first, then the kinds and brands the matcher knows.
    await form.getByLabel("Ingredient 1", { exact: true }).pressSequentially("Tanq");
    await expect.poll(options).toEqual(expect.arrayContaining(["Tanqueray", "Tanqueray No. Ten"]));
    expect((await options())[0]).toBe("Tanqueray");
    await form.getByLabel("Ingredient 1", { exact: true }).fill("London d");
    await expect.poll(options).toContain("London dry gin");
    await form.getByLabel("Title").fill("Rum & gin punch");
    await form.getByLabel("Ingredient 1", { exact: true }).fill("Gin");
    await form.getByLabel("Ingredient 2", { exact: true }).fill("Jamaican rum");
    await form.getByLabel("Amount 2", { exact: true }).press("Enter");
    await form.getByLabel("Ingredient 3", { exact: true }).fill("Falernum");
    const status = form.locator(".ingredient-status");
    await expect.poll(() => status.allInnerTexts()).toEqual([
      expect.stringContaining("In stock ← Tanqueray"),
      expect.stringContaining("Smith & Cross is empty"),
      expect.stringContaining("not on your bar"),
    ]);
    await form.getByLabel("Steps").fill("Build over crushed ice");
    await capture(page, "recipe-form");
    await form.getByRole("button", { name: "Save recipe" }).click();
    const card = recipeCard(page, "Rum & gin punch");
    await expect.poll(() => card.count()).toBe(1);
    expect(await card.getByText("2 missing").count()).toBe(1);
    await card.getByRole("button", { name: "Rum & gin punch" }).click();
    expect(await card.locator(".ingredients").innerText()).toMatch(/Gin ← Tanqueray[\s\S]*Jamaican rum Smith & Cross is empty/);
    w.expectClean();
  });

  it("finds recipes on /recipes by what their ingredients are, not by letters inside another word", async () => {
    const seeded = await suite.signedIn();
    const { w } = seeded;
    const { page } = w;
    for (const [title, ingredients] of [
      ["Penicillin", [["Blended Scotch", "60 ml"], ["Lemon juice", "20 ml"], ["Honey-ginger syrup", "20 ml"]]],
      ["Martinez", [["Tanqueray", "45 ml"], ["Sweet vermouth", "45 ml"], ["Maraschino", "5 ml"]]],
      ["Gimlet", [["London dry gin", "60 ml"], ["Lime juice", "20 ml"]]],
      ["Old Fashioned", [["Buffalo Trace", "60 ml"], ["Sugar", "1 cube"]]],
    ] as [string, [string, string][]][]) {
      await seeded.api("POST", "/api/recipes", recipeBody(title, ingredients));
    }
    await w.goto("/recipes");
    const list = page.getByRole("list", { name: "Recipes" });
    const search = page.getByLabel("Search recipes");
    await search.fill("gin");
    await expect.poll(() => headings(list)).toEqual(["Gimlet", "Martinez"]);
    await search.fill("whiskey");
    await expect.poll(() => headings(list)).toEqual(["Old Fashioned", "Penicillin"]);
    await search.fill("bourbon");
    await expect.poll(() => headings(list)).toEqual(["Old Fashioned"]);
    expect(new URL(page.url()).search).toBe("?q=bourbon");
    w.expectClean();
  });

  it("searches, filters and sorts /recipes, and loads more than the first page", async () => {
    const seeded = await suite.signedIn();
    const { w } = seeded;
    const { page } = w;
    await seeded.api("POST", "/api/bar-items", { name: "Tanqueray" });
    await seeded.api("POST", "/api/bar-items", { name: "Lime" });
    await seeded.api("POST", "/api/bar-items", { name: "Simple syrup" });
    for (const [title, ingredients] of [
      ["Gimlet", [["Gin", "60 ml"], ["Lime juice", "20 ml"], ["Simple syrup", "15 ml"]]],
      ["Daiquiri", [["White rum", "60 ml"], ["Lime juice", "20 ml"], ["Simple syrup", "15 ml"]]],
      ["Negroni", [["Gin", "30 ml"], ["Campari", "30 ml"], ["Sweet vermouth", "30 ml"]]],
      ["Bee's Knees", [["Gin", "60 ml"], ["Lemon juice", "20 ml"], ["Honey syrup", "20 ml"]]],
    ] as [string, [string, string][]][]) {
      await seeded.api("POST", "/api/recipes", recipeBody(title, ingredients));
    }
    for (let i = 1; i <= 22; i++) {
      await seeded.api("POST", "/api/recipes", recipeBody(`Filler ${String(i).padStart(2, "0")}`, [["Pineapple juice", "1 l"], ["Coconut cream", "1 l"]]));
    }
    await w.goto("/recipes");
    const list = page.getByRole("list", { name: "Recipes" });
    await expect.poll(() => list.getByRole("listitem").count()).toBe(20);
    await page.getByRole("button", { name: "More recipes" }).click();
    await expect.poll(() => list.getByRole("listitem").count()).toBe(26);

    await page.getByLabel("Search recipes").fill("lime");
    await expect.poll(() => headings(list)).toEqual(["Daiquiri", "Gimlet"]);
    await page.getByLabel("Search recipes").fill("");
    await expect.poll(() => list.getByRole("listitem").count()).toBe(20);
    await page.getByLabel(/^Can make now/).check();
    await expect.poll(() => headings(list)).toEqual(["Gimlet"]);
    await page.getByLabel(/^One away/).check();
    await expect.poll(() => headings(list)).toEqual(["Daiquiri"]);
    await page.getByLabel(/^All/).check();
    await page.getByLabel("Base spirit").selectOption("Gin");
    await expect.poll(() => headings(list)).toEqual(["Bee's Knees", "Negroni", "Gimlet"]);
    await page.getByLabel("Sort by").selectOption("title");
    await expect.poll(() => headings(list)).toEqual(["Bee's Knees", "Gimlet", "Negroni"]);
    await page.getByLabel("Sort by").selectOption("missing");
    await expect.poll(() => headings(list)).toEqual(["Gimlet", "Bee's Knees", "Negroni"]);
    expect(new URL(page.url()).search).toBe("?spirit=gin&sort=missing");
    await capture(page, "recipes-filtered");
    w.expectClean();
  });

  it("finds bottles by kind on /bar, groups them, and shows a new bottle highlighted in view", async () => {
    const seeded = await suite.signedIn();
    const { w } = seeded;
    const { page } = w;
    for (const [name, quantity] of [
      ["Buffalo Trace", "FULL"],
      ["Rittenhouse Rye", "LOW"],
      ["Noilly Prat", "FULL"],
      ["Tanqueray", "EMPTY"],
      ["Angostura", "HALF"],
    ]) {
      await seeded.api("POST", "/api/bar-items", { name, quantity });
    }
    await w.goto("/bar");
    expect(await page.locator(".shelf-group > h3").allTextContents()).toEqual([
      "Running low (2)",
      "Gin (1)",
      "Whiskey (2)",
      "Vermouth & aperitif wine (1)",
      "Bitters (1)",
    ]);
    // What runs low goes on the shopping list in one tap.
    await page.getByRole("button", { name: "Add to list: Rittenhouse Rye" }).click();
    await expect.poll(() => page.getByRole("list", { name: "Running low" }).getByRole("status").first().innerText()).toContain("on your shopping list");
    const list = await seeded.api<{ items: { name: string }[] }>("GET", "/api/shopping-list");
    expect(list.items.map((i) => i.name)).toEqual(["Rittenhouse Rye"]);
    const search = page.getByLabel("Search your bar");
    await search.fill("whiskey");
    await expect.poll(() => headings(page.locator(".bar-list"))).toEqual(["Buffalo Trace", "Rittenhouse Rye"]);
    await search.fill("vermouth");
    await expect.poll(() => headings(page.locator(".bar-list"))).toEqual(["Noilly Prat"]);
    await capture(page, "bar-search");
    await search.fill("");
    await expect.poll(() => page.locator(".bar-list > li").count()).toBe(5);

    // Many bottles later, a new one lands in view and highlighted.
    for (let i = 1; i <= 30; i++) await seeded.api("POST", "/api/bar-items", { name: `Zz syrup ${i}` });
    await page.reload();
    await page.setViewportSize(PHONE);
    await page.getByText("Add a bottle or ingredient").click();
    const form = page.getByRole("form", { name: "Add a bar item" });
    await form.getByLabel("Name").fill("Zz orgeat");
    await form.getByRole("button", { name: "Add to bar" }).click();
    const added = page.locator(".bar-row.is-new");
    await expect.poll(() => added.getByRole("heading").innerText()).toBe("Zz orgeat");
    await expect.poll(() => added.evaluate((el) => {
      const r = el.getBoundingClientRect();
      return r.top >= 0 && r.bottom <= window.innerHeight;
    })).toBe(true);
    w.expectClean();
  });

  it("sorts /drinks by date or rating, with dates and notes, and stores an uploaded menu", async () => {
    const seeded = await suite.signedIn();
    const { w } = seeded;
    const { page } = w;
    await seeded.api("POST", "/api/drinks", { name: "Old favourite", type: "cocktail", rating: 5, notes: "Always good." });
    await seeded.api("POST", "/api/drinks", { name: "Unrated beer", type: "beer" });
    await seeded.api("POST", "/api/drinks", { name: "New try", type: "cocktail", rating: 3, notes: "Too sweet, try less syrup next time." });
    await w.goto("/drinks");
    const cards = page.getByRole("list", { name: "Drinks" });
    expect(await headings(cards)).toEqual(["New try", "Unrated beer", "Old favourite"]);
    await page.getByLabel("Sort").selectOption("rating");
    expect(await headings(cards)).toEqual(["Old favourite", "New try", "Unrated beer"]);
    const card = cards.getByRole("listitem").filter({ hasText: "New try" });
    expect(await card.locator("time").count()).toBe(1);
    expect(await card.innerText()).toContain("Too sweet, try less syrup next time.");

    const menu = await makeJpeg("menu.jpg", "#e5e7eb", 600, 800);
    suite.removeLater(menu.cleanup);
    await page.getByLabel("Upload a menu").setInputFiles(menu.file);
    const menus = page.getByRole("list", { name: "Your menus" });
    await expect.poll(() => menus.getByRole("link", { name: "Drinks on menu 1" }).count()).toBe(1);
    expect(await menus.locator("img").getAttribute("src")).toMatch(/^\/object-images\//);
    // The list says where each scan's reading stands; after a reload the plain photo is read.
    expect(await menus.getByRole("listitem").innerText()).toMatch(/Uploaded .* · (Waiting to be read|Being read now|Read)/);
    await expect
      .poll(async () => {
        await w.goto("/drinks");
        return menus.getByRole("listitem").innerText();
      }, { timeout: 60_000, interval: 1000 })
      .toMatch(/ · Read$/m);
    await capture(page, "drinks-sorted");
    w.expectClean();
  });

  it("keeps /recipes and /bar short on a phone with 50 of each", async () => {
    const seeded = await suite.signedIn();
    const { w } = seeded;
    const { page } = w;
    const bottles = ["Gin", "Vodka", "Bourbon", "Rum", "Tequila", "Campari", "Sweet vermouth", "Lime", "Simple syrup", "Soda water"];
    for (let i = 0; i < 50; i++) {
      await seeded.api("POST", "/api/bar-items", { name: `${bottles[i % 10]} ${i + 1}`, quantity: i % 7 === 0 ? "LOW" : "FULL" });
      await seeded.api("POST", "/api/recipes", recipeBody(`Recipe ${i + 1}`, [["Gin", "60 ml"], ["Lime juice", "20 ml"], ["Simple syrup", "15 ml"], ["Egg white", "1"]]));
    }
    await page.setViewportSize(PHONE);
    const heights: Record<string, number> = {};
    for (const path of ["/recipes", "/bar"]) {
      await w.goto(path);
      heights[path] = await page.evaluate(() => document.documentElement.scrollHeight);
    }
    const rowHeights = await page.locator(".bar-row").evaluateAll((els) => els.map((e) => e.getBoundingClientRect().height));
    console.log(`page height at 390 px with 50 items: /recipes ${heights["/recipes"]} px (first 20 of 50), /bar ${heights["/bar"]} px; tallest bar row ${Math.max(...rowHeights)} px`);
    expect(Math.max(...rowHeights)).toBeLessThanOrEqual(64);
    expect(heights["/recipes"]).toBeLessThan(3000);
    expect(heights["/bar"]).toBeLessThan(5000);
    await capture(page, "bar-50");
    w.expectClean();
  });
});
