import { describe, expect, it } from "vitest";
import { findCatalogueCocktail } from "@/domain/catalogue";
import type { CatalogueEntry } from "@/domain/catalogue-entries";
import type { Recipe, RecipeListItem } from "@/domain/types";
import de from "@/domain/catalogue/data/translations/de.json";
import { signUp } from "../helpers/client";

const german = { headers: { "accept-language": "de-DE,de;q=0.9" } };
const negroni = findCatalogueCocktail("negroni")!;
const germanNegroni = de.cocktails.negroni;
/** Text as React writes it into the page. */
const inHtml = (text: string) => text.replaceAll("&", "&amp;").replaceAll("'", "&#x27;").replaceAll('"', "&quot;");

/**
 * The catalogue reads in the user's language (docs/matching.md, "Names in other languages"): a
 * cocktail by the name it goes by there, its ingredients named as that language writes them, and
 * the English pages unchanged.
 */
describe("the catalogue in the user's language", () => {
  it("shows a German browser German names, found by them, and an English one the English names", async () => {
    const client = await signUp("Catalogue Reader");
    const german = await client.request<string>("GET", "/recommend?show=catalogue&q=Gl%C3%BChwein", { headers: { "accept-language": "de-DE,de;q=0.9" } });
    expect(german.status).toBe(200);
    expect(german.body).toContain("Glühwein");
    expect(german.body).toContain("Rotwein");
    expect(german.body).not.toContain("Mulled Wine");

    const sour = await client.request<string>("GET", "/recommend?show=catalogue&q=whiskey%20sour", { headers: { "accept-language": "fr" } });
    expect(sour.body).toContain("Jus de citron");
    expect(sour.body).toContain("Blanc d&#x27;œuf");

    const english = await client.request<string>("GET", "/recommend?show=catalogue&q=mulled", { headers: { "accept-language": "en-US" } });
    expect(english.body).toContain("Mulled Wine");
    expect(english.body).toContain("Red wine");
    expect(english.body).not.toContain("Glühwein");
  });

  it("names the catalogue's drinks one can make now in the user's language, and the user's own recipes as written", async () => {
    const client = await signUp("Make Now Reader");
    for (const name of ["Smirnoff", "Orange juice"]) expect((await client.post("/api/bar-items", { name })).status).toBe(201);
    expect((await client.post("/api/recipes", { title: "My Orange Thing", ingredients: [{ name: "Orange juice", amount: "1 glass", available: false }], steps: ["Pour."] })).status).toBe(201);
    const page = await client.request<string>("GET", "/recommend?show=make-now", { headers: { "accept-language": "fr-FR" } });
    expect(page.status).toBe(200);
    expect(page.body).toContain("Tournevis");
    expect(page.body).toContain("Jus d&#x27;orange");
    expect(page.body).not.toContain("Screwdriver");
    expect(page.body).toContain("My Orange Thing");
  });

  it("shows a German reader a cocktail's description, glass and garnish in German, and its steps on the station", async () => {
    const client = await signUp("Text Reader");
    const card = await client.request<string>("GET", "/recommend?show=catalogue&q=negroni", german);
    expect(card.status).toBe(200);
    expect(card.body).toContain(inHtml(germanNegroni.description));
    expect(card.body).toContain(`Gerührt<!-- --> · <!-- -->${de.glassware["Rocks glass"]}<!-- --> · <!-- -->${germanNegroni.garnish}`);
    expect(card.body).not.toContain(inHtml(negroni.description));

    const station = await client.request<string>("GET", "/bartender?drink=catalogue:negroni", german);
    expect(station.status).toBe(200);
    for (const step of germanNegroni.steps) expect(station.body).toContain(inHtml(step));
    expect(station.body).not.toContain(inHtml(negroni.steps[0]!));

    const english = await client.request<string>("GET", "/recommend?show=catalogue&q=negroni", { headers: { "accept-language": "en-US" } });
    expect(english.body).toContain(inHtml(negroni.description));
  });
});

describe("adding a catalogue cocktail in the user's language", () => {
  it("copies the cocktail as the German reader saw it, and it is still known as the cocktail: added once", async () => {
    const client = await signUp("German Adder");
    // the saved language decides, whatever the browser sends
    expect((await client.patch("/api/account/settings", { locale: "de" })).status).toBe(200);
    expect((await client.post("/api/bar-items", { name: "Campari" })).status).toBe(201);
    const added = await client.post<{ recipes: Recipe[] }>("/api/recipes/import", { catalogueId: "negroni" });
    expect(added.status).toBe(201);
    const recipe = added.body.recipes[0]!;
    expect(recipe).toMatchObject({ title: "Negroni", glassware: de.glassware["Rocks glass"], garnish: germanNegroni.garnish, notes: germanNegroni.description });
    expect(recipe.steps).toEqual(germanNegroni.steps);
    expect(recipe.ingredients.map((i) => i.name)).toEqual(["Gin", "Campari", "Roter Wermut"]);

    const listed = await client.get<{ cocktails: CatalogueEntry[] }>("/api/catalogue?q=negroni");
    expect(listed.body.cocktails.find((c) => c.catalogueId === "negroni")).toMatchObject({ inMyRecipes: true, myRecipe: { id: recipe.id } });
    const page = await client.request<string>("GET", "/recommend?show=catalogue&q=negroni", german);
    // the card links to the recipe instead of offering to add it
    expect(page.body).toContain('href="/recipes?q=Negroni"');

    const again = await client.post<{ recipes: Recipe[]; existing: { catalogueId: string }[] }>("/api/recipes/import", { catalogueId: "negroni" });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ recipes: [], existing: [{ catalogueId: "negroni" }] });
    const mine = await client.get<{ recipes: RecipeListItem[] }>("/api/recipes");
    const copies = mine.body.recipes.filter((r) => r.title === "Negroni");
    expect(copies).toHaveLength(1);
    // its German lines are read against the shelf as the English ones are
    expect(copies[0]!.ingredients.map((i) => [i.name, i.available])).toEqual([["Gin", false], ["Campari", true], ["Roter Wermut", false]]);
  });

  it("copies the English texts for an English reader", async () => {
    const client = await signUp("English Adder");
    const added = await client.request<{ recipes: Recipe[] }>("POST", "/api/recipes/import", { body: { catalogueId: "negroni" }, headers: { "accept-language": "en-GB" } });
    expect(added.status).toBe(201);
    expect(added.body.recipes[0]).toMatchObject({ steps: negroni.steps, glassware: negroni.glassware, notes: negroni.description });
  });
});
