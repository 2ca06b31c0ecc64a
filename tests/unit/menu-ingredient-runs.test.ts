// Ingredient lists as OCR reads them off a photographed menu, in the classes of loss the hard
// menus showed: separators lost between misread words, a smudge read as a word among them, a
// kind's shorter name misread, a misread word beside a known one, a flavoured bottle, and the
// guards that keep an unknown word from becoming a wrong known one. The ingredients here are
// none of the fixtures' house drinks'.
import { describe, expect, it } from "vitest";
import { describeName } from "../../src/domain/matching";
import { nearestVocabularyPhrase, readIngredients } from "../../src/domain/menu/ingredients";
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
