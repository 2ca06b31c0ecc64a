import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser } from "playwright-core";
import { capture, launchBrowser, WatchedPage } from "./browser";

/**
 * "What is this?" on /bar: a bottle the matcher cannot read asks, offers kinds in one tap,
 * shows the answer, lets it be changed by typing, and the recipes follow the answer.
 */
describe("a bottle Barshelf cannot read", () => {
  let browser: Browser;
  let w: WatchedPage;

  beforeAll(async () => {
    browser = await launchBrowser();
    w = await WatchedPage.open(browser);
  });

  afterAll(async () => {
    await w?.close();
    await browser?.close();
  });

  it("asks what it is, takes a one-tap answer, shows it, and takes a typed change", async () => {
    const { page, context } = w;
    const email = `kind-${Date.now()}-${process.pid}@example.test`;
    const signUp = await context.request.post("/api/auth/sign-up/email", { data: { name: "Kim Kind", email, password: "correct horse battery" } });
    expect(signUp.status()).toBe(200);
    expect((await context.request.post("/api/bar-items", { data: { name: "Grandpa's mystery jug" } })).status()).toBe(201);
    const recipe = { title: "Whiskey highball", ingredients: [{ name: "Bourbon", amount: "50 ml", available: false }], steps: ["Build over ice"] };
    expect((await context.request.post("/api/recipes", { data: recipe })).status()).toBe(201);

    await w.goto("/bar");
    const row = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "Grandpa's mystery jug", exact: true }) });
    const question = row.getByRole("group", { name: /What is this\?/ });
    await expect.poll(() => question.isVisible()).toBe(true);
    await capture(page, "bar-what-is-this");

    await question.getByRole("button", { name: "Whiskey", exact: true }).click();
    await expect.poll(() => row.getByText("Whiskey: your answer").isVisible()).toBe(true);
    expect(await question.count()).toBe(0);

    await row.getByRole("button", { name: /Change/ }).click();
    await row.getByLabel("Something else").fill("Bourbon");
    await row.getByRole("button", { name: "Save" }).click();
    await expect.poll(() => row.getByText("Bourbon: your answer").isVisible()).toBe(true);
    await capture(page, "bar-answered");

    const recipes = await (await context.request.get("/api/recipes")).json() as { recipes: { title: string; ingredients: { available: boolean }[] }[] };
    expect(recipes.recipes.find((r) => r.title === "Whiskey highball")!.ingredients[0]!.available).toBe(true);
    w.expectClean();
  });
});
