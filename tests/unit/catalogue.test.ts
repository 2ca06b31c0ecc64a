// The cocktail catalogue (src/domain/catalogue): its data is whole and honest (known tags, unique
// slugs, every ingredient understood by the matcher, the IBA list present, specs that look right),
// and searchCatalogue finds what a user types.
import { describe, expect, it } from "vitest";
import {
  BASE_SPIRITS,
  CATALOGUE,
  CATALOGUE_FILES,
  METHODS,
  STYLES,
  findCatalogueCocktail,
  searchCatalogue,
  type BaseSpirit,
  type CatalogueCocktail,
} from "../../src/domain/catalogue";
import { isMeasured, parseAmount } from "../../src/domain/amounts";
import { describeName } from "../../src/domain/matching";

function cocktail(id: string): CatalogueCocktail {
  const found = findCatalogueCocktail(id);
  expect(found, id).toBeDefined();
  return found!;
}

function ids(list: readonly CatalogueCocktail[]): string[] {
  return list.map((c) => c.catalogueId);
}

/** An ingredient line as "name amount", to compare specs at a glance. */
function spec(id: string): string[] {
  return cocktail(id).ingredients.map((i) => `${i.name}: ${i.amount}`);
}

// The IBA official cocktails (Unforgettables, Contemporary Classics, New Era Drinks), by our ids: the
// 95 we could confirm of the 102 on the 2024 list.
const IBA = [
  "alexander", "americano", "angel-face", "aviation", "between-the-sheets", "boulevardier", "brandy-crusta",
  "casino", "clover-club", "daiquiri", "dry-martini", "gin-fizz", "hanky-panky", "john-collins", "last-word",
  "manhattan", "martinez", "mary-pickford", "monkey-gland", "negroni", "old-fashioned", "paradise",
  "planters-punch", "porto-flip", "ramos-gin-fizz", "rusty-nail", "sazerac", "sidecar", "stinger", "tuxedo",
  "vieux-carre", "whiskey-sour", "white-lady", "cardinale",
  "bellini", "black-russian", "bloody-mary", "caipirinha", "champagne-cocktail", "corpse-reviver-no-2",
  "cosmopolitan", "cuba-libre", "french-75", "french-connection", "golden-dream", "grasshopper",
  "hemingway-special", "horses-neck", "irish-coffee", "kir", "long-island-iced-tea", "mai-tai", "margarita",
  "mimosa", "mint-julep", "mojito", "moscow-mule", "pina-colada", "pisco-sour", "sea-breeze", "sex-on-the-beach",
  "singapore-sling", "tequila-sunrise", "vesper", "zombie", "garibaldi",
  "barracuda", "bees-knees", "bramble", "canchanchara", "dark-n-stormy", "espresso-martini", "fernandito",
  "french-martini", "illegal", "lemon-drop-martini", "naked-and-famous", "new-york-sour", "old-cuban", "paloma",
  "paper-plane", "penicillin", "russian-spring-punch", "southside", "spicy-fifty", "spritz-veneziano",
  "suffering-bastard", "tipperary", "tommys-margarita", "trinidad-sour", "ve-n-to", "yellow-bird",
  "pornstar-martini", "gin-basil-smash", "jungle-bird",
];

