import { describe, expect, it } from "vitest";
import { browserSuite, recipeBody } from "./seed";

/**
 * Names may start with anything a keyboard can type. Each such name must render the same
 * on the server and in the browser (a first-letter tile cut an emoji's surrogate pair in
 * half: "�" on the page and React's hydration error #418 on /bar).
 */
const NAMES = [
  "🍋 Limoncello",
  "👨‍👩‍👧 Family punch",
  "🇯🇵 Japanese whisky",
  "Émile's cordial",
  "e\u0301pine rouge",
  "梅酒",
  "عرق بلدي",
  "שוקו חם",
];

describe("names starting with any character", () => {
  const suite = browserSuite();

  it("render without a broken character or a console error on every page that shows them", async () => {
    const { w, api } = await suite.signedIn();
    const { page } = w;
    const drinkIds: string[] = [];
    const recipeIds: string[] = [];
    for (const name of NAMES) {
      await api("POST", "/api/bar-items", { name });
      const drink = await api<{ id: string }>("POST", "/api/drinks", { name, type: "cocktail" });
      drinkIds.push(drink.id);
      const recipe = await api<{ id: string }>("POST", "/api/recipes", {
        ...recipeBody(name, [
          [name, "30 ml"],
          ["Lemon juice", "15 ml"],
        ]),
        sourceDrinkId: drink.id,
      });
      recipeIds.push(recipe.id);
    }

    const paths = [
      "/bar",
      "/recipes",
      "/drinks",
      "/recommend",
      "/bartender",
      ...drinkIds.map((id) => `/drinks/${id}`),
      `/bartender?drink=${encodeURIComponent(`recipe:${recipeIds[1]}`)}`,
    ];
    for (const path of paths) {
      // The HTML as the server sent it, and the page as the browser shows it after hydration.
      const html = await (await w.context.request.get(path)).text();
      expect(html.includes("\uFFFD"), `"�" in the HTML of ${path}`).toBe(false);
      await w.goto(path);
      const text = await page.locator("body").innerText();
      expect(text.includes("\uFFFD"), `"�" on ${path}`).toBe(false);
      if (path === "/bar" || path === "/recipes" || path === "/drinks") {
        for (const name of NAMES) expect(text.normalize("NFC"), `${name} on ${path}`).toContain(name.normalize("NFC"));
      }
    }
    // React reports a hydration mismatch (#418) as a console error; any error fails here.
    w.expectClean();
  });
});
