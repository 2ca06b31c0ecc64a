import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { capture, openUserMenu, type WatchedPage } from "./browser";
import { makeJpeg } from "./images";
import { browserSuite, recipeBody, type SignedInPage } from "./seed";

/**
 * The everyday flow: sign up, stock the bar, log a drink with a photo, write a recipe for
 * it, watch availability follow the shelf, find the recipe on the drink's page, sign out.
 * Each step is its own test on its own new user, seeded through the API with what the
 * steps before it would have left, so one failure hides nothing else. Each screenshots
 * the pages it visits.
 */
describe("a new user's first evening", () => {
  const suite = browserSuite();
  let w: WatchedPage;
  let page: Page;

  /** A signed-in page for a new user, who has nothing yet. */
  async function signedIn(): Promise<SignedInPage> {
    const seeded = await suite.signedIn();
    w = seeded.w;
    page = w.page;
    return seeded;
  }

  /**
   * What steps 2 to 4 leave behind: Gin, Campari (half full) and sweet vermouth on the
   * shelf, a Negroni in the drinks log (with a photo when asked), and its recipe when asked.
   * Answers the drink page's path.
   */
  async function seedEvening({ api, upload }: SignedInPage, { recipe = false, photo = false } = {}): Promise<string> {
    for (const [name, quantity] of [
      ["Gin", "FULL"],
      ["Campari", "HALF"],
      ["Sweet vermouth", "FULL"],
    ]) {
      await api("POST", "/api/bar-items", { name, quantity });
    }
    let imageUrl: string | null = null;
    if (photo) {
      const jpeg = await makeJpeg("negroni.jpg", "#9a3412");
      suite.removeLater(jpeg.cleanup);
      imageUrl = await upload(jpeg.file, "drink");
    }
    const drink = await api<{ id: string }>("POST", "/api/drinks", { name: "Negroni", type: "cocktail", rating: 5, imageUrl });
    if (recipe) {
      const ingredients: [string, string][] = [
        ["Gin", "30 ml"],
        ["Campari", "30 ml"],
        ["Sweet vermouth", "30 ml"],
      ];
      await api("POST", "/api/recipes", recipeBody("Negroni", ingredients, { sourceDrinkId: drink.id, garnish: "Orange peel", glassware: "Rocks glass" }));
    }
    return `/drinks/${drink.id}`;
  }

  const item = (name: string) => page.getByRole("listitem").filter({ has: page.getByRole("heading", { name, exact: true }) });
  /** Opens a bottle's row menu (level, edit, delete) unless it is open already. */
  const openMenu = async (name: string) => {
    const button = item(name).getByRole("button", { name: `Actions for ${name}` });
    if ((await button.getAttribute("aria-expanded")) !== "true") await button.click();
  };
  const shelfNames = () => page.locator(".bar-list").getByRole("heading").allInnerTexts();

  it("1. keeps private pages behind the login, and signs a new user up", async () => {
    w = await suite.signedOut();
    page = w.page;
    const email = `e2e-${Date.now()}-${process.pid}@example.test`;
    await w.goto("/bar");
    expect(new URL(page.url()).pathname).toBe("/login");
    expect(new URL(page.url()).searchParams.get("next")).toBe("/bar");
    await capture(page, "login");

    await page.getByRole("link", { name: "Create an account" }).click();
    await page.waitForURL(/\/signup/);
    await page.waitForLoadState("networkidle");
    await capture(page, "signup");
    await page.getByLabel("Name").fill("Ada Lovelace");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill("correct horse battery");
    await page.getByRole("button", { name: "Create account" }).click();

    // The login page remembered where the visitor was going.
    await page.waitForURL((url) => url.pathname === "/bar");
    await page.waitForLoadState("networkidle");
    await expect.poll(() => page.locator(".user-name").innerText()).toContain("Ada Lovelace");
    await expect.poll(() => page.getByRole("heading", { name: "Your bar is empty" }).isVisible()).toBe(true);
    await capture(page, "bar-empty");
    w.expectClean();
  });

  it("2. adds bar items, filters them and edits what one also counts as", async () => {
    await signedIn();
    await w.goto("/bar");
    const photo = await makeJpeg("campari.jpg", "#b91c1c", 300, 400);
    suite.removeLater(photo.cleanup);
    const form = page.getByRole("form", { name: "Add a bar item" });
    for (const [name, quantity, withPhoto] of [
      ["Gin", "FULL", false],
      ["Campari", "HALF", true],
      ["Sweet vermouth", "FULL", false],
      ["Tonic water", "LOW", false],
    ] as const) {
      await form.getByLabel("Name").fill(name);
      await form.getByLabel("How much is left").selectOption(quantity);
      if (withPhoto) {
        await form.getByLabel("Photo of the bottle").setInputFiles(photo.file);
        await expect.poll(() => form.getByText("Photo uploaded.").isVisible()).toBe(true);
      }
      await form.getByRole("button", { name: "Add to bar" }).click();
      await expect.poll(() => item(name).count()).toBe(1);
    }
    // Grouped by shelf category, and each shows its quantity as the pressed button in its menu.
    await expect.poll(shelfNames).toEqual(["Gin", "Sweet vermouth", "Campari", "Tonic water"]);
    const campari = item("Campari");
    await openMenu("Campari");
    expect(await campari.getByRole("button", { name: "Half" }).getAttribute("aria-pressed")).toBe("true");
    const thumb = campari.getByRole("img", { name: "Photo of Campari" });
    await thumb.scrollIntoViewIfNeeded();
    expect(await thumb.getAttribute("src")).toMatch(/^\/object-images\//);
    expect(await thumb.getAttribute("loading")).toBe("lazy");
    await expect.poll(() => thumb.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

    // Search.
    const filter = page.getByLabel("Search your bar");
    await filter.fill("verm");
    await expect.poll(shelfNames).toEqual(["Sweet vermouth"]);
    await filter.fill("no such bottle");
    await expect.poll(() => page.getByText("Nothing on your shelf matches").isVisible()).toBe(true);
    await page.getByRole("button", { name: "Clear the search" }).click();
    await expect.poll(() => shelfNames().then((n) => n.length)).toBe(4);

    // "Also counts as".
    await openMenu("Gin");
    await item("Gin").getByRole("button", { name: "Edit Gin" }).click();
    const aliases = page.getByRole("form", { name: "Edit Gin" });
    await aliases.getByLabel("Also counts as").fill("London dry gin, Dry gin");
    await aliases.getByRole("button", { name: "Save changes" }).click();
    await expect.poll(() => item("Gin").getByText("Saved.").isVisible()).toBe(true);
    await page.getByLabel("Search your bar").fill("london");
    await expect.poll(shelfNames).toEqual(["Gin"]);
    await expect.poll(() => item("Gin").getByText("also London dry gin, Dry gin").isVisible()).toBe(true);
    await page.getByLabel("Search your bar").fill("");
    await expect.poll(() => shelfNames().then((n) => n.length)).toBe(4);

    // Delete, in two taps.
    await openMenu("Tonic water");
    await item("Tonic water").getByRole("button", { name: "Delete Tonic water" }).click();
    await item("Tonic water").getByRole("button", { name: "Yes, delete" }).click();
    await expect.poll(() => item("Tonic water").count()).toBe(0);
    await page.reload();
    await page.waitForLoadState("networkidle");
    expect(await item("Tonic water").count()).toBe(0);
    await capture(page, "bar");
    w.expectClean();
  });

  it("3. adds a drink with a photo and a rating", async () => {
    await signedIn();
    await w.goto("/bar");
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Drinks" }).click();
    await page.waitForURL(/\/drinks$/);
    await page.waitForLoadState("networkidle");
    await expect.poll(() => page.getByRole("heading", { name: "No drinks yet" }).isVisible()).toBe(true);
    await capture(page, "drinks-empty");

    const photo = await makeJpeg("negroni.jpg", "#9a3412");
    suite.removeLater(photo.cleanup);
    const form = page.getByRole("form", { name: "Add a drink" });
    await form.getByLabel("Name").fill("Negroni");
    await form.getByLabel("Type").fill("cocktail");
    await form.getByLabel("5 stars").check();
    await form.getByLabel("Notes").fill("Equal parts, stirred, at the bar on the corner.");
    await form.getByLabel("Photo of the drink").setInputFiles(photo.file);
    await expect.poll(() => form.getByRole("img", { name: "Preview of the chosen photo" }).isVisible()).toBe(true);
    await expect.poll(() => form.getByText("Photo uploaded.").isVisible()).toBe(true);
    await form.getByRole("button", { name: "Add drink" }).click();

    const card = page.getByRole("list", { name: "Drinks" }).getByRole("listitem").filter({ hasText: "Negroni" });
    await expect.poll(() => card.count()).toBe(1);
    expect(await card.getByRole("img", { name: "Rated 5 out of 5" }).count()).toBe(1);
    const img = card.getByRole("img", { name: "Photo of Negroni" });
    expect(await img.getAttribute("src")).toMatch(/^\/object-images\/[^/]+\/.+/);
    expect(await img.getAttribute("width")).toBeTruthy();
    expect(await img.getAttribute("height")).toBeTruthy();
    expect(await img.getAttribute("loading")).toBe("lazy");
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
    await capture(page, "drinks");

    await card.getByRole("link").click();
    await page.waitForURL(/\/drinks\/[0-9a-f-]{36}$/);
    await page.waitForLoadState("networkidle");
    await expect.poll(() => page.getByRole("heading", { level: 1, name: "Negroni" }).isVisible()).toBe(true);
    await expect.poll(() => page.title()).toBe("Negroni · Barshelf");
    await expect.poll(() => page.getByText("No recipe recreates this drink yet.").isVisible()).toBe(true);
    await capture(page, "drink-empty");
    w.expectClean();
  });

  it("4. creates a recipe attached to the drink", async () => {
    const drinkUrl = await seedEvening(await signedIn());
    await w.goto(drinkUrl);
    await page.getByRole("link", { name: "Add a recipe for this drink" }).first().click();
    await page.waitForURL(/\/recipes\?drink=/);
    await page.waitForLoadState("networkidle");
    const form = page.getByRole("form", { name: "New recipe" });
    await expect.poll(() => form.isVisible()).toBe(true);
    // The drink is preselected.
    expect(await form.getByLabel("For drink").evaluate((s: HTMLSelectElement) => s.selectedOptions[0]?.textContent)).toBe("Negroni");

    await form.getByLabel("Title").fill("Negroni");
    const ingredients = [
      ["Gin", "30 ml"],
      ["Campari", "30 ml"],
      ["Sweet vermouth", "30 ml"],
    ];
    await form.getByRole("button", { name: "Add ingredient" }).click();
    for (const [i, [name, amount]] of ingredients.entries()) {
      await form.getByLabel(`Ingredient ${i + 1}`, { exact: true }).fill(name!);
      await form.getByLabel(`Amount ${i + 1}`, { exact: true }).fill(amount!);
    }
    // Each is on the shelf, and the form names the bottle that meets it.
    await expect
      .poll(() => form.locator(".ingredient-status").allInnerTexts())
      .toEqual([expect.stringContaining("← Gin"), expect.stringContaining("← Campari"), expect.stringContaining("← Sweet vermouth")]);
    // A row can be added and removed again.
    await form.getByRole("button", { name: "Add ingredient" }).click();
    await form.getByRole("button", { name: "Remove ingredient 4" }).click();
    expect(await form.getByLabel("Ingredient 4", { exact: true }).count()).toBe(0);

    await form.getByLabel("Steps").fill("Stir everything with ice for 30 seconds\nStrain over a large cube");
    await form.getByLabel("Garnish").fill("Orange peel");
    await form.getByLabel("Glassware").fill("Rocks glass");
    await form.getByRole("button", { name: "Save recipe" }).click();

    const recipe = page.getByRole("list", { name: "Recipes" }).getByRole("listitem").filter({ has: page.getByRole("heading", { name: "Negroni" }) });
    await expect.poll(() => recipe.count()).toBe(1);
    expect(await recipe.getByText("Can make now").count()).toBe(1);
    await recipe.getByRole("button", { name: "Negroni" }).click();
    expect(await recipe.getByRole("link", { name: "Negroni", exact: true }).getAttribute("href")).toBe(drinkUrl);
    expect(await recipe.getByText("Missing:").count()).toBe(0);
    await capture(page, "recipes");
    w.expectClean();
  });

  it("5. marks an ingredient missing when its bottle goes EMPTY, in one tap", async () => {
    await seedEvening(await signedIn(), { recipe: true });
    await w.goto("/bar");
    const campari = item("Campari");
    await openMenu("Campari");
    await campari.getByRole("button", { name: "Empty" }).click();
    await expect.poll(() => campari.getByRole("button", { name: "Empty" }).getAttribute("aria-pressed")).toBe("true");
    await expect.poll(() => page.getByRole("list", { name: "Running low" }).innerText()).toContain("Campari");
    await page.waitForLoadState("networkidle");
    await page.reload();
    await openMenu("Campari");
    expect(await item("Campari").getByRole("button", { name: "Empty" }).getAttribute("aria-pressed")).toBe("true");

    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Recipes" }).click();
    await page.waitForURL(/\/recipes$/);
    await page.waitForLoadState("networkidle");
    const recipe = page.getByRole("list", { name: "Recipes" }).getByRole("listitem").filter({ has: page.getByRole("heading", { name: "Negroni" }) });
    await expect.poll(() => recipe.getByText("1 missing").isVisible()).toBe(true);
    await recipe.getByRole("button", { name: "Negroni" }).click();
    const missing = recipe.locator(".ingredients li").filter({ hasText: "Missing:" });
    expect(await missing.allInnerTexts()).toEqual([expect.stringContaining("Campari is empty")]);

    // "Can make now" hides it.
    await page.getByLabel(/^Can make now/).check();
    await expect.poll(() => page.getByText("No recipe matches").isVisible()).toBe(true);
    await capture(page, "recipes-can-make-now");
    await page.getByLabel(/^All/).check();

    // Back to HALF: it can be made again.
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Bar", exact: true }).click();
    await page.waitForURL(/\/bar$/);
    await openMenu("Campari");
    // The button shows the new level at once; the recipes can only know it once the server has it.
    const saved = page.waitForResponse((res) => res.request().method() === "PATCH" && res.url().includes("/api/bar-items/"));
    await item("Campari").getByRole("button", { name: "Half" }).click();
    await expect.poll(() => item("Campari").getByRole("button", { name: "Half" }).getAttribute("aria-pressed")).toBe("true");
    expect((await saved).status()).toBe(200);
    await w.goto("/recipes");
    await expect.poll(() => page.getByRole("listitem").filter({ hasText: "Can make now" }).count()).toBe(1);
    w.expectClean();
  });

  it("6. lists the recipe on the drink's page", async () => {
    const drinkUrl = await seedEvening(await signedIn(), { recipe: true, photo: true });
    await w.goto(drinkUrl);
    const list = page.getByRole("list", { name: "Recipes for Negroni" });
    await expect.poll(() => list.getByRole("heading", { name: "Negroni" }).count()).toBe(1);
    const photo = page.getByRole("img", { name: "Photo of Negroni" });
    await expect.poll(() => photo.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
    await capture(page, "drink");
    w.expectClean();
  });

  it("7. signs out and is sent to the login page from any private page", async () => {
    const drinkUrl = await seedEvening(await signedIn(), { recipe: true });
    for (const [path, name] of [
      ["/recommend", "recommend"],
      ["/bartender", "bartender"],
    ]) {
      await w.goto(path!);
      await capture(page, name!);
    }
    await openUserMenu(page);
    await page.getByRole("button", { name: "Sign out", exact: true }).click();
    await page.waitForURL((url) => url.pathname === "/login");
    for (const path of ["/recipes", "/bar", drinkUrl, "/recommend", "/bartender", "/welcome"]) {
      await w.goto(path);
      const url = new URL(page.url());
      expect(url.pathname, path).toBe("/login");
      expect(url.searchParams.get("next")).toBe(path);
    }
    // The front page is public: it says what Barshelf is, and shows nothing of the user's.
    await w.goto("/");
    expect(new URL(page.url()).pathname).toBe("/");
    expect(await page.getByRole("link", { name: "Sign in" }).isVisible()).toBe(true);
    const text = await page.locator("body").innerText();
    expect(text).not.toContain("Lena Lists");
    expect(text).not.toContain("Sign out");
    // The photo is private too.
    const img = await page.request.get("/api/drinks");
    expect(img.status()).toBe(401);
    w.expectClean();
  });
});
