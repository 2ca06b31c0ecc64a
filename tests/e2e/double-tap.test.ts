// One tap, one record: a double tap on a create button (a dblclick, a second click
// right after the first, or two clicks that land before React has re-rendered the button as
// disabled) sends one request and writes one record; a retry after a lost answer writes once;
// a second deliberate add after a success writes again.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import type { Locator, Page, Request } from "playwright-core";
import { DESKTOP, PHONE } from "./browser";
import { makeMenuScan } from "./menu-image";
import { browserSuite, recipeBody, type SignedInPage } from "./seed";

const TAPS = ["dblclick", "two quick clicks", "two clicks before a re-render"] as const;
/** Only the buttons below: the second tap waits for the answer to the first, then lands at once. */
const AFTER_ANSWER = "a second tap the moment the first is answered";
type Tap = (typeof TAPS)[number] | typeof AFTER_ANSWER;

async function tapTwice(page: Page, button: Locator, tap: Tap, target?: RegExp): Promise<void> {
  if (tap === "dblclick") return button.dblclick();
  if (tap === "two clicks before a re-render") {
    // Both clicks in one task: React cannot have disabled the button in between.
    return button.evaluate((el: HTMLElement) => {
      el.click();
      el.click();
    });
  }
  // Two taps of a finger on the same spot, as fast as the mouse goes, wherever the button is by then.
  await button.evaluate((el) => el.scrollIntoView({ block: "center" }));
  const box = (await button.boundingBox())!;
  const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
  const answered =
    tap === AFTER_ANSWER && target ? page.waitForResponse((res) => res.request().method() === "POST" && target.test(new URL(res.url()).pathname)) : null;
  await page.mouse.click(x, y);
  await answered;
  await page.mouse.click(x, y);
}

/** The page's POSTs whose path (and query) match `target`, as they are sent. */
function postsTo(page: Page, target: RegExp): Request[] {
  const sent: Request[] = [];
  page.on("request", (req) => {
    const url = new URL(req.url());
    if (req.method() === "POST" && target.test(url.pathname + url.search)) sent.push(req);
  });
  return sent;
}

/** Waits for every request sent to be answered, and for a while after, in case another is on its way. */
async function settled(sent: Request[]): Promise<void> {
  await expect.poll(() => sent.length).toBeGreaterThan(0);
  await Promise.all(sent.map((req) => req.response()));
  await new Promise((r) => setTimeout(r, 750));
  await Promise.all(sent.map((req) => req.response()));
}

const countOf = (key: string, path: string) => async (s: SignedInPage) => (await s.api<Record<string, unknown[]>>("GET", path))[key]!.length;
const recipes = countOf("recipes", "/api/recipes");
const drinks = countOf("drinks", "/api/drinks");

/** Opens a collapsed panel (a <details>) when the form inside it is not shown. */
async function showForm(page: Page, form: Locator, summary: string): Promise<void> {
  if (!(await form.isVisible())) await page.locator("summary", { hasText: summary }).first().click();
  await expect.poll(() => form.isVisible()).toBe(true);
}

interface CreateButton {
  /** the POSTs that create (path and query) */
  target: RegExp;
  /** seeds through the API, opens the page and fills in what the button needs; answers the button */
  prepare: (s: SignedInPage) => Promise<Locator>;
  /** how many records of the kind the user has */
  count: (s: SignedInPage) => Promise<number>;
}

const NEGRONI_BOTTLES = ["Tanqueray", "Campari", "Sweet vermouth"];

