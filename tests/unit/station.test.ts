import { describe, expect, it } from "vitest";
import { pickSurprise, readChoiceKey, searchChoices, surpriseCandidates, type StationChoice } from "@/domain/station";
import { drinkStrength } from "@/domain/drink-strength";
import { baseSpiritsOf, estimateStrength, strengthOf } from "@/domain/strength";

function choice(over: Partial<StationChoice> & { key: string; title: string }): StationChoice {
  return { source: "recipe", ingredientNames: [], spirits: [], styles: [], strength: null, missingCount: 0, ...over };
}

const CHOICES = [
  choice({ key: "recipe:1", title: "House Negroni", ingredientNames: ["Gin", "Campari", "Sweet vermouth"], spirits: ["gin"], styles: ["stirred"], strength: "strong" }),
  choice({ key: "catalogue:negroni", title: "Negroni", source: "catalogue", ingredientNames: ["Gin", "Campari", "Sweet vermouth"], spirits: ["gin", "amaro"], styles: ["stirred"], strength: "strong" }),
  choice({ key: "catalogue:daiquiri", title: "Daiquiri", source: "catalogue", ingredientNames: ["White rum", "Lime juice", "Simple syrup"], spirits: ["rum"], styles: ["sour"], strength: "medium", missingCount: 1 }),
  choice({ key: "catalogue:gimlet", title: "Gimlet", source: "catalogue", ingredientNames: ["Gin", "Lime juice", "Simple syrup"], spirits: ["gin"], styles: ["sour"], strength: "medium" }),
  choice({ key: "recipe:2", title: "Spritz", ingredientNames: ["Aperol", "Prosecco", "Soda water"], styles: ["spritz"], strength: "light" }),
];

describe("searchChoices", () => {
  it("puts titles that start with the query first, then other titles, then ingredients; accents and case ignored", () => {
    expect(searchChoices(CHOICES, "negr").map((c) => c.key)).toEqual(["catalogue:negroni", "recipe:1"]);
    expect(searchChoices(CHOICES, "LIME").map((c) => c.title)).toEqual(["Daiquiri", "Gimlet"]);
    expect(searchChoices(CHOICES, "gin lime").map((c) => c.title)).toEqual(["Gimlet"]);
    expect(searchChoices(CHOICES, "spritz").map((c) => c.title)).toEqual(["Spritz"]);
    expect(searchChoices(CHOICES, "nothing like this")).toEqual([]);
    // Nothing typed: what can be made first, the user's recipes before the catalogue's.
    expect(searchChoices(CHOICES, "  ").map((c) => c.key)).toEqual(["recipe:1", "recipe:2", "catalogue:negroni", "catalogue:gimlet", "catalogue:daiquiri"]);
  });

  it("finds a drink shown in another language by the words shown and by its English ones", () => {
    const german = [
      choice({ key: "catalogue:screwdriver", title: "Schraubenzieher", source: "catalogue", ingredientNames: ["Wodka", "Orangensaft"], alsoFoundBy: ["Screwdriver", "Vodka", "Orange juice"] }),
      choice({ key: "catalogue:gimlet", title: "Gimlet", source: "catalogue", ingredientNames: ["Gin", "Limettensaft"], alsoFoundBy: ["Lime juice"] }),
    ];
    expect(searchChoices(german, "orangensaft").map((c) => c.key)).toEqual(["catalogue:screwdriver"]);
    expect(searchChoices(german, "orange juice").map((c) => c.key)).toEqual(["catalogue:screwdriver"]);
    expect(searchChoices(german, "screwdriver").map((c) => c.key)).toEqual(["catalogue:screwdriver"]);
    expect(searchChoices(german, "lime").map((c) => c.key)).toEqual(["catalogue:gimlet"]);
    expect(searchChoices(german, "schrauben").map((c) => c.key)).toEqual(["catalogue:screwdriver"]);
  });
});

