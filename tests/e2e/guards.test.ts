import { writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { capture, expectAccessible, launchBrowser, WatchedPage } from "./browser";
import { makeJpeg } from "./images";

let counter = 0;

/** Signs a fresh user up through the page and returns on the welcome path, where sign-up leads. */
async function signUpAs(w: WatchedPage, name: string): Promise<void> {
  counter += 1;
  await w.goto("/signup");
  await w.page.getByLabel("Name").fill(name);
  await w.page.getByLabel("Email").fill(`e2e-guard-${Date.now()}-${process.pid}-${counter}@example.test`);
  await w.page.getByLabel("Password").fill("correct horse battery");
  await w.page.getByRole("button", { name: "Create account" }).click();
  await w.page.waitForURL((url) => url.pathname === "/welcome");
  await w.page.waitForLoadState("networkidle");
}

/** A same-origin JSON call from the page, as the app's own components make it. */
async function api(page: Page, method: string, url: string, body?: unknown): Promise<{ status: number; body: unknown }> {
  return page.evaluate(
    async ([method, url, body]) => {
      const res = await fetch(url as string, {
        method: method as string,
        headers: body === undefined ? undefined : { "Content-Type": "application/json" },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await res.text();
      return { status: res.status, body: text ? JSON.parse(text) : null };
    },
    [method, url, body] as const,
  );
}

describe("pages only show the caller's own things, and explain what went wrong", () => {
  let browser: Browser;
  let owner: WatchedPage;
  let other: WatchedPage;
  let ownersDrinkId = "";

  beforeAll(async () => {
    browser = await launchBrowser();
    owner = await WatchedPage.open(browser);
    other = await WatchedPage.open(browser);
    await signUpAs(owner, "Owner Olive");
    await signUpAs(other, "Other Oscar");
    const created = await api(owner.page, "POST", "/api/drinks", { name: "Olive's Martini", type: "cocktail", rating: 4 });
    expect(created.status).toBe(201);
    ownersDrinkId = (created.body as { id: string }).id;
  });

  afterAll(async () => {
    await browser?.close();
  });

  it("answers another user's drink, an unknown id and a malformed id with the 404 page", async () => {
    const { page } = other;
    // The browser logs each 404 document; those are the answers this test asks for.
    other.allow(/status of 404 \(Not Found\) @ .*\/(drinks\/|no-such-page)/);
    for (const id of [ownersDrinkId, "00000000-0000-4000-8000-000000000000", "not-an-id", "..%2F..%2Fetc"]) {
      const res = await page.goto(`/drinks/${id}`);
      expect(res?.status(), id).toBe(404);
      await page.waitForLoadState("networkidle");
      expect(await page.getByRole("heading", { name: "Not found" }).isVisible()).toBe(true);
      expect(await page.getByText("Olive's Martini").count()).toBe(0);
      // Still inside the signed-in shell, with the navigation.
      expect(await page.getByRole("navigation", { name: "Main" }).isVisible()).toBe(true);
    }
    await capture(page, "not-found");

    // Neither the list nor the recipe form offers the other user's drink, even when asked for by id.
    await other.goto("/drinks");
    expect(await page.getByText("Olive's Martini").count()).toBe(0);
    await other.goto(`/recipes?drink=${ownersDrinkId}`);
    const select = page.getByLabel("For drink");
    expect(await select.locator("option").allInnerTexts()).toEqual(["No drink"]);

    // A URL that matches no page at all.
    const res = await page.goto("/no-such-page");
    expect(res?.status()).toBe(404);
    await page.waitForLoadState("networkidle");
    expect(await page.getByRole("heading", { name: "Not found" }).isVisible()).toBe(true);
    await expectAccessible(page, "unmatched URL");
    other.expectClean();
  });

  it("turns away a file that is too large or not an image, with a clear message, and shows upload progress", async () => {
    const { page } = other;
    await other.goto("/drinks");
    const form = page.getByRole("form", { name: "Add a drink" });
    const picker = form.getByLabel("Photo of the drink");
    const uploads: string[] = [];
    page.on("request", (req) => {
      if (new URL(req.url()).pathname === "/api/uploads") uploads.push(req.method());
    });

    // Not an image, by its type: refused before sending.
    await picker.setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("just some text") });
    await expect.poll(() => form.getByRole("alert").innerText()).toContain("That file is not an image");
    // Over 10 MB: refused before sending.
    await picker.setInputFiles({ name: "huge.jpg", mimeType: "image/jpeg", buffer: Buffer.alloc(10 * 1024 * 1024 + 1, 0xff) });
    await expect.poll(() => form.getByRole("alert").innerText()).toContain("The limit is 10 MB");
    expect(uploads).toEqual([]);
    await capture(page, "upload-too-large");

    // Looks like a JPEG to the browser, but the server reads the bytes: 415, said plainly.
    other.allow(/status of 415 .*\/api\/uploads/);
    const fake = path.join(os.tmpdir(), `barshelf-e2e-fake-${process.pid}.jpg`);
    writeFileSync(fake, "<!doctype html><script>alert(1)</script>");
    await picker.setInputFiles(fake);
    await expect.poll(() => form.getByRole("alert").innerText()).toContain("not an image we can use");
    expect(uploads).toEqual(["POST"]);

    // A real photo on a slow connection: a progress bar, then the preview stays and the drink saves with it.
    const photo = await makeJpeg("slow.jpg", "#1d4ed8", 1600, 1200);
    const cdp = await other.context.newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: 50,
      downloadThroughput: -1,
      uploadThroughput: 64 * 1024,
    });
    try {
      await picker.setInputFiles(photo.file);
      const bar = form.getByRole("progressbar", { name: "Upload progress" });
      await expect.poll(() => bar.isVisible()).toBe(true);
      expect(await form.getByRole("button", { name: "Add drink" }).isDisabled()).toBe(true);
      await capture(page, "upload-progress");
    } finally {
      await cdp.send("Network.emulateNetworkConditions", { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
    }
    await expect.poll(() => form.getByText("Photo uploaded.").isVisible(), { timeout: 30_000 }).toBe(true);
    expect(await form.getByRole("img", { name: "Preview of the chosen photo" }).isVisible()).toBe(true);
    await form.getByLabel("Name").fill("Blue Lagoon");
    await form.getByRole("button", { name: "Add drink" }).click();
    const img = page.getByRole("list", { name: "Drinks" }).getByRole("img", { name: "Photo of Blue Lagoon" });
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
    photo.cleanup();
    other.expectClean();
  });

  it("shows the API's error when a write fails (the drink was deleted meanwhile)", async () => {
    const { page } = owner;
    await owner.goto(`/recipes?drink=${ownersDrinkId}`);
    const form = page.getByRole("form", { name: "New recipe" });
    expect(await form.getByLabel("For drink").evaluate((s: HTMLSelectElement) => s.selectedOptions[0]?.textContent)).toBe("Olive's Martini");
    expect((await api(page, "DELETE", `/api/drinks/${ownersDrinkId}`)).status).toBe(204);

    owner.allow(/status of 404 .*\/api\/recipes/);
    await form.getByLabel("Title").fill("Martini");
    await form.getByLabel("Ingredient 1", { exact: true }).fill("Gin");
    await form.getByLabel("Steps").fill("Stir with ice");
    await form.getByRole("button", { name: "Save recipe" }).click();
    await expect.poll(() => form.getByRole("alert").innerText()).toContain("Drink not found");
    // Nothing was created.
    expect(await page.getByRole("heading", { name: "No recipes yet" }).isVisible()).toBe(true);
    owner.expectClean();
  });

  it("can be used with the keyboard, with a visible focus ring", async () => {
    const { page } = owner;
    await owner.goto("/bar");
    const form = page.getByRole("form", { name: "Add a bar item" });
    await form.getByLabel("Name").focus();
    await page.keyboard.type("Lime juice");
    await page.keyboard.press("Enter");
    const menu = page.getByRole("button", { name: "Actions for Lime juice" });
    await expect.poll(() => menu.count()).toBe(1);

    // The skip link is the first stop, and it is visible when focused.
    await owner.goto("/bar");
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to content" });
    expect(await skip.evaluate((el) => el === document.activeElement)).toBe(true);
    expect((await skip.boundingBox())?.width ?? 0).toBeGreaterThan(20);

    // The row's menu opens with Enter; its quantity buttons take Enter; the focused one shows an outline.
    await menu.focus();
    await page.keyboard.press("Enter");
    const empty = page.getByRole("group", { name: "How much Lime juice is left" }).getByRole("button", { name: "Empty" });
    await expect.poll(() => empty.count()).toBe(1);
    await empty.focus();
    await page.keyboard.press("Tab");
    await page.keyboard.press("Shift+Tab");
    expect(await empty.evaluate((el) => getComputedStyle(el).outlineStyle)).not.toBe("none");
    await page.keyboard.press("Enter");
    await expect.poll(() => empty.getAttribute("aria-pressed")).toBe("true");
    owner.expectClean();
  });
});
