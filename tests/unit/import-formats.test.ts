import { describe, expect, it } from "vitest";
import { ValidationError } from "@/domain/errors";
import { leastAfterImport, MAX_IMPORT_RECIPES, planImport, planImportInTurns, readImportText } from "@/domain/import";
import { readIngredientLine, splitMethod } from "@/domain/import/lines";
import { englishOf, type Sentence } from "@/domain/sentences";

/** An unreadable part with its reason in the API's English. */
const inEnglish = ({ position, reason }: { position: string; reason: Sentence }) => ({ position, reason: englishOf(reason) });

/** Recipe lines as [name, amount] pairs. */
const lines = (...pairs: [string, string][]) => pairs.map(([name, amount]) => ({ name, amount }));

/** Samples shaped like what people paste and what other apps and recipe pages write; the recipes are our own. */

const ONE_LINER = "2 oz gin / ¾ oz lime juice / ¾ oz simple syrup — shake, strain";

const NOTEBOOK = `Bee's Knees
- 60 ml gin
- 20 ml lemon juice
- 20 ml honey syrup (2:1)
Shake hard with ice.
Double strain into a chilled coupe.
Garnish: lemon twist

Old Pal
1 oz rye whiskey
1 oz Campari
1 oz dry vermouth
Stir with ice, strain into a coupe
Glass: coupe`;

const BAR_ASSISTANT_V1 = {
  name: "Jungle Bird",
  instructions: "Shake all ingredients with ice.\nStrain over crushed ice.",
  description: "Bitter and tropical.",
  garnish: "Pineapple wedge",
  source: "Kuala Lumpur, 1978",
  tags: ["tiki"],
  glass: "Double rocks",
  method: "Shake",
  ingredients: [
    { _id: "dark-rum", sort: 1, name: "Dark rum", amount: 45, units: "ml", optional: false },
    { _id: "campari", sort: 2, name: "Campari", amount: 22.5, units: "ml" },
    { _id: "pineapple-juice", sort: 3, name: "Pineapple juice", amount: 1.5, units: "oz" },
    { _id: "lime-juice", sort: 4, name: "Lime juice", amount: 0.5, units: "oz" },
    { _id: "demerara-syrup", sort: 5, name: "Demerara syrup", amount: 0.5, units: "oz" },
    { _id: "angostura", sort: 6, name: "Angostura bitters", amount: 1, amount_max: 2, units: "dashes" },
  ],
};

const BAR_ASSISTANT_V2 = {
  recipe: {
    _id: "paper-plane",
    name: "Paper Plane",
    instructions: "1. Shake with ice\n2. Strain into a coupe",
    garnish: null,
    glass: "Coupe",
    ingredients: [
      { _id: "bourbon", amount: 22.5, units: "ml" },
      { _id: "aperol", amount: 22.5, units: "ml" },
      { _id: "amaro-nonino", amount: 22.5, units: "ml" },
      { _id: "lemon-juice", amount: 22.5, units: "ml" },
    ],
  },
  ingredients: [
    { _id: "bourbon", name: "Bourbon" },
    { _id: "aperol", name: "Aperol" },
    { _id: "amaro-nonino", name: "Amaro Nonino" },
    { _id: "lemon-juice", name: "Lemon juice" },
  ],
};

const JSON_LD_GRAPH = {
  "@context": "https://schema.org",
  "@graph": [
    { "@type": "WebSite", name: "A drinks blog" },
    {
      "@type": ["Recipe", "NewsArticle"],
      name: "Tommy's Margarita",
      description: "Agave syrup instead of orange liqueur.",
      recipeIngredient: ["2 oz blanco tequila", "1 oz fresh lime juice", "1/2 oz agave syrup", "Ice"],
      recipeInstructions: [
        { "@type": "HowToStep", text: "Shake everything with ice." },
        { "@type": "HowToSection", name: "To serve", itemListElement: [{ "@type": "HowToStep", text: "Strain over fresh ice." }] },
      ],
    },
  ],
};

