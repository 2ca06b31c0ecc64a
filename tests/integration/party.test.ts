import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import type { GuestMenu, GuestOrder, PartyLink, PartyMenu, PartyOrder } from "@/domain/party";
import type { BarItem, Drink, Recipe } from "@/domain/types";
import { backend } from "../helpers/backend";
import { anonymous, nextTestAddress, signUp, type TestClient } from "../helpers/client";
import { selectRows } from "../helpers/database";
import { householdOfEveryRole } from "../helpers/households";
import { withoutInterfaceMessages } from "../helpers/page-text";
import { GIMLET, NEGRONI } from "../helpers/recipes";
import { plainPng } from "../helpers/test-photos";
import { uploadFile } from "../helpers/uploads";

/**
 * Party mode through the real server: the owner's menus (/api/party-menus), the public guest page
 * /m/{token} and its orders, and the station's queue. Guests have no account: each comes from an
 * address of its own (the suite's server trusts X-Forwarded-For) and keeps only its own cookie.
 */

type Answer<T> = { status: number; headers: Headers; body: T; text: string };

/** A guest's phone: its address, and the one cookie the menu gives it. */
class Guest {
  cookie: string | null = null;
  constructor(readonly address = nextTestAddress()) {}

  async request<T = unknown>(method: string, path: string, body?: unknown, extraCookie?: string): Promise<Answer<T>> {
    const { baseUrl } = backend();
    const headers: Record<string, string> = { "x-forwarded-for": this.address };
    const cookies = [this.cookie, extraCookie].filter(Boolean).join("; ");
    if (cookies) headers.cookie = cookies;
    if (method !== "GET") headers.origin = baseUrl;
    if (body !== undefined) headers["content-type"] = "application/json";
    const res = await fetch(baseUrl + path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body), redirect: "manual" });
    const text = await res.text();
    const guestCookie = res.headers.getSetCookie().find((c) => c.startsWith("barshelf_guest="));
    if (guestCookie) this.cookie = guestCookie.split(";")[0]!;
    const json = res.headers.get("content-type")?.includes("application/json") && text ? (JSON.parse(text) as T) : (text as T);
    return { status: res.status, headers: res.headers, body: json, text };
  }

  async page(token: string, extraCookie?: string) {
    const answer = await this.request<string>("GET", `/m/${token}`, undefined, extraCookie);
    return { ...answer, text: withoutInterfaceMessages(answer.text) };
  }
  menu(token: string) {
    return this.request<GuestMenu>("GET", `/m/${token}/menu`);
  }
  orders(token: string) {
    return this.request<{ orders: GuestOrder[] }>("GET", `/m/${token}/orders`);
  }
  order(token: string, recipeId: string, name = "Ana", note?: string) {
    return this.request<{ orderId: string; position: number; error?: string }>("POST", `/m/${token}/orders`, { recipeId, name, note });
  }
}

