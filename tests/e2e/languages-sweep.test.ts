import { readFileSync } from "node:fs";
import path from "node:path";
import { parse, TYPE, type MessageFormatElement } from "@formatjs/icu-messageformat-parser";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Household, HouseholdInvite } from "@/domain/households";
import type { PartyLink, PartyMenu } from "@/domain/party";
import type { Recipe } from "@/domain/types";
import { baseUrl, launchBrowser, phoneSpeaking } from "./browser";
import { makeJpeg } from "./images";
import { makeMenuScan } from "./menu-image";

/**
 * A sweep of a German user's pages for English the interface wrote: every page of the
 * navigation and what a few taps open from it, with a bar, recipes, a log, a substitute, a
 * shopping list, a housemate, a party menu with an order, a photo and a menu scan behind them.
 * On each, no English message of messages/en.json (one German says otherwise) may show, the page
 * is `lang="de"`, and nothing scrolls sideways at 390 px. The user's own words are German or brands.
 */

const messagesDir = path.join(__dirname, "../../messages");
const readMessages = (lang: string) => JSON.parse(readFileSync(path.join(messagesDir, `${lang}.json`), "utf8")) as Record<string, unknown>;

/** Every string of a messages file with its dotted key. */
function flatten(tree: Record<string, unknown>, prefix = ""): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const at = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") out.set(at, value);
    else if (value && typeof value === "object") for (const [k, v] of flatten(value as Record<string, unknown>, at)) out.set(k, v);
  }
  return out;
}

/** The literal runs of an ICU message: the text between its placeholders, in every plural and select case. */
function literalRuns(message: string): string[] {
  const runs: string[] = [];
  let current = "";
  const close = () => {
    if (current.trim()) runs.push(current.replace(/\s+/g, " ").trim());
    current = "";
  };
  const walk = (elements: MessageFormatElement[]) => {
    for (const el of elements) {
      if (el.type === TYPE.literal) current += el.value;
      else if (el.type === TYPE.plural || el.type === TYPE.select) {
        close();
        for (const option of Object.values(el.options)) {
          walk(option.value);
          close();
        }
      } else if (el.type === TYPE.tag) {
        close();
        walk(el.children);
        close();
      } else close();
    }
  };
  walk(parse(message, { ignoreTag: false }));
  close();
  return runs;
}

const letters = (text: string) => (text.match(/\p{L}/gu) ?? []).length;
const words = (text: string) => text.split(/\s+/).filter((w) => /\p{L}/u.test(w)).length;

/**
 * The English a German page must not show: each literal run of an English message whose German
 * differs, long enough to be a label or a sentence, and written nowhere in the German messages
 * (a brand, "Highball" or "Cocktails" are the same word in both).
 */
