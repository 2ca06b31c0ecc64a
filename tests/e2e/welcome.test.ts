import { describe, expect, it } from "vitest";
import type { Locator, Page } from "playwright-core";
import { capture, DESKTOP, PHONE, screenshotForDocs, type WatchedPage } from "./browser";
import { browserSuite, recipeBody } from "./seed";

/**
 * A first ten minutes that sells it: `/` says what Barshelf is in one screen, sign-up
 * leads to the welcome path, and within 5 taps of signing up a new user sees at least 5 drinks
 * they can make; adding one puts it in their recipes. Empty pages point to the path. The phone
 * screenshots of the front page and of the drinks a new bar makes are the README's.
 */

let signUps = 0;

/** Fills the sign-up form (typing is not a tap); the caller taps "Create account". */
async function fillSignUp(page: Page, name: string): Promise<void> {
  signUps += 1;
  await page.getByLabel("Name").fill(name);
  await page.getByLabel("Email").fill(`welcome-${Date.now()}-${process.pid}-${signUps}@example.test`);
  await page.getByLabel("Password").fill("correct horse battery");
}

/**
 * Whether the element is wholly inside the window as it shows now, without scrolling, and not
 * covered (by the phone's tab bar, say): what is drawn at its centre is the element itself.
 */
async function inFirstScreen(locator: Locator, page: Page): Promise<boolean> {
  const box = await locator.boundingBox();
  const size = page.viewportSize()!;
  if (box === null || box.y < 0 || box.y + box.height > size.height || box.x < 0 || box.x + box.width > size.width) return false;
  return locator.evaluate((el, [x, y]) => el.contains(document.elementFromPoint(x!, y!)), [box.x + box.width / 2, box.y + box.height / 2]);
}

describe("the front page for a visitor", () => {
  const suite = browserSuite();

  for (const [label, size] of [
    ["phone", PHONE],
    ["desktop", DESKTOP],
  ] as const) {
    it(`says what Barshelf is and offers sign-up and sign-in, all in the first screen (${label})`, async () => {
      const w = await suite.signedOut();
      const page = w.page;
      await page.setViewportSize(size);
      await w.goto("/");
      expect(new URL(page.url()).pathname).toBe("/");
      const heading = page.getByRole("heading", { level: 1 });
      expect(await heading.innerText()).toMatch(/what you can make/i);
      const text = await page.locator("main").innerText();
      for (const promise of [/shelf/i, /make/i, /buy next/i, /station/i, /menu/i, /self-hosted/i]) expect(text).toMatch(promise);
      expect(await page.getByRole("img", { name: /Barshelf/ }).count()).toBe(1);

      const signUp = page.getByRole("link", { name: "Sign up" });
      const signIn = page.getByRole("link", { name: "Sign in" });
      for (const target of [heading, signUp, signIn, page.getByRole("img", { name: /Barshelf/ })]) {
        expect(await inFirstScreen(target, page), `${await target.innerText().catch(() => "picture")} in the first screen`).toBe(true);
      }
      for (const link of [signUp, signIn]) expect((await link.boundingBox())!.height).toBeGreaterThanOrEqual(44);
      // One screen: nothing below the fold.
      expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThanOrEqual(size.height);

      if (label === "phone") {
        await screenshotForDocs(page, "phone-landing");
        await capture(page, "landing");
      }
      await page.setViewportSize(size);
      await signIn.click();
      await page.waitForURL((url) => url.pathname === "/login");
      await page.goBack();
      await page.getByRole("link", { name: "Sign up" }).click();
      await page.waitForURL((url) => url.pathname === "/signup");
      w.expectClean();
    });
  }
});