const BUTTONS: Record<string, CreateButton> = {
  "Add to my recipes (catalogue)": {
    target: /^\/api\/recipes\/import$/,
    async prepare({ w, api }) {
      for (const name of NEGRONI_BOTTLES) await api("POST", "/api/bar-items", { name });
      await w.goto("/recommend");
      return w.page.getByRole("button", { name: "Add to my recipes: Negroni" }).first();
    },
    count: recipes,
  },
  "Save recipe": {
    target: /^\/api\/recipes$/,
    async prepare({ w }) {
      await w.goto("/recipes");
      const form = w.page.getByRole("form", { name: "New recipe" });
      await showForm(w.page, form, "New recipe");
      await form.getByLabel("Title").fill("Gimlet");
      await form.getByLabel("Ingredient 1", { exact: true }).fill("Gin");
      await form.getByLabel("Amount 1", { exact: true }).fill("60 ml");
      await form.getByLabel("Steps").fill("Shake with ice\nStrain into a coupe");
      return form.getByRole("button", { name: "Save recipe" });
    },
    count: recipes,
  },
  "Add drink": {
    target: /^\/api\/drinks$/,
    async prepare({ w }) {
      await w.goto("/drinks");
      const form = w.page.getByRole("form", { name: "Add a drink" });
      await showForm(w.page, form, "Add a drink");
      await form.getByLabel("Name").fill("Daiquiri");
      await form.getByLabel("Type").fill("cocktail");
      return form.getByRole("button", { name: "Add drink" });
    },
    count: drinks,
  },
  "I made this (bartender)": {
    target: /^\/api\/recipes\/[^/]+\/made$/,
    async prepare({ w, api }) {
      for (const name of NEGRONI_BOTTLES) await api("POST", "/api/bar-items", { name });
      const recipe = await api<{ id: string }>("POST", "/api/recipes", recipeBody("House Negroni", [["Gin", "30 ml"], ["Campari", "30 ml"], ["Sweet vermouth", "30 ml"]]));
      await w.goto(`/bartender?drink=recipe:${recipe.id}`);
      return w.page.getByRole("button", { name: "I made this" });
    },
    count: drinks,
  },
  "Add to bar": {
    target: /^\/api\/bar-items$/,
    async prepare({ w }) {
      await w.goto("/bar");
      const form = w.page.getByRole("form", { name: "Add a bar item" });
      await showForm(w.page, form, "Add a bottle");
      await form.getByLabel("Name").fill("Campari");
      return form.getByRole("button", { name: "Add to bar" });
    },
    count: countOf("barItems", "/api/bar-items"),
  },
  "Add to the shopping list": {
    target: /^\/api\/shopping-list$/,
    async prepare({ w, api }) {
      await api("POST", "/api/bar-items", { name: "Tanqueray" });
      await w.goto("/recommend");
      const form = w.page.getByRole("form", { name: "Add to the shopping list" });
      await form.getByLabel("Something to buy").fill("Limes");
      return form.getByRole("button", { name: "Add", exact: true });
    },
    count: countOf("items", "/api/shopping-list"),
  },
  "Import": {
    target: /^\/api\/import$/,
    async prepare({ w }) {
      await w.goto("/data");
      await w.page.getByLabel("Or paste recipes").fill("Gimlet: 2 oz gin / ¾ oz lime juice / ¾ oz simple syrup — shake, strain");
      await w.page.getByRole("button", { name: "Check" }).click();
      return w.page.getByRole("button", { name: /^Import 1 recipe/ });
    },
    count: recipes,
  },
};

