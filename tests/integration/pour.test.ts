import { describe, expect, it } from "vitest";
import type { BarItem, Drink, MadeDrink, Recipe } from "@/domain/types";
import { signUp, type TestClient } from "../helpers/client";
import { NEGRONI } from "../helpers/recipes";

interface Availability {
  name: string;
  satisfiedBy: { barItemId: string; name: string } | null;
  others: { barItemId: string; name: string }[];
}

async function addBottle(client: TestClient, body: Record<string, unknown>): Promise<BarItem> {
  const res = await client.post<BarItem>("/api/bar-items", body);
  expect(res.status).toBe(201);
  return res.body;
}

/** A bar with two sweet vermouths, the one with less left added last (and first by name). */
async function negroniBar(client: TestClient) {
  const gin = await addBottle(client, { name: "Tanqueray" });
  const campari = await addBottle(client, { name: "Campari" });
  const carpano = await addBottle(client, { name: "Carpano Antica Formula", bottleMl: 1000, remainingMl: 900 });
  const martini = await addBottle(client, { name: "Martini Rosso", bottleMl: 1000, remainingMl: 500 });
  const recipe = (await client.post<Recipe>("/api/recipes", NEGRONI)).body;
  return { gin, campari, carpano, martini, recipe };
}

async function itemOf(client: TestClient, id: string): Promise<BarItem> {
  const items = (await client.get<{ barItems: BarItem[] }>("/api/bar-items")).body.barItems;
  return items.find((item) => item.id === id)!;
}

async function levelOf(client: TestClient, id: string): Promise<number | null> {
  return (await itemOf(client, id)).remainingMl;
}

async function vermouthNamed(client: TestClient): Promise<Availability> {
  const res = await client.post<{ results: Availability[] }>("/api/availability", { names: ["Sweet vermouth"] });
  return res.body.results[0]!;
}

describe("the bottle named is the bottle poured", () => {
  it("pours each line from the bottle availability names, and the answer says so", async () => {
    const client = await signUp();
    const { carpano, martini, recipe } = await negroniBar(client);
    const named = await vermouthNamed(client);
    expect(named.satisfiedBy?.barItemId).toBe(carpano.id);
    expect(named.others).toEqual([{ barItemId: martini.id, name: "Martini Rosso" }]);

    const res = await client.post<MadeDrink>(`/api/recipes/${recipe.id}/made`, { servings: 4 });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ madeFromRecipeId: recipe.id, servings: 4 });
    expect(res.body.pours.find((p) => p.ingredient === "Sweet vermouth")).toEqual({
      barItemId: carpano.id, barItemName: "Carpano Antica Formula", ingredient: "Sweet vermouth", ml: 120,
    });
    expect(await levelOf(client, carpano.id)).toBe(780);
    expect(await levelOf(client, martini.id)).toBe(500);
  });

  it("pours from the bottle the user picked, and only that one", async () => {
    const client = await signUp();
    const { carpano, martini, recipe } = await negroniBar(client);
    const res = await client.post<MadeDrink>(`/api/recipes/${recipe.id}/made`, { servings: 4, pours: [{ ingredientIndex: 2, barItemId: martini.id }] });
    expect(res.status).toBe(201);
    expect(res.body.pours.map((p) => `${p.ml} ${p.ingredient} from ${p.barItemName}`)).toEqual([
      "120 Gin from Tanqueray", "120 Campari from Campari", "120 Sweet vermouth from Martini Rosso",
    ]);
    expect(await levelOf(client, martini.id)).toBe(380);
    expect(await levelOf(client, carpano.id)).toBe(900);
  });

  it("refuses a pick that does not meet its line, or is out of the recipe, with a sentence, writing nothing", async () => {
    const client = await signUp();
    const { gin, campari, recipe } = await negroniBar(client);
    const cases: [unknown, string][] = [
      [[{ ingredientIndex: 2, barItemId: campari.id }], "Campari can't stand in for Sweet vermouth"],
      [[{ ingredientIndex: 7, barItemId: gin.id }], "This recipe has 3 ingredients"],
      [[{ ingredientIndex: 0, barItemId: gin.id }, { ingredientIndex: 0, barItemId: gin.id }], "Pick one bottle for each ingredient"],
    ];
    for (const [pours, sentence] of cases) {
      const res = await client.post<{ error: string; issues: { message: string }[] }>(`/api/recipes/${recipe.id}/made`, { servings: 1, pours });
      expect(res.status).toBe(400);
      expect(res.body.issues.map((i) => i.message).join(" ")).toContain(sentence);
    }
    expect((await client.get<{ drinks: Drink[] }>("/api/drinks")).body.drinks).toEqual([]);
    expect(await levelOf(client, campari.id)).toBe(700);
  });

  it("answers 404 for a pick of another user's bottle, as for a missing one", async () => {
    const owner = await signUp();
    const other = await signUp();
    const { recipe } = await negroniBar(owner);
    const theirs = await addBottle(other, { name: "Cocchi Vermouth di Torino" });
    for (const barItemId of [theirs.id, "00000000-0000-4000-8000-000000000000"]) {
      const res = await owner.post<{ error: string }>(`/api/recipes/${recipe.id}/made`, { servings: 1, pours: [{ ingredientIndex: 2, barItemId }] });
      expect(res.status).toBe(404);
      expect(res.body.error).toBe("Bar item not found");
    }
    expect(await levelOf(other, theirs.id)).toBe(750);
    expect((await owner.get<{ drinks: Drink[] }>("/api/drinks")).body.drinks).toEqual([]);
  });

  it("follows the levels: once the Carpano has less left, availability and the pour both move to the Martini", async () => {
    const client = await signUp();
    const { carpano, martini, recipe } = await negroniBar(client);
    expect((await client.patch(`/api/bar-items/${carpano.id}`, { remainingMl: 100 })).status).toBe(200);
    expect((await vermouthNamed(client)).satisfiedBy?.barItemId).toBe(martini.id);
    const res = await client.post<MadeDrink>(`/api/recipes/${recipe.id}/made`, { servings: 1 });
    expect(res.body.pours.find((p) => p.ingredient === "Sweet vermouth")?.barItemId).toBe(martini.id);
  });
});

