import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { PHONE } from "./browser";
import { makePhonePhoto } from "./images";
import { browserSuite } from "./seed";

/** Bytes of every image the page fetched from the image route, counted as they arrive. */
function countImageBytes(page: Page): { total: () => number; responses: () => number } {
  let total = 0;
  let responses = 0;
  page.on("response", async (res) => {
    if (!new URL(res.url()).pathname.startsWith("/object-images/")) return;
    responses += 1;
    total += (await res.body()).byteLength;
  });
  return { total: () => total, responses: () => responses };
}

/** Scrolls to the bottom a screen at a time, so every lazy photo is asked for, then waits for the network. */
async function scrollThrough(page: Page): Promise<void> {
  for (let y = 0; y < (await page.evaluate(() => document.body.scrollHeight)); y += PHONE.height / 2) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForTimeout(100);
  }
  await page.waitForLoadState("networkidle");
}

describe("photo bytes at phone width", () => {
  const suite = browserSuite();

  it("/drinks with 20 phone photos loads at most 1 MB of images, and a bar item's picture at most 15 KB", { timeout: 300_000 }, async () => {
    const { w, api, upload } = await suite.signedIn();
    const photos = await Promise.all([0, 70, 140, 210, 280].map((hue, i) => makePhonePhoto(`phone-${i}.jpg`, hue)));
    for (const p of photos) suite.removeLater(p.cleanup);
    for (let i = 0; i < 20; i += 1) {
      const imageUrl = await upload(photos[i % photos.length]!.file, "drink");
      await api("POST", "/api/drinks", { name: `Drink ${i + 1}`, type: "cocktail", imageUrl });
    }
    await api("POST", "/api/bar-items", { name: "Tanqueray", imageUrl: await upload(photos[0]!.file, "bar") });

    await w.page.setViewportSize(PHONE);
    const drinks = countImageBytes(w.page);
    await w.goto("/drinks");
    await scrollThrough(w.page);
    expect(drinks.responses()).toBe(20);
    expect(drinks.total()).toBeLessThanOrEqual(1_000_000);
    // Every photo is painted at its place, none is the original.
    const natural = await w.page.locator(".drink-photo").evaluateAll((imgs) => imgs.map((img) => (img as HTMLImageElement).naturalWidth));
    expect(natural).toHaveLength(20);
    for (const width of natural) expect(width).toBeLessThan(4000);

    const bar = countImageBytes(w.page);
    await w.goto("/bar");
    await w.page.waitForLoadState("networkidle");
    expect(bar.responses()).toBe(1);
    expect(bar.total()).toBeLessThanOrEqual(15_000);
    console.log(`image bytes at ${PHONE.width} px: /drinks (20 photos) ${drinks.total()}, /bar (one bottle) ${bar.total()}`);
  });
});
