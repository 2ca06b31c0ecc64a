import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import type { Recipe } from "@/domain/types";
import { capture, launchBrowser, PHONE, WatchedPage } from "./browser";

/**
 * Substitutes in the browser, on a phone: a Manhattan written with rye (as the IBA has it) is one
 * missing with only a Buffalo Trace on the shelf; one tap accepts bourbon for rye, and the recipe
 * becomes makeable, saying why; the station pours it from the Buffalo Trace; the catalogue's Old
 * Pal (rye, Campari, dry vermouth) moves into "Make now", and out again with the toggle that
 * leaves substitutes out; /bar lists the substitute and removes it.
 */
describe("substitutes", () => {
  let browser: Browser;
  let w: WatchedPage;
  let page: Page;
  let manhattan: Recipe;

  async function api<T>(method: "POST", url: string, data: unknown): Promise<T> {
    const res = await page.request.fetch(url, { method, data });
    expect(res.ok(), `${method} ${url}: ${res.status()}`).toBe(true);
    return (await res.json()) as T;
  }

  beforeAll(async () => {
    browser = await launchBrowser();
    w = await WatchedPage.open(browser);
    page = w.page;
    await page.setViewportSize(PHONE);
    const res = await page.request.post("/api/auth/sign-up/email", {
      data: { name: "Sam Substitute", email: `e2e-subst-${randomUUID()}@example.test`, password: "correct horse battery" },
    });
    expect(res.status()).toBe(200);
    for (const name of ["Buffalo Trace", "Carpano Antica Formula", "Angostura", "Campari", "Noilly Prat"]) await api("POST", "/api/bar-items", { name });
    manhattan = await api<Recipe>("POST", "/api/recipes", {
      title: "Manhattan",
      ingredients: [
        { name: "Rye whiskey", amount: "50 ml", available: false },
        { name: "Sweet vermouth", amount: "20 ml", available: false },
        { name: "Angostura bitters", amount: "1 dash", available: false },
      ],
      steps: ["Stir with ice", "Strain into a chilled coupe"],
    });
  });

  afterAll(async () => {
    await browser?.close();
  });

  const card = () => page.getByRole("listitem", { name: "Manhattan" });
  const ryeLine = () => card().locator(".ingredients li").filter({ hasText: "Rye whiskey" });
  const makeNowTitles = async () => {
    await page.waitForLoadState("networkidle");
    return page.getByRole("region", { name: "Make now", exact: true }).locator("strong").allInnerTexts();
  };

  it("1. offers bourbon for the missing rye beside the line, and one tap makes the Manhattan makeable, saying why", async () => {
    await w.goto("/recipes");
    await expect.poll(() => card().locator(".badge").innerText()).toBe("1 missing");
    await card().getByRole("button", { name: "Manhattan" }).click();
    const accept = ryeLine().getByRole("button", { name: "Accept Buffalo Trace for Rye whiskey" });
    await expect.poll(() => accept.isVisible()).toBe(true);
    const box = await accept.boundingBox();
    expect(box!.height).toBeGreaterThanOrEqual(44);
    await capture(page, "substitute-offer");
    await accept.click();
    await expect.poll(() => card().locator(".badge").innerText()).toBe("Can make now");
    await expect.poll(() => ryeLine().innerText()).toContain("Rye whiskey ← Buffalo Trace (your substitute for rye)");
    expect(await ryeLine().getByRole("button", { name: /^Accept / }).count()).toBe(0);
    await capture(page, "substitute-accepted");
    w.expectClean();
  });

  it("2. the station pours the rye line from the Buffalo Trace, as the substitute", async () => {
    await w.goto(`/bartender?drink=${encodeURIComponent(`recipe:${manhattan.id}`)}`);
    const row = page.locator(".station-ingredients > li").filter({ has: page.locator(".station-name", { hasText: /^Rye whiskey$/ }) });
    await expect.poll(() => row.locator(".station-bottle").innerText()).toContain("Buffalo Trace");
    expect(await row.locator(".station-bottle").innerText()).toContain("your substitute for rye");
    w.expectClean();
  });

  it("3. /recommend makes the catalogue's Old Pal with it, and not without it", async () => {
    await w.goto("/recommend");
    await expect.poll(makeNowTitles).toContain("Old Pal");
    expect(await makeNowTitles()).toContain("Manhattan");
    await page.getByRole("link", { name: "Show without them" }).click();
    await page.waitForURL((url) => url.searchParams.get("strict") === "1");
    await expect.poll(makeNowTitles).not.toContain("Old Pal");
    expect(await makeNowTitles()).not.toContain("Manhattan");
    await page.getByRole("link", { name: "Count them again" }).click();
    await page.waitForURL((url) => !url.searchParams.has("strict"));
    await expect.poll(makeNowTitles).toContain("Old Pal");
    w.expectClean();
  });

  it("4. /bar lists the substitute; removing it puts the rye back on the missing list, and the form adds it again", async () => {
    await w.goto("/bar");
    const section = page.getByRole("region", { name: "Substitutes you accept" });
    const list = section.getByRole("list", { name: "Your substitutes" });
    await expect.poll(() => list.innerText()).toContain("Rye ← Bourbon");
    await capture(page, "substitutes-bar");
    await list.getByRole("button", { name: "Remove the substitute Bourbon for Rye" }).click();
    await list.getByRole("button", { name: "Yes, delete" }).click();
    await expect.poll(() => section.innerText()).toContain("None yet.");

    await w.goto("/recipes");
    await expect.poll(() => card().locator(".badge").innerText()).toBe("1 missing");

    await w.goto("/bar");
    await section.getByLabel("When a recipe asks for").fill("Rye whiskey");
    await section.getByLabel("I accept").fill("Bourbon");
    await section.getByRole("button", { name: "Add substitute" }).click();
    await expect.poll(() => section.getByRole("list", { name: "Your substitutes" }).innerText()).toContain("Rye whiskey ← Bourbon");
    await w.goto("/recipes");
    await expect.poll(() => card().locator(".badge").innerText()).toBe("Can make now");
    w.expectClean();
  });
});
