// What ticked menu candidates become (src/domain/menu/drinks.ts): a drink with the venue, price
// and description in its notes, and the recipe its catalogue match or listed ingredients give.
import { describe, expect, it } from "vitest";
import { buildShelfIndex } from "../../src/domain/matching";
import { planMenuDrinks } from "../../src/domain/menu/drinks";
import { isSameRecipe } from "../../src/domain/recipe-identity";
import { menuDrinksCreateSchema } from "../../src/domain/schemas/menu-drinks";

const shelf = buildShelfIndex([{ name: "Beefeater" }]);
const plan = (input: unknown) => planMenuDrinks(menuDrinksCreateSchema.parse(input), shelf);

describe("planMenuDrinks", () => {
  it.each([
    ["venue, price and description", { venue: "Bar Nine", drinks: [{ name: "Paloma", price: "£11", description: "tequila, grapefruit" }] }, "At Bar Nine, £11\ntequila, grapefruit"],
    ["price alone", { drinks: [{ name: "Paloma", price: "11" }] }, "11"],
    ["venue alone", { venue: " Bar Nine ", drinks: [{ name: "Paloma", price: " " }] }, "At Bar Nine"],
    ["nothing", { drinks: [{ name: "Paloma" }] }, null],
  ])("writes the notes from %s", (_, input, notes) => {
    expect(plan(input)[0]!.drink).toEqual({ name: "Paloma", type: "cocktail", imageUrl: null, notes, rating: null });
  });

  it("takes the catalogue's spec for a matched name, even when the menu lists ingredients", () => {
    const [sbagliato] = plan({ drinks: [{ name: "Sbagliato", catalogueId: "negroni-sbagliato", ingredients: [{ name: "Campari" }] }] });
    expect(sbagliato!.recipe).toMatchObject({ title: "Negroni Sbagliato", sourceDrinkId: null });
    expect(sbagliato!.recipe!.ingredients.map((i) => i.name)).toEqual(["Campari", "Sweet vermouth", "Prosecco"]);
  });

  it("writes a catalogue spec in the reader's language, still the same recipe as the English one", () => {
    const input = menuDrinksCreateSchema.parse({ drinks: [{ name: "Sbagliato", catalogueId: "negroni-sbagliato" }] });
    const [english] = planMenuDrinks(input, shelf);
    const [german] = planMenuDrinks(input, shelf, "de");
    expect(german!.recipe!.steps[0]).toMatch(/Campari und Wermut/);
    expect(german!.recipe!.steps).toHaveLength(english!.recipe!.steps.length);
    expect(german!.recipe!.steps).not.toEqual(english!.recipe!.steps);
    expect(german!.recipe!.ingredients.map((i) => i.name)).toEqual(["Campari", "Roter Wermut", "Prosecco"]);
    expect(isSameRecipe(german!.recipe!, english!.recipe!)).toBe(true);
  });

  it("writes a listing's recipe with the amounts it gave, says what it lacks, and marks the shelf", () => {
    const [drink] = plan({ drinks: [{ name: "Bitter Spritz", ingredients: [{ name: "gin", amount: "30ml" }, { name: "Campari" }, { name: "prosecco" }] }] });
    expect(drink!.recipe).toEqual({
      title: "Bitter Spritz",
      ingredients: [{ name: "gin", amount: "30ml", available: true }, { name: "Campari", amount: "", available: false }, { name: "prosecco", amount: "", available: false }],
      steps: ["Mix gin, Campari and prosecco. The menu gave neither amounts nor method: set them as you find them."],
      garnish: null,
      glassware: null,
      sourceDrinkId: null,
      notes: "As the menu lists it: gin, Campari and prosecco",
    });
  });

  it("attaches no recipe to a drink with neither a match nor a listing", () => {
    expect(plan({ drinks: [{ name: "Night Owl", description: "Dark and smoky." }] })[0]!.recipe).toBeNull();
  });

  it("refuses an unknown catalogue cocktail", () => {
    expect(menuDrinksCreateSchema.safeParse({ drinks: [{ name: "X", catalogueId: "nope" }] }).success).toBe(false);
  });
});
