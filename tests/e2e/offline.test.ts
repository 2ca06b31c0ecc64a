// Installable and offline at the bar (docs/offline.md): the manifest and the worker meet the
// browser's install criteria; with the network off the station opens from what was kept,
// scales a drink and keeps "I made this", which is written once when the network is back, even
// when the answer to its first send is lost and the page reloads; a
// change the server refuses is said plainly; signing out deletes the user's caches, and the
// next user on the same browser sees none of the first one's pages offline.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { CDPSession, Page, Request } from "playwright-core";
import type { Recipe } from "@/domain/types";
import { baseUrl, capture, launchProfileBrowser, PHONE, type WatchedPage } from "./browser";
import { browserSuite, recipeBody, type SignedInPage } from "./seed";

/** The names of the caches the page's origin holds. */
const cacheNames = (page: Page) => page.evaluate(() => caches.keys());

/** The URLs (path and query) kept in the caches whose name starts with `prefix`. */
function keptUrls(page: Page, prefix: string): Promise<string[]> {
  return page.evaluate(async (p) => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      if (!name.startsWith(p)) continue;
      for (const req of await (await caches.open(name)).keys()) urls.push(new URL(req.url).pathname + new URL(req.url).search);
    }
    return urls;
  }, prefix);
}

/** Waits until the page is controlled by the service worker. */
async function controlled(page: Page): Promise<void> {
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null), { timeout: 15_000 }).toMatch(/\/sw\.js$/);
}

const banner = (page: Page) => page.locator(".offline-banner");

async function drinkCount(api: SignedInPage["api"]): Promise<number> {
  return (await api<{ drinks: unknown[] }>("GET", "/api/drinks")).drinks.length;
}

