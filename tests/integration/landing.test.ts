import { describe, expect, it } from "vitest";
import { backend } from "../helpers/backend";
import { anonymous, signUp } from "../helpers/client";
import { rawRequest } from "../helpers/raw-request";

/**
 * `/`: a visitor gets the page that says what Barshelf is, with the way in; a
 * signed-in user goes on to the welcome path until they have a bar item or a recipe, then
 * to their recipes. The visitor's page holds nothing of any user's.
 */
describe("the front page", () => {
  it("shows a visitor what Barshelf is, with sign-up and sign-in links, and no redirect", async () => {
    const res = await anonymous().get<string>("/");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/html/);
    expect(res.body).toContain("Know what you can make tonight.");
    expect(res.body).toMatch(/<a [^>]*href="\/signup"[^>]*>Sign up<\/a>/);
    expect(res.body).toMatch(/<a [^>]*href="\/login"[^>]*>Sign in<\/a>/);
    expect(res.body).toContain("self-hosted");
    // The same security headers as every page.
    expect(res.headers.get("content-security-policy")).toMatch(/'nonce-/);
  });

  it("sends a new user to the welcome path, and a user with a bar item or a recipe to their recipes", async () => {
    const fresh = await signUp("Front Fresh");
    const first = await fresh.get("/");
    expect(first.status).toBe(307);
    expect(new URL(first.headers.get("location")!, backend().baseUrl).pathname).toBe("/welcome");

    const withBottle = await signUp("Front Bottle");
    expect((await withBottle.post("/api/bar-items", { name: "Campari", quantity: "FULL" })).status).toBe(201);
    const withRecipe = await signUp("Front Recipe");
    expect((await withRecipe.post("/api/recipes/import", { catalogueIds: ["negroni"] })).status).toBe(201);
    for (const client of [withBottle, withRecipe]) {
      const res = await client.get("/");
      expect(res.status).toBe(307);
      expect(new URL(res.headers.get("location")!, backend().baseUrl).pathname).toBe("/recipes");
    }
  });

  it("shows the visitor's page without a private word even when a session cookie is forged", async () => {
    const owner = await signUp("Front Owner Secret");
    const name = owner.cookie!.split("=")[0]!;
    const forged = await fetch(`${backend().baseUrl}/`, { headers: { cookie: `${name}=forged.value` }, redirect: "manual" });
    expect(forged.status).toBe(200);
    const html = await forged.text();
    expect(html).toContain("Sign up");
    expect(html).not.toContain("Front Owner Secret");
  });

  it("answers the front page's RSC payload to a visitor (client navigation to /), and still gates private pages", async () => {
    // Next first sends an RSC request without its cache-busting ?_rsc= to the URL with one.
    const first = await rawRequest(backend().baseUrl, "/", { method: "GET", headers: { rsc: "1" } });
    expect(first.status).toBe(307);
    expect(first.headers.location).toMatch(/^\/\?_rsc\b/);
    const home = await rawRequest(backend().baseUrl, first.headers.location!, { method: "GET", headers: { rsc: "1" } });
    expect(home.status).toBe(200);
    expect(home.body.toString("utf8")).toContain("Know what you can make tonight.");
    const welcome = await rawRequest(backend().baseUrl, "/welcome", { method: "GET", headers: { rsc: "1" } });
    expect(welcome.status).toBe(307);
    expect(welcome.headers.location).toMatch(/^\/login\?next=%2Fwelcome/);
  });
});
