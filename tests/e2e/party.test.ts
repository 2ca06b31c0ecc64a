import { describe, expect, it } from "vitest";
import type { PartyLink, PartyMenu } from "@/domain/party";
import type { Recipe } from "@/domain/types";
import { capture, expectAccessible, launchBrowser, PHONE } from "./browser";
import { browserSuite, recipeBody } from "./seed";

/** Every link and button the page shows, with its box: each must take a finger (44 × 44 px). */
async function tapBoxes(page: import("playwright-core").Page): Promise<{ what: string; width: number; height: number }[]> {
  return page.locator("main a[href], main button").evaluateAll((els) =>
    els.map((el) => {
      const box = el.getBoundingClientRect();
      return { what: (el.textContent ?? "").trim(), width: box.width, height: box.height };
    }),
  );
}

/**
 * A party as it happens, in two browsers: the host's station at /bartender and a guest's phone
 * on the menu's link with no account. The guest orders two drinks; the station shows them within
 * two seconds; the host marks one ready, and the guest's page says so; a bottle that runs out
 * takes its drinks off the guest's page without a reload.
 */
describe("party mode", () => {
  const suite = browserSuite();

  it("a guest's two orders reach the station within 2 s, and \"ready\" reaches the guest", { timeout: 120_000 }, async () => {
    const host = await suite.signedIn();
    await host.api("POST", "/api/bar-items", { name: "Tanqueray London Dry Gin", bottleMl: 700, remainingMl: 700 });
    const lime = await host.api<{ id: string }>("POST", "/api/bar-items", { name: "Lime juice" });
    const gimlet = await host.api<Recipe>("POST", "/api/recipes", recipeBody("Gimlet", [["Gin", "60 ml"], ["Lime juice", "20 ml"]], { notes: "Sharp and cold." }));
    const rickey = await host.api<Recipe>("POST", "/api/recipes", recipeBody("Gin Rickey", [["Gin", "50 ml"], ["Lime juice", "15 ml"]]));
    const menu = await host.api<PartyMenu & PartyLink>("POST", "/api/party-menus", { title: "Garden party", drinks: [gimlet.id, rickey.id], acceptOrders: true });

    await host.w.goto("/bartender");
    const station = host.w.page;
    await expect.poll(() => station.getByRole("region", { name: "Orders for Garden party" }).textContent()).toContain("No orders waiting.");

    // The guest: a browser of their own, no account, a phone.
    const guestBrowser = await launchBrowser();
    try {
      const guestContext = await guestBrowser.newContext({ baseURL: new URL(menu.url).origin, viewport: PHONE, extraHTTPHeaders: { "x-forwarded-for": `10.88.${process.pid & 255}.1` } });
      const guest = await guestContext.newPage();
      await guest.goto(new URL(menu.url).pathname);
      await expect.poll(() => guest.getByRole("heading", { level: 1 }).textContent()).toBe("Garden party");
      for (const box of await tapBoxes(guest)) expect(Math.min(box.width, box.height), box.what).toBeGreaterThanOrEqual(43.5);
      await expectAccessible(guest, "party menu, guest");
      expect(await guestContext.cookies()).toEqual([]);

      for (const [title, name] of [["Gimlet", "Ana"], ["Gin Rickey", "Ben"]] as const) {
        await guest.getByRole("button", { name: `Order ${title}` }).click();
        await guest.getByLabel("Who is it for?").fill(name);
        await guest.getByRole("button", { name: `Order ${title}` }).click();
        await expect.poll(() => guest.getByRole("status").textContent()).toContain(`${title} for ${name} is ordered`);
      }
      const ordered = Date.now();
      const queue = station.getByRole("region", { name: "Orders for Garden party" });
      await expect.poll(() => queue.textContent(), { timeout: 2_000, interval: 100 }).toMatch(/Gimlet for Ana[\s\S]*Gin Rickey for Ben/);
      expect(Date.now() - ordered).toBeLessThan(2_000);
      const cookies = await guestContext.cookies();
      expect(cookies.map((c) => [c.name, c.path, c.httpOnly])).toEqual([["barshelf_guest", new URL(menu.url).pathname, true]]);

      await queue.getByRole("listitem").filter({ hasText: "Gimlet for Ana" }).getByRole("button", { name: "Ready" }).click();
      await expect.poll(() => queue.textContent()).toContain("Ready lately: Gimlet for Ana");
      const yours = guest.getByRole("region", { name: "Your orders" });
      await expect.poll(() => yours.getByRole("listitem").filter({ hasText: "Gimlet" }).textContent(), { timeout: 5_000 }).toContain("Ready: come and get it");
      expect(await yours.getByRole("listitem").filter({ hasText: "Gin Rickey" }).textContent()).toContain("Queued");

      // The lime runs out mid-party: its drinks leave the guest's menu without a reload, and come back with a new bottle.
      const orderButtons = guest.getByRole("button", { name: /^Order / });
      await host.api("PATCH", `/api/bar-items/${lime.id}`, { quantity: "EMPTY" });
      await expect.poll(() => orderButtons.count(), { timeout: 5_000 }).toBe(0);
      expect(await guest.locator("main").textContent()).toContain("Nothing on this menu can be made right now.");
      await host.api("PATCH", `/api/bar-items/${lime.id}`, { quantity: "FULL" });
      await expect.poll(() => orderButtons.allTextContents(), { timeout: 5_000 }).toEqual(["Order Gimlet", "Order Gin Rickey"]);
      await guestContext.close();
    } finally {
      await guestBrowser.close();
    }
    host.w.expectClean();
  });

  it("lets a host make a menu, shows its link and QR code once, and prints it", { timeout: 120_000 }, async () => {
    const host = await suite.signedIn();
    await host.api("POST", "/api/bar-items", { name: "Tanqueray London Dry Gin" });
    await host.api("POST", "/api/bar-items", { name: "Lime juice" });
    await host.api<Recipe>("POST", "/api/recipes", recipeBody("Gimlet", [["Gin", "60 ml"], ["Lime juice", "20 ml"]]));
    const { page } = host.w;
    await host.w.goto("/bartender");
    await page.getByRole("link", { name: "Party menus" }).click();
    await page.waitForURL((url) => url.pathname === "/bartender/party");
    await page.getByLabel("Title").fill("Friday");
    await page.getByRole("button", { name: "Make the menu" }).click();
    const menu = page.getByRole("region", { name: "Friday" });
    await expect.poll(() => menu.getByRole("img", { name: "QR code of Friday" }).count()).toBe(1);
    await capture(page, "party-menus");
    await page.setViewportSize(PHONE);
    for (const box of await tapBoxes(page)) expect(Math.min(box.width, box.height), box.what).toBeGreaterThanOrEqual(43.5);
    await menu.getByRole("link", { name: "Printable menu" }).click();
    await page.waitForURL((url) => url.pathname.endsWith("/print"));
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Friday");
    expect(await page.locator("main").textContent()).toContain("Gimlet");
    await expectAccessible(page, "printed party menu");
    host.w.expectClean();
  });
});