describe("catalogue data", () => {
  it("holds at least 150 cocktails, loaded from every data file", () => {
    expect(CATALOGUE.length).toBeGreaterThanOrEqual(150);
    let total = 0;
    for (const [file, data] of Object.entries(CATALOGUE_FILES)) {
      const count = (data as { cocktails: unknown[] }).cocktails.length;
      expect(count, file).toBeGreaterThan(0);
      total += count;
    }
    expect(CATALOGUE).toHaveLength(total);
  });

  it("gives every cocktail a unique, slug-shaped id and a unique title", () => {
    const seenIds = new Set<string>();
    const seenTitles = new Set<string>();
    for (const c of CATALOGUE) {
      expect(c.catalogueId).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(seenIds.has(c.catalogueId), c.catalogueId).toBe(false);
      expect(seenTitles.has(c.title.toLowerCase()), c.title).toBe(false);
      seenIds.add(c.catalogueId);
      seenTitles.add(c.title.toLowerCase());
    }
  });

  it("tags every cocktail only with known base spirits, styles and methods", () => {
    for (const c of CATALOGUE) {
      expect(c.spirit.length, c.catalogueId).toBeGreaterThan(0);
      for (const s of c.spirit) expect(BASE_SPIRITS, c.catalogueId).toContain(s);
      for (const s of c.style) expect(STYLES, c.catalogueId).toContain(s);
      expect(METHODS, c.catalogueId).toContain(c.method);
      expect(new Set(c.spirit).size, c.catalogueId).toBe(c.spirit.length);
      expect(new Set(c.style).size, c.catalogueId).toBe(c.style.length);
    }
  });

  it("uses every base spirit and every style somewhere, so each filter finds something", () => {
    for (const s of BASE_SPIRITS) expect(searchCatalogue({ spirit: s }).length, s).toBeGreaterThan(0);
    for (const s of STYLES) expect(searchCatalogue({ style: s }).length, s).toBeGreaterThan(0);
  });

  it("tags styles that agree with the method and the ingredients", () => {
    const sparkling = /champagne|prosecco|sparkling wine|cava/i;
    for (const c of CATALOGUE) {
      const hasSparkling = c.ingredients.some((i) => sparkling.test(i.name));
      if (c.method === "stir") expect(c.style, c.catalogueId).toContain("stirred");
      if (c.style.includes("stirred")) expect(["stir", "build"], c.catalogueId).toContain(c.method);
      if (c.style.includes("frozen")) expect(c.method, c.catalogueId).toBe("blend");
      if (c.style.includes("hot")) expect(c.method, c.catalogueId).toBe("build");
      if (c.style.includes("bubbly")) expect(hasSparkling, c.catalogueId).toBe(true);
      if (hasSparkling) expect(c.style.some((s) => s === "bubbly" || s === "spritz"), c.catalogueId).toBe(true);
    }
  });

  it("fills in every field: amounts, steps, glassware, a one-sentence description", () => {
    for (const c of CATALOGUE) {
      expect(c.ingredients.length, c.catalogueId).toBeGreaterThan(0);
      for (const i of c.ingredients) {
        expect(i.name.trim(), c.catalogueId).not.toBe("");
        expect(i.amount.trim(), `${c.catalogueId}: ${i.name}`).not.toBe("");
      }
      expect(new Set(c.ingredients.map((i) => i.name)).size, c.catalogueId).toBe(c.ingredients.length);
      expect(c.steps.length, c.catalogueId).toBeGreaterThan(0);
      for (const step of c.steps) expect(step, c.catalogueId).toMatch(/^[A-Z].*[.!]$/);
      expect(c.glassware.trim(), c.catalogueId).not.toBe("");
      expect(c.garnish === null || c.garnish.trim() !== "", c.catalogueId).toBe(true);
      expect(c.description, c.catalogueId).toMatch(/^[^.!?]+(\.[^ .!?][^.!?]*)*\.$/);
    }
  });

  it("gives amounts the amount parser reads: ml for liquids, else dashes, spoons, drops or pieces", () => {
    // the few amounts that are not a measure are said in words a bartender knows
    const inWords = new Set(["top up", "a few drops"]);
    const volumeUnits = new Set(["ml", "cl", "oz", "l"]);
    for (const c of CATALOGUE) {
      for (const i of c.ingredients) {
        const amount = parseAmount(i.amount);
        const where = `${c.catalogueId}: ${i.name} "${i.amount}"`;
        if (isMeasured(amount)) {
          expect(amount.quantity, where).toBeGreaterThan(0);
          if (volumeUnits.has(amount.unit)) expect(amount.unit, where).toBe("ml");
        } else {
          expect(inWords.has(amount.text), where).toBe(true);
        }
      }
    }
  });

  it("names every ingredient so that the matcher resolves it to a known kind", () => {
    const misunderstood: string[] = [];
    for (const c of CATALOGUE) {
      for (const i of c.ingredients) if (describeName(i.name).kind === null) misunderstood.push(`${c.catalogueId}: ${i.name}`);
    }
    expect(misunderstood).toEqual([]);
  });

  it("lists only what a shelf can hold: water and ice are in the steps, a salt rim in the garnish", () => {
    // an ingredient nobody keeps as a bar item would keep the drink from ever being makeable
    const neverStocked = CATALOGUE.flatMap((c) =>
      c.ingredients.filter((i) => ["water", "ice"].includes(describeName(i.name).kind ?? "")).map((i) => `${c.catalogueId}: ${i.name}`),
    );
    expect(neverStocked).toEqual([]);
    expect(cocktail("old-fashioned").steps.join(" ")).toMatch(/water/);
    expect(cocktail("margarita").garnish).toMatch(/salt rim/i);
  });

  it("names look-alike ingredients so that the matcher takes them for the right thing", () => {
    const kindOf = (name: string) => describeName(name).kind;
    expect(kindOf("Apricot brandy")).toBe("apricot_liqueur");
    expect(kindOf("Crème de mûre")).toBe("blackberry_liqueur");
    expect(kindOf("Cherry Heering")).toBe("cherry_liqueur");
    expect(kindOf("Red chilli")).toBe("chili");
    expect(kindOf("Fresh ginger")).toBe("ginger");
    expect(kindOf("Sloe gin")).toBe("sloe_gin");
    expect(kindOf("Aguardiente de caña or white rum")).toBe("cane_aguardiente");
    expect(kindOf("Mint leaves")).toBe("mint");
    expect(kindOf("White crème de menthe")).toBe("white_creme_de_menthe");
    const unplaced = CATALOGUE.flatMap((c) => c.ingredients.filter((i) => describeName(i.name).category === "other").map((i) => i.name));
    expect(unplaced).toEqual([]);
  });

  it("tags a base spirit only when an ingredient is that spirit", () => {
    const shelfGroups: Record<Exclude<BaseSpirit, "other">, string[]> = {
      gin: ["gin"], vodka: ["vodka"], whiskey: ["whiskey"], rum: ["rum"], tequila: ["agave"], mezcal: ["agave"],
      brandy: ["brandy"], pisco: ["brandy"], cachaca: ["rum"], amaro: ["amaro-bitter-aperitivo"],
      wine: ["wine-sparkling", "vermouth-aperitif-wine"],
    };
    for (const c of CATALOGUE) {
      const groups = c.ingredients.map((i) => describeName(i.name).category as string);
      for (const spirit of c.spirit) {
        if (spirit === "other") continue;
        expect(groups.some((g) => shelfGroups[spirit].includes(g)), `${c.catalogueId}: ${spirit}`).toBe(true);
      }
    }
  });

  it("includes every cocktail of the IBA official list", () => {
    const missing = IBA.filter((id) => findCatalogueCocktail(id) === undefined);
    expect(missing).toEqual([]);
  });

  it("includes the modern classics people ask for, and a good number of each family", () => {
    const modern = [
      "penicillin", "paper-plane", "jungle-bird", "oaxaca-old-fashioned", "naked-and-famous", "gold-rush",
      "bees-knees", "last-word", "corpse-reviver-no-2", "trinidad-sour", "death-in-the-afternoon",
      "espresso-martini", "pornstar-martini", "aperol-spritz", "hugo", "tommys-margarita",
    ];
    expect(modern.filter((id) => findCatalogueCocktail(id) === undefined)).toEqual([]);
    for (const style of ["sour", "highball", "stirred", "tiki"] as const) {
      expect(searchCatalogue({ style }).length, style).toBeGreaterThanOrEqual(15);
    }
  });

  it("writes classic specs as they are made", () => {
    expect(spec("negroni")).toEqual(["Gin: 30 ml", "Campari: 30 ml", "Sweet vermouth: 30 ml"]);
    expect(cocktail("negroni")).toMatchObject({ method: "stir", glassware: "Rocks glass", garnish: "Orange peel" });
    expect(spec("last-word")).toEqual(["Gin: 22.5 ml", "Green Chartreuse: 22.5 ml", "Maraschino liqueur: 22.5 ml", "Lime juice: 22.5 ml"]);
    expect(spec("paper-plane")).toEqual(["Bourbon: 30 ml", "Aperol: 30 ml", "Amaro Nonino: 30 ml", "Lemon juice: 30 ml"]);
    expect(spec("margarita")).toEqual(expect.arrayContaining(["Blanco or reposado tequila: 50 ml", "Triple sec: 20 ml", "Lime juice: 15 ml"]));
    expect(spec("sidecar")).toEqual(["Cognac: 50 ml", "Triple sec: 20 ml", "Lemon juice: 20 ml"]);
    expect(cocktail("manhattan")).toMatchObject({ method: "stir", garnish: "Maraschino cherry" });
    expect(cocktail("daiquiri")).toMatchObject({ method: "shake", spirit: ["rum"] });
    expect(cocktail("old-fashioned").style).toContain("old-fashioned");
  });
});

