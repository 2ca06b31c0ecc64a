import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { capture, openUserMenu, PHONE, type WatchedPage } from "./browser";
import { makeMenuScan } from "./menu-image";
import { browserSuite, recipeBody, type SignedInPage } from "./seed";

/** WCAG 2.5.5: 44 × 44 CSS px. Half a pixel of slack for sub-pixel layout (a 43.6 px box renders as 44). */
const MIN = 44 - 0.5;

interface SmallTarget {
  what: string;
  width: number;
  height: number;
}

/**
 * Every visible thing a finger can tap on the page, smaller than 44 × 44. What counts:
 * links, buttons, form fields, summaries, and anything else focusable. A checkbox, radio
 * or file input is measured by its label when it has one: the label is what takes the
 * tap (and a styled file picker hides its input). Exempt, narrowly, per WCAG 2.5.8's
 * inline exception: a link shown inline inside a sentence (at least three other words
 * in its block), whose size the line of text sets. Hidden things (display: none, closed <details>, the
 * visually-hidden skip link until focused) have no box and are not tapped.
 */
async function smallTargets(page: Page): Promise<SmallTarget[]> {
  return page.evaluate((min) => {
    const selector = "a[href], button, input, select, textarea, summary, [role='button'], [role='link'], [tabindex]:not([tabindex='-1'])";
    const describe = (el: Element) => {
      const text = (el.textContent ?? "").replace(/\s+/g, " ").trim().slice(0, 40);
      const label = el.getAttribute("aria-label") ?? (el as HTMLInputElement).name ?? "";
      return `<${el.tagName.toLowerCase()}${el.className ? ` class="${el.className}"` : ""}> ${text || label}`;
    };
    const visible = (el: Element) => {
      const style = getComputedStyle(el);
      const box = el.getBoundingClientRect();
      return style.visibility !== "hidden" && el.getClientRects().length > 0 && box.width > 1 && box.height > 1;
    };
    const inRunningText = (el: Element) => {
      if (el.tagName !== "A" || getComputedStyle(el).display !== "inline") return false;
      let block = el.parentElement;
      while (block && getComputedStyle(block).display.startsWith("inline")) block = block.parentElement;
      if (!block) return false;
      // A sentence: at least three words of other text around the link, not a lone label or a "(line 2)".
      const own = (el.textContent ?? "").replace(/\s+/g, " ").trim();
      const rest = (block.textContent ?? "").replace(/\s+/g, " ").replace(own, " ").trim();
      return rest.split(" ").filter((word) => /\p{L}/u.test(word)).length >= 3;
    };
    const target = (el: Element): Element => {
      const input = el as HTMLInputElement;
      if (el.tagName === "INPUT" && ["checkbox", "radio", "file"].includes(input.type)) {
        return input.labels?.[0] ?? el;
      }
      return el;
    };
    const seen = new Set<Element>();
    const small: { what: string; width: number; height: number }[] = [];
    for (const el of document.querySelectorAll(selector)) {
      if ((el as HTMLInputElement).type === "hidden") continue;
      const measured = target(el);
      if (seen.has(measured)) continue;
      seen.add(measured);
      if (!visible(measured) || inRunningText(measured)) continue;
      const box = measured.getBoundingClientRect();
      if (box.width < min || box.height < min) {
        small.push({ what: describe(measured), width: Math.round(box.width * 10) / 10, height: Math.round(box.height * 10) / 10 });
      }
    }
    return small;
  }, MIN);
}

/** Loads a page at phone width, opens what opens (every <details>, the first bar row's and recipe's menus, the user's menu) and checks each target. */
async function expectTapTargets(w: WatchedPage, path: string, open: (page: Page) => Promise<void> = async () => {}): Promise<void> {
  const { page } = w;
  await page.setViewportSize(PHONE);
  await w.goto(path);
  await open(page);
  await page.evaluate(() => document.querySelectorAll("details").forEach((d) => (d.open = true)));
  expect.soft(await smallTargets(page), `targets under 44 × 44 px on ${path}`).toEqual([]);
  // The same page as a user sees it, checked by axe at both widths (screenshots for review).
  await page.evaluate(() => document.querySelectorAll("details").forEach((d) => (d.open = false)));
  const name = path.replace(/\?.*$/, path.includes("?") ? "-one" : "").replace(/[^a-z0-9]+/gi, "-").replace(/^-|-$/g, "") || "home";
  await capture(page, `look-${name.replace(/-[0-9a-f]{8}-[0-9a-f-]{27}$/, "-detail")}`);
}

