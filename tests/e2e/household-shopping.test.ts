import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import type { BarItem, ShoppingItem } from "@/domain/types";
import type { Household, HouseholdInvite } from "@/domain/households";
import { baseUrl, capture, expectAccessible, PHONE, smallTapTargets } from "./browser";
import { browserSuite, recipeBody } from "./seed";

const rowOf = (page: Page, name: string) => page.locator("li.bar-row").filter({ has: page.getByRole("heading", { name, exact: true }) });

/**
 * Two people, two browsers, one household: A puts Campari on the household's shopping list from
 * /recommend; B, on their own /recommend, sees it under the household's name with who added it and
 * ticks it bought; A's /bar then has Campari on the household's shelf, B's bottle. A then adds a
 * bottle straight into the household from /bar's add form, and B sees it.
 */
describe("the household's shopping list, in two browsers", () => {
  const suite = browserSuite();

  it("A adds Campari to the household's list, B ticks it bought, A sees Campari on the shelf", { timeout: 180_000 }, async () => {
    const host = await suite.signedIn();
    const a = host.w.page;
    const flat = await host.api<Household>("POST", "/api/households", { name: "Flat 3" });
    const invite = await host.api<HouseholdInvite>("POST", `/api/households/${flat.id}/invites`, { role: "member" });
    const guest = await suite.signedIn();
    const b = guest.w.page;
    // better-auth asks its own writes for an Origin
    const renamed = await guest.w.context.request.post("/api/auth/update-user", { data: { name: "Ben" }, headers: { origin: new URL(baseUrl()).origin } });
    expect(renamed.status(), await renamed.text()).toBe(200);
    await guest.api("POST", `/api/invites/${invite.code}/accept`);
    await a.setViewportSize(PHONE);
    await b.setViewportSize(PHONE);

    // A: the list's add form offers the household's list; the line shows under its name.
    await host.w.goto("/recommend");
    const addForm = a.getByRole("form", { name: "Add to the shopping list" });
    await addForm.getByLabel("Something to buy").fill("Campari");
    await addForm.getByLabel("Which list").selectOption({ label: "Flat 3" });
    await addForm.getByRole("button", { name: "Add" }).click();
    await expect.poll(() => a.getByRole("status").filter({ hasText: "Campari: on Flat 3's shopping list" }).count()).toBe(1);
    const aList = a.getByRole("list", { name: "Flat 3's shopping list" });
    await expect.poll(() => aList.innerText()).toContain("Campari · added by Lena Lists");
    expect(await a.getByRole("heading", { level: 3, name: "Your list" }).count()).toBe(1);
    expect(await smallTapTargets(a.locator("main"))).toEqual([]);
    const lines = (await host.api<{ items: ShoppingItem[] }>("GET", "/api/shopping-list")).items;
    expect(lines.map((i) => [i.name, i.householdId])).toEqual([["Campari", flat.id]]);

    // B: sees it on the household's list and ticks it bought.
    await guest.w.goto("/recommend");
    const bList = b.getByRole("list", { name: "Flat 3's shopping list" });
    await expect.poll(() => bList.innerText()).toContain("Campari · added by Lena Lists");
    expect(await b.locator("main").innerText()).toContain("Tick what you bought: it goes on Flat 3's shelf as a full bottle.");
    await capture(b, "household-shopping-list");
    await b.setViewportSize(PHONE);
    await bList.getByRole("checkbox", { name: /Campari/ }).check();
    await expect.poll(() => bList.innerText()).toContain("added by Lena Lists, bought by Ben");
    expect(await smallTapTargets(b.locator("main"))).toEqual([]);
    await expectAccessible(b, "recommend with a household's list");

    // A: Campari is on the household's shelf, Ben's bottle, full.
    await host.w.goto("/bar");
    const shelfPart = a.locator("section.shelf-part").filter({ has: a.getByRole("heading", { level: 3, name: "Flat 3" }) });
    await expect.poll(() => shelfPart.getByRole("heading", { name: "Campari", exact: true }).count()).toBe(1);
    expect(await rowOf(a, "Campari").innerText()).toContain("Ben's");
    const { barItems } = await host.api<{ barItems: BarItem[] }>("GET", "/api/bar-items");
    expect(barItems.map((i) => [i.name, i.householdId, i.ownerName, i.quantity])).toEqual([["Campari", flat.id, "Ben", "FULL"]]);

    // A: adds Aperol straight into the household from /bar's add form ("Whose shelf").
    const form = a.getByRole("form", { name: "Add a bar item" });
    if (!(await form.isVisible())) await a.getByText("Add a bottle or ingredient").click();
    await form.getByLabel("Name").fill("Aperol");
    await form.getByLabel("Whose shelf").selectOption({ label: "Flat 3 (shared)" });
    expect(await smallTapTargets(a.locator("main"))).toEqual([]);
    await form.getByRole("button", { name: "Add to bar" }).click();
    await expect.poll(() => shelfPart.getByRole("heading", { name: "Aperol", exact: true }).count()).toBe(1);
    // The same bottle again asks first, naming whose the household's is.
    host.w.allow(/409/);
    await form.getByLabel("Name").fill("campari");
    await form.getByLabel("Whose shelf").selectOption({ label: "Flat 3 (shared)" });
    await form.getByRole("button", { name: "Add to bar" }).click();
    await expect.poll(() => form.getByRole("group", { name: "Flat 3 already has Campari (Ben's): raise it to FULL instead?" }).count()).toBe(1);

    await guest.w.goto("/bar");
    await expect.poll(() => rowOf(b, "Aperol").innerText()).toContain("Lena Lists's");

    // A: a drink one bottle away offers its bottle for either list; A picks the household's.
    await host.api("POST", "/api/bar-items", { name: "Tanqueray" });
    await host.api("POST", "/api/recipes", recipeBody("Negroni", [["Gin", "30 ml"], ["Campari", "30 ml"], ["Sweet vermouth", "30 ml"]]));
    await host.w.goto("/recommend");
    const oneAway = a.getByRole("list", { name: "Drinks one bottle away" });
    await oneAway.getByRole("button", { name: "Add to shopping list: Sweet vermouth" }).click();
    const choice = oneAway.getByRole("group", { name: "Which shopping list for Sweet vermouth" });
    expect(await choice.getByRole("button").allInnerTexts()).toEqual(["My list", "Flat 3"]);
    expect(await smallTapTargets(a.locator("main"))).toEqual([]);
    await choice.getByRole("button", { name: "Flat 3" }).click();
    await expect.poll(() => oneAway.getByRole("status").filter({ hasText: "Sweet vermouth: on Flat 3's shopping list" }).count()).toBe(1);
    await expect.poll(() => aList.innerText()).toContain("Sweet vermouth");

    // B, made a guest, reads the household's list without tick boxes, and is told why.
    const { members } = await host.api<{ members: { userId: string; name: string }[] }>("GET", `/api/households/${flat.id}/members`);
    const ben = members.find((m) => m.name === "Ben")!;
    await host.api("PATCH", `/api/households/${flat.id}/members/${ben.userId}`, { role: "guest" });
    await guest.w.goto("/recommend");
    await expect.poll(() => bList.innerText()).toContain("Sweet vermouth");
    expect(await bList.getByRole("checkbox").count()).toBe(0);
    expect(await bList.getByRole("button", { name: /Remove/ }).count()).toBe(0);
    expect(await b.locator("main").innerText()).toContain("You are a guest in Flat 3: you can see its list but not change it.");
    expect(await b.getByLabel("Which list").count()).toBe(0);
    host.w.expectClean();
    guest.w.expectClean();
    await host.w.close();
  });
});
