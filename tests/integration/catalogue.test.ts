import { describe, expect, it } from "vitest";
import { BASE_SPIRITS, STYLES } from "@/domain/catalogue";
import type { CatalogueEntry } from "@/domain/catalogue-entries";
import type { Recipe, RecipeListItem } from "@/domain/types";
import { anonymous, signUp, type TestClient } from "../helpers/client";
import { expectIssues, type ExpectedIssue } from "../helpers/validation";

async function catalogue(client: TestClient, query = ""): Promise<CatalogueEntry[]> {
  const res = await client.get<{ cocktails: CatalogueEntry[] }>(`/api/catalogue${query}`);
  expect(res.status).toBe(200);
  return res.body.cocktails;
}

async function recipeTitles(client: TestClient): Promise<string[]> {
  return (await client.get<{ recipes: RecipeListItem[] }>("/api/recipes")).body.recipes.map((r) => r.title);
}

describe("GET /api/catalogue", () => {
  it("lists the catalogue, each ingredient marked against the caller's non-EMPTY bar items", async () => {
    const client = await signUp();
    const all = await catalogue(client);
    expect(all.length).toBeGreaterThanOrEqual(100);
    const negroni = all.find((c) => c.catalogueId === "negroni")!;
    expect(negroni).toMatchObject({ title: "Negroni", missingCount: 3, inMyRecipes: false });

    await client.post("/api/bar-items", { name: "Tanqueray" });
    await client.post("/api/bar-items", { name: "Campari" });
    await client.post("/api/bar-items", { name: "Carpano Antica Formula", quantity: "EMPTY" });
    const marked = (await catalogue(client, "?q=negroni")).find((c) => c.catalogueId === "negroni")!;
    expect(marked.ingredients.map((i) => [i.name, i.available])).toEqual([
      ["Gin", true],
      ["Campari", true],
      ["Sweet vermouth", false],
    ]);
    expect(marked.missingCount).toBe(1);

    // another user's bar never counts
    const other = await signUp();
    expect((await catalogue(other, "?q=negroni")).find((c) => c.catalogueId === "negroni")!.missingCount).toBe(3);
  });

  it("searches titles and ingredients and filters by base spirit and style", async () => {
    const client = await signUp();
    expect((await catalogue(client, "?q=negroni"))[0]!.catalogueId).toBe("negroni");
    const gin = await catalogue(client, "?spirit=gin");
    expect(gin.length).toBeGreaterThan(5);
    expect(gin.every((c) => c.spirit.includes("gin"))).toBe(true);
    const ginSours = await catalogue(client, "?spirit=gin&style=sour");
    expect(ginSours.every((c) => c.spirit.includes("gin") && c.style.includes("sour"))).toBe(true);
    expect(ginSours.map((c) => c.catalogueId)).toContain("gimlet");
    expect(await catalogue(client, "?spirit=&style=")).toHaveLength((await catalogue(client)).length);
  });

  it("answers 400 with the issue for an unknown base spirit or style", async () => {
    const client = await signUp();
    expectIssues(await client.get("/api/catalogue?spirit=gasoline"), [[["spirit"], `The base spirit must be one of ${BASE_SPIRITS.slice(0, -1).join(", ")} or ${BASE_SPIRITS.at(-1)}.`]]);
    expectIssues(await client.get("/api/catalogue?style=boozy"), [[["style"], `The style must be one of ${STYLES.slice(0, -1).join(", ")} or ${STYLES.at(-1)}.`]]);
  });
});

describe("POST /api/recipes/import", () => {
  it("copies one cocktail into the caller's recipes", async () => {
    const client = await signUp();
    await client.post("/api/bar-items", { name: "Beefeater" });
    const res = await client.post<{ recipes: Recipe[] }>("/api/recipes/import", { catalogueId: "negroni" });
    expect(res.status).toBe(201);
    expect(res.body.recipes).toHaveLength(1);
    const [recipe] = res.body.recipes;
    expect(recipe).toMatchObject({ title: "Negroni", userId: client.user!.id, glassware: "Rocks glass", sourceDrinkId: null, missingCount: 2 });
    expect(recipe!.ingredients.map((i) => [i.name, i.amount, i.available])).toEqual([
      ["Gin", "30 ml", true],
      ["Campari", "30 ml", false],
      ["Sweet vermouth", "30 ml", false],
    ]);
    expect(await recipeTitles(client)).toEqual(["Negroni"]);
    expect((await catalogue(client, "?q=negroni")).find((c) => c.catalogueId === "negroni")!.inMyRecipes).toBe(true);
    const other = await signUp();
    expect(await recipeTitles(other)).toEqual([]);
    expect((await catalogue(other, "?q=negroni")).find((c) => c.catalogueId === "negroni")!.inMyRecipes).toBe(false);
  });

  it("copies several at once, listed in the order given", async () => {
    const client = await signUp();
    const res = await client.post<{ recipes: Recipe[] }>("/api/recipes/import", { catalogueIds: ["daiquiri", "gimlet", "manhattan"] });
    expect(res.status).toBe(201);
    expect(res.body.recipes.map((r) => r.title)).toEqual(["Daiquiri", "Gimlet", "Manhattan"]);
    expect(await recipeTitles(client)).toEqual(["Daiquiri", "Gimlet", "Manhattan"]);
  });

  it("answers 404 for an unknown id and creates nothing, not even the known ones", async () => {
    const client = await signUp();
    const res = await client.post("/api/recipes/import", { catalogueIds: ["daiquiri", "no-such-cocktail"] });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: 'No catalogue cocktail "no-such-cocktail"' });
    expect(await recipeTitles(client)).toEqual([]);
  });

  it.each<[string, unknown, ExpectedIssue]>([
    ["no id", {}, [[], "Send either a catalogueId or a list of 1 to 200 catalogueIds."]],
    ["an empty list", { catalogueIds: [] }, [["catalogueIds"], "Add at least one catalogue cocktail."]],
    // zod reports a union's failed bound inside the issue's `errors`, not at the top.
    ["201 ids", { catalogueIds: Array.from({ length: 201 }, () => "negroni") }, [[], "Send either a catalogueId or a list of 1 to 200 catalogueIds."]],
    ["both forms", { catalogueId: "negroni", catalogueIds: ["gimlet"] }, [[], "Send either a catalogueId or a list of 1 to 200 catalogueIds."]],
  ])("answers 400 for %s", async (_label, body, issue) => {
    const client = await signUp();
    expectIssues(await client.post("/api/recipes/import", body), [issue]);
    expect(await recipeTitles(client)).toEqual([]);
  });
});

describe("anonymous callers", () => {
  it.each([
    ["GET", "/api/catalogue"],
    ["POST", "/api/recipes/import"],
    ["GET", "/api/recommendations"],
    ["POST", "/api/starter-shelf"],
  ])("%s %s answers 401", async (method, path) => {
    const res = await anonymous().request(method, path, method === "POST" ? { body: { catalogueId: "negroni" } } : {});
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ error: "Unauthorized" });
  });
});
