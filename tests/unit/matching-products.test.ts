// The product files (src/domain/matching/data/products): thousands of real bottles, read as brands.
// Every entry names kinds that exist and agree with each other, nothing is listed twice, the held-out
// bottles stay out, and the labelled sets keep their scores with the products loaded.
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { DATA_FILES, knowledge, type BrandData } from "../../src/domain/matching/knowledge";
import { matchesIngredient } from "../../src/domain/matching";
import { tokenizePhrase } from "../../src/domain/matching/text";

const repo = path.resolve(import.meta.dirname, "../..");
type Pair = [string, string, boolean];

const productFiles = Object.entries(DATA_FILES.brands).filter(([file]) => file.startsWith("products/"));
const products = productFiles.flatMap(([file, data]) => (data as { brands: BrandData[] }).brands.map((b) => ({ file, ...b })));
const kindsOf = (b: BrandData): string[] => (b.kind === null ? [] : Array.isArray(b.kind) ? b.kind : [b.kind]);
const kind = (id: string) => knowledge.kinds.get(id)!;
const rootsOf = (id: string) => [...kind(id).ancestorSet].filter((a) => kind(a).parents.length === 0);
const phrase = (name: string) => tokenizePhrase(name).join(" ");

/** Siblings the rule keeps apart: no single bottle is both (checked with their more specific kinds too). */
const SIBLINGS: Array<[string, string]> = [
  ["bourbon", "rye_whiskey"], ["bourbon", "tennessee_whiskey"], ["scotch", "irish_whiskey"], ["scotch", "american_whiskey"],
  ["scotch", "japanese_whiskey"], ["single_malt_scotch", "blended_scotch"], ["tequila", "mezcal"],
  ["blanco_tequila", "reposado_tequila"], ["reposado_tequila", "anejo_tequila"], ["cognac", "armagnac"], ["calvados", "applejack"],
  ["sweet_vermouth", "white_vermouth"], ["gin", "vodka"], ["gin", "genever"], ["london_dry_gin", "old_tom_gin"],
  ["white_rum", "dark_rum"], ["rhum_agricole", "jamaican_rum"], ["champagne", "prosecco"], ["champagne", "cava"],
  ["ginger_ale", "ginger_beer"], ["tonic_water", "soda_water"], ["fino_sherry", "oloroso"], ["ruby_port", "tawny_port"],
];

function pairsOf(file: string): Pair[] {
  return (JSON.parse(readFileSync(file, "utf8")) as { pairs: Pair[] }).pairs;
}

function wrongPairs(pairs: readonly Pair[]): Pair[] {
  return pairs.filter(([ingredient, item, expected]) => matchesIngredient(ingredient, item) !== expected);
}