describe("findCatalogueCocktail", () => {
  it("finds a cocktail by its id, and nothing for an unknown or differently written id", () => {
    expect(findCatalogueCocktail("paper-plane")?.title).toBe("Paper Plane");
    expect(findCatalogueCocktail("Paper Plane")).toBeUndefined();
    expect(findCatalogueCocktail("no-such-drink")).toBeUndefined();
  });
});

describe("searchCatalogue", () => {
  it("returns the whole catalogue, in title order, when nothing is asked", () => {
    const all = searchCatalogue({});
    expect(all).toHaveLength(CATALOGUE.length);
    const titles = all.map((c) => c.title);
    expect(titles).toEqual([...titles].sort((a, b) => a.localeCompare(b, "en")));
  });

  it("finds titles whatever the case and accents, and as the user types", () => {
    expect(ids(searchCatalogue({ q: "NEGRONI" }))[0]).toBe("negroni");
    expect(ids(searchCatalogue({ q: "vieux carre" }))).toEqual(["vieux-carre"]);
    expect(ids(searchCatalogue({ q: "Vieux Carré" }))).toEqual(["vieux-carre"]);
    expect(ids(searchCatalogue({ q: "pape" }))).toContain("paper-plane");
    expect(ids(searchCatalogue({ q: "bee's knees" }))).toEqual(["bees-knees"]);
  });

  it("finds ingredients by their words, and lists title matches first", () => {
    const chartreuse = ids(searchCatalogue({ q: "chartreuse" }));
    expect(chartreuse).toEqual(expect.arrayContaining(["last-word", "naked-and-famous", "bijou", "alaska"]));
    expect(ids(searchCatalogue({ q: "CREME DE MURE" }))).toContain("bramble");
    const negroni = ids(searchCatalogue({ q: "negroni" }));
    expect(negroni[0]).toBe("negroni");
    expect(negroni.slice(1, 3)).toEqual(["negroni-sbagliato", "kingston-negroni"]);
    for (const c of searchCatalogue({ q: "amaro nonino" })) {
      expect(c.ingredients.some((i) => /nonino/i.test(i.name)), c.catalogueId).toBe(true);
    }
  });

  it("matches whole ingredient words, so gin does not find drinks made only with ginger", () => {
    const gin = searchCatalogue({ q: "gin" });
    expect(ids(gin)).toContain("negroni");
    for (const c of gin) {
      const words = `${c.title} ${c.ingredients.map((i) => i.name).join(" ")}`.toLowerCase();
      expect(words, c.catalogueId).toMatch(/\bgin\b/);
    }
  });

  it("filters by base spirit and style, alone and with a query", () => {
    const mezcal = searchCatalogue({ spirit: "mezcal" });
    expect(ids(mezcal)).toEqual(expect.arrayContaining(["oaxaca-old-fashioned", "naked-and-famous"]));
    for (const c of mezcal) expect(c.spirit).toContain("mezcal");
    const sours = searchCatalogue({ style: "sour" });
    expect(ids(sours)).toContain("whiskey-sour");
    for (const c of sours) expect(c.style).toContain("sour");
    expect(ids(searchCatalogue({ q: "lemon", spirit: "whiskey", style: "sour" }))).toEqual(
      expect.arrayContaining(["whiskey-sour", "gold-rush", "penicillin"]),
    );
    for (const c of searchCatalogue({ q: "lemon", spirit: "whiskey", style: "sour" })) {
      expect(c.spirit).toContain("whiskey");
      expect(c.style).toContain("sour");
    }
  });

  it("finds nothing for words no cocktail holds", () => {
    expect(searchCatalogue({ q: "xylophone" })).toEqual([]);
    expect(searchCatalogue({ q: "negroni", spirit: "tequila" })).toEqual([]);
  });
});
