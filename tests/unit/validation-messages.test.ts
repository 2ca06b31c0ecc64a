import { describe, expect, it } from "vitest";
import { problemFrom } from "@/components/ui/api";
import { signUpAttemptSchema, authAttemptSchema } from "@/domain/schemas/auth";
import { barItemCreateSchema, barItemUpdateSchema } from "@/domain/schemas/bar-item";
import { availabilityRequestSchema } from "@/domain/schemas/availability";
import { catalogueImportSchema, catalogueQuerySchema } from "@/domain/schemas/catalogue";
import { drinkCreateSchema, drinkUpdateSchema } from "@/domain/schemas/drink";
import { madeDrinkSchema } from "@/domain/schemas/made-drink";
import { menuDrinksCreateSchema } from "@/domain/schemas/menu-drinks";
import { fieldOf } from "@/domain/schemas/messages";
import { recipeCreateSchema, recipeUpdateSchema } from "@/domain/schemas/recipe";
import { shoppingItemCreateSchema, shoppingItemUpdateSchema } from "@/domain/schemas/shopping-list";
import { starterShelfSchema } from "@/domain/schemas/starter-shelf";
import type { z } from "zod";

function messages(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  expect(result.success, JSON.stringify(value)).toBe(false);
  return result.error!.issues.map((issue) => issue.message);
}

const long = (n: number) => "x".repeat(n);

