import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { backend } from "../helpers/backend";
import { nextTestAddress, sessionCookieFrom, signUp, TestClient } from "../helpers/client";
import { expectIssues } from "../helpers/validation";

/** Blank names (after trimming) are refused on every create and update, with the field's sentence, and nothing changes. */
const BLANKS = ["", "   ", " \t "];
const gimlet = { title: "Gimlet", ingredients: [{ name: "Gin", amount: "60 ml", available: false }], steps: ["Shake"] };

describe("blank names are refused everywhere", () => {
  it("on bottles, drinks, recipes and the shopping list, created or renamed", async () => {
    const client = await signUp();
    const bottle = await client.post<{ id: string }>("/api/bar-items", { name: "Tanqueray" });
    const drink = await client.post<{ id: string }>("/api/drinks", { name: "Mojito", type: "cocktail" });
    const recipe = await client.post<{ id: string }>("/api/recipes", gimlet);
    const toBuy = await client.post<{ id: string }>("/api/shopping-list", { name: "Limes" });
    for (const res of [bottle, drink, recipe, toBuy]) expect(res.status).toBe(201);

    for (const blank of BLANKS) {
      expectIssues(await client.post("/api/bar-items", { name: blank }), [[["name"], "Give the bottle a name."]]);
      expectIssues(await client.patch(`/api/bar-items/${bottle.body.id}`, { name: blank }), [[["name"], "Give the bottle a name."]]);
      expectIssues(await client.post("/api/drinks", { name: blank, type: "cocktail" }), [[["name"], "Give the drink a name."]]);
      expectIssues(await client.patch(`/api/drinks/${drink.body.id}`, { name: blank }), [[["name"], "Give the drink a name."]]);
      expectIssues(await client.post("/api/recipes", { ...gimlet, title: blank }), [[["title"], "Give the recipe a title."]]);
      expectIssues(await client.patch(`/api/recipes/${recipe.body.id}`, { title: blank }), [[["title"], "Give the recipe a title."]]);
      expectIssues(
        await client.patch(`/api/recipes/${recipe.body.id}`, { ingredients: [{ name: blank, amount: "1", available: false }] }),
        [[["ingredients", 0, "name"], "Give ingredient 1 a name."]],
      );
      expectIssues(await client.post("/api/shopping-list", { name: blank }), [[["name"], "Say what to buy."]]);
      expectIssues(await client.patch(`/api/shopping-list/${toBuy.body.id}`, { name: blank }), [[["name"], "Say what to buy."]]);
    }

    // nothing was created or renamed
    const bar = await client.get<{ barItems: { name: string }[] }>("/api/bar-items");
    expect(bar.body.barItems.map((b) => b.name)).toEqual(["Tanqueray"]);
    const drinks = await client.get<{ drinks: { name: string }[] }>("/api/drinks");
    expect(drinks.body.drinks.map((d) => d.name)).toEqual(["Mojito"]);
    const recipes = await client.get<{ recipes: { title: string; ingredients: { name: string }[] }[] }>("/api/recipes");
    expect(recipes.body.recipes.map((r) => [r.title, r.ingredients.map((i) => i.name)])).toEqual([["Gimlet", ["Gin"]]]);
    const list = await client.get<{ items: { name: string }[] }>("/api/shopping-list");
    expect(list.body.items.map((i) => i.name)).toEqual(["Limes"]);
  });

  it("on the account, at sign-up and on a change of name; a name is stored trimmed", async () => {
    const { baseUrl } = backend();
    const signUpAs = (name: unknown) =>
      fetch(`${baseUrl}/api/auth/sign-up/email`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: baseUrl, "x-forwarded-for": nextTestAddress() },
        body: JSON.stringify({ name, email: `blank-${randomUUID()}@example.test`, password: "correct horse battery" }),
      });
    for (const name of [...BLANKS, undefined]) {
      const refused = await signUpAs(name);
      expect(refused.status, JSON.stringify(name)).toBe(400);
      const body = (await refused.json()) as { issues: { path: string[]; message: string }[] };
      expect(body.issues).toEqual([expect.objectContaining({ path: ["name"], message: "Give your account a name." })]);
      expect(refused.headers.getSetCookie()).toEqual([]);
    }

    const accepted = await signUpAs("  Ada Lovelace  ");
    expect(accepted.status).toBe(200);
    const client = new TestClient(baseUrl, sessionCookieFrom(accepted), null);
    const nameNow = async () => (await client.get<{ user: { name: string } }>("/api/auth/get-session")).body.user.name;
    expect(await nameNow()).toBe("Ada Lovelace");
    for (const name of BLANKS) {
      expectIssues(await client.post("/api/auth/update-user", { name }), [[["name"], "Give your account a name."]]);
    }
    expect(await nameNow()).toBe("Ada Lovelace");
    expect((await client.post("/api/auth/update-user", { name: " Ada " })).status).toBe(200);
    expect(await nameNow()).toBe("Ada");
  });
});