const HTML_PAGE = `<!doctype html><html><head><title>Daiquiri</title>
<script type="application/ld+json">{"@context":"https://schema.org","@type":"BreadcrumbList","itemListElement":[]}</script>
<script type="application/ld+json">
[{"@context":"https://schema.org","@type":"Recipe","name":"Daiquiri","recipeIngredient":["60 ml white rum","25 ml lime juice","15 ml sugar syrup"],"recipeInstructions":"Shake with ice. Strain into a chilled coupe."}]
</script></head><body><h1>Daiquiri</h1></body></html>`;

describe("reading an ingredient line", () => {
  it.each([
    ["2 oz gin", { name: "Gin", amount: "2 oz" }],
    ["¾ oz lime juice", { name: "Lime juice", amount: "¾ oz" }],
    ["1 1/2 ounces bourbon", { name: "Bourbon", amount: "1 1/2 ounces" }],
    ["60ml Gin", { name: "Gin", amount: "60ml" }],
    ["- 2 dashes Angostura bitters", { name: "Angostura bitters", amount: "2 dashes" }],
    ["1 egg white", { name: "Egg white", amount: "1" }],
    ["20 ml honey syrup (2:1)", { name: "Honey syrup (2:1)", amount: "20 ml" }],
    ["Campari: 1 oz", { name: "Campari", amount: "1 oz" }],
    ["Gin - 60 ml", { name: "Gin", amount: "60 ml" }],
    ["Top with soda water", { name: "Soda water", amount: "top up" }],
  ])("%s", (line, expected) => {
    expect(readIngredientLine(line)).toEqual(expected);
  });

  it.each(["Shake hard with ice.", "Stir for 30 seconds", "Old Pal", "Double strain into a chilled coupe."])("%s is not one", (line) => {
    expect(readIngredientLine(line)).toBeNull();
  });

  it("splits a method into steps", () => {
    expect(splitMethod("shake, strain")).toEqual(["Shake", "Strain"]);
    expect(splitMethod("Shake with ice. Strain into a coupe.")).toEqual(["Shake with ice", "Strain into a coupe"]);
  });
});

describe("plain text", () => {
  it("reads the one-line recipe and names it after its ingredients", () => {
    const { format, reading } = readImportText(ONE_LINER);
    expect(format).toBe("text");
    expect(reading.unreadable.map(inEnglish)).toEqual([]);
    expect(reading.recipes).toEqual([
      expect.objectContaining({
        position: "line 1",
        title: "Gin, lime juice and simple syrup",
        ingredients: lines(["Gin", "2 oz"], ["Lime juice", "¾ oz"], ["Simple syrup", "¾ oz"]),
        steps: ["Shake", "Strain"],
      }),
    ]);
  });

  it("takes a title before a colon on a one-line recipe, and one recipe per line", () => {
    const { reading } = readImportText(`Gimlet: 2 oz gin / ¾ oz lime juice — shake, strain\n${ONE_LINER}`);
    expect(reading.recipes.map((r) => [r.position, r.title])).toEqual([
      ["line 1", "Gimlet"],
      ["line 2", "Gin, lime juice and simple syrup"],
    ]);
  });

  it("reads several multi-line recipes with garnish and glass lines", () => {
    const { reading } = readImportText(NOTEBOOK);
    expect(reading.unreadable.map(inEnglish)).toEqual([]);
    expect(reading.recipes).toEqual([
      expect.objectContaining({
        position: "line 1",
        title: "Bee's Knees",
        steps: ["Shake hard with ice", "Double strain into a chilled coupe"],
        garnish: "lemon twist",
      }),
      expect.objectContaining({
        position: "line 9",
        title: "Old Pal",
        ingredients: lines(["Rye whiskey", "1 oz"], ["Campari", "1 oz"], ["Dry vermouth", "1 oz"]),
        steps: ["Stir with ice", "Strain into a coupe"],
        glassware: "coupe",
      }),
    ]);
  });

  it("says where a text has no ingredient or no method", () => {
    expect(readImportText("Just a note to myself\nbuy more ice").reading.unreadable.map(inEnglish)).toEqual([
      { position: "line 1", reason: expect.stringContaining("No ingredient line") },
    ]);
    expect(readImportText("Gin and tonic\n50 ml gin\n150 ml tonic water").reading.unreadable.map(inEnglish)).toEqual([
      { position: "line 1", reason: expect.stringContaining("No method") },
    ]);
  });
});

