import { describe, expect, it } from "vitest";
import { MAX_BAR_ITEMS_PER_USER, MAX_DRINKS_PER_USER, MAX_RECIPES_PER_USER } from "@/domain/constants";
import { countRows } from "../helpers/database";
import { signUp } from "../helpers/client";
import { barItemsOf, drinksOf, exportDocument, importFile, recipesOf, seedRows } from "../helpers/import-files";

/**
 * A file that cannot fit is refused from the counts alone, before its recipes and bottles are
 * matched against the account; the answer is the one the full check gives, and a file whose
 * repeated names do fit is not refused by it.
 */

const refusal = (max: number, noun: string) => ({ error: `An account keeps at most ${max.toLocaleString("en")} ${noun}: delete some to add more` });

describe("an import refused before it is planned", () => {
  it("more different bar items than an account keeps, beside the most recipes an import takes: the write's 409, nothing written", async () => {
    const client = await signUp();
    const userId = client.user!.id;
    const file = exportDocument({ recipes: recipesOf(MAX_RECIPES_PER_USER, "huge"), barItems: barItemsOf(MAX_BAR_ITEMS_PER_USER + 1, "huge") });
    const [res, other] = await Promise.all([importFile(client, file), signUp("Bystander").then((c) => c.get("/api/recipes"))]);
    expect(res.status).toBe(409);
    expect(res.body).toEqual(refusal(MAX_BAR_ITEMS_PER_USER, "bar items"));
    expect(other.status).toBe(200);
    expect(await countRows("bar_item", userId)).toBe(0);
    expect(await countRows("recipe", userId)).toBe(0);
  });

  it("drinks past the limit given what the account holds: the write's 409", async () => {
    const client = await signUp();
    const userId = client.user!.id;
    await seedRows("drink", userId, MAX_DRINKS_PER_USER - 3);
    const res = await importFile(client, exportDocument({ drinks: drinksOf(4, "over") }));
    expect(res.status).toBe(409);
    expect(res.body).toEqual(refusal(MAX_DRINKS_PER_USER, "drinks"));
    expect(await countRows("drink", userId)).toBe(MAX_DRINKS_PER_USER - 3);
  });

  it("more bar item entries than an account keeps, naming few bottles, still imports", async () => {
    const client = await signUp();
    const userId = client.user!.id;
    await seedRows("bar_item", userId, MAX_BAR_ITEMS_PER_USER - 5);
    const named = barItemsOf(5, "repeated");
    const barItems = Array.from({ length: MAX_BAR_ITEMS_PER_USER + 1 }, (_, i) => ({ ...named[i % 5]!, id: `b${i}` }));
    const res = await importFile(client, exportDocument({ barItems }));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(await countRows("bar_item", userId)).toBe(MAX_BAR_ITEMS_PER_USER);
  });

  it("answers what the full check answers first: an unreadable recipe's 400, or an earlier kind's 409", async () => {
    const client = await signUp();
    const userId = client.user!.id;
    const tooManyBottles = barItemsOf(MAX_BAR_ITEMS_PER_USER + 1, "bottles");
    const broken = exportDocument({ recipes: [{ ...recipesOf(1, "broken")[0]!, title: "" }], barItems: tooManyBottles });
    const unreadable = await importFile(client, broken);
    expect(unreadable.status).toBe(400);
    expect(unreadable.body.error).toBe("Some of the file could not be read; nothing was imported");

    // Recipes come first among the limits: with those past theirs too, theirs is the answer.
    await seedRows("recipe", userId, MAX_RECIPES_PER_USER - 2);
    const both = await importFile(client, exportDocument({ recipes: recipesOf(3, "more"), barItems: tooManyBottles }));
    expect(both.status).toBe(409);
    expect(both.body).toEqual(refusal(MAX_RECIPES_PER_USER, "recipes"));
    expect(await countRows("bar_item", userId)).toBe(0);
  });
});