async function addRecipe(client: TestClient, body: object): Promise<Recipe> {
  const res = await client.post<Recipe>("/api/recipes", body);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

async function addBottle(client: TestClient, body: object): Promise<BarItem> {
  const res = await client.post<BarItem>("/api/bar-items", body);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

async function makeMenu(client: TestClient, body: object): Promise<PartyMenu & PartyLink> {
  const res = await client.post<PartyMenu & PartyLink>("/api/party-menus", body);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

/** A host whose shelf makes a Gimlet (gin and lime, tracked bottles) but not a Negroni. */
async function host(name = "Host") {
  const client = await signUp(name);
  const gin = await addBottle(client, { name: "Tanqueray London Dry Gin", bottleMl: 700, remainingMl: 700 });
  await addBottle(client, { name: "Lime juice" });
  const gimlet = await addRecipe(client, { ...GIMLET, notes: "Sharp and cold." });
  const negroni = await addRecipe(client, NEGRONI);
  return { client, gin, gimlet, negroni };
}

async function remainingOf(client: TestClient, id: string): Promise<number | null> {
  const res = await client.get<{ barItems: BarItem[] }>("/api/bar-items");
  expect(res.status).toBe(200);
  return res.body.barItems.find((item) => item.id === id)!.remainingMl;
}

describe("/api/party-menus", () => {
  it("401 without a session", async () => {
    expect((await anonymous().get("/api/party-menus")).status).toBe(401);
    expect((await anonymous().post("/api/party-menus", { title: "x", drinks: [] })).status).toBe(401);
  });

  it("makes a menu of the caller's recipes with a link of 128 bits or more, keeping only its hash", async () => {
    const { client, gimlet, negroni } = await host();
    const menu = await makeMenu(client, { title: "Saturday", drinks: [gimlet.id, negroni.id], acceptOrders: true });
    expect(menu).toMatchObject({ title: "Saturday", drinks: [gimlet.id, negroni.id], showPhotos: false, showIngredients: true, acceptOrders: true, soldOutMode: "hide" });
    expect(Buffer.from(menu.token, "base64url").length * 8).toBeGreaterThanOrEqual(128);
    expect(menu.url).toBe(`${backend().baseUrl}/m/${menu.token}`);
    expect(menu.qr).toMatch(/^<svg[\s\S]*<\/svg>$/);
    const rows = await selectRows<Record<string, unknown>>("select * from party_menu where id = $1", [menu.id]);
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(menu.token);
    expect(rows[0]!.token_hash).toBe(createHash("sha256").update(menu.token).digest("hex"));
    // Read back, a menu carries no token: there is none to give.
    const read = await client.get<PartyMenu>(`/api/party-menus/${menu.id}`);
    expect(read.status).toBe(200);
    expect(read.body).not.toHaveProperty("token");
    expect((await client.get<{ partyMenus: PartyMenu[] }>("/api/party-menus")).body.partyMenus.map((m) => m.id)).toEqual([menu.id]);
  });

  it("refuses another user's recipe (404) and checks its text like every write (400)", async () => {
    const { client, gimlet } = await host();
    const other = await host("Other");
    expect((await client.post("/api/party-menus", { title: "Mine", drinks: [other.gimlet.id] })).status).toBe(404);
    expect((await client.post("/api/party-menus", { title: "Mine", drinks: ["not-an-id"] })).status).toBe(404);
    for (const body of [{ title: "  ", drinks: [gimlet.id] }, { title: "Bad\u0000title", drinks: [gimlet.id] }, { title: "Empty", drinks: [] }, { title: "Twice", drinks: [gimlet.id, gimlet.id] }]) {
      const res = await client.post<{ error: string }>("/api/party-menus", body);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    const menu = await makeMenu(client, { title: "Mine", drinks: [gimlet.id] });
    expect((await client.patch(`/api/party-menus/${menu.id}`, { drinks: [other.gimlet.id] })).status).toBe(404);
    // Another user's menu is as unknown as a made-up one.
    expect((await other.client.get(`/api/party-menus/${menu.id}`)).status).toBe(404);
    expect((await other.client.patch(`/api/party-menus/${menu.id}`, { title: "Taken" })).status).toBe(404);
    expect((await other.client.delete(`/api/party-menus/${menu.id}`)).status).toBe(404);
    expect((await other.client.post(`/api/party-menus/${menu.id}/token`)).status).toBe(404);
    expect((await other.client.get(`/api/party-menus/${menu.id}/orders`)).status).toBe(404);
    expect((await client.get<PartyMenu>(`/api/party-menus/${menu.id}`)).body.title).toBe("Mine");
  });

  it("makes one menu for a repeated Idempotency-Key", async () => {
    const { client, gimlet } = await host();
    const send = () => client.request<PartyMenu & PartyLink>("POST", "/api/party-menus", { body: { title: "Once", drinks: [gimlet.id] }, headers: { "Idempotency-Key": "party-once" } });
    const first = await send();
    const again = await send();
    expect(first.status).toBe(201);
    expect(again.body.id).toBe(first.body.id);
    expect((await client.get<{ partyMenus: PartyMenu[] }>("/api/party-menus")).body.partyMenus).toHaveLength(1);
  });
});

describe("the guest page /m/{token}", () => {
  it("shows the title and the drinks the owner can make now, without a session, unindexed, setting no cookie", async () => {
    const { client, gimlet, negroni } = await host();
    const menu = await makeMenu(client, { title: "Garden party", drinks: [gimlet.id, negroni.id] });
    const page = await new Guest().page(menu.token);
    expect(page.status).toBe(200);
    expect(page.text).toContain("Garden party");
    expect(page.text).toContain("Gimlet");
    expect(page.text).toContain("Sharp and cold.");
    expect(page.text).toContain("Lime juice");
    // The Negroni needs bottles the host has not: hidden.
    expect(page.text).not.toContain("Negroni");
    expect(page.headers.get("x-robots-tag")).toContain("noindex");
    expect(page.text).toMatch(/<meta name="robots" content="noindex, nofollow"/);
    expect(page.headers.getSetCookie()).toEqual([]);
    // The owner's own session changes nothing: no code under /m/ sees it.
    const withSession = await new Guest().page(menu.token, client.cookie!);
    expect(withSession.status).toBe(200);
    expect(withSession.headers.getSetCookie()).toEqual([]);
    expect(withSession.text).not.toContain(client.user!.name);
  });

  it("shows a drink the owner cannot make as sold out when asked to, and ingredients only when chosen", async () => {
    const { client, gimlet, negroni } = await host();
    const menu = await makeMenu(client, { title: "Late night", drinks: [gimlet.id, negroni.id], soldOutMode: "sold-out", showIngredients: false });
    const page = await new Guest().page(menu.token);
    expect(page.text).toContain("Negroni");
    expect(page.text).toContain("Sold out");
    expect(page.text).not.toContain("Lime juice");
    expect(page.text).not.toContain("Campari");
    // Its bottle back on the shelf, the Negroni is on again.
    await addBottle(client, { name: "Campari" });
    await addBottle(client, { name: "Carpano Antica Formula sweet vermouth" });
    expect((await new Guest().page(menu.token)).text).not.toContain("Sold out");
  });

  it("answers the page's drinks as JSON for its poll, following the owner's shelf: a bottle marked empty takes its drink off, and back on when refilled", async () => {
    const { client, gin, gimlet, negroni } = await host();
    const menu = await makeMenu(client, { title: "Live", drinks: [gimlet.id, negroni.id], showIngredients: true });
    const guest = new Guest();
    const first = await guest.menu(menu.token);
    expect(first.status).toBe(200);
    expect(first.headers.get("x-robots-tag")).toContain("noindex");
    expect(first.headers.get("cache-control")).toContain("no-store");
    expect(first.headers.getSetCookie()).toEqual([]);
    expect(first.body).toEqual({
      title: "Live",
      acceptOrders: false,
      drinks: [{ recipeId: gimlet.id, title: "Gimlet", description: "Sharp and cold.", soldOut: false, ingredients: expect.any(Array) }],
    });

    expect((await client.patch(`/api/bar-items/${gin.id}`, { quantity: "EMPTY" })).status).toBe(200);
    expect((await guest.menu(menu.token)).body.drinks).toEqual([]);
    // Shown as sold out instead when the owner prefers.
    expect((await client.patch(`/api/party-menus/${menu.id}`, { soldOutMode: "sold-out" })).status).toBe(200);
    expect((await guest.menu(menu.token)).body.drinks.map((d) => [d.title, d.soldOut])).toEqual([["Gimlet", true], ["Negroni", true]]);
    // A full bottle back on the shelf: the Gimlet is on again.
    expect((await client.patch(`/api/bar-items/${gin.id}`, { quantity: "FULL" })).status).toBe(200);
    expect((await guest.menu(menu.token)).body.drinks.map((d) => [d.title, d.soldOut])).toEqual([["Gimlet", false], ["Negroni", true]]);
    // The owner's session changes nothing, and a deleted menu answers 404 here too.
    expect((await guest.request("GET", `/m/${menu.token}/menu`, undefined, client.cookie!)).headers.getSetCookie()).toEqual([]);
    expect((await client.delete(`/api/party-menus/${menu.id}`)).status).toBe(204);
    expect((await guest.menu(menu.token)).status).toBe(404);
  });

  it("never shows anything else of the owner: a secret planted in every other field appears in no guest answer", async () => {
    const secret = "zqxsecret";
    const client = await signUp(`Host ${secret}name`);
    await addBottle(client, { name: "Tanqueray London Dry Gin", category: `Gin ${secret}cat`, aliases: [`${secret}alias`] });
    await addBottle(client, { name: "Lime juice" });
    await addBottle(client, { name: `${secret}bottle vodka` });
    const shown = await addRecipe(client, { ...GIMLET, notes: "Public description.", garnish: `${secret}garnish`, glassware: `${secret}glass`, steps: [`${secret}step`] });
    const hidden = await addRecipe(client, { title: `${secret}recipe`, ingredients: [{ name: `${secret}ingredient`, amount: "1 ml", available: false }], steps: [`${secret}other step`], notes: `${secret}notes` });
    const soldOut = await addRecipe(client, { ...NEGRONI, title: `${secret}soldout`, notes: `${secret}soldout notes` });
    const drink = await client.post<Drink>("/api/drinks", { name: `${secret}drink`, type: "cocktail", notes: `${secret}drinknotes` });
    expect(drink.status).toBe(201);
    expect((await client.post("/api/substitutes", { ingredient: `${secret}sub`, acceptedBy: `${secret}by`, note: `${secret}subnote` })).status).toBe(201);
    expect((await client.post("/api/shopping-list", { name: `${secret}shopping` })).status).toBeLessThan(300);
    expect((await client.post("/api/households", { name: `${secret}household` })).status).toBe(201);
    const menu = await makeMenu(client, { title: "Open bar", drinks: [shown.id, soldOut.id], acceptOrders: true });

    const guest = new Guest();
    const answers = [
      await guest.page(menu.token),
      await guest.request("GET", `/m/${menu.token}/print`),
      await guest.menu(menu.token),
      await guest.order(menu.token, shown.id, "Ana", "no ice"),
      await guest.orders(menu.token),
      await guest.order(menu.token, hidden.id),
      await guest.order(menu.token, soldOut.id),
    ];
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 201, 200, 404, 404]);
    expect(answers[0]!.text).toContain("Public description.");
    expect(answers[2]!.text).toContain("Public description.");
    const own = [client.user!.id, client.user!.email, hidden.id, soldOut.id, drink.body.id, menu.id];
    for (const answer of answers) {
      const seen = answer.text + JSON.stringify([...answer.headers]);
      expect(seen).not.toContain(secret);
      for (const value of own) expect(seen).not.toContain(value);
    }
  });

  it("serves the photo of a shown drink under the menu's link only when photos are on, privately, and never another", async () => {
    const { client, gimlet, negroni } = await host();
    const upload = await uploadFile(client, await plainPng(40, 30), { kind: "drink", type: "image/png", filename: "gimlet.png" });
    expect(upload.status).toBe(201);
    const drink = await client.post<Drink>("/api/drinks", { name: "Gimlet at home", type: "cocktail", imageUrl: upload.body.imageUrl });
    expect((await client.patch(`/api/recipes/${gimlet.id}`, { sourceDrinkId: drink.body.id })).status).toBe(200);
    expect((await client.patch(`/api/recipes/${negroni.id}`, { sourceDrinkId: drink.body.id })).status).toBe(200);
    const menu = await makeMenu(client, { title: "With photos", drinks: [gimlet.id, negroni.id], showPhotos: true });
    const guest = new Guest();
    const photoPath = `/m/${menu.token}/photos/${gimlet.id}`;
    const page = await guest.page(menu.token);
    expect(page.text).toContain(photoPath);
    expect(page.text).not.toContain(upload.body.imageUrl);
    const photo = await fetch(backend().baseUrl + photoPath, { headers: { "x-forwarded-for": guest.address } });
    expect(photo.status).toBe(200);
    expect(photo.headers.get("content-type")).toMatch(/^image\//);
    expect(photo.headers.get("cache-control")).toBe("private, no-cache");
    expect((await photo.arrayBuffer()).byteLength).toBeGreaterThan(0);
    // The Negroni is hidden (not makeable): its photo is not served, though it is the same drink's.
    expect((await guest.request("GET", `/m/${menu.token}/photos/${negroni.id}`)).status).toBe(404);
    // Photos off: none on the page, none served.
    expect((await client.patch(`/api/party-menus/${menu.id}`, { showPhotos: false })).status).toBe(200);
    expect((await guest.page(menu.token)).text).not.toContain("/photos/");
    expect((await guest.request("GET", photoPath)).status).toBe(404);
    // A new link: the old one's photo route is gone too.
    expect((await client.patch(`/api/party-menus/${menu.id}`, { showPhotos: true })).status).toBe(200);
    const renewed = await client.post<PartyLink>(`/api/party-menus/${menu.id}/token`);
    expect((await guest.request("GET", photoPath)).status).toBe(404);
    expect((await guest.request("GET", `/m/${renewed.body.token}/photos/${gimlet.id}`)).status).toBe(200);
  });

  it("answers 404 for a token that names no menu, at once for one replaced by a new link or deleted", async () => {
    const { client, gimlet } = await host();
    const menu = await makeMenu(client, { title: "Short lived", drinks: [gimlet.id], acceptOrders: true });
    const guest = new Guest();
    expect((await guest.page(menu.token)).status).toBe(200);
    const renewed = await client.post<PartyMenu & PartyLink>(`/api/party-menus/${menu.id}/token`);
    expect(renewed.status).toBe(200);
    expect(renewed.body.token).not.toBe(menu.token);
    expect((await guest.page(menu.token)).status).toBe(404);
    expect((await guest.orders(menu.token)).status).toBe(404);
    expect((await guest.order(menu.token, gimlet.id)).status).toBe(404);
    expect((await guest.request("GET", `/m/${menu.token}/print`)).status).toBe(404);
    expect((await guest.page(renewed.body.token)).status).toBe(200);
    expect((await client.delete(`/api/party-menus/${menu.id}`)).status).toBe(204);
    expect((await guest.page(renewed.body.token)).status).toBe(404);
    const unknown = await guest.page("A".repeat(24));
    expect(unknown.status).toBe(404);
    expect(unknown.text).toContain("This menu is not available");
    expect((await guest.page("short")).status).toBeGreaterThanOrEqual(300);
  });

  it("limits each address (429 with Retry-After), whatever the token", async () => {
    const { client, gimlet } = await host();
    const menu = await makeMenu(client, { title: "Busy", drinks: [gimlet.id] });
    const guest = new Guest();
    const statuses: number[] = [];
    for (let i = 0; i < 600; i += 25) {
      const batch = await Promise.all(Array.from({ length: 25 }, () => guest.orders(menu.token)));
      statuses.push(...batch.map((a) => a.status));
    }
    expect(statuses.every((s) => s === 200)).toBe(true);
    const limited = await guest.page(menu.token);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    expect((await guest.page("B".repeat(24))).status).toBe(429);
    // Another address is not held back.
    expect((await new Guest().page(menu.token)).status).toBe(200);
  });
});

describe("orders", () => {
  it("takes a guest's order with no session, and shows it to the guest and in the owner's queue", async () => {
    const { client, gimlet } = await host();
    const menu = await makeMenu(client, { title: "Orders", drinks: [gimlet.id], acceptOrders: true });
    const ana = new Guest();
    const placed = await ana.order(menu.token, gimlet.id, " Ana ", "Less ice");
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    expect(placed.body).toEqual({ orderId: expect.any(String), position: 1 });
    const setCookie = placed.headers.getSetCookie();
    expect(setCookie).toHaveLength(1);
    expect(setCookie[0]).toMatch(new RegExp(`^barshelf_guest=[\\w-]{24}; Path=/m/${menu.token}; .*HttpOnly; SameSite=Lax`));
    const ben = new Guest();
    expect((await ben.order(menu.token, gimlet.id, "Ben")).body.position).toBe(2);
    expect((await ana.orders(menu.token)).body.orders).toEqual([{ orderId: placed.body.orderId, drinkTitle: "Gimlet", guestName: "Ana", status: "queued", position: 1 }]);
    // Without the cookie, nobody else's orders.
    expect((await new Guest().orders(menu.token)).body.orders).toEqual([]);
    const queue = await client.get<{ orders: PartyOrder[] }>(`/api/party-menus/${menu.id}/orders`);
    expect(queue.body.orders.map((o) => [o.guestName, o.note, o.status])).toEqual([["Ana", "Less ice", "queued"], ["Ben", null, "queued"]]);
    // The station moves Ana's order on; she sees it.
    expect((await client.patch(`/api/party-menus/${menu.id}/orders/${placed.body.orderId}`, { status: "making" })).status).toBe(200);
    expect((await ana.orders(menu.token)).body.orders[0]).toMatchObject({ status: "making", position: 1 });
    const cancelled = await client.patch<{ order: PartyOrder }>(`/api/party-menus/${menu.id}/orders/${placed.body.orderId}`, { status: "cancelled" });
    expect(cancelled.body.order.status).toBe("cancelled");
    expect((await ana.orders(menu.token)).body.orders[0]).toMatchObject({ status: "cancelled", position: null });
    expect((await client.patch(`/api/party-menus/${menu.id}/orders/${placed.body.orderId}`, { status: "ready" })).status).toBe(409);
  });

  it("refuses orders when the menu takes none, a drink not on it, and text that is not text", async () => {
    const { client, gimlet, negroni } = await host();
    const quiet = await makeMenu(client, { title: "No orders", drinks: [gimlet.id] });
    expect((await new Guest().order(quiet.token, gimlet.id)).status).toBe(404);
    const menu = await makeMenu(client, { title: "Orders", drinks: [gimlet.id, negroni.id], acceptOrders: true, soldOutMode: "sold-out" });
    const guest = new Guest();
    expect((await guest.order(menu.token, negroni.id)).status).toBe(404);
    expect((await guest.order(menu.token, "x".repeat(200))).status).toBe(400);
    expect((await guest.order(menu.token, gimlet.id, "  ")).status).toBe(400);
    expect((await guest.order(menu.token, gimlet.id, "Ana\u0000")).status).toBe(400);
    expect((await guest.order(menu.token, gimlet.id, "Ana", "x".repeat(281))).status).toBe(400);
    // A write from another site is refused like any other.
    const crossSite = await fetch(`${backend().baseUrl}/m/${menu.token}/orders`, {
      method: "POST",
      headers: { origin: "https://evil.example", "content-type": "application/json", "x-forwarded-for": guest.address },
      body: JSON.stringify({ recipeId: gimlet.id, name: "Eve" }),
    });
    expect(crossSite.status).toBe(403);
    expect((await client.get<{ orders: PartyOrder[] }>(`/api/party-menus/${menu.id}/orders`)).body.orders).toEqual([]);
  });

  it("allows a guest 3 open orders and a menu 60 an hour (429 past either)", async () => {
    const { client, gimlet } = await host();
    const menu = await makeMenu(client, { title: "Limits", drinks: [gimlet.id], acceptOrders: true });
    const guest = new Guest();
    for (let i = 0; i < 3; i++) expect((await guest.order(menu.token, gimlet.id)).status).toBe(201);
    const fourth = await guest.order(menu.token, gimlet.id);
    expect(fourth.status).toBe(429);
    expect(fourth.body.error).toMatch(/3 drinks on the way/);
    // One made, the guest may order again.
    const [oldest] = (await guest.orders(menu.token)).body.orders;
    expect((await client.patch(`/api/party-menus/${menu.id}/orders/${oldest!.orderId}`, { status: "cancelled" })).status).toBe(200);
    expect((await guest.order(menu.token, gimlet.id)).status).toBe(201);
    // The menu's hourly allowance counts every order asked for, refused ones too: 5 so far, 55 more, then 429.
    for (let i = 0; i < 55; i += 1) expect((await new Guest().order(menu.token, gimlet.id)).status).toBe(201);
    expect((await new Guest().order(menu.token, gimlet.id)).status).toBe(429);
  });

  it('"ready" logs "I made this" for one serving and lowers the bottle once, even when tapped twice at once', async () => {
    const { client, gin, gimlet } = await host();
    const menu = await makeMenu(client, { title: "Ready", drinks: [gimlet.id], acceptOrders: true });
    const guest = new Guest();
    const { orderId } = (await guest.order(menu.token, gimlet.id)).body;
    const url = `/api/party-menus/${menu.id}/orders/${orderId}`;
    const taps = await Promise.all([client.patch<{ order: PartyOrder }>(url, { status: "ready" }), client.patch<{ order: PartyOrder }>(url, { status: "ready" })]);
    expect(taps.map((t) => t.status)).toEqual([200, 200]);
    expect(taps.map((t) => t.body.order.status)).toEqual(["ready", "ready"]);
    expect(await remainingOf(client, gin.id)).toBe(640);
    const drinks = (await client.get<{ drinks: Drink[] }>("/api/drinks")).body.drinks;
    expect(drinks.filter((d) => d.madeFromRecipeId === gimlet.id).map((d) => d.servings)).toEqual([1]);
    expect((await guest.orders(menu.token)).body.orders[0]).toMatchObject({ status: "ready", position: null });
    // Once more, later: still once.
    expect((await client.patch(url, { status: "ready" })).status).toBe(200);
    expect(await remainingOf(client, gin.id)).toBe(640);
  });
});

describe("a household's party menu", () => {
  /** A household whose shelf (the owner's bottles in it) makes a Gimlet; the member who hosts has no bottle of their own. */
  async function hostingHousehold(label: string) {
    const people = await householdOfEveryRole(label);
    const { owner, member, home } = people;
    const gin = await addBottle(owner, { name: "Tanqueray London Dry Gin", bottleMl: 700, remainingMl: 700, householdId: home.id });
    await addBottle(owner, { name: "Lime juice", householdId: home.id });
    const membersGimlet = await addRecipe(member, { ...GIMLET, notes: "Max's way." });
    const ownersGimlet = await addRecipe(owner, { ...GIMLET, title: "House Gimlet" });
    expect((await owner.patch(`/api/recipes/${ownersGimlet.id}`, { householdId: home.id })).status).toBe(200);
    const ownersUnshared = await addRecipe(owner, { ...GIMLET, title: "Olga's private Gimlet" });
    return { ...people, gin, membersGimlet, ownersGimlet, ownersUnshared };
  }

  it("a member hosts one of their recipes and a housemate's shared one, made from the household's bottles; another member works its queue and \"ready\" pours once", async () => {
    const { member, pat, home, gin, membersGimlet, ownersGimlet, ownersUnshared, owner } = await hostingHousehold("Hosting");
    // A drink the menu may not show: a housemate's recipe not shared there, or a shared one on a menu of one's own.
    expect((await member.post("/api/party-menus", { title: "x", householdId: home.id, drinks: [ownersUnshared.id] })).status).toBe(404);
    expect((await member.post("/api/party-menus", { title: "x", drinks: [ownersGimlet.id] })).status).toBe(404);
    const menu = await makeMenu(member, { title: "Flat party", householdId: home.id, drinks: [membersGimlet.id, ownersGimlet.id], acceptOrders: true });
    expect(menu).toMatchObject({ householdId: home.id, mine: true });

    // The host has no bottle of their own: both drinks are on the guest page by the household's.
    const guest = new Guest();
    expect((await guest.menu(menu.token)).body.drinks.map((d) => d.title)).toEqual(["Gimlet", "House Gimlet"]);

    const listed = (await pat.get<{ partyMenus: PartyMenu[] }>("/api/party-menus")).body.partyMenus;
    expect(listed).toMatchObject([{ id: menu.id, householdId: home.id, mine: false }]);
    expect((await owner.get<PartyMenu>(`/api/party-menus/${menu.id}`)).status).toBe(200);

    const { orderId } = (await guest.order(menu.token, membersGimlet.id, "Ana")).body;
    const queue = await pat.get<{ orders: PartyOrder[] }>(`/api/party-menus/${menu.id}/orders`);
    expect(queue.body.orders).toMatchObject([{ id: orderId, drinkTitle: "Gimlet", guestName: "Ana", status: "queued" }]);
    expect((await pat.patch(`/api/party-menus/${menu.id}/orders/${orderId}`, { status: "making" })).status).toBe(200);
    const url = `/api/party-menus/${menu.id}/orders/${orderId}`;
    const taps = await Promise.all([pat.patch<{ order: PartyOrder }>(url, { status: "ready" }), member.patch<{ order: PartyOrder }>(url, { status: "ready" })]);
    expect(taps.map((t) => [t.status, t.body.order.status])).toEqual([
      [200, "ready"],
      [200, "ready"],
    ]);
    expect(await remainingOf(owner, gin.id)).toBe(640);
    // Logged once, in the log of whoever's "ready" poured it; a housemate's recipe is not linked from it.
    const logged = await Promise.all([pat, member].map(async (who) => (await who.get<{ drinks: Drink[] }>("/api/drinks")).body.drinks));
    expect(logged.flat().map((d) => [d.name, d.servings, d.madeFromRecipeId === null || d.madeFromRecipeId === membersGimlet.id])).toEqual([["Gimlet", 1, true]]);
    expect((await guest.orders(menu.token)).body.orders[0]).toMatchObject({ status: "ready" });
    expect(await remainingOf(owner, gin.id)).toBe(640);

    // Only its creator moves it out of the household.
    expect((await pat.patch(`/api/party-menus/${menu.id}`, { householdId: null })).status).toBe(403);
    expect((await pat.patch<PartyMenu>(`/api/party-menus/${menu.id}`, { title: "Flat party!" })).body.title).toBe("Flat party!");
  });

  it("refuses a household's guest (403 to host, 404 for its menus) and anyone outside it (404)", async () => {
    const { member, guest, outsider, home, membersGimlet } = await hostingHousehold("Refusing");
    const menu = await makeMenu(member, { title: "Flat party", householdId: home.id, drinks: [membersGimlet.id], acceptOrders: true });
    const guestsGimlet = await addRecipe(guest, GIMLET);
    const outsidersGimlet = await addRecipe(outsider, GIMLET);
    expect((await guest.post("/api/party-menus", { title: "x", householdId: home.id, drinks: [guestsGimlet.id] })).status).toBe(403);
    expect((await outsider.post("/api/party-menus", { title: "x", householdId: home.id, drinks: [outsidersGimlet.id] })).status).toBe(404);
    const mine = await makeMenu(outsider, { title: "Mine", drinks: [outsidersGimlet.id] });
    expect((await outsider.patch(`/api/party-menus/${mine.id}`, { householdId: home.id })).status).toBe(404);
    const { orderId } = (await new Guest().order(menu.token, membersGimlet.id)).body;
    for (const who of [guest, outsider]) {
      expect((await who.get<{ partyMenus: PartyMenu[] }>("/api/party-menus")).body.partyMenus.map((m) => m.id)).not.toContain(menu.id);
      expect((await who.get(`/api/party-menus/${menu.id}`)).status).toBe(404);
      expect((await who.get(`/api/party-menus/${menu.id}/orders`)).status).toBe(404);
      expect((await who.patch(`/api/party-menus/${menu.id}/orders/${orderId}`, { status: "ready" })).status).toBe(404);
      expect((await who.post(`/api/party-menus/${menu.id}/token`)).status).toBe(404);
      expect((await who.delete(`/api/party-menus/${menu.id}`)).status).toBe(404);
    }
    expect((await member.get<{ orders: PartyOrder[] }>(`/api/party-menus/${menu.id}/orders`)).body.orders).toMatchObject([{ id: orderId, status: "queued" }]);
  });

  it("leaving ends access at once; the creator leaving takes the menu back as their own, without the housemates' drinks", async () => {
    const { member, pat, owner, home, membersGimlet, ownersGimlet } = await hostingHousehold("Leaving");
    const menu = await makeMenu(member, { title: "Flat party", householdId: home.id, drinks: [membersGimlet.id, ownersGimlet.id], soldOutMode: "sold-out" });
    expect((await pat.get(`/api/party-menus/${menu.id}`)).status).toBe(200);
    expect((await pat.delete(`/api/households/${home.id}/members/${pat.user!.id}`)).status).toBe(204);
    expect((await pat.get(`/api/party-menus/${menu.id}`)).status).toBe(404);
    expect((await pat.get(`/api/party-menus/${menu.id}/orders`)).status).toBe(404);

    expect((await member.delete(`/api/households/${home.id}/members/${member.user!.id}`)).status).toBe(204);
    expect((await owner.get(`/api/party-menus/${menu.id}`)).status).toBe(404);
    expect((await member.get<PartyMenu>(`/api/party-menus/${menu.id}`)).body).toMatchObject({ householdId: null, mine: true });
    // Now made from the creator's own shelf (empty): their drink is sold out, the housemate's is gone.
    expect((await new Guest().menu(menu.token)).body.drinks).toMatchObject([{ title: "Gimlet", soldOut: true }]);
  });

  it("shows nothing of the household or the housemates on the guest page", async () => {
    const secret = "zqxhhsecret";
    const people = await householdOfEveryRole(`Secret ${secret}`);
    const { owner, member, home } = people;
    expect((await owner.patch(`/api/households/${home.id}`, { name: `${secret}home` })).status).toBe(200);
    await addBottle(owner, { name: "Tanqueray London Dry Gin", aliases: [`${secret}alias`], householdId: home.id });
    await addBottle(owner, { name: "Lime juice", householdId: home.id });
    const shared = await addRecipe(owner, { ...GIMLET, title: "House Gimlet", garnish: `${secret}garnish`, steps: [`${secret}step`] });
    expect((await owner.patch(`/api/recipes/${shared.id}`, { householdId: home.id })).status).toBe(200);
    const sharedUnlisted = await addRecipe(owner, { ...GIMLET, title: `${secret}unlisted` });
    expect((await owner.patch(`/api/recipes/${sharedUnlisted.id}`, { householdId: home.id })).status).toBe(200);
    const menu = await makeMenu(member, { title: "Flat party", householdId: home.id, drinks: [shared.id], acceptOrders: true, showIngredients: true });
    const guest = new Guest();
    const answers = [await guest.page(menu.token), await guest.menu(menu.token), await guest.order(menu.token, shared.id), await guest.orders(menu.token), await guest.request("GET", `/m/${menu.token}/print`)];
    expect(answers.map((a) => a.status)).toEqual([200, 200, 201, 200, 200]);
    expect(answers[1]!.text).toContain("House Gimlet");
    for (const answer of answers) {
      const seen = answer.text + JSON.stringify([...answer.headers]);
      expect(seen).not.toContain(secret);
      for (const value of [home.id, owner.user!.id, member.user!.id, owner.user!.email, sharedUnlisted.id, menu.id]) expect(seen).not.toContain(value);
    }
  });
});