function englishOnlyRuns(): string[] {
  const en = flatten(readMessages("en"));
  const de = flatten(readMessages("de"));
  const german = [...de.values()].flatMap(literalRuns).join("\n");
  const runs = new Set<string>();
  for (const [key, english] of en) {
    if (de.get(key) === english) continue;
    for (const run of literalRuns(english)) {
      const trimmed = run.replace(/^[\s.,:;·•()"“”‘’'!?-]+|[\s.,:;·•()"“”‘’'!?-]+$/gu, "");
      if (words(trimmed) < 2 && letters(trimmed) < 8) continue;
      if (german.includes(trimmed)) continue;
      runs.add(trimmed);
    }
  }
  return [...runs];
}

const ENGLISH = englishOnlyRuns().map((run) => ({
  run,
  pattern: new RegExp(`(?<!\\p{L})${run.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?!\\p{L})`, "u"),
}));

/** An amount in the catalogue's English words or with a decimal point ("3 dashes", "top up", "22.5 ml"). */
const ENGLISH_AMOUNT = /\b\d+\s*(?:dash|dashes|drops?|barspoons?|tsp|tbsp|leaves|slices|pieces?|egg whites?)\b|\btop up\b|\b\d+\.\d+ (?:ml|cl|oz)\b/;

/** What a reader sees of the page, and what a screen reader says of it: text, labels, placeholders, titles. */
async function pageWords(page: Page): Promise<string> {
  return page.evaluate(() => {
    const said = [...document.querySelectorAll("[aria-label], [placeholder], [title], img[alt]")].flatMap((el) =>
      ["aria-label", "placeholder", "title", "alt"].map((name) => el.getAttribute(name) ?? "").filter(Boolean),
    );
    return [document.title, document.body.innerText, ...said].join("\n");
  });
}

/** The English messages the page shows, each with the line it stands in, so a failure says where to look. */
async function englishOn(page: Page): Promise<string[]> {
  const text = await pageWords(page);
  const lines = text.split("\n");
  return ENGLISH.filter(({ pattern }) => pattern.test(text)).map(({ run, pattern }) => `${run}  ⟵  ${lines.find((l) => pattern.test(l))?.trim().slice(0, 160)}`);
}

/** Checks the page as it stands: no English message, German `lang`, no sideways scroll at phone width. */
async function expectGerman(page: Page, label: string): Promise<void> {
  await page.waitForLoadState("networkidle");
  const found = await englishOn(page);
  expect.soft(found, `English on ${label} (${page.url()})`).toEqual([]);
  const amounts = (await pageWords(page)).split("\n").filter((line) => ENGLISH_AMOUNT.test(line));
  expect.soft(amounts, `amounts in English on ${label}`).toEqual([]);
  expect.soft(await page.locator("html").getAttribute("lang"), `lang of ${label}`).toMatch(/^de(-|$)/);
  const overflow = await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    // the deepest elements reaching past the edge, to name in a failure
    const past = [...document.querySelectorAll("body *")]
      .filter((el) => el.getBoundingClientRect().right > width + 0.5 && ![...el.children].some((c) => c.getBoundingClientRect().right > width + 0.5))
      .slice(0, 3)
      .map((el) => `${el.tagName.toLowerCase()}.${el.className} "${(el.textContent ?? "").trim().slice(0, 40)}"`);
    return { by: document.documentElement.scrollWidth - width, past };
  });
  expect.soft(overflow.by, `${label} scrolls sideways at 390 px: ${overflow.past.join("; ")}`).toBeLessThanOrEqual(0);
}

const SUBNET = 86;
/** Reading a menu takes the server's OCR a few seconds, longer on a busy machine. */
const READING = { timeout: 120_000, interval: 500 };

let browser: Browser;
let page: Page;
let errors: string[];
const cleanups: (() => void)[] = [];
const ids: { recipe?: Recipe; drink?: string; menu?: PartyMenu & PartyLink; invite?: HouseholdInvite } = {};

async function call<T>(method: string, url: string, data?: unknown): Promise<T> {
  const res = await page.request.fetch(url, { method, data, headers: { origin: baseUrl() } });
  expect(res.status(), `${method} ${url}: ${await res.text()}`).toBeLessThan(300);
  return (res.status() === 204 ? null : await res.json()) as T;
}