describe("the welcome path", () => {
  const suite = browserSuite();

  for (const [label, size] of [
    ["phone", PHONE],
    ["desktop", DESKTOP],
  ] as const) {
    it(`shows a new user at least 5 drinks they can make within 5 taps of signing up, and adds one to their recipes (${label})`, async () => {
      const w: WatchedPage = await suite.signedOut();
      const page = w.page;
      await page.setViewportSize(size);
      await w.goto("/");
      await page.getByRole("link", { name: "Sign up" }).click();
      await page.waitForURL((url) => url.pathname === "/signup");
      await fillSignUp(page, `Wendy Welcome ${label}`);

      let taps = 0;
      const tap = async (target: Locator) => {
        taps += 1;
        await target.click();
      };

      await tap(page.getByRole("button", { name: "Create account" }));
      await page.waitForURL((url) => url.pathname === "/welcome");
      await page.waitForLoadState("networkidle");
      expect(await page.getByRole("heading", { name: "What do you have at home?" }).isVisible()).toBe(true);
      const skip = page.getByRole("link", { name: "Skip for now" });
      expect(await inFirstScreen(skip, page)).toBe(true);
      if (label === "phone") {
        await capture(page, "welcome-shelf");
        await page.setViewportSize(size);
      }

      await tap(page.getByRole("group", { name: "Quick picks" }).getByRole("button", { name: "Gin and vermouth" }));
      const go = page.getByRole("button", { name: /^Add \d+ and see what I can make$/ });
      expect(await inFirstScreen(go, page), "the button to go on is in sight without scrolling").toBe(true);
      await tap(go);
      await page.waitForURL((url) => url.searchParams.get("step") === "make");

      const drinks = page.getByRole("list", { name: "Drinks you can make now" }).getByRole("listitem");
      await expect.poll(() => drinks.count()).toBeGreaterThanOrEqual(5);
      const count = await drinks.count();
      expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe(`You can make ${count} drinks now`);
      expect(taps, "taps from signing up to seeing 5 drinks").toBeLessThanOrEqual(5);
      if (label === "phone") {
        await screenshotForDocs(page, "phone-welcome-2-make");
        await capture(page, "welcome-make");
        await page.setViewportSize(size);
      }

      // Adding one: it shows as added here, and is in the recipes.
      const first = drinks.first();
      const title = await first.getByRole("heading").innerText();
      await tap(first.getByRole("button", { name: `Add: ${title}` }));
      await expect.poll(() => first.getByText("In your recipes").isVisible()).toBe(true);
      await tap(page.getByRole("link", { name: "Next", exact: true }));
      await page.waitForURL((url) => url.searchParams.get("step") === "next");
      await expect.poll(() => page.locator("main").innerText()).toContain("You have 1 recipe,");
      if (label === "phone") {
        await capture(page, "welcome-next");
        await page.setViewportSize(size);
      }
      await tap(page.getByRole("link", { name: /^Your recipes/ }));
      await page.waitForURL((url) => url.pathname === "/recipes");
      await page.waitForLoadState("networkidle");
      await expect.poll(() => page.getByRole("heading", { name: title, exact: true }).count()).toBe(1);
      w.expectClean();
    });
  }

  it("adds every drink the bar makes in one tap", async () => {
    const { w, api } = await suite.signedIn();
    await api("POST", "/api/starter-shelf", { names: ["White rum", "Limes", "Simple syrup", "Mint", "Soda water", "Cola", "Ginger beer", "Dark rum"] });
    await w.goto("/welcome?step=make");
    const page = w.page;
    const drinks = page.getByRole("list", { name: "Drinks you can make now" }).getByRole("listitem");
    const count = await drinks.count();
    expect(count).toBeGreaterThanOrEqual(3);
    await page.getByRole("button", { name: `Add all ${count} to my recipes: ${count} drinks you can make` }).click();
    await expect.poll(() => drinks.getByText("In your recipes").count()).toBe(count);
    expect(await page.getByRole("button", { name: /^Add/ }).count()).toBe(0);
    const titles = await drinks.getByRole("heading").allInnerTexts();
    const { recipes } = await api<{ recipes: { title: string }[] }>("GET", "/api/recipes");
    expect(recipes.map((r) => r.title).sort()).toEqual([...titles].sort());
    w.expectClean();
  });

  it("shows bottles already on the bar as ticked, and says so when the bar makes nothing yet", async () => {
    const { w, api } = await suite.signedIn();
    const page = w.page;
    await api("POST", "/api/bar-items", { name: "Campari", quantity: "FULL" });
    await w.goto("/welcome");
    const campari = page.getByRole("checkbox", { name: /^Campari/ });
    expect(await campari.isChecked()).toBe(true);
    expect(await campari.isDisabled()).toBe(true);
    expect(await page.getByRole("checkbox", { name: "Aperol" }).isChecked()).toBe(false);
    await page.getByRole("link", { name: "Keep my bar as it is" }).click();
    await page.waitForURL((url) => url.searchParams.get("step") === "make");
    await expect.poll(() => page.getByRole("heading", { level: 1 }).innerText()).toBe("Nothing to make yet");
    expect(await page.locator("main").innerText()).toContain("One more bottle would change that");
    // a bottle that makes only one of the user's own recipes names that recipe
    await api("POST", "/api/recipes", recipeBody("Yuzu Americano", [["Campari", "30 ml"], ["Yuzu juice", "15 ml"]]));
    await w.goto("/welcome?step=make");
    const yuzu = page.locator(".welcome-bottles li").filter({ hasText: /^Yuzu juice/ });
    await expect.poll(() => yuzu.innerText()).toContain("makes Yuzu Americano.");
    await page.getByRole("link", { name: "Tick more of what I have" }).click();
    await page.waitForURL((url) => url.pathname === "/welcome" && !url.searchParams.has("step"));
    w.expectClean();
  });
});

describe("empty pages point to the welcome path", () => {
  const suite = browserSuite();

  it("sends a new user from / to the path, and leads there from an empty bar, recipes and drinks log", async () => {
    const { w, api } = await suite.signedIn();
    const page = w.page;
    await w.goto("/");
    expect(new URL(page.url()).pathname).toBe("/welcome");

    for (const [path, heading, action] of [
      ["/bar", "Your bar is empty", "Tick what you have"],
      ["/recipes", "No recipes yet", "Start with what you have"],
      ["/drinks", "No drinks yet", "See what you can make"],
    ] as const) {
      await w.goto(path);
      expect(await page.getByRole("heading", { name: heading }).isVisible(), path).toBe(true);
      const link = page.getByRole("link", { name: action });
      expect(await inFirstScreen(link, page), `${path}: "${action}" in the first screen`).toBe(true);
      await link.click();
      await page.waitForURL((url) => url.pathname === "/welcome");
      await page.waitForLoadState("networkidle");
      expect(await page.getByRole("heading", { name: "What do you have at home?" }).isVisible()).toBe(true);
    }
    await page.getByRole("link", { name: "Skip for now" }).click();
    await page.waitForURL((url) => url.pathname === "/recipes");

    // With a bottle on the bar the recipes' empty state goes straight to what it makes, and / to the recipes.
    await api("POST", "/api/bar-items", { name: "Gin", quantity: "FULL" });
    await w.goto("/recipes");
    await page.getByRole("link", { name: "See what your bar makes" }).click();
    await page.waitForURL((url) => url.searchParams.get("step") === "make");
    await w.goto("/");
    expect(new URL(page.url()).pathname).toBe("/recipes");
    w.expectClean();
  });
});
