import { describe, expect, it } from "vitest";
import type { ExportDocument } from "@/domain/export/document";
import type { Recipe, RecipeListItem, SharedRecipe } from "@/domain/types";
import { signUp, type TestClient } from "../helpers/client";
import { createHousehold, join } from "../helpers/households";
import { exportSchemaErrors } from "../helpers/export-schema";

/**
 * Household recipes: a recipe its owner shares with a household is read by everyone in it (any
 * role), checked against each reader's own shelf, and changed only by its owner; nobody outside
 * reads it; leaving, removal and deleting the household end the sharing at once; someone in no
 * household sees the spec's list exactly as before.
 */

const NEGRONI = {
  title: "House Negroni",
  ingredients: [
    { name: "Gin", amount: "30 ml", available: false },
    { name: "Campari", amount: "30 ml", available: false },
    { name: "Sweet vermouth", amount: "30 ml", available: false },
  ],
  steps: ["Stir with ice", "Strain over a large cube"],
  garnish: "Orange peel",
  notes: "Ana's house ratio",
};

async function createRecipe(client: TestClient, body: Record<string, unknown> = NEGRONI): Promise<Recipe> {
  const res = await client.post<Recipe>("/api/recipes", body);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

const share = (client: TestClient, recipeId: string, householdId: string | null) => client.patch<SharedRecipe & { error?: string }>(`/api/recipes/${recipeId}`, { householdId });

async function householdRecipes(client: TestClient, householdId: string): Promise<SharedRecipe[]> {
  const res = await client.get<{ recipes: SharedRecipe[] }>(`/api/households/${householdId}/recipes`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.recipes;
}

async function ownList(client: TestClient): Promise<RecipeListItem[]> {
  const res = await client.get<{ recipes: RecipeListItem[] }>("/api/recipes");
  expect(res.status).toBe(200);
  return res.body.recipes;
}

/** A household with Ana (a member, who shares), its owner, a member, a guest, and someone outside it. */
async function flat(label: string) {
  const [olga, ana, ben, gus, xena] = await Promise.all(["Olga", "Ana", "Ben", "Gus", "Xena"].map((who) => signUp(`${label} ${who}`)));
  const home = await createHousehold(olga!, `${label} flat`);
  await join(olga!, home.id, ana!);
  await join(olga!, home.id, ben!);
  await join(olga!, home.id, gus!, "guest");
  return { owner: olga!, ana: ana!, member: ben!, guest: gus!, outsider: xena!, home };
}

/** The spec's recipe fields (section 2), and nothing else, in a list result. */
const SPEC_LIST_KEYS = ["createdAt", "garnish", "glassware", "id", "ingredients", "missingCount", "notes", "sourceDrink", "sourceDrinkId", "steps", "title", "userId"];

describe("sharing a recipe with a household", () => {
  it("every role in it reads the recipe, against their own shelf, without its owner's drink; nobody else does", async () => {
    const people = await flat("Share");
    const drink = await people.ana.post<{ id: string }>("/api/drinks", { name: "Negroni at Bar Basso", type: "cocktail" });
    const negroni = await createRecipe(people.ana, { ...NEGRONI, sourceDrinkId: drink.body.id });
    expect((await people.member.get(`/api/recipes/${negroni.id}`)).status).toBe(404);

    const shared = await share(people.ana, negroni.id, people.home.id);
    expect(shared.status).toBe(200);
    expect(shared.body).toMatchObject({ id: negroni.id, householdId: people.home.id, title: "House Negroni" });

    // Ben keeps Campari and gin: on his shelf two of three lines are there; Gus has nothing.
    await people.member.post("/api/bar-items", { name: "Campari" });
    await people.member.post("/api/bar-items", { name: "Tanqueray" });
    const asMember = await people.member.get<SharedRecipe>(`/api/recipes/${negroni.id}`);
    expect(asMember.status).toBe(200);
    expect(asMember.body).toMatchObject({
      id: negroni.id,
      userId: people.ana.user!.id,
      title: "House Negroni",
      steps: NEGRONI.steps,
      notes: "Ana's house ratio",
      householdId: people.home.id,
      householdName: "Share flat",
      ownerName: "Share Ana",
      mine: false,
      sourceDrinkId: null,
      sourceDrink: null,
      missingCount: 1,
    });
    expect(asMember.body.ingredients.map((i) => i.available)).toEqual([true, true, false]);
    const asGuest = await people.guest.get<SharedRecipe>(`/api/recipes/${negroni.id}`);
    expect(asGuest.status).toBe(200);
    expect(asGuest.body).toMatchObject({ mine: false, ownerName: "Share Ana", missingCount: 3 });
    // Its owner still sees the drink it came from.
    expect((await people.ana.get<SharedRecipe>(`/api/recipes/${negroni.id}`)).body).toMatchObject({ mine: true, sourceDrinkId: drink.body.id, sourceDrink: { name: "Negroni at Bar Basso" } });

    // The household's recipes: the same for every role, Ana's own marked mine.
    for (const reader of [people.owner, people.member, people.guest]) {
      expect((await householdRecipes(reader, people.home.id)).map((r) => [r.title, r.ownerName, r.mine])).toEqual([["House Negroni", "Share Ana", false]]);
    }
    expect((await householdRecipes(people.ana, people.home.id)).map((r) => r.mine)).toEqual([true]);

    // The spec's list stays each one's own recipes.
    expect((await ownList(people.member)).map((r) => r.id)).toEqual([]);
    expect((await ownList(people.ana)).map((r) => r.id)).toEqual([negroni.id]);

    // Outside the household: the same 404 as for a recipe that does not exist.
    for (const id of [negroni.id, "00000000-0000-4000-8000-000000000000"]) {
      const res = await people.outsider.get(`/api/recipes/${id}`);
      expect([res.status, res.body]).toEqual([404, { error: "Recipe not found" }]);
    }
    const list = await people.outsider.get(`/api/households/${people.home.id}/recipes`);
    expect([list.status, list.body]).toEqual([404, { error: "Household not found" }]);
  });

  it("the roles table for sharing and for a housemate's shared recipe; a refusal changes nothing", async () => {
    const people = await flat("Roles");
    type Who = "owner" | "ana" | "member" | "guest" | "outsider";
    // Sharing one's own recipe: owners and members may, a guest may not, someone outside the household gets its 404.
    const SHARE: Record<Who, number> = { owner: 200, ana: 200, member: 200, guest: 403, outsider: 404 };
    for (const [who, expected] of Object.entries(SHARE) as [Who, number][]) {
      const mine = await createRecipe(people[who], { ...NEGRONI, title: `${who}'s sour` });
      const res = await share(people[who], mine.id, people.home.id);
      expect(`${who} shares → ${res.status}`).toBe(`${who} shares → ${expected}`);
      if (expected === 403) expect(res.body.error).toBe("Guests can read this household's recipes but not share their own with it.");
      if (expected === 404) expect(res.body.error).toBe("Household not found");
      expect((await people[who].get<SharedRecipe>(`/api/recipes/${mine.id}`)).body.householdId).toBe(expected === 200 ? people.home.id : null);
      // Taking one's own back is always allowed.
      expect((await share(people[who], mine.id, null)).status).toBe(200);
    }

    // Ana's shared recipe: only Ana writes it; the household's owner included, everyone else in it gets 403.
    const negroni = await createRecipe(people.ana);
    expect((await share(people.ana, negroni.id, people.home.id)).status).toBe(200);
    const before = JSON.stringify((await people.ana.get(`/api/recipes/${negroni.id}`)).body);
    const WRITES: [string, (c: TestClient) => Promise<{ status: number; body: unknown }>][] = [
      ["rename", (c) => c.patch(`/api/recipes/${negroni.id}`, { title: "Mine now" })],
      ["take it out", (c) => share(c, negroni.id, null)],
      ["delete", (c) => c.delete(`/api/recipes/${negroni.id}`)],
    ];
    const WRITE_STATUS: Record<Exclude<Who, "ana">, number> = { owner: 403, member: 403, guest: 403, outsider: 404 };
    for (const [what, write] of WRITES) {
      for (const [who, expected] of Object.entries(WRITE_STATUS) as [Exclude<Who, "ana">, number][]) {
        const res = await write(people[who]);
        expect(`${who}: ${what} → ${res.status}`).toBe(`${who}: ${what} → ${expected}`);
        expect(res.body).toEqual({
          error: expected === 403 ? "Only the recipe's owner can change or delete it. Add it to your recipes to have a copy of your own." : "Recipe not found",
        });
        expect(JSON.stringify((await people.ana.get(`/api/recipes/${negroni.id}`)).body)).toBe(before);
      }
    }
    // Nor may anyone share another's recipe into a household of their own.
    const theirs = await createHousehold(people.member, "Roles elsewhere");
    expect((await share(people.member, negroni.id, theirs.id)).status).toBe(403);
    expect((await share(people.outsider, negroni.id, theirs.id)).status).toBe(404);

    // Ana herself changes it and deletes it.
    expect((await people.ana.patch(`/api/recipes/${negroni.id}`, { title: "Ana's Negroni" })).status).toBe(200);
    expect((await people.member.get<SharedRecipe>(`/api/recipes/${negroni.id}`)).body.title).toBe("Ana's Negroni");
    expect((await people.ana.delete(`/api/recipes/${negroni.id}`)).status).toBe(204);
    expect((await people.member.get(`/api/recipes/${negroni.id}`)).status).toBe(404);
  });

  it("a shared recipe moves between the owner's households, and a malformed householdId is a 400", async () => {
    const people = await flat("Move");
    const other = await createHousehold(people.ana, "Move studio");
    const negroni = await createRecipe(people.ana);
    expect((await share(people.ana, negroni.id, people.home.id)).status).toBe(200);
    expect((await share(people.ana, negroni.id, other.id)).body).toMatchObject({ householdId: other.id });
    expect((await people.member.get(`/api/recipes/${negroni.id}`)).status).toBe(404);
    expect(await householdRecipes(people.member, people.home.id)).toEqual([]);
    for (const bad of ["", 42, "x".repeat(101)]) {
      const res = await people.ana.patch(`/api/recipes/${negroni.id}`, { householdId: bad });
      expect(res.status).toBe(400);
    }
    expect((await people.ana.get<SharedRecipe>(`/api/recipes/${negroni.id}`)).body.householdId).toBe(other.id);
  });
});

describe("leaving, removal and deletion", () => {
  it("a member who leaves, or is removed, loses the household's recipes with the same live session", async () => {
    const people = await flat("Leave");
    const negroni = await createRecipe(people.ana);
    expect((await share(people.ana, negroni.id, people.home.id)).status).toBe(200);
    expect((await people.member.get(`/api/recipes/${negroni.id}`)).status).toBe(200);

    expect((await people.member.delete(`/api/households/${people.home.id}/members/${people.member.user!.id}`)).status).toBe(204);
    expect((await people.member.get(`/api/recipes/${negroni.id}`)).status).toBe(404);
    expect((await people.member.get(`/api/households/${people.home.id}/recipes`)).status).toBe(404);

    expect((await people.guest.get(`/api/recipes/${negroni.id}`)).status).toBe(200);
    expect((await people.owner.delete(`/api/households/${people.home.id}/members/${people.guest.user!.id}`)).status).toBe(204);
    expect((await people.guest.get(`/api/recipes/${negroni.id}`)).status).toBe(404);
    // The recipe is untouched by their going.
    expect((await people.ana.get<SharedRecipe>(`/api/recipes/${negroni.id}`)).body.householdId).toBe(people.home.id);
  });

  it("when the recipe's owner leaves or is removed, their recipes stop being shared there and stay theirs", async () => {
    const people = await flat("Owner leaves");
    const [negroni, sour] = [await createRecipe(people.ana), await createRecipe(people.ana, { ...NEGRONI, title: "Whisky sour" })];
    const elsewhere = await createHousehold(people.ana, "Owner leaves studio");
    expect((await share(people.ana, negroni.id, people.home.id)).status).toBe(200);
    expect((await share(people.ana, sour.id, elsewhere.id)).status).toBe(200);

    expect((await people.ana.delete(`/api/households/${people.home.id}/members/${people.ana.user!.id}`)).status).toBe(204);
    expect((await people.member.get(`/api/recipes/${negroni.id}`)).status).toBe(404);
    expect(await householdRecipes(people.member, people.home.id)).toEqual([]);
    expect((await people.ana.get<SharedRecipe>(`/api/recipes/${negroni.id}`)).body).toMatchObject({ householdId: null, householdName: null, mine: true });
    // A share in another household of hers is not touched.
    expect((await people.ana.get<SharedRecipe>(`/api/recipes/${sour.id}`)).body.householdId).toBe(elsewhere.id);
    // Back in by a new invitation, nothing is shared again by itself.
    await join(people.owner, people.home.id, people.ana);
    expect(await householdRecipes(people.member, people.home.id)).toEqual([]);

    // Removal by the household's owner is the same.
    expect((await share(people.ana, negroni.id, people.home.id)).status).toBe(200);
    expect((await people.owner.delete(`/api/households/${people.home.id}/members/${people.ana.user!.id}`)).status).toBe(204);
    expect((await people.member.get(`/api/recipes/${negroni.id}`)).status).toBe(404);
    expect((await people.ana.get<SharedRecipe>(`/api/recipes/${negroni.id}`)).body.householdId).toBeNull();
  });

  it("sharing and leaving at the same moment never leave a recipe shared where its owner is not", async () => {
    const people = await flat("Race");
    const negroni = await createRecipe(people.ana);
    for (let round = 0; round < 6; round++) {
      const [shared, left] = await Promise.all([
        share(people.ana, negroni.id, people.home.id),
        people.ana.delete(`/api/households/${people.home.id}/members/${people.ana.user!.id}`),
      ]);
      expect([200, 404]).toContain(shared.status);
      expect(left.status).toBe(204);
      expect((await people.ana.get<SharedRecipe>(`/api/recipes/${negroni.id}`)).body.householdId).toBeNull();
      expect((await people.member.get(`/api/recipes/${negroni.id}`)).status).toBe(404);
      await join(people.owner, people.home.id, people.ana);
    }
  });

  it("deleting the household unshares every recipe in it; deleting the owner's account takes their recipes", async () => {
    const people = await flat("Delete");
    const negroni = await createRecipe(people.ana);
    const bens = await createRecipe(people.member, { ...NEGRONI, title: "Ben's spritz" });
    expect((await share(people.ana, negroni.id, people.home.id)).status).toBe(200);
    expect((await share(people.member, bens.id, people.home.id)).status).toBe(200);
    expect((await householdRecipes(people.guest, people.home.id)).map((r) => r.title)).toEqual(["Ben's spritz", "House Negroni"]);

    // Ben's account goes: his recipe with it, for everyone.
    expect((await people.member.post("/api/account/delete", { password: "correct horse battery" })).status).toBe(204);
    expect((await householdRecipes(people.guest, people.home.id)).map((r) => r.title)).toEqual(["House Negroni"]);

    expect((await people.owner.delete(`/api/households/${people.home.id}`)).status).toBe(204);
    expect((await people.guest.get(`/api/recipes/${negroni.id}`)).status).toBe(404);
    const after = await people.ana.get<SharedRecipe>(`/api/recipes/${negroni.id}`);
    expect(after.status).toBe(200);
    expect(after.body).toMatchObject({ householdId: null, title: "House Negroni", mine: true });
    expect((await people.ana.patch(`/api/recipes/${negroni.id}`, { notes: "still mine" })).status).toBe(200);
  });
});

describe("someone in no household", () => {
  it("gets the spec's list exactly, and can share with no household", async () => {
    const loner = await signUp("Lone");
    const created = await createRecipe(loner);
    const [listed] = await ownList(loner);
    expect(Object.keys(listed!).sort()).toEqual(SPEC_LIST_KEYS);
    expect(Object.keys(created).sort()).toEqual(SPEC_LIST_KEYS.filter((k) => k !== "sourceDrink"));
    const people = await flat("Lone");
    const res = await share(loner, created.id, people.home.id);
    expect([res.status, res.body]).toEqual([404, { error: "Household not found" }]);
    expect((await loner.get<SharedRecipe>(`/api/recipes/${created.id}`)).body).toMatchObject({ householdId: null, householdName: null, ownerName: "Lone", mine: true });

    // A member's own list has the same keys, shared recipes included.
    const negroni = await createRecipe(people.ana);
    expect((await share(people.ana, negroni.id, people.home.id)).status).toBe(200);
    expect(Object.keys((await ownList(people.ana))[0]!).sort()).toEqual(SPEC_LIST_KEYS);
  });
});

describe("export and import", () => {
  it("a shared recipe's export names its household as a reference; an import shares nothing", async () => {
    const people = await flat("Export");
    const negroni = await createRecipe(people.ana);
    await createRecipe(people.ana, { ...NEGRONI, title: "Private sour" });
    expect((await share(people.ana, negroni.id, people.home.id)).status).toBe(200);
    const exported = await people.ana.get<ExportDocument>("/api/export");
    expect(exported.status).toBe(200);
    expect(exportSchemaErrors(exported.body)).toEqual([]);
    const byTitle = new Map(exported.body.recipes.map((r) => [r.title, r]));
    expect(byTitle.get("House Negroni")!.householdId).toBe(people.home.id);
    expect("householdId" in byTitle.get("Private sour")!).toBe(false);
    expect(exported.body.households).toContainEqual({ id: people.home.id, name: "Export flat", role: "member" });

    // Imported by a housemate: their copies are theirs alone, shared nowhere.
    const imported = await people.member.request("POST", "/api/import", { raw: JSON.stringify(exported.body) });
    expect(imported.status, JSON.stringify(imported.body)).toBe(201);
    const copies = (await ownList(people.member)).filter((r) => r.title === "House Negroni");
    expect(copies).toHaveLength(1);
    expect((await people.member.get<SharedRecipe>(`/api/recipes/${copies[0]!.id}`)).body).toMatchObject({ householdId: null, mine: true });
    expect((await householdRecipes(people.guest, people.home.id)).map((r) => r.id)).toEqual([negroni.id]);
  });
});
