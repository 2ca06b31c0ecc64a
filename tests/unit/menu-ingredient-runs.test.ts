// Ingredient lists as OCR reads them off a photographed menu, in the classes of loss the hard
// menus showed: separators lost between misread words, a smudge read as a word among them, a
// kind's shorter name misread, a misread word beside a known one, a flavoured bottle, a list
// opening with a brand, a mark read for a separator, a price read on the line under its name,
// and the guards that keep an unknown word from becoming a wrong known one. The ingredients here are
// none of the fixtures' house drinks'.
import { describe, expect, it } from "vitest";
import { describeName } from "../../src/domain/matching";
import { readMenuCandidates, type MenuLine } from "../../src/domain/menu";
import { listsKnownIngredients, nearestVocabularyPhrase, readIngredients } from "../../src/domain/menu/ingredients";
import { wholeSlips } from "../../src/domain/menu/ocr-confusions";

const names = (description: string) => readIngredients(description).map((i) => i.name);

describe("a run of words whose separators OCR lost", () => {
  it("is cut into the names it holds, each put right on its own", () => {
    expect(names("kiwi tarragn dill")).toEqual(["kiwi", "tarragon", "dill"]);
    expect(names("guava, kiwi tarragn dill")).toEqual(["kiwi", "tarragon", "dill"]);
  });

  it("leaves out a smudge read as a word between two names, but not two smudges for two names", () => {
    expect(names("kiwi xqzt dill")).toEqual(["kiwi", "dill"]);
    expect(names("kiwi xqzt wzkq dill").map((name) => describeName(name).kind)).toEqual(["kiwi", "dill"]);
    expect(names("kiwi xqzt wzkq dill")).not.toContain("kiwi");
  });

  it("keeps a word that gives the list its sense, as the alternative in 'or'", () => {
    expect(names("kiwi, bergamot or dill")).toEqual(["kiwi", "bergamot", "or dill"]);
  });

  it("reads a misread name of two words after a smudge as the narrower kind it names", () => {
    expect(names("kumquat, xqzt drv vermouth")).toEqual(["kumquat", "dry vermouth"]);
  });

  it("keeps a flavoured bottle whole, but cuts a spirit from the aperitif after it", () => {
    expect(names("pear vodka, bergamot")).toEqual(["pear vodka", "bergamot"]);
    expect(names("honey bourbon, kiwi")).toEqual(["honey bourbon", "kiwi"]);
    expect(names("brandy Lillet, kiwi")).toEqual(["brandy", "Lillet", "kiwi"]);
  });

  it("puts a two-letter word right only by thin letters lost, also at the start of a run", () => {
    expect(names("gn kiwi, dill")).toEqual(["gin", "kiwi", "dill"]);
  });
});

describe("a kind's shorter names, misread", () => {
  it("are put right into the shorter name a menu writes ('soda' for soda water, 'tonic')", () => {
    expect(nearestVocabularyPhrase("sodc")).toBe("soda");
    expect(names("kiwi sodc")).toEqual(["kiwi", "soda"]);
    expect(names("bergamot tonlc")).toEqual(["bergamot", "tonic"]);
  });

  it("are not other languages' names of a kind, which a misread English word would become", () => {
    // "bier" is a name the matcher reads beer by; "tier" is a slip from it.
    expect(describeName("bier").kind).toBe("beer");
    expect(nearestVocabularyPhrase("tier")).toBeNull();
  });
});

describe("a misread word beside a known one", () => {
  it("is put right into a part of the produce the known word names", () => {
    expect(names("bergamot, lemon pcel")).toEqual(["bergamot", "lemon peel"]);
  });

  it("never changes the known word, nor takes a short misread word further than its own length allows", () => {
    expect(nearestVocabularyPhrase("gin kiwi")).toBeNull();
    expect(nearestVocabularyPhrase("gin cucumber")).toBeNull();
    // "ear" is no "leaf": two letters added to a word of three.
    expect(nearestVocabularyPhrase("ime ear")).toBeNull();
  });
});