async function upload(file: string, kind: "drink" | "bar" | "menu"): Promise<string> {
  const res = await page.request.post("/api/uploads", {
    headers: { origin: baseUrl() },
    multipart: { kind, file: { name: path.basename(file), mimeType: "image/jpeg", buffer: readFileSync(file) } },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { imageUrl: string }).imageUrl;
}

async function visit(url: string, label = url): Promise<void> {
  await page.goto(url);
  await expectGerman(page, label);
}

const signUp = (p: Page, name: string) =>
  p.request.post("/api/auth/sign-up/email", {
    headers: { origin: baseUrl() },
    data: { name, email: `sweep-${name.toLowerCase()}-${Date.now()}-${process.pid}@example.test`, password: "correct horse battery" },
  });

describe("no English on a German user's pages", () => {
  beforeAll(async () => {
    browser = await launchBrowser();
    ({ page, errors } = await phoneSpeaking(browser, "de-DE", { subnet: SUBNET, address: 1 }));
    expect((await signUp(page, "Greta")).status()).toBe(200);
  });

  afterAll(async () => {
    await browser?.close();
    for (const cleanup of cleanups) cleanup();
  });

  it("knows enough English to look for", () => {
    const runs = ENGLISH.map((e) => e.run);
    expect(runs.length).toBeGreaterThan(500);
    expect(runs).toEqual(expect.arrayContaining(["Signed in as", "I made this", "Add to bar"]));
    expect(runs).not.toContain("Campari");
  });

  it("finds the English on an English page", { timeout: 30_000 }, async () => {
    const english = await phoneSpeaking(browser, "en-US", { subnet: SUBNET, address: 5 });
    try {
      await english.page.goto("/login");
      const found = await englishOn(english.page);
      expect(found.map((f) => f.split("  ⟵  ")[0])).toEqual(expect.arrayContaining(["Sign in to Barshelf", "Password"]));
    } finally {
      await english.context.close();
    }
  });

  it("walks the first-run path in German", { timeout: 90_000 }, async () => {
    await visit("/welcome", "/welcome (shelf)");
    await visit("/welcome?step=make", "/welcome (make, an empty bar)");
    await visit("/bar", "/bar, empty");
    await visit("/recipes", "/recipes, empty");
    await visit("/drinks", "/drinks, empty");
  });

  it("seeds a German account", { timeout: 90_000 }, async () => {
    await call("PATCH", "/api/account/settings", { currency: "EUR" });
    // the starter bottles by their German names, as /welcome puts them on the bar
    await call("POST", "/api/starter-shelf", { names: ["Weißer Rum", "Limette", "Zuckersirup", "Minze", "Sodawasser"] });
    for (const [name, price] of [["Tanqueray", 24], ["Campari", 18], ["Martini Rosso", 11], ["Buffalo Trace", null]] as const) {
      await call("POST", "/api/bar-items", { name, bottleMl: 700, remainingMl: 500, ...(price ? { price } : {}) });
    }
    await call("POST", "/api/bar-items", { name: "Angostura", quantity: "LOW" });
    ids.recipe = await call<Recipe>("POST", "/api/recipes", {
      title: "Hausmischung",
      ingredients: [
        { name: "Gin", amount: "4 cl", available: false },
        { name: "Campari", amount: "3 cl", available: false },
        { name: "Roter Wermut", amount: "3 cl", available: false },
      ],
      steps: ["Auf Eis rühren", "In ein Glas abseihen"],
      notes: "Etwas bitterer als ein Negroni.",
    });
    await call("POST", "/api/recipes", {
      title: "Roggen-Sour",
      ingredients: [
        { name: "Rye whiskey", amount: "5 cl", available: false },
        { name: "Zitronensaft", amount: "2,5 cl", available: false },
        { name: "Zuckersirup", amount: "2 cl", available: false },
      ],
      steps: ["Kräftig schütteln", "Abseihen"],
    });
    await call("POST", "/api/recipes", {
      title: "Gin Basil",
      ingredients: [
        { name: "Gin", amount: "5 cl", available: false },
        { name: "Basilikum", amount: "6 Blätter", available: false },
      ],
      steps: ["Schütteln"],
    });
    await call("POST", "/api/substitutes", { ingredient: "Rye whiskey", acceptedBy: "Bourbon", note: "Geht auch." });
    await call("POST", "/api/shopping-list", { name: "Roter Wermut", note: "Für die Hausmischung" });

    const photo = await makeJpeg("glas.jpg", "#7a1f2b");
    cleanups.push(photo.cleanup);
    const imageUrl = await upload(photo.file, "drink");
    const drink = await call<{ id: string }>("POST", "/api/drinks", { name: "Hausmischung", type: "cocktail", rating: 4, notes: "Am Freitag gemacht.", imageUrl });
    ids.drink = drink.id;
    await call("POST", "/api/drinks", { name: "Pils", type: "beer", rating: 3 });

    const household = await call<Household>("POST", "/api/households", { name: "WG Sonnenallee" });
    const invite = await call<HouseholdInvite>("POST", `/api/households/${household.id}/invites`, { role: "member" });
    const mate = await phoneSpeaking(browser, "de-DE", { subnet: SUBNET, address: 2 });
    expect((await signUp(mate.page, "Jonas")).status()).toBe(200);
    const joined = await mate.page.request.post(`/api/invites/${invite.code}/accept`, { headers: { origin: baseUrl() } });
    expect(joined.status(), await joined.text()).toBeLessThan(300);
    await mate.context.close();
    ids.invite = await call<HouseholdInvite>("POST", `/api/households/${household.id}/invites`, { role: "guest" });

    // a catalogue cocktail added from the page, so it is copied in German (an API call names no language)
    await page.goto("/recommend?show=catalogue&q=negroni");
    const negroni = page.getByRole("listitem", { name: "Negroni", exact: true });
    await negroni.getByRole("button", { name: "Zu meinen Rezepten: Negroni" }).click();
    await expect.poll(() => negroni.getByRole("status").innerText()).toBe("Negroni: zu deinen Rezepten hinzugefügt");

    ids.menu = await call<PartyMenu & PartyLink>("POST", "/api/party-menus", { title: "Gartenfest", drinks: [ids.recipe.id], acceptOrders: true });
  });

  it("shows the bar, the recipes and a recipe's edit form in German", { timeout: 90_000 }, async () => {
    await visit("/welcome", "/welcome (shelf, a stocked bar)");
    await visit("/welcome?step=make", "/welcome (make)");
    await visit("/welcome?step=next", "/welcome (next)");
    await visit("/bar");
    const actions = page.getByRole("button", { name: /Tanqueray/ }).first();
    await actions.click();
    await expectGerman(page, "/bar, a bottle's menu open");
    await page.goto("/bar");
    const add = page.getByRole("form", { name: "Etwas zur Bar hinzufügen" });
    if (!(await add.isVisible())) await page.getByText("Flasche oder Zutat hinzufügen").click();
    // spaces pass the browser's "required": the server's answer is shown under the form
    await add.getByLabel("Name").fill("   ");
    await add.getByRole("button", { name: "Zur Bar hinzufügen" }).click();
    await expect.poll(() => add.getByRole("alert").count()).toBe(1);
    // the browser logs the refusal it was told to expect
    const refusal = errors.findIndex((e) => /status of 400/.test(e));
    if (refusal >= 0) errors.splice(refusal, 1);
    await expectGerman(page, "/bar, the add form refused");

    await visit("/recipes");
    for (const title of ["Hausmischung", "Roggen-Sour", "Negroni"]) {
      await page.getByRole("button", { name: title, exact: true }).click();
      await expectGerman(page, `/recipes, ${title} open`);
    }
    await page.getByText("Neues Rezept", { exact: true }).click();
    await expect.poll(() => page.getByRole("form", { name: "Neues Rezept" }).count()).toBe(1);
    await expectGerman(page, "/recipes, the new recipe form");
    const card = page.getByRole("listitem", { name: "Hausmischung", exact: true });
    await card.getByRole("button", { name: /^Bearbeiten/ }).click();
    await expect.poll(() => page.getByRole("form", { name: "Rezept Hausmischung bearbeiten" }).count()).toBe(1);
    await expectGerman(page, "/recipes, Hausmischung's edit form");
  });

  it("shows the log, a drink, the recommendations and the station in German", { timeout: 120_000 }, async () => {
    await visit("/drinks");
    await visit(`/drinks/${ids.drink}`, "a drink's page");
    await page.locator("main").getByRole("button", { name: /^Bearbeiten/ }).click();
    await expect.poll(() => page.getByRole("form", { name: "Drink Hausmischung bearbeiten" }).count()).toBe(1);
    await expectGerman(page, "a drink's edit form");
    await visit("/recommend");
    await visit("/recommend?show=catalogue", "/recommend, the catalogue");
    await visit("/bartender");
    await visit(`/bartender?drink=recipe%3A${ids.recipe!.id}`, "/bartender, a drink picked");
    await page.getByRole("button", { name: "Hab ich gemixt" }).click();
    await expect.poll(() => page.getByRole("list", { name: "Aus deinen Flaschen eingeschenkt" }).isVisible()).toBe(true);
    await expectGerman(page, "/bartender, made");
    await visit("/bartender?drink=catalogue%3Anegroni", "/bartender, the catalogue's Negroni");
  });

  it("shows party menus, the guest page and an order in German", { timeout: 90_000 }, async () => {
    const guestPath = new URL(ids.menu!.url).pathname;
    const guest = await phoneSpeaking(browser, "de-DE", { subnet: SUBNET, address: 3, baseURL: new URL(ids.menu!.url).origin });
    try {
      await guest.page.goto(guestPath);
      await expectGerman(guest.page, "the guest page");
      await guest.page.getByRole("button", { name: "Hausmischung bestellen" }).click();
      await guest.page.getByLabel("Für wen ist er?").fill("Ana");
      await guest.page.getByRole("button", { name: "Hausmischung bestellen" }).click();
      await expect.poll(() => guest.page.getByRole("status").textContent()).toContain("Ana");
      await expectGerman(guest.page, "the guest page, ordered");
      expect(guest.errors).toEqual([]);
    } finally {
      await guest.context.close();
    }
    await visit(`${guestPath}/print`, "the printable menu");
    await visit("/bartender/party", "party menus");
    await page.goto("/bartender");
    await expect.poll(() => page.getByRole("region", { name: "Bestellungen für Gartenfest" }).innerText()).toContain("Ana");
    await expectGerman(page, "/bartender, an order waiting");
  });

  it("shows a menu scan in German", { timeout: 200_000 }, async () => {
    const scan = await makeMenuScan("karte.png", {
      title: "Bar Sonnenallee",
      heading: "Cocktails",
      drinks: [
        { name: "Negroni", price: "12 €", description: "Gin, Campari, roter Wermut" },
        { name: "Daiquiri", price: "11 €", description: "weißer Rum, Limette, Zucker" },
      ],
    });
    cleanups.push(scan.cleanup);
    await page.goto("/drinks");
    await page.getByLabel("Karte hochladen").setInputFiles(scan.file);
    const link = page.getByRole("list", { name: "Deine Karten" }).getByRole("link", { name: "Drinks auf Karte 1" });
    await expect.poll(() => link.count()).toBe(1);
    await expectGerman(page, "/drinks with a menu");
    await link.click();
    await page.waitForURL(/\/drinks\/menus\//);
    await expect.poll(() => page.getByRole("list", { name: "Von der Karte gelesene Drinks" }).getByRole("listitem").count(), READING).toBe(2);
    await expectGerman(page, "a menu scan, read");
  });

  it("shows the account, the household and the data pages in German", { timeout: 90_000 }, async () => {
    await visit("/account");
    await page.getByRole("button", { name: /^Angemeldet als/ }).click();
    await expectGerman(page, "/account, the user menu open");
    await visit("/account/household", "the household");
    await visit("/data");
    await page.getByLabel("Oder Rezepte einfügen").fill("Gimlet: 6 cl Gin / 2 cl Limettensaft / 2 cl Zuckersirup — schütteln\n\nNur eine Notiz\n");
    await page.getByRole("button", { name: "Prüfen" }).click();
    await expect.poll(() => page.getByRole("region").count()).toBeGreaterThan(0);
    await expectGerman(page, "/data, an import checked");
    const exported = await page.request.get("/api/export");
    expect(exported.status()).toBe(200);
    expect(errors).toEqual([]);
  });

  it("shows the 404 page and, signed out, the sign-in and sign-up pages in German", { timeout: 60_000 }, async () => {
    await visit("/recipes/gibt-es-nicht", "the 404 page, signed in");
    await visit(`/drinks/${"0".repeat(8)}`, "a missing drink");
    const stranger = await phoneSpeaking(browser, "de-DE", { subnet: SUBNET, address: 4 });
    try {
      for (const url of ["/login", "/signup", "/nirgends", `/m/${"A".repeat(24)}`, new URL(ids.invite!.url).pathname]) {
        await stranger.page.goto(url);
        await expectGerman(stranger.page, `${url}, signed out`);
      }
      await stranger.page.goto("/login");
      await stranger.page.getByLabel("E-Mail").fill("niemand@example.test");
      await stranger.page.getByLabel("Passwort").fill("falsches passwort");
      await stranger.page.getByRole("button", { name: "Anmelden", exact: true }).click();
      await expect.poll(() => stranger.page.getByRole("alert").count()).toBeGreaterThan(0);
      await expectGerman(stranger.page, "/login, a wrong password");
    } finally {
      await stranger.context.close();
    }
  });
});
