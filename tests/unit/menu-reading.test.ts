// Reading a menu's OCR lines into drink candidates (src/domain/menu): layout, headings, prices,
// descriptions, catalogue names and ingredient lists, with the noise a scanner adds.
import { describe, expect, it } from "vitest";
import { hasMenuText, readMenuCandidates, type MenuCandidate, type MenuLine } from "../../src/domain/menu";

const LINE_HEIGHT = 30;
const GAP = 12;

/** Lines of one column, top to bottom, as OCR gives them: each row is its text (and confidence). */
function column(rows: Array<string | [string, number]>, x0 = 50, x1 = 550, top = 50, block = 0): MenuLine[] {
  return rows.map((row, i) => {
    const [text, confidence] = typeof row === "string" ? [row, 0.92] : row;
    const y0 = top + i * (LINE_HEIGHT + GAP);
    return { text, confidence, block, bbox: { x0, y0, x1, y1: y0 + LINE_HEIGHT } };
  });
}

/** Name, price and catalogue id of each candidate, to compare at a glance. */
const brief = (candidates: MenuCandidate[]) => candidates.map((c) => [c.name, c.price, c.catalogueId]);

describe("readMenuCandidates", () => {
  it.each<[string, string[], Array<[string, string | null, string | null]>]>([
    ["names with prices and descriptions under headings", [
      "COCKTAILS", "Negroni $14", "gin, Campari, sweet vermouth", "Smoky Negroni Twist $16", "mezcal, Campari, vermouth",
      "Zero Proof", "Garden Cooler $9", "cucumber, mint, soda",
    ], [["Negroni", "$14", "negroni"], ["Smoky Negroni Twist", "$16", null], ["Garden Cooler", "$9", null]]],
    ["prices in every way a menu writes them", [
      "Daiquirí £12.50", "Paloma 12 €", "Old-Fashioned 14", "Sidecar 14.00", "Gimlet EUR 11", "French 75", "Corpse Reviver No. 2",
    ], [["Daiquirí", "£12.50", "daiquiri"], ["Paloma", "12 €", "paloma"], ["Old-Fashioned", "14", "old-fashioned"],
      ["Sidecar", "14.00", "sidecar"], ["Gimlet", "EUR 11", "gimlet"], ["French 75", null, "french-75"],
      ["Corpse Reviver No. 2", null, "corpse-reviver-no-2"]]],
    ["a French 75 with its price", ["French 75 15", "gin, lemon, sugar, champagne"], [["French 75", "15", "french-75"]]],
    ["dot leaders and rules read as text", [
      "| SIGNATURES |", "Sbagliato ........ 13", "— Paper Plane ...... $15 —", "bourbon · Aperol · amaro · lemon",
    ], [["Sbagliato", "13", "negroni-sbagliato"], ["Paper Plane", "$15", "paper-plane"]]],
    ["OCR slips on long names, put right", ["Boulevardeir 14", "Negr0ni 12", "Margarlta 12", "Caipirinfia 11", "Red Hook, 12", "Champagne Cocktaif $11"],
      [["Boulevardier", "14", "boulevardier"], ["Negroni", "12", "negroni"], ["Margarita", "12", "margarita"], ["Caipirinha", "11", "caipirinha"],
        ["Red Hook", "12", "red-hook"], ["Champagne Cocktail", "$11", "champagne-cocktail"]]],
    ["spaces OCR moved in a name, put right; a spelling the menu chose, kept", ["Mary Pick ford £13.50", "OldFashioned 14", "Old-Fashioned 14", "Daiquirí 12"],
      [["Mary Pickford", "£13.50", "mary-pickford"], ["Old Fashioned", "14", "old-fashioned"], ["Old-Fashioned", "14", "old-fashioned"], ["Daiquirí", "12", "daiquiri"]]],
    ["a speck read after a price, and a dollar read as S", ["Hurricane $16 Sas", "Oaxaca Old Fashioned $11 4", "Quiet Storm S 11", "Paloma S12"],
      [["Hurricane", "$16", "hurricane"], ["Oaxaca Old Fashioned", "$11", "oaxaca-old-fashioned"], ["Quiet Storm", "$11", null], ["Paloma", "$12", "paloma"]]],
    ["house drinks close to a classic stay unmatched", ["Negroni Bianco Twist 14", "Rum Sour 11", "Mojo 9", "Kir Royale Deluxe 15"],
      [["Negroni Bianco Twist", "14", null], ["Rum Sour", "11", null], ["Mojo", "9", null], ["Kir Royale Deluxe", "15", null]]],
    ["an unpriced menu: names and descriptions by their look", [
      "Classics", "Last Word", "gin, green Chartreuse, maraschino, lime", "Martinez", "Manhattan", "A rich, stirred classic.",
    ], [["Last Word", null, "last-word"], ["Martinez", null, "martinez"], ["Manhattan", null, "manhattan"]]],
    ["a description with a speck read as a price, and a name with a mark hung on it", [
      "Moscow Mule S14", "vodka, lime juice, ginger beer 1", "Remember the Maine 16", "rye whiskey, sweet vermouth, cherry", "Heering, absinthe", "Red Hook.", "rye whiskey, Punt e Mes, maraschino",
    ], [["Moscow Mule", "$14", "moscow-mule"], ["Remember the Maine", "16", "remember-the-maine"], ["Red Hook", null, "red-hook"]]],
    ["a price on its own line under the name", ["Americano", "$11", "Campari, sweet vermouth, soda"], [["Americano", "$11", "americano"]]],
  ])("%s", (_, rows, expected) => {
    expect(brief(readMenuCandidates(column(rows)))).toEqual(expected);
  });

  it("keeps a description, wrapped over two lines, with its drink", () => {
    const [negroni] = readMenuCandidates(column(["Negroni 12", "Tanqueray gin, Campari,", "Cocchi di Torino"]));
    expect(negroni!.description).toBe("Tanqueray gin, Campari, Cocchi di Torino");
  });

  it("reads two columns whose lines come interleaved", () => {
    const left = column(["Negroni 12", "gin, Campari, sweet vermouth", "Paloma 11", "tequila, grapefruit soda"], 40, 380, 100, 1);
    const right = column(["Daiquiri 10", "rum, lime, sugar", "Mai Tai 13", "rum, orgeat, curaçao, lime"], 460, 800, 100, 2);
    const title = column(["HOUSE COCKTAILS"], 300, 540, 20, 0);
    const interleaved = [...title, ...left.flatMap((line, i) => [line, right[i]!])];
    expect(brief(readMenuCandidates(interleaved))).toEqual([
      ["Negroni", "12", "negroni"], ["Paloma", "11", "paloma"], ["Daiquiri", "10", "daiquiri"], ["Mai Tai", "13", "mai-tai"],
    ]);
  });

  it("reads two rows OCR ran together across the gutter with the left column", () => {
    const left = column(["Sherry Cobbler 12", "amontillado sherry, sugar, orange", "Grasshopper 9", "crème de menthe, crème de cacao, cream gin, blackberry, lemon"], 90, 560, 300, 3);
    const right = column(["Hanky Panky £11.50", "gin, sweet vermouth, Fernet-Branca", "Velvet Hour £9.50"], 675, 1150, 300, 3);
    left[3]!.bbox.x1 = 1030; // the right column's description ran into the left one's
    const lines = [left[0]!, right[0]!, left[1]!, right[1]!, left[2]!, right[2]!, left[3]!];
    expect(readMenuCandidates(lines).map((c) => [c.name, c.description])).toEqual([
      ["Sherry Cobbler", "amontillado sherry, sugar, orange"],
      ["Grasshopper", "crème de menthe, crème de cacao, cream gin, blackberry, lemon"],
      ["Hanky Panky", "gin, sweet vermouth, Fernet-Branca"],
      ["Velvet Hour", null],
    ]);
  });

  it("takes a menu's title, above its sections, for no drink", () => {
    const title = column(["Juniper & Rye"], 400, 830, 100, 0);
    const body = column(["CLASSICS", "Alexander $16", "cognac, crème de cacao, cream", "Old Cuban $11", "aged rum, lime, mint"], 90, 560, 220, 1);
    expect(brief(readMenuCandidates([...title, ...body]))).toEqual([["Alexander", "$16", "alexander"], ["Old Cuban", "$11", "old-cuban"]]);
  });

  it("drops digits far smaller than the text, a speck read as a price", () => {
    const lines = column(["Godmother $13", "vodka, amaretto", "Oaxaca Old Fashioned $11", "reposado tequila, mezcal"], 110, 1180);
    lines.push({ text: "14", confidence: 0.46, block: 0, bbox: { x0: 1257, y0: lines[2]!.bbox.y0 + 10, x1: 1261, y1: lines[2]!.bbox.y0 + 18 } });
    expect(brief(readMenuCandidates(lines))).toEqual([["Godmother", "$13", "godmother"], ["Oaxaca Old Fashioned", "$11", "oaxaca-old-fashioned"]]);
  });

  it("puts back a price set apart at the right on its name's line", () => {
    const names = column(["Negroni", "gin, Campari, sweet vermouth", "Bramble", "gin, lemon, blackberry liqueur"], 40, 400);
    const prices: MenuLine[] = [
      { text: "$14", confidence: 0.9, block: 3, bbox: { x0: 700, y0: names[0]!.bbox.y0 + 2, x1: 760, y1: names[0]!.bbox.y1 } },
      { text: "$12", confidence: 0.9, block: 3, bbox: { x0: 700, y0: names[2]!.bbox.y0 + 1, x1: 760, y1: names[2]!.bbox.y1 } },
    ];
    expect(brief(readMenuCandidates([...names, ...prices]))).toEqual([["Negroni", "$14", "negroni"], ["Bramble", "$12", "bramble"]]);
  });

  it("drops specks and smudges read as text", () => {
    const lines = column(["Negroni 12", ["~", 0.2], ["il", 0.15], "gin, Campari, sweet vermouth", ["—", 0.4]]);
    const [negroni, ...rest] = readMenuCandidates(lines);
    expect(rest).toEqual([]);
    expect(negroni!.description).toBe("gin, Campari, sweet vermouth");
  });

  it("reads listed ingredients in the matcher's words, with their amounts", () => {
    const [negroni, cooler, prose] = readMenuCandidates(column([
      "Negroni 12", "30ml gin · 30ml Campari · 30ml sweet vermouth",
      "Cooler 9", "cucumber, mint and soda",
      "Night Owl 14", "Dark, smoky and bitter, a nightcap.",
    ]));
    expect(negroni!.ingredients).toEqual([
      { name: "gin", amount: "30ml" }, { name: "Campari", amount: "30ml" }, { name: "sweet vermouth", amount: "30ml" },
    ]);
    expect(cooler!.ingredients).toEqual([{ name: "cucumber", amount: null }, { name: "mint", amount: null }, { name: "soda", amount: null }]);
    expect(prose!.ingredients).toEqual([]);
  });

  it("is less confident of a low-confidence read and of a name matched through an OCR slip", () => {
    const [clear, slipped, faint] = readMenuCandidates(column([["Negroni 12", 0.95], ["Negronl 12", 0.95], ["Paloma 11", 0.5]]));
    expect(clear!.confidence).toBeGreaterThan(slipped!.confidence);
    expect(slipped!.catalogueId).toBe("negroni");
    expect(faint!.confidence).toBeLessThan(slipped!.confidence);
  });

  it("reads nothing from nothing", () => {
    expect(readMenuCandidates([])).toEqual([]);
    expect(readMenuCandidates(column(["COCKTAILS", ["|", 0.3]]))).toEqual([]);
  });
});