describe("Bar Assistant", () => {
  it("reads its first schema, amounts as people write them", () => {
    const { format, reading } = readImportText(JSON.stringify(BAR_ASSISTANT_V1));
    expect(format).toBe("bar-assistant");
    expect(reading.recipes[0]).toEqual({
      position: "the cocktail",
      title: "Jungle Bird",
      ingredients: lines(["Dark rum", "45 ml"], ["Campari", "22.5 ml"], ["Pineapple juice", "1½ oz"], ["Lime juice", "½ oz"], ["Demerara syrup", "½ oz"], ["Angostura bitters", "1–2 dashes"]),
      steps: ["Shake all ingredients with ice", "Strain over crushed ice"],
      garnish: "Pineapple wedge",
      glassware: "Double rocks",
      notes: "Bitter and tropical.\n\nSource: Kuala Lumpur, 1978",
    });
  });

  it("reads its second schema, a collection and an array", () => {
    expect(readImportText(JSON.stringify(BAR_ASSISTANT_V2)).reading.recipes[0]).toMatchObject({
      title: "Paper Plane",
      ingredients: expect.arrayContaining([{ name: "Amaro Nonino", amount: "22.5 ml" }]),
      steps: ["Shake with ice", "Strain into a coupe"],
      glassware: "Coupe",
    });
    const collection = readImportText(JSON.stringify({ name: "Mine", cocktails: [BAR_ASSISTANT_V1, BAR_ASSISTANT_V2] }));
    expect(collection.reading.recipes.map((r) => [r.position, r.title])).toEqual([
      ["cocktails[0]", "Jungle Bird"],
      ["cocktails[1]", "Paper Plane"],
    ]);
    expect(readImportText(JSON.stringify([BAR_ASSISTANT_V2])).reading.recipes.map((r) => r.position)).toEqual(["[0]"]);
  });

  it("says which cocktail of a collection is broken", () => {
    const broken = { cocktails: [BAR_ASSISTANT_V1, { ...BAR_ASSISTANT_V1, ingredients: [{ name: "Rum", amount: "lots", units: "ml" }] }] };
    expect(readImportText(JSON.stringify(broken)).reading.unreadable.map(inEnglish)).toEqual([
      { position: "cocktails[1]", reason: expect.stringContaining("ingredient 1") },
    ]);
  });
});

describe("schema.org Recipe JSON-LD", () => {
  it("finds the Recipe in a @graph, with HowToStep and HowToSection instructions", () => {
    const { format, reading } = readImportText(JSON.stringify(JSON_LD_GRAPH));
    expect(format).toBe("json-ld");
    expect(reading.recipes).toEqual([
      {
        position: "Recipe @graph[1]",
        title: "Tommy's Margarita",
        ingredients: lines(["Blanco tequila", "2 oz"], ["Fresh lime juice", "1 oz"], ["Agave syrup", "1/2 oz"], ["Ice", ""]),
        steps: ["Shake everything with ice", "Strain over fresh ice"],
        notes: "Agave syrup instead of orange liqueur.",
      },
    ]);
  });

  it("reads the JSON-LD scripts of an HTML page, passing over those that hold no recipe", () => {
    const { format, reading } = readImportText(HTML_PAGE);
    expect(format).toBe("json-ld");
    expect(reading.unreadable.map(inEnglish)).toEqual([]);
    expect(reading.recipes).toEqual([
      expect.objectContaining({ position: "script 2, Recipe [0]", title: "Daiquiri", steps: ["Shake with ice", "Strain into a chilled coupe"] }),
    ]);
  });

  it("says what a Recipe lacks", () => {
    const noSteps = { "@context": "https://schema.org", "@type": "Recipe", name: "Half a recipe", recipeIngredient: ["1 oz gin"] };
    expect(readImportText(JSON.stringify(noSteps)).reading.unreadable.map(inEnglish)).toEqual([
      { position: "Recipe at the top", reason: '"Half a recipe" has no recipeInstructions' },
    ]);
    expect(readImportText('<html><script type="application/ld+json">{"@type": "Recipe",</script></html>').reading.unreadable.map(inEnglish)).toEqual([
      { position: "script 1", reason: expect.stringContaining("Not valid JSON") },
    ]);
  });
});

