import type { Page } from "playwright-core";
import sharp from "sharp";
import { encode } from "uqr";
import { describe, expect, it } from "vitest";
import type { BarItem, Recipe } from "@/domain/types";
import { capture, expectAccessible, PHONE, screenshotForDocs, smallTapTargets } from "./browser";
import { browserSuite, recipeBody } from "./seed";

/**
 * The QR code as the page shows it, read back from its pixels: dark or light at the centre of
 * each module of a size × size grid. What a phone's camera would see, whatever the SVG says.
 */
async function qrModulesOnScreen(page: Page, name: string, size: number): Promise<boolean[][]> {
  const qr = page.getByRole("img", { name });
  // in the middle of the screen, clear of the phone's tab bar fixed at the bottom
  await qr.evaluate((el) => el.scrollIntoView({ block: "center" }));
  const png = await qr.screenshot();
  const { data, info } = await sharp(png).greyscale().raw().toBuffer({ resolveWithObject: true });
  const side = info.width / size;
  return Array.from({ length: size }, (_, row) =>
    Array.from({ length: size }, (_, col) => data[Math.floor((row + 0.5) * side) * info.width + Math.floor((col + 0.5) * side)]! < 128),
  );
}

/** The Campari's row on /bar: its level text, as the page shows it. */
const rowOf = (page: Page, name: string) => page.locator("li.bar-row").filter({ has: page.getByRole("heading", { name, exact: true }) });

/**
 * Two people, two browsers, one shelf: A starts a household on the Household page and makes an
 * invitation link; B opens it, signs up and joins; A shares their Campari from /bar with one tap;
 * B, who has gin and sweet vermouth, can make a Negroni, pours it at the station from A's Campari
 * (the station says whose it is), and A sees the Campari's level fall.
 */
