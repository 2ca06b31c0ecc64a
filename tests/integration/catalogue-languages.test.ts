import { describe, expect, it } from "vitest";
import { signUp } from "../helpers/client";

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
});
