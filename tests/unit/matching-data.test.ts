// Integrity of the matcher's knowledge tables (src/domain/matching/data): every file parses
// into the expected shape, every kind, flavour and form named exists, the hierarchy has no
// cycle, names are not ambiguous, and the brand table is large enough.
import { describe, expect, it } from "vitest";
import { compileKnowledge, DATA_FILES, knowledge } from "../../src/domain/matching/knowledge";
import type { BrandData, KindData } from "../../src/domain/matching/knowledge";
import spelling from "../../src/domain/matching/data/spelling.json";

function entries<T>(file: unknown, key: string): T[] {
  expect(file).toBeTypeOf("object");
  const list = (file as Record<string, unknown>)[key];
  expect(Array.isArray(list)).toBe(true);
  return list as T[];
}

describe("matching data files", () => {
  it("compile without a single problem (unknown ids, cycles, ambiguous names, bad shapes)", () => {
    expect(knowledge.problems).toEqual([]);
    expect(compileKnowledge().problems).toEqual([]);
  });

  it("every kind entry has an id, names that are strings, and parents/styles/flavourOf that name known things", () => {
    const ids = new Set(knowledge.kinds.keys());
    for (const [file, data] of Object.entries(DATA_FILES.kinds)) {
      for (const k of entries<KindData>(data, "kinds")) {
        expect(typeof k.id, `${file}`).toBe("string");
        for (const n of k.names ?? []) expect(typeof n, `${file} ${k.id}`).toBe("string");
        for (const p of k.parents ?? []) expect(ids.has(p), `${file}: ${k.id} -> parent ${p}`).toBe(true);
        for (const [word, target] of Object.entries(k.styles ?? {})) {
          expect(ids.has(target), `${file}: ${k.id} style "${word}" -> ${target}`).toBe(true);
        }
        if (k.flavourOf) {
          expect(k.flavourOf).toHaveLength(2);
          expect(ids.has(k.flavourOf[0]!), `${file}: ${k.id} flavourOf base`).toBe(true);
          expect(knowledge.flavourAncestors.has(k.flavourOf[1]!), `${file}: ${k.id} flavourOf flavour`).toBe(true);
        }
        if (k.flavoured !== undefined) expect(["child", "separate"]).toContain(k.flavoured);
      }
    }
  });

  it("every brand names known kinds and flavours", () => {
    for (const [file, data] of Object.entries(DATA_FILES.brands)) {
      for (const b of entries<BrandData>(data, "brands")) {
        expect(typeof b.name, file).toBe("string");
        const kinds = b.kind === null ? [] : Array.isArray(b.kind) ? b.kind : [b.kind];
        for (const k of kinds) expect(knowledge.kinds.has(k), `${file}: ${b.name} -> ${k}`).toBe(true);
        if (b.flavour !== undefined) expect(knowledge.flavourAncestors.has(b.flavour), `${file}: ${b.name} flavour`).toBe(true);
      }
    }
  });

  it("words are letters and digits only: a name's exact key (its words) never looks like a kind key", () => {
    const words = /^[a-z0-9]+( [a-z0-9]+)*$/;
    for (const v of [...Object.values(spelling.rewrite), ...Object.values(spelling.irregular)]) expect(v, "spelling.json").toMatch(words);
    for (const phrase of knowledge.lexicon.keys()) expect(phrase).toMatch(words);
  });

  it("the kind hierarchy is a DAG: no kind is its own ancestor through its parents", () => {
    for (const kind of knowledge.kinds.values()) {
      for (const p of kind.parents) {
        expect(knowledge.kinds.get(p)!.ancestorSet.has(kind.id), `${kind.id} <-> ${p}`).toBe(false);
      }
    }
  });

  it("has at least 300 brands, across every spirit family, liqueurs, vermouths and bitters", () => {
    expect(knowledge.brandCount).toBeGreaterThanOrEqual(300);
    expect(knowledge.brandGroupCount).toBeGreaterThanOrEqual(300);
    const familyCount = new Map<string, number>();
    const families = ["gin", "vodka", "rum", "tequila", "mezcal", "whiskey", "bourbon", "rye_whiskey", "scotch",
      "irish_whiskey", "japanese_whiskey", "canadian_whiskey", "brandy", "cognac", "liqueur", "vermouth", "bitter_liqueur", "bitters"];
    for (const data of Object.values(DATA_FILES.brands)) {
      for (const b of entries<BrandData>(data, "brands")) {
        const kinds = b.kind === null ? [] : Array.isArray(b.kind) ? b.kind : [b.kind];
        for (const f of families) {
          if (kinds.some((k) => knowledge.kinds.get(k)?.ancestorSet.has(f))) familyCount.set(f, (familyCount.get(f) ?? 0) + 1);
        }
      }
    }
    for (const f of families) expect(familyCount.get(f) ?? 0, `brands of ${f}`).toBeGreaterThanOrEqual(3);
  });

  it("covers syrups, juices, mixers, dairy and produce", () => {
    for (const root of ["syrup", "juice", "soft_drink", "dairy", "produce", "bitters"]) {
      const children = [...knowledge.kinds.values()].filter((k) => k.id !== root && k.ancestorSet.has(root));
      expect(children.length, root).toBeGreaterThanOrEqual(3);
    }
  });
});
