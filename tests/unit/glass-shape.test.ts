import { describe, expect, it } from "vitest";
import { CATALOGUE } from "@/domain/catalogue";
import { glassShapeFor, shapeOfGlassware } from "@/domain/glass-shape";

describe("shapeOfGlassware", () => {
  it("reads the usual glass names, whatever their case and extra words", () => {
    expect(shapeOfGlassware("Chilled coupe")).toBe("coupe");
    expect(shapeOfGlassware("Cocktail glass")).toBe("martini");
    expect(shapeOfGlassware("Martini glass")).toBe("martini");
    expect(shapeOfGlassware("Nick & Nora")).toBe("nick-and-nora");
    expect(shapeOfGlassware("nick and nora glass")).toBe("nick-and-nora");
    expect(shapeOfGlassware("Double old fashioned glass")).toBe("rocks");
    expect(shapeOfGlassware("ROCKS")).toBe("rocks");
    expect(shapeOfGlassware("Collins glass")).toBe("highball");
    expect(shapeOfGlassware("Champagne flute")).toBe("flute");
    expect(shapeOfGlassware("Small wine glass")).toBe("wine");
    expect(shapeOfGlassware("Hurricane glass")).toBe("hurricane");
    expect(shapeOfGlassware("Tiki mug")).toBe("tiki");
    expect(shapeOfGlassware("Copper mug")).toBe("mug");
    expect(shapeOfGlassware("Shot glass")).toBe("shot");
    expect(shapeOfGlassware("Julep cup")).toBe("julep");
  });

  it("knows nothing of what is not a glass", () => {
    expect(shapeOfGlassware("Jam jar")).toBeNull();
    expect(shapeOfGlassware("")).toBeNull();
    expect(shapeOfGlassware(null)).toBeNull();
  });

  it("understands every glass the catalogue names", () => {
    const unknown = [...new Set(CATALOGUE.map((c) => c.glassware))].filter((g) => shapeOfGlassware(g) === null);
    expect(unknown).toEqual([]);
  });
});

describe("glassShapeFor", () => {
  it("prefers the glassware over the steps, and the steps over the name", () => {
    expect(glassShapeFor({ glassware: "Coupe", text: ["Build in a highball"], names: ["Negroni"] })).toBe("coupe");
    expect(glassShapeFor({ glassware: null, text: ["Shake hard", "Strain into a chilled cocktail glass"], names: ["Negroni"] })).toBe("martini");
    expect(glassShapeFor({ glassware: "Jam jar", text: [], names: ["Negroni"] })).toBe("rocks");
  });

  it("does not take a shot of espresso in the steps for a shot glass", () => {
    expect(glassShapeFor({ text: ["Add a shot of espresso", "Shake and strain"], names: ["Espresso Martini"] })).toBe("martini");
  });

  it("reads glass names in the interface's other languages, a cup only as the glassware", () => {
    expect(shapeOfGlassware("Sektflöte")).toBe("flute");
    expect(shapeOfGlassware("Copa de cóctel")).toBe("martini");
    expect(shapeOfGlassware("Copa coupé")).toBe("coupe");
    expect(shapeOfGlassware("Tumbler alto")).toBe("highball");
    expect(shapeOfGlassware("Tonbecher oder Tumbler")).toBe("rocks");
    expect(shapeOfGlassware("Kupferbecher")).toBe("mug");
    expect(shapeOfGlassware("Tazza di rame")).toBe("mug");
    const frozen = { text: ["Batir todo con una taza de hielo picado", "Servir"], names: ["Daiquiri helado"] };
    expect(glassShapeFor(frozen)).toBe("coupe");
    expect(glassShapeFor({ ...frozen, glassware: "Taza" })).toBe("mug");
  });

  it("reads a drink's name or type", () => {
    expect(glassShapeFor({ names: ["Moscow Mule", "cocktail"] })).toBe("mug");
    expect(glassShapeFor({ names: ["Aperol Spritz"] })).toBe("wine");
    expect(glassShapeFor({ names: ["Sunday bubbles", "sparkling"] })).toBe("flute");
    expect(glassShapeFor({ names: ["House IPA", "beer"] })).toBe("highball");
    expect(glassShapeFor({ names: ["Mai Tai"] })).toBe("tiki");
    expect(glassShapeFor({ names: ["Tequila", "shot"] })).toBe("shot");
  });

  it("falls back to a generic glass, for names in any script", () => {
    expect(glassShapeFor({ names: ["🍋 Something new", "cocktail"] })).toBe("generic");
    expect(glassShapeFor({ names: ["梅酒ソーダ"] })).toBe("generic");
    expect(glassShapeFor({})).toBe("generic");
  });
});