async function seed({ api, upload, w }: SignedInPage, removeLater: (f: () => void) => void) {
  for (const [name, quantity] of [
    ["Tanqueray London Dry Gin", "FULL"],
    ["Campari", "HALF"],
    ["Martini Rosso", "LOW"],
    ["Angostura bitters", "EMPTY"],
  ]) {
    await api("POST", "/api/bar-items", { name, quantity });
  }
  await api("POST", "/api/recipes", recipeBody("Negroni", [["Gin", "30 ml"], ["Campari", "30 ml"], ["Sweet vermouth", "30 ml"]], { glassware: "Rocks glass" }));
  const recipe = await api<{ id: string }>("POST", "/api/recipes", recipeBody("Daiquiri", [["White rum", "60 ml"], ["Lime juice", "25 ml"], ["Sugar syrup", "15 ml"]]));
  const drink = await api<{ id: string }>("POST", "/api/drinks", { name: "Negroni at the harbour", type: "cocktail", rating: 4, notes: "Bitter, good." });
  await api("POST", "/api/shopping-list", { name: "Lime juice" });
  const menu = await makeMenuScan("tap-menu.png", {
    title: "Harbour Bar",
    heading: "Cocktails",
    drinks: [{ name: "Negroni", price: "$12", description: "gin, Campari, sweet vermouth" }],
  });
  removeLater(menu.cleanup);
  await upload(menu.file, "menu");
  await w.goto("/drinks");
  const menuHref = await w.page.locator("a[href^='/drinks/menus/']").first().getAttribute("href");
  return { recipeId: recipe.id, drinkId: drink.id, menuHref: menuHref! };
}

describe("tap targets at 390 px", () => {
  const suite = browserSuite();

  it("are at least 44 × 44 px on the pages a visitor sees", async () => {
    const w = await suite.signedOut();
    for (const path of ["/", "/login", "/signup"]) await expectTapTargets(w, path);
    w.expectClean();
  });

  it("are at least 44 × 44 px on every page of a user with some data", { timeout: 180_000 }, async () => {
    const seeded = await suite.signedIn();
    const { w } = seeded;
    const { recipeId, drinkId, menuHref } = await seed(seeded, suite.removeLater);
    // In a household: /bar shows "Mine" and the household, and each own bottle's "Share with".
    await seeded.api("POST", "/api/households", { name: "Flat 3" });

    await expectTapTargets(w, "/recipes", async (page) => {
      await page.locator(".recipe-toggle").first().click();
    });
    await expectTapTargets(w, `/bartender?drink=${encodeURIComponent(`recipe:${recipeId}`)}`);
    await expectTapTargets(w, "/bar", async (page) => {
      await page.getByRole("button", { name: /^Actions for / }).first().click();
      // A second Campari: the "raise it to FULL instead?" question and its two answers.
      w.allow(/status of 409 .*\/api\/bar-items/);
      await page.evaluate(() => document.querySelectorAll("details").forEach((d) => (d.open = true)));
      const form = page.getByRole("form", { name: "Add a bar item" });
      await form.getByLabel("Name").first().fill("Campari");
      await form.getByRole("button", { name: "Add to bar" }).click();
      await expect.poll(() => page.getByRole("button", { name: "Raise to full" }).count()).toBe(1);
    });
    await expectTapTargets(w, "/drinks");
    await expectTapTargets(w, `/drinks/${drinkId}`);
    await expectTapTargets(w, menuHref);
    await expectTapTargets(w, "/recommend");
    await expectTapTargets(w, "/bartender");
    await expectTapTargets(w, "/account", openUserMenu);
    await expectTapTargets(w, "/account/household", async (page) => {
      await page.getByRole("button", { name: "Make an invitation link" }).click();
      await expect.poll(() => page.getByRole("button", { name: "Copy" }).count()).toBe(1);
      await page.getByRole("button", { name: "Leave Flat 3" }).click();
    });
    await expectTapTargets(w, "/data", async (page) => {
      // The import's preview, with a recipe the user has already (its "Add a copy anyway").
      await page.getByLabel("Or paste recipes").fill("Negroni: 1 oz gin / 1 oz Campari / 1 oz sweet vermouth — stir, strain\nGimlet: 2 oz gin / 3/4 oz lime juice / 3/4 oz simple syrup — shake, strain");
      await page.getByRole("button", { name: "Check", exact: true }).click();
      await expect.poll(() => page.getByLabel("Add a copy anyway").count()).toBe(1);
    });
    await expectTapTargets(w, "/welcome");
    w.allow(/status of 404 .*\/no-such-page/);
    await expectTapTargets(w, "/no-such-page");
    w.expectClean();
  });

  it("are at least 44 × 44 px on a new user's welcome path and empty pages", { timeout: 120_000 }, async () => {
    const { w, api } = await suite.signedIn();
    for (const path of ["/bar", "/recipes", "/drinks", "/welcome", "/account/household"]) await expectTapTargets(w, path);
    await api("POST", "/api/starter-shelf", { names: ["London dry gin", "Campari", "Sweet vermouth", "Dry vermouth"] });
    await expectTapTargets(w, "/welcome");
    await expectTapTargets(w, "/welcome?step=make");
    await expectTapTargets(w, "/welcome?step=next");
    w.expectClean();
  });
});