describe("the plan", () => {
  const existing = { recipes: [{ id: "r1", title: "old pal", ingredients: [{ name: "Campari", amount: "1 oz" }, { name: "Rye whiskey", amount: "1 oz" }, { name: "Dry vermouth", amount: "1 oz" }] }] };

  it("creates what is new, skips the same title and ingredients (in the user's recipes or earlier in the file), and says what it could not read", () => {
    const text = `${NOTEBOOK}\n\nBee's Knees\n60 ml gin\n20 ml lemon juice\n20 ml honey syrup (2:1)\nShake, strain\n\nHello there`;
    const plan = planImport(readImportText(text), existing);
    expect(plan.create.map((r) => r.input.title)).toEqual(["Bee's Knees"]);
    expect(plan.create[0]!.input.ingredients[0]).toEqual({ name: "Gin", amount: "60 ml", available: false });
    expect(plan.duplicates.map((d) => [d.title, d.duplicateOf, d.existingId])).toEqual([
      ["Old Pal", "your recipes", "r1"],
      ["Bee's Knees", "line 1", null],
    ]);
    expect(plan.unreadable.map(inEnglish)).toEqual([{ position: "line 22", reason: expect.stringContaining("No ingredient line") }]);
  });

  it("applies the recipe rules to every recipe", () => {
    const long = { "@type": "Recipe", name: "x".repeat(201), recipeIngredient: ["1 oz gin"], recipeInstructions: "Stir" };
    const plan = planImport(readImportText(JSON.stringify(long)), { recipes: [] });
    expect(plan.unreadable.map(inEnglish)).toEqual([{ position: "Recipe at the top", reason: expect.stringContaining("title") }]);
  });

  it("refuses more than 5,000 recipes at once", () => {
    const many = Array.from({ length: MAX_IMPORT_RECIPES + 1 }, (_, i) => `Drink ${i}: 1 oz gin / 1 oz tonic water — build`).join("\n");
    expect(() => planImport(readImportText(many), { recipes: [] })).toThrow(ValidationError);
  });

  it("knows a recipe the user has by its title and ingredient kinds, not by amounts, brands, case or order", () => {
    const text = "old pal: 2 oz Rittenhouse rye / 3/4 oz campari / 3/4 oz Noilly Prat — stir\nOld Pal: 1 oz bourbon / 1 oz Campari / 1 oz dry vermouth — stir";
    const plan = planImport(readImportText(text), existing);
    expect(plan.duplicates.map((d) => [d.position, d.duplicateOf, d.existingId, d.existingTitle])).toEqual([["line 1", "your recipes", "r1", "old pal"]]);
    expect(plan.create.map((r) => [r.position, r.input.ingredients[0]!.name])).toEqual([["line 2", "Bourbon"]]);
  });

  it("creates a copy of a recipe the user has when its position is asked for", () => {
    const text = "Old Pal: 1 oz rye / 1 oz Campari / 1 oz dry vermouth — stir\nOld Pal: 1 oz rye / 1 oz Campari / 1 oz dry vermouth — stir";
    const plan = planImport(readImportText(text), existing, new Set(["line 1"]));
    expect(plan.create.map((r) => r.position)).toEqual(["line 1"]);
    expect(plan.duplicates.map((d) => [d.position, d.duplicateOf, d.existingId])).toEqual([["line 2", "your recipes", "r1"]]);
  });

  it("in turns, gives the same plan and lets other work run between its turns", async () => {
    const recipes = Array.from({ length: 900 }, (_, i) => `Drink ${i % 600}: 1 oz gin / 1 oz tonic water — build`).join("\n");
    const reading = readImportText(recipes);
    let otherWork = 0;
    const pause = () => new Promise<void>((resolve) => setImmediate(() => (otherWork++, resolve())));
    const inTurns = await planImportInTurns(reading, existing, new Set(), pause);
    expect(inTurns).toEqual(planImport(reading, existing));
    expect(inTurns.create).toHaveLength(600);
    expect(otherWork).toBeGreaterThan(1);
  });

  it("bounds what an account holds after an import from below without planning: different names only, what it had at least", () => {
    const item = (i: number, name: string) => ({ id: `b${i}`, name, quantity: "FULL", category: null, photo: null, aliases: [], chosenKind: null, bottleMl: null, remainingMl: null, unopened: 0, createdAt: "2026-01-01T00:00:00.000Z" });
    const names = ["Campari", "Aperol", "Campari", "Green Chartreuse", "aperol", "Campari"];
    const doc = { format: "barshelf-export", version: 1, exportedAt: "2026-01-01T00:00:00.000Z", recipes: [], drinks: [], shoppingList: [], uploads: [], barItems: names.map((n, i) => item(i, n)) };
    const reading = readImportText(JSON.stringify(doc));
    const have = { recipes: 7, barItems: 1, drinks: 2, shoppingItems: 0 };
    expect(leastAfterImport(reading, have, { barItems: 100, shoppingItems: 100 })).toEqual({ recipes: 7, barItems: 3, drinks: 2, shoppingItems: 0 });
    expect(leastAfterImport(reading, { ...have, barItems: 50 }, { barItems: 100, shoppingItems: 100 }).barItems).toBe(50);
    // Counting stops once a limit is certainly passed.
    expect(leastAfterImport(reading, have, { barItems: 1, shoppingItems: 100 }).barItems).toBe(2);
  });

  it("names JSON it does not know, and broken JSON", () => {
    expect(readImportText('{"hello": "world"}').reading.unreadable.map(inEnglish)[0]!.reason).toContain("does not know");
    expect(readImportText('{"name": "Negroni", ').reading.unreadable.map(inEnglish)[0]!.reason).toContain("Not valid JSON");
  });
});

