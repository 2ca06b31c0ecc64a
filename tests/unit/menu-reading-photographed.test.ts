// Menus as people photograph them, read from their OCR lines (src/domain/menu): prices set
// apart and askew, dashes as typed, specks before a price, lists wrapped onto a line that
// opens with a capital. Every line here is made up for the test, none from the eval's menus.
import { describe, expect, it } from "vitest";
import { readMenuCandidates, type MenuCandidate, type MenuLine } from "../../src/domain/menu";

const LINE_HEIGHT = 30;
const GAP = 12;

function column(rows: string[], x0 = 50, x1 = 550, top = 50, block = 0): MenuLine[] {
  return rows.map((text, i) => {
    const y0 = top + i * (LINE_HEIGHT + GAP);
    return { text, confidence: 0.9, block, bbox: { x0, y0, x1, y1: y0 + LINE_HEIGHT } };
  });
}

const line = (text: string, x0: number, y0: number, x1: number, block = 0): MenuLine => ({ text, confidence: 0.9, block, bbox: { x0, y0, x1, y1: y0 + LINE_HEIGHT } });
const brief = (candidates: MenuCandidate[]) => candidates.map((c) => [c.name, c.price, c.catalogueId]);
const ingredientsOf = (candidate: MenuCandidate | undefined) => candidate?.ingredients.map((i) => i.name);

describe("prices set apart from their names", () => {
  it("gives a bare number at the page's right edge, read a little above its name (the page askew), to that name", () => {
    const lines = [
      line("HOUSE DRINKS", 60, 40, 300),
      line("14", 1150, 90, 1190),
      line("Brass Lantern", 60, 110, 300),
      line("rye whiskey, amaro, maple", 70, 150, 480),
      line(". 12", 700, 180, 1192),
      line("Juniper Road", 60, 200, 290),
      line("gin, pear, sage", 70, 240, 350),
      line("Low Cloud 11", 60, 290, 1190),
      line("vodka, elderflower, soda", 70, 330, 460),
    ];
    expect(brief(readMenuCandidates(lines))).toEqual([["Brass Lantern", "14", null], ["Juniper Road", "12", null], ["Low Cloud", "11", null]]);
  });

  it("reads a dollar sign misread as '§', a glued 'C' or 'S$', and the last dots of a leader read as a short word, off the name", () => {
    const lines = column(["Red Ledger §14", "bourbon, amaro", "Low Cloud C13", "vodka, elderflower", "Juniper Road S$ 9", "gin, pear", "Brass Lantern ees $11", "rye whiskey, maple"]);
    expect(brief(readMenuCandidates(lines))).toEqual([["Red Ledger", "$14", null], ["Low Cloud", "$13", null], ["Juniper Road", "$9", null], ["Brass Lantern", "$11", null]]);
  });

  it("reads a price with a speck or a leader's last dot read as a letter before it as a price alone", () => {
    const lines = column(["Brass Lantern ... twelve", "rye whiskey, amaro & maple", "i... fourteen", "Juniper Road", "gin, pear & sage", "re $11", "Low Cloud", "vodka, elderflower & soda"]);
    expect(brief(readMenuCandidates(lines))).toEqual([["Brass Lantern", "twelve", null], ["Juniper Road", "fourteen", null], ["Low Cloud", "$11", null]]);
  });
});

describe("descriptions as photographed", () => {
  it("takes two dashes between a name and its list for the dash they stand for, and three or more for a leader", () => {
    // The first ingredient misread, so that nothing but the dash tells where the name ends.
    const [harbour, road] = readMenuCandidates(column(["Quiet Harbour -- yin, amaro & maple £12", "Juniper Road ----- £11", "gin, pear & sage"]));
    expect([harbour?.name, harbour?.price, harbour?.description]).toEqual(["Quiet Harbour", "£12", "yin, amaro & maple"]);
    expect([road?.name, road?.price, ingredientsOf(road)]).toEqual(["Juniper Road", "£11", ["gin", "pear", "sage"]]);
  });

  it("keeps a list wrapped onto a line that opens with a capitalised brand and '&' with its drink", () => {
    const candidates = readMenuCandidates(column(["Red Ledger $13", "bourbon, sweet vermouth,", "Cynar & lemon peel", "Low Cloud $11", "vodka, elderflower & soda"]));
    expect(brief(candidates)).toEqual([["Red Ledger", "$13", null], ["Low Cloud", "$11", null]]);
    expect(ingredientsOf(candidates[0])).toEqual(["bourbon", "sweet vermouth", "Cynar", "lemon peel"]);
  });
});

describe("names whose price OCR lost", () => {
  it("reads an unpriced name before its own list as a drink on a priced menu, after a heading or another drink's description", () => {
    const lines = column(["SIGNATURES", "Red Ledger", "bourbon, amaro, cherry", "Low Cloud $11", "vodka, elderflower, soda", "Brass Lantern", "rye whiskey - maple - bitters", "Juniper Road $12", "gin, pear, sage"]);
    expect(brief(readMenuCandidates(lines))).toEqual([["Red Ledger", null, null], ["Low Cloud", "$11", null], ["Brass Lantern", null, null], ["Juniper Road", "$12", null]]);
  });

  it("keeps an unpriced capitalised line of a wrapped description with the drink above", () => {
    const lines = column(["Red Ledger $13", "bourbon, sweet vermouth, green", "Chartreuse & orange bitters", "Low Cloud $11", "vodka, elderflower, soda"]);
    expect(brief(readMenuCandidates(lines))).toEqual([["Red Ledger", "$13", null], ["Low Cloud", "$11", null]]);
  });
});

describe("a name and its list on one row, cut apart by OCR at a wide gap", () => {
  it("puts them back together as the name and its description, whichever came first", () => {
    const lines = [
      line("Quiet Harbour — rye whiskey, amaro & maple 13.50 €", 60, 50, 1100),
      line("Red Ledger", 60, 100, 240),
      line("bourbon, amaro & cherry 14.50 €", 300, 104, 1100),
      line("rye whiskey, maple & bitters 12.50 €", 300, 150, 1100),
      line("Brass Lantern", 60, 152, 260),
      line("Low Cloud — vodka, elderflower & soda 11.50 €", 60, 200, 1100),
      line("Juniper Road — gin, pear & sage 10.50 €", 60, 250, 1100),
      line("Stone Fruit Sling — bourbon, peach & lemon 12.50 €", 60, 300, 1100),
    ];
    const candidates = readMenuCandidates(lines);
    expect(brief(candidates).map(([name, price]) => [name, price])).toEqual([
      ["Quiet Harbour", "13.50 €"], ["Red Ledger", "14.50 €"], ["Brass Lantern", "12.50 €"], ["Low Cloud", "11.50 €"], ["Juniper Road", "10.50 €"], ["Stone Fruit Sling", "12.50 €"],
    ]);
    expect(ingredientsOf(candidates[2])).toEqual(["rye whiskey", "maple", "bitters"]);
  });

  it("leaves a speck beside a name apart", () => {
    const lines = [line("Red Ledger $14", 60, 100, 400), line("bourbon, amaro", 60, 140, 400), line("Low Cloud $11", 60, 190, 400), line("Sle", 450, 192, 490), line("vodka, soda", 60, 230, 400)];
    expect(brief(readMenuCandidates(lines)).map(([name]) => name)).toEqual(["Red Ledger", "Low Cloud"]);
  });
});