describe("hasMenuText: nothing is proposed from an image without a menu's text", () => {
  it.each<[string, Array<string | [string, number]>]>([
    ["grain read as words, however many", [["Liss", 0.31], ["JERR", 0.22], ["Hi", 0.4], ["SEI pa, ALTAR REEL 1) Fo", 0.17], ["Pu $../ 50 IRE", 0.17], ["BEER", 0.26], ["Gin Ale 12", 0.3]]],
    ["a couple of letters, read clearly", ["Qx Rb"]],
    ["a word or two", ["OPEN DAILY"]],
    ["a sign with a number", ["Happy hour 5-7"]],
    ["one bottle's label", ["Campari", "MILANO"]],
    ["one drink named, nothing else", ["NEGRONI"]],
    ["capitalised words, no drink and no price", ["Welcome Home", "The Garden Room", "Family Photos"]],
  ])("%s", (_what, rows) => {
    const lines = column(rows);
    expect(hasMenuText(lines)).toBe(false);
    expect(readMenuCandidates(lines)).toEqual([]);
  });

  it.each<[string, string[], string[]]>([
    ["one drink with its price and ingredients", ["Negroni $12", "gin, Campari, sweet vermouth"], ["Negroni"]],
    ["one drink with its price, on a chalkboard", ["Negroni 12"], ["Negroni"]],
    ["two classics, no prices", ["Classics", "Last Word", "Martinez"], ["Last Word", "Martinez"]],
    ["house drinks with prices only", ["Harbour Lights 14", "Quiet Storm 11", "Night Owl 13"], ["Harbour Lights", "Quiet Storm", "Night Owl"]],
    ["a house drink described in what is in it", ["Night Owl 14", "mezcal, amaro, orange bitters"], ["Night Owl"]],
  ])("reads %s", (_what, rows, names) => {
    const lines = column(rows);
    expect(hasMenuText(lines)).toBe(true);
    expect(readMenuCandidates(lines).map((c) => c.name)).toEqual(names);
  });

  it("does not count faint lines as a menu's evidence", () => {
    expect(hasMenuText(column([["Negroni $12", 0.3], ["gin, Campari, sweet vermouth", 0.35]]))).toBe(false);
    expect(hasMenuText(column([["Negroni $12", 0.8], ["gin, Campari, sweet vermouth", 0.8]]))).toBe(true);
  });
});