describe("installable, and offline at the bar", () => {
  const suite = browserSuite();

  it("meets the install criteria: a manifest with its icons, and a worker controlling the page", async () => {
    const profile = mkdtempSync(path.join(tmpdir(), "barshelf-install-"));
    suite.removeLater(() => rmSync(profile, { recursive: true, force: true }));
    const context = await launchProfileBrowser(profile);
    try {
      const signUp = await context.request.post("/api/auth/sign-up/email", {
        data: { name: "Ines Install", email: `offline-install-${Date.now()}-${process.pid}@example.test`, password: "correct horse battery" },
        headers: { "x-forwarded-for": `10.78.${process.pid & 255}.1` },
      });
      expect(signUp.status(), await signUp.text()).toBe(200);
      const page = context.pages()[0] ?? (await context.newPage());
      const problems: string[] = [];
      page.on("console", (msg) => {
        if (msg.type() === "error") problems.push(msg.text());
      });
      page.on("pageerror", (err) => problems.push(err.message));
      const cdp: CDPSession = await context.newCDPSession(page);
      const versions: { status: string; runningStatus: string; scriptURL: string }[] = [];
      cdp.on("ServiceWorker.workerVersionUpdated", ({ versions: v }) => versions.push(...v));
      await cdp.send("ServiceWorker.enable");
      await page.goto("/bartender");
      await controlled(page);
      await expect.poll(() => versions.some((v) => v.status === "activated" && v.scriptURL.endsWith("/sw.js"))).toBe(true);

      const { url, errors, data } = await cdp.send("Page.getAppManifest");
      expect(errors).toEqual([]);
      expect(new URL(url).pathname).toBe("/manifest.webmanifest");
      const manifest = JSON.parse(data!) as { icons: { sizes: string; purpose?: string }[] };
      expect(manifest).toMatchObject({ name: "Barshelf", short_name: "Barshelf", start_url: "/bartender", display: "standalone", theme_color: "#1c1917" });
      expect(manifest.icons.map((i) => `${i.sizes} ${i.purpose ?? "any"}`)).toEqual(expect.arrayContaining(["192x192 any", "512x512 any", "512x512 maskable"]));
      // What Chromium itself checks before it offers to install, Lighthouse's installability audit.
      await expect.poll(async () => (await cdp.send("Page.getInstallabilityErrors")).installabilityErrors).toEqual([]);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }

    // The manifest, its icons and the worker are public: the browser fetches them without the session.
    const anonymous = await suite.signedOut();
    for (const p of ["/manifest.webmanifest", "/icons/icon-192.png", "/icons/maskable-512.png", "/sw.js"]) {
      const res = await anonymous.context.request.get(p, { maxRedirects: 0 });
      expect(res.status(), p).toBe(200);
    }
    const worker = await anonymous.context.request.get("/sw.js");
    expect(worker.headers()["cache-control"]).toContain("no-cache");
    expect(worker.headers()["service-worker-allowed"]).toBe("/");
  });

  it("opens the station offline, scales a Negroni and keeps 'I made this', written once when the network is back", async () => {
    const { w, api } = await suite.signedIn();
    const page = w.page;
    await page.setViewportSize(PHONE);
    for (const name of ["Tanqueray", "Campari", "Sweet vermouth"]) await api("POST", "/api/bar-items", { name });
    const negroni = await api<Recipe>("POST", "/api/recipes", recipeBody("Negroni", [["Gin", "30 ml"], ["Campari", "30 ml"], ["Sweet vermouth", "30 ml"]]));
    const station = `/bartender?drink=${encodeURIComponent(`recipe:${negroni.id}`)}`;

    await w.goto("/bartender");
    await controlled(page);
    // The worker keeps the user's drinks' station pages, and the other pages used at the bar.
    await expect.poll(() => keptUrls(page, "barshelf-user-"), { timeout: 20_000 }).toEqual(expect.arrayContaining([station, "/recipes", "/bar"]));

    await w.context.setOffline(true);
    // Offline, Next's router falls back to loading the page, which the worker answers.
    w.allow(/Failed to fetch RSC payload|net::ERR_INTERNET_DISCONNECTED|Failed to load resource/);
    await page.goto("/bartender");
    await expect.poll(() => banner(page).innerText()).toBe("Offline — showing what was last saved on this device.");
    await page.getByRole("list", { name: "Drinks" }).getByRole("link", { name: /^Negroni\s+Your recipe/ }).click();
    await expect.poll(() => page.getByRole("heading", { level: 2, name: "Negroni" }).isVisible()).toBe(true);
    const gin = page.locator(".station-ingredients > li").filter({ hasText: "Gin" }).locator(".station-amount");
    await page.getByRole("button", { name: "One serving more" }).click();
    // The test browser is a US one, so the station counts in oz until asked otherwise.
    await expect.poll(() => gin.innerText()).toBe("2 oz");

    // A double tap keeps one round, as online.
    await page.getByRole("button", { name: "I made these 2" }).dblclick();
    await expect.poll(() => page.getByRole("status").filter({ hasText: "Kept on this device: Negroni × 2." }).isVisible()).toBe(true);
    await expect.poll(() => banner(page).innerText()).toBe("Offline — 1 change waiting.");
    await capture(page, "offline-station");
    // The change outlives a reload while still offline, and nothing has reached the server.
    await page.reload();
    await expect.poll(() => banner(page).innerText()).toBe("Offline — 1 change waiting.");
    expect(await drinkCount(api)).toBe(0);

    // Back online, the first send reaches the server and is written, but its answer is lost.
    const sent: Request[] = [];
    page.on("request", (req) => {
      if (req.method() === "POST" && new URL(req.url()).pathname.endsWith("/made")) sent.push(req);
    });
    w.allow(/ERR_CONNECTION_RESET/);
    await page.route("**/api/recipes/*/made", async (route) => {
      await route.fetch();
      await route.abort("connectionreset");
    });
    await w.context.setOffline(false);
    await expect.poll(() => sent.length).toBeGreaterThan(0);
    await expect.poll(() => drinkCount(api)).toBe(1);
    await expect.poll(() => banner(page).innerText()).toBe("1 change waiting to be sent.");
    await page.unrouteAll({ behavior: "wait" });
    // The next page load sends it again, with the key it was kept with: answered, not written twice.
    await page.reload();
    await expect.poll(() => banner(page).innerText()).toBe("Back online — 1 change sent.");
    expect(sent.length).toBeGreaterThanOrEqual(2);
    expect(new Set(sent.map((r) => r.headers()["idempotency-key"])).size).toBe(1);
    expect(await drinkCount(api)).toBe(1);
    const { drinks } = await api<{ drinks: { name: string; servings: number; madeFromRecipeId: string }[] }>("GET", "/api/drinks");
    expect(drinks[0]).toMatchObject({ name: "Negroni", servings: 2, madeFromRecipeId: negroni.id });
    // Loading pages again sends nothing twice.
    await w.goto("/bartender");
    await w.goto(station);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(await drinkCount(api)).toBe(1);
    expect(await page.evaluate(() => navigator.onLine)).toBe(true);
  });

  it("says plainly when the server refuses a change made offline, and keeps it in view", async () => {
    const { w, api } = await suite.signedIn();
    const page = w.page;
    const campari = await api<{ id: string }>("POST", "/api/bar-items", { name: "Campari" });
    await api("POST", "/api/recipes", recipeBody("Americano", [["Campari", "30 ml"], ["Sweet vermouth", "30 ml"], ["Soda", "top"]]));
    await w.goto("/bar");
    await controlled(page);
    await w.goto("/bartender");
    const americano = page.getByRole("list", { name: "Drinks" }).getByRole("link", { name: /^Americano/ });
    await americano.click();
    await expect.poll(() => page.getByRole("heading", { level: 2, name: "Americano" }).isVisible()).toBe(true);

    await w.context.setOffline(true);
    w.allow(/Failed to load resource|net::ERR_INTERNET_DISCONNECTED/);
    await page.getByRole("button", { name: "Running low: Campari" }).click();
    await expect.poll(() => page.getByText("Kept on this device: Campari marked running low.").isVisible()).toBe(true);
    await expect.poll(() => banner(page).innerText()).toBe("Offline — 1 change waiting.");
    // Meanwhile the bottle goes, from another device.
    await api("DELETE", `/api/bar-items/${campari.id}`);

    await w.context.setOffline(false);
    const refused = page.getByRole("alert").filter({ hasText: "The server refused a change made while offline." });
    await expect.poll(() => refused.isVisible()).toBe(true);
    expect(await refused.innerText()).toContain("Campari marked running low");
    await capture(page, "offline-refused");
    await refused.getByRole("button", { name: "Dismiss" }).click();
    await expect.poll(() => refused.count()).toBe(0);
  });

  it("deletes the user's caches at sign-out; the next user on the browser sees none of their pages offline", async () => {
    const first = await suite.signedIn();
    const page = first.w.page;
    const negroni = await first.api<Recipe>("POST", "/api/recipes", recipeBody("Negroni", [["Gin", "30 ml"], ["Campari", "30 ml"]]));
    const firstStation = `/bartender?drink=${encodeURIComponent(`recipe:${negroni.id}`)}`;
    await first.w.goto("/bartender");
    await controlled(page);
    await expect.poll(() => keptUrls(page, "barshelf-user-"), { timeout: 20_000 }).toEqual(expect.arrayContaining([firstStation, "/recipes"]));

    await page.getByRole("button", { name: /^Signed in as/ }).click();
    await page.getByRole("button", { name: "Sign out", exact: true }).click();
    await page.waitForURL((url) => url.pathname === "/login");
    await expect.poll(async () => (await cacheNames(page)).filter((n) => n.startsWith("barshelf-user-"))).toEqual([]);

    // A second user signs in on the same browser.
    const second = await signUpInSameBrowser(first.w);
    await second.api("POST", "/api/recipes", recipeBody("Boulevardier", [["Bourbon", "30 ml"], ["Campari", "30 ml"]]));
    await first.w.goto("/recipes");
    await controlled(page);
    await expect.poll(() => keptUrls(page, "barshelf-user-"), { timeout: 20_000 }).toEqual(expect.arrayContaining(["/recipes", "/bartender"]));
    expect(await keptUrls(page, "barshelf-user-")).not.toContain(firstStation);

    await first.w.context.setOffline(true);
    first.w.allow(/Failed to load resource|net::ERR_INTERNET_DISCONNECTED/);
    await page.goto("/recipes");
    await expect.poll(() => page.getByRole("heading", { level: 1, name: "Recipes" }).isVisible()).toBe(true);
    const mine = await page.locator("main").innerText();
    expect(mine).toContain("Boulevardier");
    expect(mine).not.toContain("Negroni");
    await page.goto(firstStation);
    await expect.poll(() => page.getByRole("heading", { level: 1 }).innerText()).toBe("You are offline");
    await first.w.context.setOffline(false);
  });
});

/** Signs a new user up through the API in the page's own browser context (its cookie replaces the last). */
async function signUpInSameBrowser(w: WatchedPage): Promise<{ api: SignedInPage["api"] }> {
  const res = await w.context.request.post("/api/auth/sign-up/email", {
    data: { name: "Otto Other", email: `offline-second-${Date.now()}-${process.pid}@example.test`, password: "correct horse battery" },
    // better-auth asks a write for an Origin whenever the request carries any cookie
    headers: { origin: new URL(baseUrl()).origin },
  });
  expect(res.status(), await res.text()).toBe(200);
  const api: SignedInPage["api"] = async <T,>(method: string, url: string, body?: unknown) => {
    const answer = await w.context.request.fetch(url, { method, data: body === undefined ? undefined : body });
    expect(answer.status(), `${method} ${url}: ${await answer.text()}`).toBeLessThan(300);
    return (answer.status() === 204 ? null : await answer.json()) as T;
  };
  return { api };
}