describe("levels that add up", () => {
  it("sets Half of a 700 ml bottle to 350 ml, Low to a quarter, Full to the whole bottle", async () => {
    const client = await signUp();
    const gin = await addBottle(client, { name: "Tanqueray", quantity: "HALF" });
    expect(gin).toMatchObject({ bottleMl: 700, remainingMl: 350, quantity: "HALF" });
    for (const [quantity, ml] of [["LOW", 175], ["FULL", 700], ["HALF", 350], ["EMPTY", 0]] as const) {
      const res = await client.patch<BarItem>(`/api/bar-items/${gin.id}`, { quantity });
      expect(res.body).toMatchObject({ quantity, remainingMl: ml });
    }
  });

  it("refuses more left than the bottle holds, on create and on change, with a sentence in issues", async () => {
    const client = await signUp();
    const sentence = "There can't be more left than the bottle holds (700 ml).";
    for (const body of [{ name: "Tanqueray", bottleMl: 700, remainingMl: 900 }, { name: "Tanqueray", remainingMl: 900 }]) {
      const res = await client.post<{ error: string; issues: { path: string[]; message: string }[] }>("/api/bar-items", body);
      expect(res.status).toBe(400);
      expect(res.body.issues).toEqual([expect.objectContaining({ path: ["remainingMl"], message: sentence })]);
    }
    expect((await client.get<{ barItems: BarItem[] }>("/api/bar-items")).body.barItems).toEqual([]);

    const gin = await addBottle(client, { name: "Tanqueray", remainingMl: 600 });
    const patched = await client.patch<{ issues: { message: string }[] }>(`/api/bar-items/${gin.id}`, { remainingMl: 900 });
    expect(patched.status).toBe(400);
    expect(patched.body.issues[0]!.message).toBe(sentence);
    const shrunk = await client.patch<{ issues: { message: string }[] }>(`/api/bar-items/${gin.id}`, { bottleMl: 500, remainingMl: 600 });
    expect(shrunk.body.issues[0]!.message).toBe("There can't be more left than the bottle holds (500 ml).");
    expect(await levelOf(client, gin.id)).toBe(600);
  });

  it("never pours a bottle below empty", async () => {
    const client = await signUp();
    const gin = await addBottle(client, { name: "Tanqueray", remainingMl: 50 });
    const recipe = (await client.post<Recipe>("/api/recipes", { ...NEGRONI, ingredients: [NEGRONI.ingredients[0]] })).body;
    const res = await client.post<MadeDrink>(`/api/recipes/${recipe.id}/made`, { servings: 4 });
    expect(res.body.pours).toEqual([expect.objectContaining({ barItemId: gin.id, ml: 50 })]);
    expect(await itemOf(client, gin.id)).toMatchObject({ remainingMl: 0, quantity: "EMPTY" });
  });
});
