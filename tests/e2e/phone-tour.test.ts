import { describe, expect, it } from "vitest";
import type { Recipe } from "../../src/domain/types";
import { STARTER_SHELF } from "../../src/domain/starter-shelf";
import { PHONE, screenshotForDocs } from "./browser";
import { browserSuite } from "./seed";

/**
 * The five places a home bartender uses, on a phone, for a user with 20 bottles, 50 recipes
 * and a week of drinks: each page's heading is in the first screen, nothing scrolls sideways,
 * and each stays a few screens tall. The first screens are the docs' phone screenshots.
 */
describe("the main pages on a phone, for a stocked bar", () => {
  const suite = browserSuite();

  it("each answers in its first screen and stays a few screens tall", async () => {
    const { w, api } = await suite.signedIn();
    const page = w.page;
    await api("POST", "/api/starter-shelf", { names: STARTER_SHELF.slice(0, 20) });
    const { cocktails } = await api<{ cocktails: { catalogueId: string }[] }>("GET", "/api/catalogue");
    await api("POST", "/api/recipes/import", { catalogueIds: cocktails.slice(0, 50).map((c) => c.catalogueId) });
    const { recipes } = await api<{ recipes: Recipe[] }>("GET", "/api/recipes");
    const makeable = recipes.filter((r) => r.ingredients.every((line) => line.available));
    expect(makeable.length, "drinks the starter shelf makes").toBeGreaterThan(2);
    for (const [i, recipe] of makeable.slice(0, 3).entries()) {
      await api("POST", `/api/recipes/${recipe.id}/made`, { servings: i + 1, rating: 5 - i });
    }

    const pages: [path: string, heading: RegExp, docsName: string, maxHeight: number][] = [
      ["/recommend", /make/i, "phone-recommend", 4000],
      ["/bar", /bar/i, "phone-bar", 6000],
      [`/bartender?drink=recipe:${makeable[0]!.id}`, new RegExp(makeable[0]!.title), "phone-bartender", 4000],
      ["/recipes", /recipes/i, "phone-recipes", 6000],
      ["/drinks", /drinks/i, "phone-drinks", 4000],
    ];
    await page.setViewportSize(PHONE);
    const heights: string[] = [];
    for (const [path, heading, docsName, maxHeight] of pages) {
      await w.goto(path);
      const title = page.getByRole("heading", { name: heading }).first();
      await expect.poll(() => title.isVisible(), { message: `a heading on ${path}` }).toBe(true);
      const box = (await title.boundingBox())!;
      expect(box.y + box.height, `${path}: its heading in the first screen`).toBeLessThanOrEqual(PHONE.height);
      const { height, overflow } = await page.evaluate(() => ({
        height: document.documentElement.scrollHeight,
        overflow: document.documentElement.scrollWidth - document.documentElement.clientWidth,
      }));
      expect(overflow, `${path} scrolls sideways`).toBeLessThanOrEqual(0);
      expect(height, `${path} height at 390 px`).toBeLessThanOrEqual(maxHeight);
      heights.push(`${path.split("?")[0]} ${height} px`);
      await screenshotForDocs(page, docsName);
    }
    console.log(`page heights at 390 px (20 bottles, 50 recipes, 3 drinks): ${heights.join(", ")}`);
    w.expectClean();
  });
});