describe("a Barshelf export's bar items", () => {
  const item = (remainingMl: number | null, bottleMl: number | null) => ({
    id: "b1", name: "Campari", quantity: "FULL", category: null, photo: null, aliases: [], chosenKind: null,
    bottleMl, remainingMl, unopened: 0, createdAt: "2026-01-01T00:00:00.000Z",
  });
  const read = (items: unknown[]) => readImportText(JSON.stringify({ format: "barshelf-export", version: 1, barItems: items })).account!;

  it("refuses one holding more than its bottle, saying so, and keeps the others", () => {
    const reading = read([item(900, 700), item(700, 700), item(null, 700)]);
    expect(reading.unreadable.map(inEnglish)).toEqual([{ position: "barItems[0].remainingMl", reason: expect.stringContaining("There can't be more left than the bottle holds (700 ml).") }]);
    expect(reading.barItems.map((b) => b.position)).toEqual(["barItems[1]", "barItems[2]"]);
  });
});

describe("a Barshelf export's text", () => {
  const doc = (sections: Record<string, unknown[]>) => JSON.stringify({ format: "barshelf-export", version: 1, ...sections });
  const createdAt = "2026-01-01T00:00:00.000Z";

  it("is held to the API's own text rules, each problem at its record and field", () => {
    const reading = readImportText(
      doc({
        drinks: [{ id: "d1", name: "Sour\u0000", type: "x".repeat(51), createdAt }],
        shoppingList: [{ name: "  ", note: "one\ntwo", createdAt }],
      }),
    ).account!;
    expect(reading.unreadable.map((u) => u.position)).toEqual(["drinks[0].name", "drinks[0].type", "shoppingList[0].name", "shoppingList[0].note"]);
    expect(englishOf(reading.unreadable[0]!.reason)).toBe("The name must be one line, without control characters.");
    expect(englishOf(reading.unreadable[2]!.reason)).toBe("Say what to buy.");
  });

  it("is normalised to NFC, as a direct write's is", () => {
    const reading = readImportText(doc({ barItems: [{ id: "b1", name: "Cafe\u0301 liqueur", quantity: "FULL", aliases: ["Cafe\u0301"], createdAt }] })).account!;
    expect(reading.barItems[0]).toMatchObject({ name: "Caf\u00e9 liqueur", aliases: ["Caf\u00e9"] });
  });
});