describe("product data", () => {
  it("holds at least 5,000 products across every family a home bar holds", () => {
    expect(products.length).toBeGreaterThanOrEqual(5000);
    const families: Record<string, number> = {
      whiskey: 400, scotch: 150, irish_whiskey: 40, japanese_whiskey: 25, canadian_whiskey: 20, rum: 250, rhum_agricole: 20,
      jamaican_rum: 8, tequila: 100, mezcal: 60, brandy: 300, cognac: 50, armagnac: 30, calvados: 15, pisco: 15, gin: 150,
      vodka: 100, vermouth: 60, aperitivo: 10, amaro: 50, liqueur: 300, fortified_wine: 150, sparkling_wine: 200, bitters: 40,
      syrup: 50, soft_drink: 150, beer: 400, cider: 50,
    };
    for (const [family, least] of Object.entries(families)) {
      const n = products.filter((b) => kindsOf(b).some((k) => kind(k).ancestorSet.has(family))).length;
      expect(n, family).toBeGreaterThanOrEqual(least);
    }
  });

  it("names kinds that exist, and a product with several kinds names compatible ones", () => {
    const wrong: string[] = [];
    for (const b of products) {
      const kinds = kindsOf(b);
      if (kinds.length === 0 || kinds.some((k) => !knowledge.kinds.has(k))) { wrong.push(`${b.name}: kinds ${kinds.join(", ")}`); continue; }
      for (const a of kinds.length > 1 ? kinds : []) {
        for (const c of kinds) if (!rootsOf(a).some((r) => rootsOf(c).includes(r))) wrong.push(`${b.name}: ${a} and ${c} are different families`);
      }
      for (const [a, c] of SIBLINGS) {
        if (kinds.some((k) => kind(k).ancestorSet.has(a)) && kinds.some((k) => kind(k).ancestorSet.has(c))) wrong.push(`${b.name} is both ${a} and ${c}`);
      }
    }
    expect(wrong).toEqual([]);
    expect(knowledge.problems).toEqual([]);
  });

  it("lists no name twice, here or in the brand files", () => {
    const seen = new Map<string, string>();
    for (const [file, data] of Object.entries(DATA_FILES.brands).filter(([f]) => !f.startsWith("products/"))) {
      for (const b of (data as { brands: BrandData[] }).brands) for (const name of [b.name, ...(b.aka ?? [])]) seen.set(phrase(name), file);
    }
    const twice: string[] = [];
    for (const b of products) {
      for (const key of new Set([b.name, ...(b.aka ?? [])].map(phrase))) {
        if (seen.has(key)) twice.push(`"${b.name}" in ${b.file} and ${seen.get(key)}`);
        seen.set(key, b.file);
      }
    }
    expect(twice).toEqual([]);
  });

  it("lists a syrup or a juice named for its flavour with that flavour, so the label's flavour is not lost", () => {
    // a line listed as plain hides its flavour: a maker's "Caramel" listed as a plain syrup is no caramel syrup
    const plain = products.filter((b) => !b.flavour && (b.kind === "syrup" || b.kind === "juice"));
    const namedForFlavour = plain.filter((b) => {
      const words = tokenizePhrase(b.name);
      const entry = knowledge.lexicon.get(words.slice(-2).join(" "))?.flavour ? knowledge.lexicon.get(words.slice(-2).join(" ")) : knowledge.lexicon.get(words[words.length - 1]!);
      return entry?.flavour !== undefined && entry.kind === undefined && entry.brand === undefined;
    });
    expect(namedForFlavour.map((b) => b.name)).toEqual([]);
  });

  it("keeps the held-out bottles out of the data", () => {
    const bottles = (JSON.parse(readFileSync(path.join(repo, "tests/fixtures/bottles-heldout.json"), "utf8")) as { bottles: { bottle: string }[] }).bottles;
    const names = new Set(products.flatMap((b) => [b.name, ...(b.aka ?? [])].map(phrase)));
    expect(bottles.map((b) => b.bottle).filter((bottle) => names.has(phrase(bottle)))).toEqual([]);
  });

  it("makes no labelled pair fail: the shared examples all hold and the labelled set keeps precision 1 and recall 0.995", () => {
    expect(wrongPairs(pairsOf(path.join(repo, "tests/fixtures/matching-examples.json")))).toEqual([]);
    const labelled = pairsOf(path.join(repo, "tests/fixtures/matching-labelled.json"));
    const wrong = wrongPairs(labelled);
    expect(wrong.filter(([, , expected]) => !expected), "wrongly available").toEqual([]);
    const available = labelled.filter(([, , expected]) => expected).length;
    expect(1 - wrong.length / available).toBeGreaterThanOrEqual(0.995);
  });

  it("knows the blanco expressions of well-known tequilas as blanco, and still waters from sparkling ones", () => {
    expect(matchesIngredient("Blanco tequila", "Sauza Silver")).toBe(true);
    expect(matchesIngredient("Blanco tequila", "Casamigos Blanco")).toBe(true);
    expect(matchesIngredient("Reposado tequila", "Casamigos Blanco")).toBe(false);
    expect(matchesIngredient("Blanco tequila", "Sauza")).toBe(false);
    expect(matchesIngredient("Still water", "Volvic")).toBe(true);
    expect(matchesIngredient("Soda water", "Volvic")).toBe(false);
    expect(matchesIngredient("Soda water", "Volvic Sparkling")).toBe(true);
    expect(matchesIngredient("Lager", "Coors Light")).toBe(true);
  });

  it("understands a bottle it holds by its brand alone, and keeps its siblings apart", () => {
    expect(matchesIngredient("Bourbon", "Old Elk")).toBe(true);
    expect(matchesIngredient("Rye whiskey", "Old Elk")).toBe(false);
    expect(matchesIngredient("Scotch", "Glenallachie")).toBe(true);
    expect(matchesIngredient("Irish whiskey", "Glenallachie")).toBe(false);
    expect(matchesIngredient("Rhum agricole", "Longueteau")).toBe(true);
    expect(matchesIngredient("Cognac", "Tesseron")).toBe(true);
    expect(matchesIngredient("Armagnac", "Tesseron")).toBe(false);
    expect(matchesIngredient("Mezcal", "El Jolgorio")).toBe(true);
    expect(matchesIngredient("Tequila", "El Jolgorio")).toBe(false);
    expect(matchesIngredient("Gin", "Monday Gin")).toBe(false);
  });
});