describe("validation messages are sentences about the field", () => {
  it.each([
    ["a blank bottle name", barItemCreateSchema, { name: "   " }, ["Give the bottle a name."]],
    ["a bottle renamed to blank", barItemUpdateSchema, { name: "" }, ["Give the bottle a name."]],
    ["a bottle name too long", barItemCreateSchema, { name: long(201) }, ["The name can be at most 200 characters."]],
    ["an unknown level", barItemCreateSchema, { name: "Gin", quantity: "PLENTY" }, ["The level must be one of FULL, HALF, LOW or EMPTY."]],
    ["a bottle of 0 ml", barItemCreateSchema, { name: "Gin", bottleMl: 0 }, ["The bottle size must be more than 0."]],
    ["half an unopened bottle", barItemUpdateSchema, { unopened: 0.5 }, ["The number of unopened bottles must be a whole number."]],
    ["a blank drink name and no type", drinkCreateSchema, { name: "" }, ["Give the drink a name.", "Say what type of drink it is (a cocktail, a beer…)."]],
    ["a drink renamed to blank", drinkUpdateSchema, { name: " \t " }, ["Give the drink a name."]],
    ["a rating of 6", drinkCreateSchema, { name: "Mojito", type: "cocktail", rating: 6 }, ["The rating can be at most 5."]],
    ["an empty recipe", recipeCreateSchema, {}, ["Give the recipe a title.", "Add at least one ingredient.", "Add at least one step."]],
    [
      "a recipe with a blank ingredient and step",
      recipeCreateSchema,
      { title: "Gimlet", ingredients: [{ name: "Gin", amount: "", available: true }, { name: " ", amount: "", available: true }], steps: ["Shake", ""] },
      ["Give ingredient 2 a name.", "Step 2 cannot be blank."],
    ],
    ["a recipe retitled to blank", recipeUpdateSchema, { title: "  " }, ["Give the recipe a title."]],
    ["a long amount", recipeUpdateSchema, { ingredients: [{ name: "Gin", amount: long(101), available: true }] }, ["The amount of ingredient 1 can be at most 100 characters."]],
    ["notes of 5001 characters", recipeUpdateSchema, { notes: long(5001) }, ["The notes can be at most 5,000 characters."]],
    ["a title on two lines", recipeUpdateSchema, { title: "Gim\nlet" }, ["The title must be one line, without control characters."]],
    ["a blank thing to buy", shoppingItemCreateSchema, { name: "  " }, ["Say what to buy."]],
    ["a thing to buy renamed to blank", shoppingItemUpdateSchema, { name: "" }, ["Say what to buy."]],
    ["no menu drinks", menuDrinksCreateSchema, { drinks: [] }, ["Add at least one drink."]],
    [
      "a menu drink with blank names",
      menuDrinksCreateSchema,
      { drinks: [{ name: "Negroni", ingredients: [{ name: "" }] }, { name: " " }] },
      ["Give ingredient 1 of drink 1 a name.", "Give drink 2 a name."],
    ],
    ["1.5 servings", madeDrinkSchema, { servings: 1.5 }, ["The number of servings must be a whole number."]],
    ["servings as text", madeDrinkSchema, { servings: "2" }, ["The number of servings must be a number."]],
    ["no servings", madeDrinkSchema, {}, ["The number of servings is missing."]],
    ["an unknown spirit", catalogueQuerySchema, { spirit: "gasoline" }, [expect.stringMatching(/^The base spirit must be one of gin, vodka, .* or other\.$/)]],
    ["a blank name to check", availabilityRequestSchema, { names: ["Gin", ""] }, ["Name 2 cannot be blank."]],
    ["a bottle not on the starter shelf", starterShelfSchema, { names: ["Motor oil"] }, ["That bottle is not on the starter shelf."]],
    ["a blank account name at sign-up", signUpAttemptSchema, { email: "a@example.com", name: "   " }, ["Give your account a name."]],
    ["no account name at sign-up", signUpAttemptSchema, { email: "a@example.com" }, ["Give your account a name."]],
    ["an account renamed to blank", authAttemptSchema, { name: "" }, ["Give your account a name."]],
    ["a body that is not an object", recipeCreateSchema, [], ["The request must be an object."]],
  ] as [string, z.ZodType, unknown, unknown[]][])("%s", (_what, schema, value, expected) => {
    expect(messages(schema, value)).toEqual(expected);
  });

  it("words even issues no schema wrote a message for as sentences, with no developer wording", () => {
    const bad: [z.ZodType, unknown][] = [
      [recipeCreateSchema, { title: 5, ingredients: "gin", steps: [{}], garnish: 3, sourceDrinkId: 9 }],
      [barItemCreateSchema, { name: null, aliases: Array(21).fill("a"), bottleMl: "big", remainingMl: -1, unopened: 1e9 }],
      [catalogueImportSchema, { catalogueIds: [] }],
      [shoppingItemCreateSchema, { name: "Gin", recipeId: "x" }],
      [madeDrinkSchema, { servings: 99, rating: 0 }],
      [menuDrinksCreateSchema, { drinks: Array(61).fill({ name: "x" }), venue: 4 }],
    ];
    for (const [schema, value] of bad) {
      for (const message of messages(schema, value)) {
        expect(message).toMatch(/^[A-Z].*[.?]$/);
        expect(message).not.toMatch(/Too small|Too big|Invalid input|expected|received|>=|<=|Validation failed/);
      }
    }
  });

  it("names a field by where it is", () => {
    expect(fieldOf([])).toBe("the request");
    expect(fieldOf(["title"])).toBe("the title");
    expect(fieldOf(["steps", 2])).toBe("step 3");
    expect(fieldOf(["ingredients", 0, "amount"])).toBe("the amount of ingredient 1");
    expect(fieldOf(["imageUrl"])).toBe("the photo");
    expect(fieldOf(["someNewField"])).toBe("the some new field");
  });
});

describe("the page shows the sentences, not the API's developer words", () => {
  const body = {
    error: "Validation failed",
    issues: [
      { code: "too_small", path: ["name"], message: "Give the bottle a name." },
      { code: "too_big", path: ["category"], message: "The category can be at most 100 characters." },
    ],
  };

  it("leads with the first issue's sentence and lists the others without paths", () => {
    expect(problemFrom(400, body)).toEqual({
      message: "Give the bottle a name.",
      details: ["The category can be at most 100 characters."],
      status: 400,
    });
  });

  it("shows one issue once", () => {
    expect(problemFrom(400, { error: "A search can be at most 200 characters.", issues: [{ path: ["q"], message: "A search can be at most 200 characters." }] })).toEqual({
      message: "A search can be at most 200 characters.",
      details: [],
      status: 400,
    });
  });

  it("keeps an error that is already a sentence, with its issues beneath", () => {
    const problem = problemFrom(400, { error: "Some of the file could not be read; nothing was imported", issues: [{ path: [3], message: "Line 3 has no title." }] });
    expect(problem.message).toBe("Some of the file could not be read; nothing was imported");
    expect(problem.details).toEqual(["Line 3 has no title."]);
  });
});