describe("edits OCR does not usually make", () => {
  it("are counted apart from its usual misreadings", () => {
    expect(wholeSlips("sodc", "soda", 3)).toBe(1);
    expect(wholeSlips("verrnouth", "vermouth", 3)).toBe(0);
    expect(wholeSlips("cholate", "chocolate", 3)).toBe(2);
  });

  it("are allowed once in a name of under ten letters: a word two such edits from a name is more often another word", () => {
    expect(nearestVocabularyPhrase("cholate")).toBeNull();
    expect(nearestVocabularyPhrase("tyme")).toBe("thyme");
  });
});

describe("a list that opens with a brand or a proper name", () => {
  const at = (text: string, block: number, x0: number, y0: number, x1: number): MenuLine => ({ text, confidence: 0.9, block, bbox: { x0, y0, x1, y1: y0 + 30 } });

  it("is put back after its name when OCR cut the row at a lost dash, the list coming first", () => {
    // Each list starts where its name ends, so the names make no column of their own.
    const lines = [
      at("SPECIALS", 0, 80, 100, 300),
      at("Aperol, kumquat & tonic water 11.50 €", 1, 330, 150, 1200),
      at("Wren's Nest", 1, 80, 160, 300),
      at("Scotch. bergamot & soda water 12.50 €", 1, 230, 210, 1200),
      at("Low Tide", 1, 80, 220, 200),
      at("Campari, guava & prosecco 13 €", 1, 450, 270, 1200),
      at("The Long Afternoon", 1, 80, 280, 420),
    ];
    const read = readMenuCandidates(lines);
    expect(read.map((c) => [c.name, c.price])).toEqual([["Wren's Nest", "11.50 €"], ["Low Tide", "12.50 €"], ["The Long Afternoon", "13 €"]]);
    expect(read[0]!.ingredients.map((i) => i.name)).toEqual(["Aperol", "kumquat", "tonic water"]);
  });

  it("is a description even with a price after it, when it names three ingredients", () => {
    const lines = [at("Wren's Nest", 0, 80, 100, 300), at("Aperol, kumquat & tonic water 11.50 €", 0, 80, 140, 900), at("Low Tide 12", 0, 80, 200, 900)];
    const read = readMenuCandidates(lines);
    expect(read.map((c) => [c.name, c.price])).toEqual([["Wren's Nest", "11.50 €"], ["Low Tide", "12"]]);
  });

  it("is not a drink's name with a kind in it, nor a name of two ingredients", () => {
    expect(listsKnownIngredients("Black Russian — vodka - coffee liqueur", 2)).toBe(false);
    expect(listsKnownIngredients("Salt & Pepper", 3)).toBe(false);
    expect(listsKnownIngredients("Japanese whisky, matcha & soda water", 3)).toBe(true);
  });
});

describe("marks and flavours inside a list", () => {
  it("reads a mark standing alone between two ingredients as a separator", () => {
    expect(names("kiwi, dill ¢ bergamot")).toEqual(["kiwi", "dill", "bergamot"]);
    expect(names("guava « kumquat · dill")).toEqual(["kumquat", "dill"]);
  });

  it("cuts a flavour word from a name of two words after it, which is a bottle of its own", () => {
    expect(names("kiwi, dill elderflower liqueur, soda")).toEqual(["kiwi", "dill", "elderflower liqueur", "soda"]);
  });
});

describe("a name whose price OCR read at the end of the line below it", () => {
  const at = (text: string, y0: number): MenuLine => ({ text, confidence: 0.9, block: 0, bbox: { x0: 80, y0, x1: 900, y1: y0 + 30 } });

  it("takes the price; the lowercase line under it stays its description, not a drink of its own", () => {
    const lines = [at("Copper Kettle 12", 100), at("kumquat, dill", 140), at("Lantern Hill", 200), at("white port 14", 240), at("bergamot, guava, soda", 280), at("Wren's Nest 11", 340), at("kiwi, kumquat", 380)];
    const read = readMenuCandidates(lines);
    expect(read.map((c) => [c.name, c.price])).toEqual([["Copper Kettle", "12"], ["Lantern Hill", "14"], ["Wren's Nest", "11"]]);
    expect(read[1]!.ingredients.map((i) => i.name)).toEqual(["white port", "bergamot", "soda"]);
  });
});