describe("surprise me", () => {
  it("draws only makeable drinks that pass every filter", () => {
    const none = { spirit: null, style: null, strength: null };
    expect(surpriseCandidates(CHOICES, none).map((c) => c.title)).toEqual(["House Negroni", "Negroni", "Gimlet", "Spritz"]);
    expect(surpriseCandidates(CHOICES, { ...none, spirit: "rum" })).toEqual([]);
    expect(surpriseCandidates(CHOICES, { ...none, spirit: "gin", style: "sour" }).map((c) => c.title)).toEqual(["Gimlet"]);
    expect(surpriseCandidates(CHOICES, { ...none, strength: "light" }).map((c) => c.title)).toEqual(["Spritz"]);
  });

  it("picks each candidate for some roll, avoids the drink on screen, and says when nothing fits", () => {
    const filter = { spirit: "gin", style: null, strength: null };
    const picks = new Set([0, 0.34, 0.67, 0.99].map((roll) => pickSurprise(CHOICES, filter, null, () => roll)!.key));
    expect(picks).toEqual(new Set(["recipe:1", "catalogue:negroni", "catalogue:gimlet"]));
    for (const roll of [0, 0.5, 0.99]) expect(pickSurprise(CHOICES, filter, "catalogue:gimlet", () => roll)!.key).not.toBe("catalogue:gimlet");
    expect(pickSurprise(CHOICES, { ...filter, style: "sour" }, "catalogue:gimlet", () => 0)!.key).toBe("catalogue:gimlet");
    expect(pickSurprise(CHOICES, { spirit: "mezcal", style: null, strength: null })).toBeNull();
  });
});

describe("readChoiceKey", () => {
  it.each([
    ["recipe:0b7c1e9a-1d2f-4c3b-9a8e-123456789abc", { source: "recipe", id: "0b7c1e9a-1d2f-4c3b-9a8e-123456789abc" }],
    ["catalogue:paper-plane", { source: "catalogue", id: "paper-plane" }],
    ["drink:1", null],
    ["catalogue:../etc", null],
    ["", null],
  ])("reads %j", (key, expected) => {
    expect(readChoiceKey(key)).toEqual(expected);
  });
});

describe("strength", () => {
  it("tells a Negroni from a Daiquiri from a spritz", () => {
    const negroni = [
      { name: "Gin", amount: "30 ml" },
      { name: "Campari", amount: "30 ml" },
      { name: "Sweet vermouth", amount: "30 ml" },
    ];
    // served at about 19.6% (the ice's water counted), as the recipe page's figures say
    expect(estimateStrength(negroni, "stir")).toBe("strong");
    expect(estimateStrength(negroni, "stir")).toBe(strengthOf(drinkStrength(negroni, "stir")!.abv));
    const daiquiri = [
      { name: "White rum", amount: "60 ml" },
      { name: "Lime juice", amount: "30 ml" },
      { name: "Simple syrup", amount: "15 ml" },
    ];
    expect(estimateStrength(daiquiri, "shake")).toBe("medium");
    const spritz = [
      { name: "Aperol", amount: "60 ml" },
      { name: "Prosecco", amount: "90 ml" },
      { name: "Soda water", amount: "top up" },
    ];
    expect(estimateStrength(spritz, "build")).toBe("light");
    expect(estimateStrength([{ name: "Mint", amount: "6 leaves" }], "build")).toBeNull();
  });

  it("names the base spirits of a recipe in the catalogue's words", () => {
    expect(baseSpiritsOf(["Tanqueray", "Lime juice"])).toEqual(["gin"]);
    expect(baseSpiritsOf(["Mezcal", "Blanco tequila", "Campari"])).toEqual(["mezcal", "tequila", "amaro"]);
    expect(baseSpiritsOf(["Bourbon", "Sugar"])).toEqual(["whiskey"]);
    expect(baseSpiritsOf(["Orange juice"])).toEqual([]);
  });
});
