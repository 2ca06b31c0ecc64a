import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import SQLite from "better-sqlite3";
import { describe, expect, inject, it } from "vitest";
import { capture } from "./browser";
import { makeJpeg } from "./images";
import { makeMenuScan } from "./menu-image";
import { browserSuite } from "./seed";

/** Reading a menu takes the server's OCR a few seconds, longer on a busy machine. */
const READING = { timeout: 120_000, interval: 500 };

/**
 * From a photo of a bar's menu to drinks in the log: upload a menu on /drinks, open it, wait
 * while it is read, tick two of the drinks read off it, add them, and find them on /drinks with
 * their recipes: the catalogue's for a classic, one of the listed ingredients for a house drink.
 */
describe("a menu scan", () => {
  const suite = browserSuite();

  it("becomes the drinks the user ticks, with their recipes", { timeout: 240_000 }, async () => {
    const { w, api } = await suite.signedIn();
    const { page } = w;
    // a drink whose recipe the user has already is shown as such, not offered again
    await api("POST", "/api/recipes/import", { catalogueId: "daiquiri" });
    const menu = await makeMenuScan("menu.png", {
      title: "The Test Bar",
      heading: "Cocktails",
      drinks: [
        { name: "Negroni", price: "$12", description: "gin, Campari, sweet vermouth" },
        { name: "Daiquiri", price: "$11", description: "white rum, lime juice, sugar" },
        { name: "Harbour Lights", price: "$14", description: "aged rum, pineapple, lime, falernum" },
      ],
    });
    suite.removeLater(menu.cleanup);

    await w.goto("/drinks");
    await page.getByLabel("Upload a menu").setInputFiles(menu.file);
    const link = page.getByRole("list", { name: "Your menus" }).getByRole("link", { name: "Drinks on menu 1" });
    await expect.poll(() => link.count()).toBe(1);
    await link.click();
    await page.waitForURL(/\/drinks\/menus\//);

    const read = page.getByRole("list", { name: "Drinks read from the menu" });
    await expect.poll(() => read.getByRole("listitem").count(), READING).toBe(3);
    expect(await page.getByRole("button", { name: "Tick the drinks to add" }).isDisabled()).toBe(true);
    expect(await read.getByRole("textbox", { name: "Name" }).evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value))).toEqual([
      "Negroni", "Daiquiri", "Harbour Lights",
    ]);
    await capture(page, "menu-read");
    const daiquiri = read.getByRole("listitem").filter({ hasText: "Already in your recipes:" });
    expect(await daiquiri.count()).toBe(1);
    expect(await daiquiri.getByRole("link", { name: "Daiquiri" }).getAttribute("href")).toBe("/recipes?q=Daiquiri");
    expect(await daiquiri.getByRole("checkbox", { name: "Add a copy anyway" }).isChecked()).toBe(false);
    expect(await read.getByRole("checkbox", { name: "Add Daiquiri" }).count()).toBe(0);

    await page.getByLabel("Venue").fill("The Test Bar");
    await read.getByRole("checkbox", { name: "Add Negroni" }).check();
    const harbour = read.getByRole("listitem").filter({ has: page.getByRole("checkbox", { name: "Add Harbour Lights" }) });
    await harbour.getByRole("checkbox", { name: "Add Harbour Lights" }).check();
    await harbour.getByRole("textbox", { name: "Price" }).fill("$15");
    expect(await read.getByRole("checkbox", { name: "With the catalogue's Negroni recipe" }).isChecked()).toBe(true);
    await page.getByRole("button", { name: "Add 2 drinks" }).click();
    await expect.poll(() => page.getByRole("status").filter({ hasText: "Added 2 drinks to your log." }).count()).toBe(1);

    // after a reload the menu still knows what was added
    await w.goto(new URL(page.url()).pathname);
    await expect.poll(() => read.getByRole("listitem").count(), READING).toBe(3);
    expect(await read.getByText("Added:").count()).toBe(2);
    expect(await read.getByRole("link", { name: "open Negroni" }).count()).toBe(1);
    expect(await read.getByRole("checkbox", { name: "Add Negroni" }).count()).toBe(0);
    expect(await read.getByRole("checkbox", { name: "Add a copy anyway" }).count()).toBe(1);
    expect(await page.getByRole("button", { name: "Tick the drinks to add" }).isDisabled()).toBe(true);

    await w.goto("/drinks");
    await page.waitForURL(/\/drinks$/);
    const cards = page.getByRole("list", { name: "Drinks" });
    await expect.poll(() => cards.getByRole("heading").allInnerTexts()).toEqual(["Negroni", "Harbour Lights"]);
    expect(await cards.getByRole("listitem").filter({ hasText: "Harbour Lights" }).innerText()).toContain("At The Test Bar, $15");

    await cards.getByRole("link", { name: "Negroni" }).first().click();
    await page.waitForURL(/\/drinks\/[0-9a-f-]{36}$/);
    const recipes = page.getByRole("list", { name: "Recipes for Negroni" });
    await expect.poll(() => recipes.getByRole("heading", { name: "Negroni" }).count()).toBe(1);
    await capture(page, "menu-drink-recipe");
    w.expectClean();
  });

  it("says why a scan could not be read, and reads it again after Try again", { timeout: 240_000 }, async () => {
    const { w } = await suite.signedIn();
    const { page, context } = w;
    const menu = await makeMenuScan("gimlet.png", { title: "Bar Two", heading: "Classics", drinks: [{ name: "Gimlet", price: "$10", description: "gin, lime juice, sugar" }] });
    suite.removeLater(menu.cleanup);
    // Uploads are re-encoded, so a damaged scan can only come from the store: a photo is stored,
    // its object damaged, and only then is it made a menu scan with its reading queued.
    const res = await context.request.post("/api/uploads", {
      multipart: { kind: "drink", file: { name: "gimlet.png", mimeType: "image/png", buffer: readFileSync(menu.file) } },
    });
    expect(res.status()).toBe(201);
    const { id, key } = (await res.json()) as { id: string; key: string };
    const stored = path.join(inject("e2eDataDir"), "objects", key);
    const intact = readFileSync(stored);
    writeFileSync(stored, "not an image at all");
    const db = new SQLite(path.join(inject("e2eDataDir"), "barshelf.sqlite"));
    try {
      db.pragma("busy_timeout = 5000");
      const { userId } = db.prepare("select user_id as userId from upload where id = ?").get(id) as { userId: string };
      const now = new Date().toISOString();
      db.prepare("update upload set kind = 'menu' where id = ?").run(id);
      db.prepare("insert into menu_reading (upload_id, user_id, status, progress, attempts, created_at, updated_at) values (?, ?, 'pending', 0, 0, ?, ?)").run(id, userId, now, now);
    } finally {
      db.close();
    }

    await w.goto(`/drinks/menus/${id}`);
    const alert = page.getByRole("alert").filter({ hasText: "This menu could not be read" });
    await expect.poll(() => alert.count(), READING).toBe(1);
    expect(await alert.innerText()).toContain("This menu could not be read: the image could not be read (damaged, or not an image).");
    await capture(page, "menu-failed");

    writeFileSync(stored, intact);
    await page.getByRole("button", { name: "Try again" }).click();
    const read = page.getByRole("list", { name: "Drinks read from the menu" });
    await expect.poll(() => read.getByRole("checkbox", { name: "Add Gimlet" }).count(), READING).toBe(1);
    expect(await alert.count()).toBe(0);
    w.expectClean();
  });

  it("says plainly when a scan waits behind the user's other scans", { timeout: 120_000 }, async () => {
    const { w } = await suite.signedIn();
    const { page, context } = w;
    const photo = await makeJpeg("scan.jpg", "#f5f0e6", 320, 240);
    suite.removeLater(photo.cleanup);
    const ids: string[] = [];
    for (let i = 0; i < 21; i++) {
      const res = await context.request.post("/api/uploads", {
        multipart: { kind: "drink", file: { name: "scan.jpg", mimeType: "image/jpeg", buffer: readFileSync(photo.file) } },
      });
      expect(res.status()).toBe(201);
      ids.push(((await res.json()) as { id: string }).id);
    }
    // Twenty of the user's scans in the queue, held by another instance for the next hour so none
    // ends during the test, and one more after them: it waits behind them.
    const db = new SQLite(path.join(inject("e2eDataDir"), "barshelf.sqlite"));
    try {
      db.pragma("busy_timeout = 5000");
      const { userId } = db.prepare("select user_id as userId from upload where id = ?").get(ids[0]) as { userId: string };
      const held = new Date(Date.now() + 3_600_000).toISOString();
      ids.forEach((id, i) => {
        const queuedAt = new Date(Date.now() - 60_000 + i * 1000).toISOString();
        const running = i < 20;
        db.prepare("update upload set kind = 'menu' where id = ?").run(id);
        db.prepare(
          "insert into menu_reading (upload_id, user_id, status, progress, attempts, claimed_by, lease_until, created_at, updated_at) values (?, ?, ?, 0, ?, ?, ?, ?, ?)",
        ).run(id, userId, running ? "running" : "pending", running ? 1 : 0, running ? "another-instance" : null, running ? held : null, queuedAt, queuedAt);
      });
    } finally {
      db.close();
    }

    await w.goto(`/drinks/menus/${ids[20]}`);
    const waiting = page.getByRole("status").filter({ hasText: "Queued behind your other scans: 20 of your menus are read before this one." });
    await expect.poll(() => waiting.count()).toBe(1);
    await capture(page, "menu-queued-behind");
    for (const id of ids) expect((await context.request.delete(`/api/uploads/${id}`)).status()).toBe(204);
    w.expectClean();
  });

  it("sits at the top of /drinks, and says so plainly when a photo holds no menu text", { timeout: 240_000 }, async () => {
    const seeded = await suite.signedIn();
    const { w } = seeded;
    const { page } = w;
    await seeded.api("POST", "/api/drinks", { name: "Old favourite", type: "cocktail" });
    await w.goto("/drinks");
    // Open, above the drinks: no panel to find at the bottom.
    const section = page.getByRole("region", { name: "Menu scans" });
    const sectionTop = (await section.boundingBox())!.y;
    const drinksTop = (await page.getByRole("list", { name: "Drinks" }).boundingBox())!.y;
    expect(sectionTop).toBeLessThan(drinksTop);
    expect(await page.getByLabel("Upload a menu").count()).toBe(1);

    const photo = await makeJpeg("wall.jpg", "#b04a2e", 1200, 900);
    suite.removeLater(photo.cleanup);
    await page.getByLabel("Upload a menu").setInputFiles(photo.file);
    const link = page.getByRole("list", { name: "Your menus" }).getByRole("link", { name: "Drinks on menu 1" });
    await expect.poll(() => link.count()).toBe(1);
    await link.click();
    await page.waitForURL(/\/drinks\/menus\//);
    await expect.poll(() => page.getByRole("heading", { name: "No menu text was found in this photo" }).count(), READING).toBe(1);
    expect(await page.getByRole("list", { name: "Drinks read from the menu" }).count()).toBe(0);
    await capture(page, "menu-no-text");
    w.expectClean();
  });
});
