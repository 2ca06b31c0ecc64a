import { describe, expect, it } from "vitest";
import { signUp } from "../helpers/client";

/**
 * The catalogue's drinks and the shelf's kinds in the page's language beyond the catalogue's own
 * cards: the bartender station, "one bottle away" and the kind beside each bottle on /bar. The
 * API keeps its English names.
 */
const german = { headers: { "accept-language": "de-DE,de;q=0.9" } };
const english = { headers: { "accept-language": "en-US" } };

describe("the station, one bottle away and the shelf in the user's language", () => {
  it("shows a catalogue cocktail on the station with its lines in German, and in English to an English browser", async () => {
    const client = await signUp("Station Reader");
    expect((await client.post("/api/bar-items", { name: "Buffalo Trace", price: 30, bottleMl: 700 })).status).toBe(201);
    for (const name of ["Lemon juice", "Simple syrup"]) expect((await client.post("/api/bar-items", { name })).status).toBe(201);
    const page = await client.request<string>("GET", "/bartender?drink=catalogue:whiskey-sour", german);
    expect(page.status).toBe(200);
    expect(page.body).toContain('station-name">Zitronensaft<');
    expect(page.body).toContain('station-name">Zuckersirup<');
    expect(page.body).toContain('station-name">Bourbon oder Roggenwhiskey<');
    expect(page.body).not.toContain('station-name">Lemon juice<');
    // the cost's sentence names the lines without a price as the page shows them
    const without = page.body.replaceAll("<!-- -->", "").match(/>\(Kosten ohne ([^)<]*)\)</)?.[1];
    expect(without).toContain("Zitronensaft");
    expect(without).not.toContain("the ");
    // the bottles that meet the lines are still found from the English names
    expect(page.body).toContain("Buffalo Trace");

    const englishPage = await client.request<string>("GET", "/bartender?drink=catalogue:whiskey-sour", english);
    expect(englishPage.body).toContain('station-name">Lemon juice<');
    expect(englishPage.body).not.toContain("Zitronensaft");
  });

  it("lists the picker's catalogue cocktails by their title in the page's language", async () => {
    const client = await signUp("Picker Reader");
    // a drink the bar makes is listed first
    for (const name of ["Smirnoff", "Orange juice"]) expect((await client.post("/api/bar-items", { name })).status).toBe(201);
    const page = await client.request<string>("GET", "/bartender", { headers: { "accept-language": "fr-FR" } });
    expect(page.status).toBe(200);
    // the English title travels with the choices for search, never as the title shown
    expect(page.body).toContain('station-result-title">Tournevis<');
    expect(page.body).not.toContain('station-result-title">Screwdriver<');
  });

  it("names a catalogue cocktail one bottle away and the line it misses in the user's language", async () => {
    const client = await signUp("One Away Reader");
    expect((await client.post("/api/bar-items", { name: "Smirnoff" })).status).toBe(201);
    const page = await client.request<string>("GET", "/recommend?show=one-away", { headers: { "accept-language": "fr-FR" } });
    expect(page.status).toBe(200);
    expect(page.body).toContain("Tournevis");
    expect(page.body).toContain("Jus d&#x27;orange");
    expect(page.body).not.toContain("Screwdriver");
    // the bottle to buy, on its button too, as the shopping list will get it
    expect(page.body).toContain("Black Russian");
    expect(page.body).toContain('aria-label="Ajouter à la liste de courses: Liqueur de café"');
    expect(page.body).not.toContain("Coffee liqueur");
  });

  it("names a bottle's kind on /bar in German while the API keeps the English label", async () => {
    const client = await signUp("Shelf Reader");
    expect((await client.post("/api/bar-items", { name: "Fresh lemon juice" })).status).toBe(201);
    const page = await client.request<string>("GET", "/bar", german);
    expect(page.status).toBe(200);
    expect(page.body).toContain("Zitronensaft");
    const englishPage = await client.request<string>("GET", "/bar", english);
    expect(englishPage.body).not.toContain("Zitronensaft");
    const api = await client.request<{ barItems: { name: string; understoodAs: { kindLabel: string } | null }[] }>("GET", "/api/bar-items", german);
    expect(api.body.barItems[0]!.understoodAs?.kindLabel).toBe("Lemon juice");
  });
});