describe("a double tap on a create button writes once", () => {
  const suite = browserSuite();

  // Each way of tapping, on a phone and on a desktop.
  const screens = [...TAPS, AFTER_ANSWER].flatMap((tap) => [
    [tap, "phone"],
    [tap, "desktop"],
  ]) as [Tap, "phone" | "desktop"][];

  for (const [label, button] of Object.entries(BUTTONS)) {
    it.each(screens)(`${label}: %s on a %s`, async (tap, screen) => {
      const seeded = await suite.signedIn();
      const { page } = seeded.w;
      await page.setViewportSize(screen === "phone" ? PHONE : DESKTOP);
      const create = await button.prepare(seeded);
      await expect.poll(() => create.isEnabled()).toBe(true);
      const before = await button.count(seeded);
      const sent = postsTo(page, button.target);

      await tapTwice(page, create, tap, button.target);
      await settled(sent);

      expect(sent, "requests the double tap sent").toHaveLength(1);
      expect(sent[0]!.headers()["idempotency-key"]).toMatch(/^[0-9a-f]{32}$/);
      expect(await button.count(seeded)).toBe(before + 1);
      seeded.w.expectClean();
    });
  }

  it.each(TAPS)("Add the drinks ticked on a menu: %s", { timeout: 180_000 }, async (tap) => {
    const seeded = await suite.signedIn();
    const { w } = seeded;
    const menu = await makeMenuScan("menu.png", {
      title: "The Test Bar",
      heading: "Cocktails",
      drinks: [
        { name: "Negroni", price: "$12", description: "gin, Campari, sweet vermouth" },
        { name: "Daiquiri", price: "$11", description: "white rum, lime juice, sugar" },
      ],
    });
    suite.removeLater(menu.cleanup);
    const uploaded = await w.context.request.post("/api/uploads", {
      multipart: { kind: "menu", file: { name: "menu.png", mimeType: "image/png", buffer: readFileSync(menu.file) } },
    });
    expect(uploaded.status()).toBe(201);
    const { id } = (await uploaded.json()) as { id: string };
    await w.goto(`/drinks/menus/${id}`);
    const read = w.page.getByRole("list", { name: "Drinks read from the menu" });
    const negroni = read.getByRole("checkbox", { name: "Add Negroni" });
    await expect.poll(() => negroni.count(), { timeout: 150_000, interval: 500 }).toBe(1);
    await negroni.check();
    const sent = postsTo(w.page, /^\/api\/uploads\/[^/]+\/menu\/drinks$/);

    await tapTwice(w.page, w.page.getByRole("button", { name: "Add 1 drink" }), tap);
    await settled(sent);

    expect(sent).toHaveLength(1);
    expect(sent[0]!.headers()["idempotency-key"]).toMatch(/^[0-9a-f]{32}$/);
    expect(await drinks(seeded)).toBe(1);
    w.expectClean();
  });
});

describe("a create whose answer was lost", () => {
  const suite = browserSuite();

  it("is sent again with the same key and writes once; the next add is a new record", async () => {
    const seeded = await suite.signedIn();
    const { w } = seeded;
    const { page } = w;
    const create = await BUTTONS["Add drink"]!.prepare(seeded);
    const sent = postsTo(page, /^\/api\/drinks$/);
    // The request reaches the server and is written; the answer never reaches the page.
    w.allow(/Failed to load resource|ERR_CONNECTION_RESET|Failed to fetch/);
    await page.route("**/api/drinks", async (route) => {
      await route.fetch();
      await route.abort("connectionreset");
    });
    await create.click();
    await expect.poll(() => page.getByText("The server could not be reached").isVisible()).toBe(true);
    expect(await drinks(seeded)).toBe(1);
    await page.unroute("**/api/drinks");

    await create.click();
    const added = page.getByRole("status").filter({ hasText: "Added “Daiquiri”." });
    await expect.poll(() => added.isVisible()).toBe(true);
    expect(sent).toHaveLength(2);
    expect(sent[1]!.headers()["idempotency-key"]).toBe(sent[0]!.headers()["idempotency-key"]);
    expect(await drinks(seeded)).toBe(1);

    // A success settles the intent: the same drink added again on purpose, a moment later, is a second record.
    await new Promise((r) => setTimeout(r, 1_500));
    const form = page.getByRole("form", { name: "Add a drink" });
    await form.getByLabel("Name").fill("Daiquiri");
    await form.getByLabel("Type").fill("cocktail");
    await create.click();
    await expect.poll(() => drinks(seeded)).toBe(2);
    expect(sent[2]!.headers()["idempotency-key"]).not.toBe(sent[0]!.headers()["idempotency-key"]);
    w.expectClean();
  });
});
