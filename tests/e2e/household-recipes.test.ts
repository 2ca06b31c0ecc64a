import { describe, expect, it } from "vitest";
import type { HouseholdInvite, Household } from "@/domain/households";
import type { Recipe, RecipeListItem } from "@/domain/types";
import { capture, expectAccessible, PHONE, smallTapTargets } from "./browser";
import { browserSuite, recipeBody } from "./seed";

/**
 * Two people, two browsers: A shares their Negroni with the household from its card on
 * /recipes; B finds it under "Household recipes" with who shared it, checked against B's own
 * shelf, read-only, and copies it into their own recipes; A stops sharing and it is gone for B.
 */
describe("household recipes, in two browsers", () => {
  const suite = browserSuite();

  it("A shares a recipe, B reads it under Household recipes and adds a copy, A takes it back", { timeout: 180_000 }, async () => {
    const host = await suite.signedIn();
    const a = host.w.page;
    await a.setViewportSize(PHONE);
    const flat = await host.api<Household>("POST", "/api/households", { name: "Flat 3" });
    const invite = await host.api<HouseholdInvite>("POST", `/api/households/${flat.id}/invites`, { role: "member" });
    await host.api<Recipe>("POST", "/api/recipes", recipeBody("Private sour", [["Whisky", "50 ml"]]));
    await host.api<Recipe>("POST", "/api/recipes", recipeBody("Negroni", [["Gin", "30 ml"], ["Campari", "30 ml"], ["Sweet vermouth", "30 ml"]], { garnish: "Orange peel" }));

    // B: a new account in another browser, joins by the invitation, and keeps a Campari.
    const w = await suite.signedOut();
    const b = w.page;
    await b.setViewportSize(PHONE);
    const bApi = async <T,>(method: string, url: string, data?: unknown): Promise<T> => {
      const res = await w.context.request.fetch(url, { method, data });
      expect(res.status(), `${method} ${url}: ${await res.text()}`).toBeLessThan(300);
      return (await res.json()) as T;
    };
    await bApi("POST", "/api/auth/sign-up/email", { name: "Ben", email: `recipes-${Date.now()}-${process.pid}@example.test`, password: "correct horse battery" });
    await bApi("POST", `/api/invites/${invite.code}/accept`);
    await bApi("POST", "/api/bar-items", { name: "Campari" });

    // B before anything is shared: the section is there, and says how to share.
    await w.goto("/recipes");
    const bSection = b.locator("section").filter({ has: b.getByRole("heading", { level: 2, name: "Household recipes" }) });
    await expect.poll(() => bSection.innerText()).toContain("Nobody has shared a recipe with Flat 3 yet.");

    // A: opens the Negroni on /recipes and shares it in one tap.
    await host.w.goto("/recipes");
    const aCard = a.locator("li.recipe").filter({ has: a.getByRole("heading", { name: "Negroni", exact: true }) });
    await aCard.getByRole("button", { name: "Negroni", exact: true }).click();
    expect(await aCard.getByRole("button", { name: /^Stop sharing/ }).count()).toBe(0);
    await aCard.getByRole("button", { name: /^Share with Flat 3\b.*Negroni/ }).click();
    await expect.poll(() => aCard.getByRole("button", { name: /^Stop sharing/ }).count()).toBe(1);
    expect(await aCard.innerText()).toContain("Shared with Flat 3");
    expect(await smallTapTargets(aCard)).toEqual([]);
    await expectAccessible(a, "recipes page, a shared recipe");
    // A sees no Household recipes of others: only what housemates shared is listed there.
    const aSection = a.locator("section").filter({ has: a.getByRole("heading", { level: 2, name: "Household recipes" }) });
    expect(await aSection.innerText()).toContain("Nobody has shared a recipe with Flat 3 yet.");

    // B: the Negroni under Household recipes, with who shared it; the private sour is not there.
    await w.goto("/recipes");
    const list = b.getByRole("list", { name: "Household recipes" });
    await expect.poll(() => list.locator("li.recipe").count()).toBe(1);
    const bCard = list.locator("li.recipe").filter({ has: b.getByRole("heading", { name: "Negroni", exact: true }) });
    expect(await bCard.innerText()).toContain("Shared by Lena Lists");
    expect(await b.locator("main").innerText()).not.toContain("Private sour");
    // Checked against B's own shelf: the Campari is B's, so two lines are missing, not three.
    expect(await bCard.innerText()).toContain("2 missing");
    await bCard.getByRole("button", { name: "Negroni", exact: true }).click();
    await expect.poll(() => bCard.innerText()).toContain("Shared by Lena Lists in Flat 3: only they can change it");
    for (const name of [/^Edit/, /^Delete/, /^Share with/, /^Stop sharing/]) expect(await bCard.getByRole("button", { name }).count()).toBe(0);
    expect(await bCard.getByRole("link", { name: /^Make it/ }).count()).toBe(0);
    expect(await bCard.locator(".ingredient-mark.ok").count()).toBe(1);
    expect(await smallTapTargets(bSection)).toEqual([]);
    await expectAccessible(b, "recipes page, household recipes");
    await capture(b, "household-recipes");
    await b.setViewportSize(PHONE);

    // B copies it: a recipe of B's own, with the same lines.
    await bCard.getByRole("button", { name: /^Add to my recipes\b.*Negroni/ }).click();
    await expect.poll(() => bCard.getByRole("status").first().innerText()).toBe("Negroni is now in your recipes.");
    const { recipes } = await bApi<{ recipes: RecipeListItem[] }>("GET", "/api/recipes");
    expect(recipes.map((r) => [r.title, r.garnish, r.ingredients.map((i) => i.name)])).toEqual([["Negroni", "Orange peel", ["Gin", "Campari", "Sweet vermouth"]]]);
    await expect.poll(() => b.getByRole("list", { name: "Recipes", exact: true }).innerText()).toContain("Negroni");

    // A stops sharing: B's next look finds it gone.
    await aCard.getByRole("button", { name: /^Stop sharing/ }).click();
    await expect.poll(() => aCard.getByRole("button", { name: /^Share with Flat 3\b.*Negroni/ }).count()).toBe(1);
    await w.goto("/recipes");
    await expect.poll(() => bSection.innerText()).toContain("Nobody has shared a recipe with Flat 3 yet.");
    host.w.expectClean();
    w.expectClean();
  });

  it("shows the newest ten household recipes, and all of them on \"Show all\"", { timeout: 120_000 }, async () => {
    const host = await suite.signedIn();
    const flat = await host.api<Household>("POST", "/api/households", { name: "Flat 4" });
    const invite = await host.api<HouseholdInvite>("POST", `/api/households/${flat.id}/invites`, { role: "member" });
    for (let i = 1; i <= 12; i++) {
      const recipe = await host.api<Recipe>("POST", "/api/recipes", recipeBody(`House sour ${i}`, [["Whisky", "50 ml"], ["Lemon juice", "25 ml"]]));
      await host.api("PATCH", `/api/recipes/${recipe.id}`, { householdId: flat.id });
    }
    const w = await suite.signedOut();
    const b = w.page;
    await b.setViewportSize(PHONE);
    const signUp = await w.context.request.post("/api/auth/sign-up/email", { data: { name: "Bo", email: `all-${Date.now()}-${process.pid}@example.test`, password: "correct horse battery" } });
    expect(signUp.status()).toBe(200);
    expect((await w.context.request.post(`/api/invites/${invite.code}/accept`)).status()).toBeLessThan(300);

    await w.goto("/recipes");
    const list = b.getByRole("list", { name: "Household recipes" });
    await expect.poll(() => list.locator("li.recipe").count()).toBe(10);
    const titled = (title: string) => list.getByRole("heading", { name: title, exact: true }).count();
    expect([await titled("House sour 12"), await titled("House sour 3"), await titled("House sour 2")]).toEqual([1, 1, 0]);
    await b.getByRole("link", { name: "Show all 12 household recipes" }).click();
    await expect.poll(() => list.locator("li.recipe").count()).toBe(12);
    expect(await titled("House sour 1")).toBe(1);
    expect(await b.getByRole("link", { name: /^Show all \d+ household recipes$/ }).count()).toBe(0);
    host.w.expectClean();
    w.expectClean();
  });
});
