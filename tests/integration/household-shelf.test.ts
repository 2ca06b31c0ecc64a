import { describe, expect, it } from "vitest";
import type { BarItem, MadeDrink, Recipe, RecipeListItem } from "@/domain/types";
import { anonymous, signUp, type TestClient } from "../helpers/client";
import { createHousehold, join, shelfOf, householdOfEveryRole } from "../helpers/households";
import { plainPng } from "../helpers/test-photos";
import { uploadFile } from "../helpers/uploads";

/**
 * The shared shelf: bar items standing in a household, on the shelf of everyone in it. What
 * each role may do to a housemate's bottle (a table), availability and "I made this" over one's
 * own and one's households' bottles, caches that follow a housemate's change, leaving, the
 * shelf switch, shared photos, and that someone in no household sees exactly what they did.
 */

async function addBottle(client: TestClient, body: Record<string, unknown>): Promise<BarItem> {
  const res = await client.post<BarItem>("/api/bar-items", { allowDuplicate: true, ...body });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

async function itemOf(client: TestClient, id: string): Promise<BarItem | undefined> {
  return (await shelfOf(client)).find((item) => item.id === id);
}

async function recipe(client: TestClient, title: string, ingredients: [string, string][]): Promise<Recipe> {
  const res = await client.post<Recipe>("/api/recipes", {
    title,
    ingredients: ingredients.map(([name, amount]) => ({ name, amount, available: false })),
    steps: ["Stir"],
  });
  expect(res.status).toBe(201);
  return res.body;
}

async function missingIn(client: TestClient, title: string): Promise<number | undefined> {
  const res = await client.get<{ recipes: RecipeListItem[] }>("/api/recipes");
  expect(res.status).toBe(200);
  return res.body.recipes.find((r) => r.title === title)?.missingCount;
}

interface AvailabilityAnswer {
  name: string;
  available: boolean;
  satisfiedBy: { barItemId: string; name: string; reason: string; sharedBy?: { ownerName: string; householdName: string | null } } | null;
  others: unknown[];
  emptyMatch: unknown;
}

async function availability(client: TestClient, names: string[]): Promise<AvailabilityAnswer[]> {
  const res = await client.post<{ results: AvailabilityAnswer[] }>("/api/availability", { names });
  expect(res.status).toBe(200);
  return res.body.results;
}

const NEGRONI: [string, string][] = [
  ["Gin", "30 ml"],
  ["Campari", "30 ml"],
  ["Sweet vermouth", "30 ml"],
];

describe("the shared shelf", () => {
  it("A's Campari, moved into the household in one call, makes B's Negroni; B pours it and A sees the level fall", async () => {
    const [ana, ben] = await Promise.all([signUp("Ana"), signUp("Ben")]);
    const flat = await createHousehold(ana, "Flat 3");
    await join(ana, flat.id, ben);
    const campari = await addBottle(ana, { name: "Campari", bottleMl: 1000, remainingMl: 1000 });
    await addBottle(ben, { name: "Tanqueray" });
    await addBottle(ben, { name: "Carpano Antica Formula" });
    const negroni = await recipe(ben, "Negroni", NEGRONI);
    await recipe(ana, "Campari on ice", [["Campari", "60 ml"]]);

    // Before it is shared, Ben's Negroni lacks Campari (and the answer is cached under his version).
    expect(await missingIn(ben, "Negroni")).toBe(1);
    expect(await missingIn(ana, "Campari on ice")).toBe(0);
    expect(await itemOf(ben, campari.id)).toBeUndefined();

    const moved = await ana.patch<BarItem>(`/api/bar-items/${campari.id}`, { householdId: flat.id });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ householdId: flat.id, householdName: "Flat 3", mine: true, ownerName: "Ana" });

    // Ana's change reaches Ben's cached list and his availability, which says whose bottle it is.
    expect(await missingIn(ben, "Negroni")).toBe(0);
    const [line] = await availability(ben, ["Campari"]);
    expect(line!.satisfiedBy).toMatchObject({ barItemId: campari.id, name: "Campari", sharedBy: { ownerName: "Ana", householdName: "Flat 3" } });
    expect((await availability(ana, ["Campari"]))[0]!.satisfiedBy!.sharedBy).toBeUndefined();
    expect(await itemOf(ben, campari.id)).toMatchObject({ mine: false, ownerName: "Ana", householdId: flat.id });

    // The station names the bottle and whose it is.
    const station = await ben.get<string>(`/bartender?drink=${encodeURIComponent(`recipe:${negroni.id}`)}`);
    expect(station.status).toBe(200);
    expect(station.body).toMatch(/Ana(&#x27;|')s, shared in Flat 3/);

    const made = await ben.post<MadeDrink>(`/api/recipes/${negroni.id}/made`, { servings: 2 });
    expect(made.status).toBe(201);
    expect(made.body.pours).toContainEqual(expect.objectContaining({ barItemId: campari.id, ml: 60 }));
    expect(await itemOf(ana, campari.id)).toMatchObject({ remainingMl: 940 });

    // Ben marks it empty: Ana's cached list follows.
    expect((await ben.patch(`/api/bar-items/${campari.id}`, { quantity: "EMPTY", unopened: 0 })).status).toBe(200);
    expect(await missingIn(ana, "Campari on ice")).toBe(1);

    // Deleting his drink entry within the undo window puts the Campari back, on Ana's bottle.
    expect((await ana.patch(`/api/bar-items/${campari.id}`, { remainingMl: 500 })).status).toBe(200);
    expect((await ben.delete(`/api/drinks/${made.body.id}`)).status).toBe(204);
    expect(await itemOf(ana, campari.id)).toMatchObject({ remainingMl: 560 });

    // And back out, in one call: off Ben's shelf at once.
    expect((await ana.patch(`/api/bar-items/${campari.id}`, { householdId: null })).body).toMatchObject({ householdId: null });
    expect(await itemOf(ben, campari.id)).toBeUndefined();
    expect(await missingIn(ben, "Negroni")).toBe(1);
  });

  it("two housemates pouring from one bottle at once both count", async () => {
    const [ana, ben] = await Promise.all([signUp("Ana"), signUp("Ben")]);
    const flat = await createHousehold(ana, "Flat 11");
    await join(ana, flat.id, ben);
    const campari = await addBottle(ana, { name: "Campari", householdId: flat.id, bottleMl: 1000, remainingMl: 1000 });
    const recipes = await Promise.all([ana, ben].map((client) => recipe(client, "Campari on ice", [["Campari", "30 ml"]])));
    for (let round = 0; round < 3; round++) {
      const made = await Promise.all([ana, ben].map((client, i) => client.post(`/api/recipes/${recipes[i]!.id}/made`, { servings: 1 })));
      expect(made.map((res) => res.status)).toEqual([201, 201]);
    }
    expect(await itemOf(ana, campari.id)).toMatchObject({ remainingMl: 1000 - 6 * 30 });
  });


  type Role = "owner" | "member" | "guest" | "outsider";
  type Action = (client: TestClient, itemId: string, householdId: string) => Promise<number>;
  const status = (p: Promise<{ status: number }>) => p.then((res) => res.status);
  const ACTIONS: Record<string, Action> = {
    "change the level": (c, id) => status(c.patch(`/api/bar-items/${id}`, { quantity: "LOW" })),
    "set the amount left": (c, id) => status(c.patch(`/api/bar-items/${id}`, { remainingMl: 123 })),
    rename: (c, id) => status(c.patch(`/api/bar-items/${id}`, { name: "Renamed gin" })),
    "say what it counts as": (c, id) => status(c.patch(`/api/bar-items/${id}`, { aliases: ["Gin"] })),
    "take it out of the household": (c, id) => status(c.patch(`/api/bar-items/${id}`, { householdId: null })),
    delete: (c, id) => status(c.delete(`/api/bar-items/${id}`)),
    "add a bottle of their own to it": (c, _id, home) => status(c.post("/api/bar-items", { name: "Their own rum", householdId: home, allowDuplicate: true })),
  };
  const EXPECTED: Record<string, Record<Role, number>> = {
    "change the level": { owner: 200, member: 200, guest: 403, outsider: 404 },
    "set the amount left": { owner: 200, member: 200, guest: 403, outsider: 404 },
    rename: { owner: 200, member: 403, guest: 403, outsider: 404 },
    "say what it counts as": { owner: 200, member: 403, guest: 403, outsider: 404 },
    "take it out of the household": { owner: 403, member: 403, guest: 403, outsider: 404 },
    delete: { owner: 204, member: 403, guest: 403, outsider: 404 },
    "add a bottle of their own to it": { owner: 201, member: 201, guest: 403, outsider: 404 },
  };

  it("the roles table for a housemate's bottle: each role's answer, and a refusal changes nothing", async () => {
    const people = await householdOfEveryRole("Roles");
    const rows = Object.entries(EXPECTED).flatMap(([action, byRole]) => Object.entries(byRole).map(([role, expected]) => [action, role as Role, expected] as const));
    for (const [action, role, expected] of rows) {
      const bottle = await addBottle(people.pat, { name: "Pat's gin", householdId: people.home.id, bottleMl: 700, remainingMl: 700 });
      const before = await itemOf(people.pat, bottle.id);
      const shelvesBefore = await Promise.all([people.pat, people.owner].map(shelfOf));
      const got = await ACTIONS[action]!(people[role], bottle.id, people.home.id);
      expect(`${role}: ${action} → ${got}`).toBe(`${role}: ${action} → ${expected}`);
      if (expected >= 400) {
        expect(await itemOf(people.pat, bottle.id)).toEqual(before);
        expect(await Promise.all([people.pat, people.owner].map(shelfOf))).toEqual(shelvesBefore);
      }
    }
    // Everyone in it sees the household's bottles; nobody else does.
    const shared = await addBottle(people.pat, { name: "Pat's amaro", householdId: people.home.id });
    for (const role of ["owner", "member", "guest"] as const) expect(await itemOf(people[role], shared.id)).toMatchObject({ mine: false, ownerName: "Roles Pat" });
    expect(await itemOf(people.outsider, shared.id)).toBeUndefined();
  });

  it("a member pours from the household's bottle; a guest's drink leaves it alone", async () => {
    const people = await householdOfEveryRole("Pour");
    const gin = await addBottle(people.pat, { name: "Tanqueray", householdId: people.home.id, bottleMl: 700, remainingMl: 700 });
    // [who, level after their drink, level after they pick the bottle by hand, status of the pick]
    const steps = [
      ["member", 650, 600, 201],
      ["guest", 600, 600, 404],
      ["outsider", 600, 600, 404],
    ] as const;
    for (const [role, afterDrink, afterPick, pickStatus] of steps) {
      const neat = await recipe(people[role], "Gin neat", [["Gin", "50 ml"]]);
      const made = await people[role].post<MadeDrink>(`/api/recipes/${neat.id}/made`, { servings: 1 });
      expect(made.status).toBe(201);
      expect(await itemOf(people.pat, gin.id)).toMatchObject({ remainingMl: afterDrink });
      // Picking the bottle by hand is no way round it.
      const picked = await people[role].post(`/api/recipes/${neat.id}/made`, { servings: 1, pours: [{ ingredientIndex: 0, barItemId: gin.id }] });
      expect(picked.status).toBe(pickStatus);
      expect(await itemOf(people.pat, gin.id)).toMatchObject({ remainingMl: afterPick });
    }
    // The guest still sees what the shelf holds.
    expect((await availability(people.guest, ["Gin"]))[0]).toMatchObject({ available: true, satisfiedBy: { barItemId: gin.id } });
  });

  it("someone who joins a household with bottles on its shelf has started: / takes them to their recipes", async () => {
    const [ana, ben] = await Promise.all([signUp("Ana"), signUp("Ben")]);
    const flat = await createHousehold(ana, "Flat 10");
    expect((await ben.get("/")).headers.get("location")).toMatch(/\/welcome$/);
    await join(ana, flat.id, ben);
    await addBottle(ana, { name: "Campari", householdId: flat.id });
    expect((await ben.get("/")).headers.get("location")).toMatch(/\/recipes$/);
  });

  it("leaving ends access at once; what the leaver moved in stays in the household, off their shelf", async () => {
    const [ana, ben] = await Promise.all([signUp("Ana"), signUp("Ben")]);
    const flat = await createHousehold(ana, "Flat 4");
    await join(ana, flat.id, ben);
    const anasCampari = await addBottle(ana, { name: "Campari", householdId: flat.id });
    const bensGin = await addBottle(ben, { name: "Tanqueray", householdId: flat.id });
    const bensOwn = await addBottle(ben, { name: "Cointreau" });
    expect((await availability(ben, ["Campari"]))[0]!.available).toBe(true);

    expect((await ben.delete(`/api/households/${flat.id}/members/${ben.user!.id}`)).status).toBe(204);
    expect((await ben.patch(`/api/bar-items/${anasCampari.id}`, { quantity: "LOW" })).status).toBe(404);
    expect((await ben.patch(`/api/bar-items/${bensGin.id}`, { householdId: null })).status).toBe(404);
    expect((await ben.delete(`/api/bar-items/${bensGin.id}`)).status).toBe(404);
    expect((await shelfOf(ben)).map((i) => i.id)).toEqual([bensOwn.id]);
    expect((await availability(ben, ["Campari"]))[0]!.available).toBe(false);
    // Ben's gin stays on the household's shelf, still his, still changeable by those in it.
    expect(await itemOf(ana, bensGin.id)).toMatchObject({ householdId: flat.id, mine: false, ownerName: "Ben" });
    expect((await ana.patch(`/api/bar-items/${bensGin.id}`, { quantity: "HALF" })).status).toBe(200);
    // A bottle he can no longer see does not stop him adding another.
    expect((await ben.post("/api/bar-items", { name: "Tanqueray" })).status).toBe(201);

    // Removal by an owner is the same.
    const cy = await signUp("Cy");
    await join(ana, flat.id, cy);
    expect(await itemOf(cy, anasCampari.id)).toBeDefined();
    expect((await ana.delete(`/api/households/${flat.id}/members/${cy.user!.id}`)).status).toBe(204);
    expect((await cy.patch(`/api/bar-items/${anasCampari.id}`, { quantity: "LOW" })).status).toBe(404);
    expect(await itemOf(cy, anasCampari.id)).toBeUndefined();
  });

  it("deleting the household gives each bottle back to its owner", async () => {
    const [ana, ben] = await Promise.all([signUp("Ana"), signUp("Ben")]);
    const flat = await createHousehold(ana, "Flat 5");
    await join(ana, flat.id, ben);
    const bensGin = await addBottle(ben, { name: "Tanqueray", householdId: flat.id });
    expect(await itemOf(ana, bensGin.id)).toBeDefined();
    expect((await ana.delete(`/api/households/${flat.id}`)).status).toBe(204);
    expect(await itemOf(ana, bensGin.id)).toBeUndefined();
    expect(await itemOf(ben, bensGin.id)).toMatchObject({ householdId: null, mine: true });
  });

  it("a deleted account's shared bottles go with it, and the housemates' cached lists follow", async () => {
    const [ana, ben] = await Promise.all([signUp("Ana"), signUp("Ben")]);
    const flat = await createHousehold(ben, "Flat 9");
    await join(ben, flat.id, ana);
    const campari = await addBottle(ana, { name: "Campari", householdId: flat.id });
    await recipe(ben, "Campari on ice", [["Campari", "60 ml"]]);
    expect(await missingIn(ben, "Campari on ice")).toBe(0);
    expect((await ana.post("/api/account/delete", { password: "correct horse battery" })).status).toBe(204);
    expect(await itemOf(ben, campari.id)).toBeUndefined();
    expect(await missingIn(ben, "Campari on ice")).toBe(1);
  });

  it("the shelf switch takes a household's bottles off one member's shelf, and their own stay", async () => {
    const [ana, ben, outsider] = await Promise.all([signUp("Ana"), signUp("Ben"), signUp("Xena")]);
    const flat = await createHousehold(ana, "Flat 6");
    await join(ana, flat.id, ben);
    const campari = await addBottle(ana, { name: "Campari", householdId: flat.id });
    const bensGin = await addBottle(ben, { name: "Tanqueray", householdId: flat.id });
    await recipe(ben, "Campari on ice", [["Campari", "60 ml"]]);
    expect(await missingIn(ben, "Campari on ice")).toBe(0);
    expect((await ben.get(`/api/households/${flat.id}/shelf`)).body).toEqual({ shelfOn: true });

    const off = await ben.patch(`/api/households/${flat.id}/shelf`, { shelfOn: false });
    expect(off.status).toBe(200);
    expect(off.body).toEqual({ shelfOn: false });
    expect(await missingIn(ben, "Campari on ice")).toBe(1);
    expect((await availability(ben, ["Campari"]))[0]!.available).toBe(false);
    expect((await ben.patch(`/api/bar-items/${campari.id}`, { quantity: "LOW" })).status).toBe(404);
    expect((await shelfOf(ben)).map((i) => i.id)).toEqual([bensGin.id]);
    // For Ana nothing changed: the switch is Ben's alone.
    expect((await shelfOf(ana)).map((i) => i.id).sort()).toEqual([campari.id, bensGin.id].sort());

    expect((await ben.patch(`/api/households/${flat.id}/shelf`, { shelfOn: true })).status).toBe(200);
    expect(await missingIn(ben, "Campari on ice")).toBe(0);

    expect((await outsider.patch(`/api/households/${flat.id}/shelf`, { shelfOn: false })).status).toBe(404);
    expect((await outsider.get(`/api/households/${flat.id}/shelf`)).status).toBe(404);
    expect((await ben.patch(`/api/households/${flat.id}/shelf`, { shelfOn: "no" })).status).toBe(400);
  });

  it("a shared bottle's photo is served to the household's members, and to nobody else", async () => {
    const [ana, ben, outsider] = await Promise.all([signUp("Ana"), signUp("Ben"), signUp("Xena")]);
    const flat = await createHousehold(ana, "Flat 7");
    await join(ana, flat.id, ben);
    const sharedPhoto = (await uploadFile(ana, await plainPng(), { kind: "bar", type: "image/png", filename: "c.png" })).body;
    const privatePhoto = (await uploadFile(ana, await plainPng(), { kind: "bar", type: "image/png", filename: "d.png" })).body;
    await addBottle(ana, { name: "Campari", householdId: flat.id, imageUrl: sharedPhoto.imageUrl });
    await addBottle(ana, { name: "Aperol", imageUrl: privatePhoto.imageUrl });

    expect((await ana.get(sharedPhoto.imageUrl)).status).toBe(200);
    expect((await ben.get(sharedPhoto.imageUrl)).status).toBe(200);
    expect((await ben.get(`${sharedPhoto.imageUrl}?w=320`)).status).toBe(200);
    expect((await ben.get(privatePhoto.imageUrl)).status).toBe(404);
    expect((await outsider.get(sharedPhoto.imageUrl)).status).toBe(404);
    expect((await anonymous().get(sharedPhoto.imageUrl)).status).toBe(401);

    expect((await ben.delete(`/api/households/${flat.id}/members/${ben.user!.id}`)).status).toBe(204);
    expect((await ben.get(sharedPhoto.imageUrl)).status).toBe(404);
  });

  it("someone in no household gets exactly the answers they got before", async () => {
    const loner = await signUp("Lone");
    const gin = await addBottle(loner, { name: "Tanqueray" });
    expect(Object.keys(gin).sort()).toEqual(
      ["aliases", "bottleMl", "category", "chosenKind", "createdAt", "householdId", "householdName", "id", "imageUrl", "likelyKinds", "mine", "name", "ownerName", "price", "quantity", "remainingMl", "understoodAs", "unopened", "updatedAt", "userId"].sort(),
    );
    expect(gin).toMatchObject({ householdId: null, householdName: null, mine: true, ownerName: "Lone" });
    const [line, missing] = await availability(loner, ["Gin", "Campari"]);
    expect(line).toEqual({ name: "Gin", available: true, satisfiedBy: { barItemId: gin.id, name: "Tanqueray", reason: "brand" }, others: [], emptyMatch: null });
    expect(missing).toEqual({ name: "Campari", available: false, satisfiedBy: null, others: [], emptyMatch: null });
    // Someone else's household bottles are not theirs to see.
    const [ana] = await Promise.all([signUp("Ana")]);
    const flat = await createHousehold(ana, "Flat 8");
    const campari = await addBottle(ana, { name: "Campari", householdId: flat.id });
    expect((await availability(loner, ["Campari"]))[0]!.available).toBe(false);
    expect((await loner.patch(`/api/bar-items/${campari.id}`, { quantity: "LOW" })).status).toBe(404);
    expect((await loner.post("/api/bar-items", { name: "Rum", householdId: flat.id })).status).toBe(404);
  });
});
