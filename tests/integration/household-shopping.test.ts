import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import type { BarItem, Recipe, ShoppingItem } from "@/domain/types";
import { signUp, type TestClient } from "../helpers/client";
import { createHousehold, join, shelfOf, householdOfEveryRole } from "../helpers/households";

/**
 * The household's shopping list: members add, tick and remove its lines, guests read it, anyone
 * else gets 404; "bought" puts the bottle on the household's shelf, once, as the buyer's; leaving
 * ends access at once; someone in no household gets the answers they got before. And adding a
 * bottle straight into a household asks the duplicate question of that household's shelf.
 */

async function list(client: TestClient): Promise<ShoppingItem[]> {
  const res = await client.get<{ items: ShoppingItem[] }>("/api/shopping-list");
  expect(res.status).toBe(200);
  return res.body.items;
}

async function addLine(client: TestClient, name: string, householdId?: string): Promise<ShoppingItem> {
  const res = await client.post<ShoppingItem>("/api/shopping-list", { name, householdId });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

async function available(client: TestClient, name: string): Promise<{ available: boolean; satisfiedBy: { barItemId: string; sharedBy?: unknown } | null }> {
  const res = await client.post<{ results: { available: boolean; satisfiedBy: { barItemId: string; sharedBy?: unknown } | null }[] }>("/api/availability", { names: [name] });
  expect(res.status).toBe(200);
  return res.body.results[0]!;
}

describe("the household's shopping list", () => {
  it("a member adds Campari to the household's list, another ticks it bought: it is on the household's shelf, the buyer's, and the first can make a drink with it", async () => {
    const [ana, ben] = await Promise.all([signUp("Ana"), signUp("Ben")]);
    const flat = await createHousehold(ana, "Flat 3");
    await join(ana, flat.id, ben);
    const own = await addLine(ana, "Limes");

    const campari = await addLine(ana, "Campari", flat.id);
    expect(campari).toMatchObject({ name: "Campari", done: false, householdId: flat.id, householdName: "Flat 3", addedBy: "Ana", boughtBy: null });
    // Ben sees it, marked with the household and who added it; Ana's own line stays hers alone.
    expect(await list(ben)).toEqual([campari]);
    expect(await list(ana)).toEqual([own, campari]);
    expect(Object.keys(own).sort()).toEqual(["createdAt", "done", "id", "name", "note"]);
    // The household's list has it once, whoever asks; one's own list is another list.
    const again = await ben.post<ShoppingItem>("/api/shopping-list", { name: "campari", householdId: flat.id });
    expect(again.status).toBe(200);
    expect(again.body.id).toBe(campari.id);
    expect((await ben.post("/api/shopping-list", { name: "Campari" })).status).toBe(201);
    expect((await available(ana, "Campari")).available).toBe(false);

    const bought = await ben.patch<ShoppingItem>(`/api/shopping-list/${campari.id}`, { done: true });
    expect(bought.status).toBe(200);
    expect(bought.body).toMatchObject({ done: true, householdId: flat.id, addedBy: "Ana", boughtBy: "Ben" });
    const onShelf = (await shelfOf(ana)).filter((item) => item.name === "Campari");
    expect(onShelf).toEqual([expect.objectContaining({ householdId: flat.id, householdName: "Flat 3", ownerName: "Ben", mine: false, quantity: "FULL" })]);
    const line = await available(ana, "Campari");
    expect(line).toMatchObject({ available: true, satisfiedBy: { barItemId: onShelf[0]!.id, sharedBy: { ownerName: "Ben", householdName: "Flat 3" } } });
    expect((await list(ana)).find((i) => i.id === campari.id)).toMatchObject({ done: true, boughtBy: "Ben" });

    // A repeat of the tick, or Ana ticking it too, puts no second bottle there.
    expect((await ben.patch(`/api/shopping-list/${campari.id}`, { done: true })).status).toBe(200);
    expect((await ana.patch(`/api/shopping-list/${campari.id}`, { done: true })).status).toBe(200);
    expect((await shelfOf(ben)).filter((item) => item.name === "Campari" && item.householdId === flat.id)).toHaveLength(1);
    // Unticking keeps the bottle and forgets who bought it.
    expect((await ana.patch<ShoppingItem>(`/api/shopping-list/${campari.id}`, { done: false })).body).toMatchObject({ done: false, boughtBy: null });
    expect((await shelfOf(ben)).filter((item) => item.name === "Campari" && item.householdId === flat.id)).toHaveLength(1);
  });

  it("two members ticking one line at once put one bottle on the shelf", async () => {
    const [ana, ben] = await Promise.all([signUp("Ana"), signUp("Ben")]);
    const flat = await createHousehold(ana, "Flat 12");
    await join(ana, flat.id, ben);
    for (const name of ["Aperol", "Cointreau", "Angostura bitters"]) {
      const line = await addLine(ana, name, flat.id);
      const answers = await Promise.all([ana, ben, ana, ben].map((client) => client.patch(`/api/shopping-list/${line.id}`, { done: true })));
      expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
      expect((await shelfOf(ana)).filter((item) => item.name === name)).toHaveLength(1);
    }
  });

  it("bought raises the household's emptiest bottle that meets it, whoever's it is, instead of adding another", async () => {
    const [ana, ben] = await Promise.all([signUp("Ana"), signUp("Ben")]);
    const flat = await createHousehold(ana, "Flat 13");
    await join(ana, flat.id, ben);
    const empty = await ana.post<BarItem>("/api/bar-items", { name: "Tanqueray", quantity: "EMPTY", householdId: flat.id, bottleMl: 700 });
    expect(empty.status).toBe(201);
    // Ben's own gin, off the household, is not what the household's line restocks.
    await ben.post("/api/bar-items", { name: "Beefeater", quantity: "LOW" });
    const line = await addLine(ben, "Gin", flat.id);
    expect((await ben.patch(`/api/shopping-list/${line.id}`, { done: true })).status).toBe(200);
    const shelf = await shelfOf(ben);
    expect(shelf.map((g) => [g.name, g.quantity, g.householdId])).toEqual([
      ["Beefeater", "LOW", null],
      ["Tanqueray", "FULL", flat.id],
    ]);
    expect(shelf[1]).toMatchObject({ id: empty.body.id, remainingMl: 700, ownerName: "Ana" });
  });

  it("a recipe's missing ingredients go on the household's list, checked against the caller's shelf", async () => {
    const [ana, ben] = await Promise.all([signUp("Ana"), signUp("Ben")]);
    const flat = await createHousehold(ana, "Flat 14");
    await join(ana, flat.id, ben);
    await ana.post("/api/bar-items", { name: "Tanqueray", householdId: flat.id });
    const negroni = await ben.post<Recipe>("/api/recipes", {
      title: "Negroni",
      ingredients: ["Gin", "Campari", "Sweet vermouth"].map((name) => ({ name, amount: "30 ml", available: false })),
      steps: ["Stir"],
    });
    const added = await ben.post<{ items: ShoppingItem[] }>("/api/shopping-list", { recipeId: negroni.body.id, householdId: flat.id });
    expect(added.status).toBe(201);
    expect(added.body.items.map((i) => [i.name, i.note, i.householdId, i.addedBy])).toEqual([
      ["Campari", "for Negroni", flat.id, "Ben"],
      ["Sweet vermouth", "for Negroni", flat.id, "Ben"],
    ]);
    expect((await list(ana)).map((i) => i.name)).toEqual(["Campari", "Sweet vermouth"]);
  });

  it("an Idempotency-Key makes a repeated add one line", async () => {
    const [ana, ben] = await Promise.all([signUp("Ana"), signUp("Ben")]);
    const flat = await createHousehold(ana, "Flat 15");
    await join(ana, flat.id, ben);
    const key = randomUUID();
    const send = () => ben.request<ShoppingItem>("POST", "/api/shopping-list", { body: { name: "Limes", householdId: flat.id }, headers: { "idempotency-key": key } });
    const [first, second] = await Promise.all([send(), send()]);
    expect([first.status, second.status]).toEqual([201, 201]);
    expect(second.body).toEqual(first.body);
    expect(await list(ana)).toHaveLength(1);
  });


  type Role = "owner" | "member" | "guest" | "outsider";
  type Action = (client: TestClient, lineId: string, householdId: string) => Promise<number>;
  const status = (p: Promise<{ status: number }>) => p.then((res) => res.status);
  const ACTIONS: Record<string, Action> = {
    "see it": async (c, id) => ((await c.get<{ items: ShoppingItem[] }>("/api/shopping-list")).body.items.some((i) => i.id === id) ? 200 : 404),
    "add to the list": (c, _id, home) => status(c.post("/api/shopping-list", { name: "Orgeat", householdId: home })),
    "add a recipe's missing lines": async (c, _id, home) => {
      const recipe = await c.post<Recipe>("/api/recipes", { title: "Mai tai", ingredients: [{ name: "Orgeat", amount: "15 ml", available: false }], steps: ["Shake"] });
      return status(c.post("/api/shopping-list", { recipeId: recipe.body.id, householdId: home }));
    },
    "tick it bought": (c, id) => status(c.patch(`/api/shopping-list/${id}`, { done: true })),
    "rename it": (c, id) => status(c.patch(`/api/shopping-list/${id}`, { name: "Lemons", note: "unwaxed" })),
    "remove it": (c, id) => status(c.delete(`/api/shopping-list/${id}`)),
  };
  const EXPECTED: Record<string, Record<Role, number>> = {
    "see it": { owner: 200, member: 200, guest: 200, outsider: 404 },
    "add to the list": { owner: 201, member: 201, guest: 403, outsider: 404 },
    "add a recipe's missing lines": { owner: 201, member: 201, guest: 403, outsider: 404 },
    "tick it bought": { owner: 200, member: 200, guest: 403, outsider: 404 },
    "rename it": { owner: 200, member: 200, guest: 403, outsider: 404 },
    "remove it": { owner: 204, member: 204, guest: 403, outsider: 404 },
  };

  it("the roles table for the household's list: each role's answer, and a refusal changes nothing", async () => {
    const people = await householdOfEveryRole("List");
    const rows = Object.entries(EXPECTED).flatMap(([action, byRole]) => Object.entries(byRole).map(([role, expected]) => [action, role as Role, expected] as const));
    for (const [action, role, expected] of rows) {
      const line = await addLine(people.pat, "Limes", people.home.id);
      const before = await Promise.all([people.pat, people.owner].map((c) => Promise.all([list(c), shelfOf(c)])));
      const got = await ACTIONS[action]!(people[role], line.id, people.home.id);
      expect(`${role}: ${action} → ${got}`).toBe(`${role}: ${action} → ${expected}`);
      if (expected >= 400) expect(await Promise.all([people.pat, people.owner].map((c) => Promise.all([list(c), shelfOf(c)])))).toEqual(before);
      // a clean list for the next row
      for (const item of await list(people.pat)) expect((await people.pat.delete(`/api/shopping-list/${item.id}`)).status).toBe(204);
    }
    // Nobody outside sees a line of it, nor can change one.
    const line = await addLine(people.pat, "Orange bitters", people.home.id);
    expect(await list(people.outsider)).toEqual([]);
    expect((await people.outsider.patch(`/api/shopping-list/${line.id}`, { done: true })).status).toBe(404);
    expect((await shelfOf(people.pat)).some((item) => item.name === "Orange bitters")).toBe(false);
  });

  it("leaving ends access to the household's list at once; the leaver's lines stay on it", async () => {
    const [ana, ben] = await Promise.all([signUp("Ana"), signUp("Ben")]);
    const flat = await createHousehold(ana, "Flat 16");
    await join(ana, flat.id, ben);
    const bens = await addLine(ben, "Campari", flat.id);
    const anas = await addLine(ana, "Limes", flat.id);
    expect(await list(ben)).toHaveLength(2);

    expect((await ben.delete(`/api/households/${flat.id}/members/${ben.user!.id}`)).status).toBe(204);
    expect(await list(ben)).toEqual([]);
    for (const id of [bens.id, anas.id]) {
      expect((await ben.patch(`/api/shopping-list/${id}`, { done: true })).status).toBe(404);
      expect((await ben.patch(`/api/shopping-list/${id}`, { name: "Aperol" })).status).toBe(404);
      expect((await ben.delete(`/api/shopping-list/${id}`)).status).toBe(404);
    }
    expect((await ben.post("/api/shopping-list", { name: "Aperol", householdId: flat.id })).status).toBe(404);
    // Ana still has both, Ben's still said to be his; nothing went on anyone's shelf.
    expect((await list(ana)).map((i) => [i.name, i.addedBy, i.done])).toEqual([
      ["Campari", "Ben", false],
      ["Limes", "Ana", false],
    ]);
    expect(await shelfOf(ana)).toEqual([]);
    // A line of his on a list he no longer sees does not stop him putting the same on his own.
    expect((await ben.post("/api/shopping-list", { name: "Campari" })).status).toBe(201);
  });

  it("deleting the household gives each line back to the list of whoever added it", async () => {
    const [ana, ben] = await Promise.all([signUp("Ana"), signUp("Ben")]);
    const flat = await createHousehold(ana, "Flat 17");
    await join(ana, flat.id, ben);
    const line = await addLine(ben, "Campari", flat.id);
    expect((await ana.delete(`/api/households/${flat.id}`)).status).toBe(204);
    expect(await list(ana)).toEqual([]);
    expect(await list(ben)).toEqual([{ id: line.id, name: "Campari", note: null, done: false, createdAt: line.createdAt }]);
  });

  it("someone in no household gets exactly the answers they got before", async () => {
    const [loner, ana] = await Promise.all([signUp("Lone"), signUp("Ana")]);
    const flat = await createHousehold(ana, "Flat 18");
    const theirs = await addLine(ana, "Campari", flat.id);
    const line = await addLine(loner, "Limes");
    expect(Object.keys(line).sort()).toEqual(["createdAt", "done", "id", "name", "note"]);
    // the answer's text, key order included, is what it was
    const res = await loner.get("/api/shopping-list");
    expect(JSON.stringify(res.body)).toBe(JSON.stringify({ items: [{ id: line.id, name: "Limes", note: null, done: false, createdAt: line.createdAt }] }));
    const bought = await loner.patch<ShoppingItem>(`/api/shopping-list/${line.id}`, { done: true });
    expect(Object.keys(bought.body).sort()).toEqual(["createdAt", "done", "id", "name", "note"]);
    expect((await shelfOf(loner)).map((i) => [i.name, i.householdId])).toEqual([["Limes", null]]);
    // Someone else's household list is not theirs to see or touch.
    expect((await loner.patch(`/api/shopping-list/${theirs.id}`, { done: true })).status).toBe(404);
    expect((await loner.delete(`/api/shopping-list/${theirs.id}`)).status).toBe(404);
    expect((await loner.post("/api/shopping-list", { name: "Rum", householdId: flat.id })).status).toBe(404);
    expect((await list(ana))[0]).toEqual(theirs);
  });
});

describe("adding a bottle straight into a household", () => {
  it("asks the duplicate question of the household's shelf, naming whose bottle it is", async () => {
    const [ana, ben] = await Promise.all([signUp("Ana"), signUp("Ben")]);
    const flat = await createHousehold(ana, "Flat 19");
    await join(ana, flat.id, ben);
    const campari = await ana.post<BarItem>("/api/bar-items", { name: "Campari", householdId: flat.id });
    expect(campari.status).toBe(201);

    const same = await ben.post<{ error: string; existing: BarItem }>("/api/bar-items", { name: "campari bitter", householdId: flat.id });
    expect(same.status).toBe(409);
    expect(same.body.error).toBe("Flat 19 already has Campari (Ana's).");
    expect(same.body.existing).toMatchObject({ id: campari.body.id, householdId: flat.id, ownerName: "Ana", mine: false });
    // Asked the same with the household's bottles switched off his own shelf: it is the shelf the new one joins.
    expect((await ben.patch(`/api/households/${flat.id}/shelf`, { shelfOn: false })).status).toBe(200);
    expect((await ben.post("/api/bar-items", { name: "Campari", householdId: flat.id })).status).toBe(409);
    expect((await ben.patch(`/api/households/${flat.id}/shelf`, { shelfOn: true })).status).toBe(200);
    // The answer "raise it to FULL instead" is a level change, which a member may make.
    expect((await ben.patch(`/api/bar-items/${campari.body.id}`, { quantity: "FULL" })).status).toBe(200);
    // One of his own beside the household's, or a second bottle in it on purpose, is added.
    expect((await ben.post("/api/bar-items", { name: "Campari" })).status).toBe(201);
    const second = await ben.post<BarItem>("/api/bar-items", { name: "Campari", householdId: flat.id, allowDuplicate: true });
    expect(second.status).toBe(201);
    expect(second.body).toMatchObject({ householdId: flat.id, ownerName: "Ben", mine: true });
    // His own bottle counts too, wherever it stands.
    const own = await ben.post<{ existing: BarItem; error: string }>("/api/bar-items", { name: "Campari", householdId: flat.id });
    expect(own.status).toBe(409);
    expect(own.body.existing.mine).toBe(true);
    expect(own.body.error).toBe("You already have Campari.");
  });
});