describe("a household's shared shelf, in two browsers", () => {
  const suite = browserSuite();

  it("lets a housemate pour from the bottle one shares, and the owner sees the level fall", { timeout: 180_000 }, async () => {
    const host = await suite.signedIn();
    const a = host.w.page;
    await a.setViewportSize(PHONE);
    await host.api("POST", "/api/bar-items", { name: "Campari", bottleMl: 700, remainingMl: 700 });

    // A: the account page leads to the Household page, whose empty state says what a household is.
    await host.w.goto("/account");
    await a.getByRole("link", { name: "Set up a household" }).click();
    await a.waitForURL((url) => url.pathname === "/account/household");
    await expect.poll(() => a.locator("main").textContent()).toContain("A household is the few people who share a home bar.");
    await a.getByLabel("Name your household").fill("Flat 3");
    await a.getByRole("button", { name: "Create household" }).click();
    await expect.poll(() => a.getByRole("heading", { level: 2, name: "Flat 3" }).count()).toBe(1);
    expect(await a.getByRole("list", { name: "People in Flat 3" }).innerText()).toMatch(/Lena Lists \(you\)\s*Owner/);

    await a.getByRole("button", { name: "Make an invitation link" }).click();
    const linkField = a.getByLabel("Invitation link for a member");
    await expect.poll(() => linkField.inputValue()).toMatch(/\/invite\/[A-Za-z0-9_-]{32}$/);
    expect(await a.locator("main").innerText()).toContain("It works once, for 7 days: until");
    // Beside the link, its QR code: big enough to scan from a phone, with its quiet zone, encoding that very link.
    const qrName = "QR code of the invitation link to Flat 3";
    expect(await a.locator("figure.invite-qr figcaption").innerText()).toBe("Scan to join Flat 3");
    const qrBox = (await a.getByRole("img", { name: qrName }).boundingBox())!;
    expect(Math.min(qrBox.width, qrBox.height)).toBeGreaterThanOrEqual(200);
    const expected = encode(await linkField.inputValue(), { ecc: "M", border: 4 });
    expect(await qrModulesOnScreen(a, qrName, expected.size)).toEqual(expected.data);
    expect(await smallTapTargets(a.locator("main"))).toEqual([]);
    await expectAccessible(a, "household page");
    await capture(a, "household-owner");
    await a.setViewportSize(PHONE);
    const invitePath = new URL(await linkField.inputValue()).pathname;

    // B: opens the link in another browser, signs up from it, joins, and stocks gin and vermouth.
    const w = await suite.signedOut();
    const b = w.page;
    await b.setViewportSize(PHONE);
    await w.goto(invitePath);
    await expect.poll(() => b.getByRole("heading", { level: 1 }).textContent()).toBe("Join Flat 3");
    await screenshotForDocs(b, "household-invite");
    await b.getByRole("link", { name: "Create an account" }).click();
    await b.waitForURL((url) => url.pathname === "/signup");
    await b.getByLabel("Name").fill("Ben");
    await b.getByLabel("Email").fill(`housemate-${Date.now()}-${process.pid}@example.test`);
    await b.getByLabel("Password").fill("correct horse battery");
    await b.getByRole("button", { name: "Create account" }).click();
    await b.waitForURL((url) => url.pathname === invitePath);
    await b.getByRole("button", { name: "Accept invitation" }).click();
    await expect.poll(() => b.getByRole("status").textContent()).toBe("You are now in Flat 3.");
    const bApi = async <T,>(method: string, url: string, data?: unknown): Promise<T> => {
      const res = await w.context.request.fetch(url, { method, data });
      expect(res.status(), `${method} ${url}: ${await res.text()}`).toBeLessThan(300);
      return (await res.json()) as T;
    };
    await bApi("POST", "/api/bar-items", { name: "Tanqueray", bottleMl: 700, remainingMl: 700 });
    await bApi("POST", "/api/bar-items", { name: "Martini Rosso", bottleMl: 1000, remainingMl: 1000 });
    const negroni = await bApi<Recipe>("POST", "/api/recipes", recipeBody("Negroni", [["Gin", "30 ml"], ["Campari", "30 ml"], ["Sweet vermouth", "30 ml"]]));

    // A: shares the Campari with one tap; the shelf now has Mine and Flat 3.
    await host.w.goto("/bar");
    await a.getByRole("button", { name: "Actions for Campari" }).click();
    await a.getByRole("button", { name: "Share with Flat 3" }).click();
    await expect.poll(() => a.getByRole("heading", { level: 3, name: "Flat 3" }).count()).toBe(1);
    const shelfPart = a.locator("section.shelf-part").filter({ has: a.getByRole("heading", { level: 3, name: "Flat 3" }) });
    expect(await shelfPart.getByRole("heading", { name: "Campari", exact: true }).count()).toBe(1);
    await a.getByRole("button", { name: "Actions for Campari" }).click();
    await expect.poll(() => rowOf(a, "Campari").getByRole("button", { name: "Take back" }).count()).toBe(1);
    await capture(a, "household-bar-shared");
    await a.setViewportSize(PHONE);

    // B: the Negroni can be made now, and the station pours from A's Campari, saying whose it is.
    await w.goto("/recipes");
    const card = b.locator("article, li").filter({ has: b.getByRole("heading", { name: "Negroni" }) }).first();
    await expect.poll(() => card.innerText()).toContain("Can make now");
    await w.goto("/bar");
    expect(await rowOf(b, "Campari").innerText()).toContain("Lena Lists's");
    expect(await b.locator(".shelf-part-heading").allInnerTexts()).toEqual(["Mine", "Flat 3"]);
    await screenshotForDocs(b, "household-bar");
    expect(await b.getByRole("button", { name: "Share with Flat 3" }).count()).toBe(0);
    await b.getByRole("button", { name: "Actions for Campari" }).click();
    expect(await rowOf(b, "Campari").getByRole("button", { name: /^Delete/ }).count()).toBe(0);
    expect(await rowOf(b, "Campari").getByRole("button", { name: /^Edit/ }).count()).toBe(0);
    await capture(b, "household-bar-member");
    await b.setViewportSize(PHONE);

    await w.goto(`/bartender?drink=${encodeURIComponent(`recipe:${negroni.id}`)}`);
    await expect.poll(() => b.locator(".station-bottle-whose").allInnerTexts()).toEqual(["Lena Lists's, shared in Flat 3"]);
    await capture(b, "household-station");
    await b.setViewportSize(PHONE);
    await b.getByRole("button", { name: "I made this" }).click();
    await expect.poll(() => b.getByRole("list", { name: "Poured from your bottles" }).innerText()).toContain("1 oz Campari from Campari");

    // A: reloads /bar and sees the level fall by the pour.
    await host.w.goto("/bar");
    await expect.poll(() => rowOf(a, "Campari").locator(".level").innerText()).toContain("670 ml");
    const { barItems } = await host.api<{ barItems: BarItem[] }>("GET", "/api/bar-items");
    expect(barItems.find((i) => i.name === "Campari")?.remainingMl).toBe(670);
    await capture(a, "household-bar-owner");
    await a.setViewportSize(PHONE);

    // A makes Ben a guest on the Household page; Ben's /bar then offers no level buttons on the Campari, and says why.
    await host.w.goto("/account/household");
    expect(await a.getByRole("list", { name: "People in Flat 3" }).innerText()).toMatch(/Ben\s*Member/);
    await a.getByLabel("Role of Ben").selectOption("guest");
    await expect.poll(() => a.getByRole("list", { name: "People in Flat 3" }).innerText()).toMatch(/Ben\s*Guest/);
    // The page as the README shows it: both people with their roles, and a fresh invitation with its QR code.
    await a.getByRole("radio", { name: /^Guest/ }).check();
    await a.getByRole("button", { name: "Make an invitation link" }).click();
    await expect.poll(() => a.getByRole("img", { name: qrName }).count()).toBe(1);
    await screenshotForDocs(a, "household-page", { fullPage: true });
    await w.goto("/bar");
    await b.getByRole("button", { name: "Actions for Campari" }).click();
    await expect.poll(() => rowOf(b, "Campari").innerText()).toContain("as a guest you can see it but not change it or pour from it");
    expect(await b.getByRole("group", { name: "How much Campari is left" }).count()).toBe(0);
    host.w.expectClean();
    w.expectClean();
  });
});
