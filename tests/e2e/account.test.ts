import { describe, expect, it } from "vitest";
import { capture, openUserMenu, PHONE } from "./browser";
import { browserSuite } from "./seed";

/** The account menu and /account: a new name, signing out everywhere, deleting the account. */
describe("account", () => {
  const suite = browserSuite();

  it("changes the name shown in the header, and refuses a blank one in a plain sentence", async () => {
    const { w } = await suite.signedIn();
    const { page } = w;
    await w.goto("/account");
    const form = page.getByRole("form", { name: "Save name" });
    w.allow(/400/);
    await form.getByLabel("Name").fill("   ");
    await form.getByRole("button", { name: "Save name" }).click();
    await expect.poll(() => form.getByRole("alert").innerText()).toBe("Give your account a name.");
    expect(await page.locator(".user-name").innerText()).toContain("Lena");
    await form.getByLabel("Name").fill("Lena Renamed");
    await form.getByRole("button", { name: "Save name" }).click();
    await expect.poll(() => page.locator(".user-name").innerText()).toContain("Lena Renamed");
    expect(await page.getByRole("list", { name: "Signed-in devices" }).innerText()).toContain("(this device)");
    await capture(page, "account");
  });

  it("fits the phone: a bottom tab bar with the five places, and a user menu that closes on navigation, Escape and a tap outside", async () => {
    const { w } = await suite.signedIn();
    const { page } = w;
    await page.setViewportSize(PHONE);
    await w.goto("/recipes");
    const nav = page.getByRole("navigation", { name: "Main" });
    const links = nav.getByRole("link");
    expect(await links.allInnerTexts()).toEqual(["Recipes", "Bar", "Drinks", "Recommend", "Bartender"]);
    // Every tab inside the 390 px screen, at its bottom, and the page never scrolls sideways.
    for (const box of await Promise.all((await links.all()).map((l) => l.boundingBox()))) {
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE.width);
      expect(box!.y + box!.height).toBeGreaterThan(PHONE.height - 80);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

    const menuButton = page.getByRole("button", { name: /^Signed in as / });
    expect(await menuButton.innerText()).toContain("Lena Lists");
    await openUserMenu(page);
    await page.getByRole("link", { name: "Your data" }).click();
    await expect.poll(() => page.getByRole("heading", { name: "Your data", level: 1 }).isVisible()).toBe(true);
    expect(await menuButton.getAttribute("aria-expanded")).toBe("false");
    expect(await page.getByRole("link", { name: "Account", exact: true }).isVisible()).toBe(false);

    await openUserMenu(page);
    await page.keyboard.press("Escape");
    await expect.poll(() => menuButton.getAttribute("aria-expanded")).toBe("false");
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute("aria-expanded"))).toBe("false");

    await openUserMenu(page);
    // A tap on the page, away from the menu.
    await page.mouse.click(20, PHONE.height / 2);
    await expect.poll(() => menuButton.getAttribute("aria-expanded")).toBe("false");

    // The tab bar takes the user to Bar, and the page's end is not hidden under it.
    await nav.getByRole("link", { name: "Bar", exact: true }).click();
    await page.waitForURL(/\/bar$/);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const navTop = (await nav.boundingBox())!.y;
    const lastBottom = await page.evaluate(() => {
      const all = [...document.querySelectorAll("main *")].filter((e) => e.getClientRects().length > 0);
      return Math.max(...all.map((e) => e.getBoundingClientRect().bottom));
    });
    expect(lastBottom).toBeLessThanOrEqual(navTop);
    w.expectClean();
  });

  it("signs out everywhere from the account menu", async () => {
    const { w } = await suite.signedIn();
    const { page } = w;
    await w.goto("/recipes");
    await openUserMenu(page);
    await capture(page, "account-menu");
    await page.getByRole("button", { name: "Sign out everywhere" }).click();
    await page.waitForURL(/\/login/);
    const session = await w.context.request.get("/api/auth/get-session");
    expect(await session.json()).toBeNull();
    await w.goto("/recipes");
    expect(new URL(page.url()).pathname).toBe("/login");
  });

  it("deletes the account after the password is typed again", async () => {
    const seeded = await suite.signedIn();
    const { w } = seeded;
    const { page } = w;
    await seeded.api("POST", "/api/bar-items", { name: "Campari" });
    await w.goto("/account");
    const form = page.getByRole("form", { name: "Delete my account" });
    w.allow(/400/);
    await form.getByLabel("Password").fill("not my password");
    await form.getByRole("button", { name: "Delete my account" }).click();
    await expect.poll(() => form.getByRole("alert").innerText()).toBe("That is not your password.");
    await capture(page, "account-delete-refused");
    await form.getByLabel("Password").fill("correct horse battery");
    await form.getByRole("button", { name: "Delete my account" }).click();
    await page.waitForURL(/\/login/);
    const session = await w.context.request.get("/api/auth/get-session");
    expect(await session.json()).toBeNull();
  });
});
