import { describe, expect, it } from "vitest";
import { menuLinesOf, skewOf, type OcrLine, type OcrWord } from "@/domain/menu/lines-from-words";

/**
 * The layout of tesseract's words into menu lines: tesseract reads the rows of a two-column
 * menu straight across the gutter and puts the page in one block; the lines must come out
 * per column, in reading order, with prices kept on their drinks' lines.
 */

const CHAR = 14;
const HEIGHT = 30;

/** Words laid out from `x` on the row at `y`, as tesseract boxes them: each word is CHAR px per letter, one space apart. */
function words(x: number, y: number, text: string): OcrWord[] {
  const out: OcrWord[] = [];
  for (const word of text.split(" ")) {
    out.push({ text: word, confidence: 90, bbox: { x0: x, y0: y, x1: x + word.length * CHAR, y1: y + HEIGHT } });
    x += (word.length + 1) * CHAR;
  }
  return out;
}

/** A line of tesseract's out of pieces of text, each at its x; turned by `angle` about the origin, as a skewed photo shows it. */
function line(y: number, pieces: [number, string][], angle = 0): OcrLine {
  const turn = (x: number, yy: number) => ({ x: x * Math.cos(angle) - yy * Math.sin(angle), y: x * Math.sin(angle) + yy * Math.cos(angle) });
  const all = pieces.flatMap(([x, text]) => words(x, y, text));
  const turned = all.map((w) => {
    const a = turn(w.bbox.x0, w.bbox.y0);
    const b = turn(w.bbox.x1, w.bbox.y1);
    return { ...w, bbox: { x0: Math.round(Math.min(a.x, b.x)), y0: Math.round(Math.min(a.y, b.y)), x1: Math.round(Math.max(a.x, b.x)), y1: Math.round(Math.max(a.y, b.y)) } };
  });
  const start = turn(all[0]!.bbox.x0, y + HEIGHT);
  const end = turn(all.at(-1)!.bbox.x1, y + HEIGHT);
  return { words: turned, baseline: { x0: start.x, y0: start.y, x1: end.x, y1: end.y } };
}

/** A two-column menu page under a centred title, each row read across both columns. */
function twoColumnPage(angle = 0): OcrLine[] {
  return [
    line(100, [[450, "The Night Heron"]], angle),
    line(250, [[100, "CLASSICS"], [750, "HOUSE"]], angle),
    line(320, [[100, "Negroni"], [560, "$12"], [750, "Harbour Lights"], [1200, "£14.50"]], angle),
    line(370, [[100, "gin, Campari, sweet vermouth"], [750, "aged rum, pineapple, lime"]], angle),
    line(440, [[100, "Gimlet"], [560, "$11"], [750, "Velvet Hour"], [1200, "£13"]], angle),
    line(490, [[100, "gin, lime, sugar"], [750, "gin, blackberry, lemon"]], angle),
    line(620, [[100, "AFTER DINNER"]], angle),
    line(690, [[100, "Espresso Martini"], [560, "$13"]], angle),
    line(740, [[100, "vodka, coffee liqueur, espresso"]], angle),
  ];
}

const texts = (lines: { text: string; block: number }[]) => lines.map((l) => `${l.block}: ${l.text}`);

describe("menu lines from tesseract's words", () => {
  it("cuts rows read across a gutter into columns, keeps each price on its name's line, and reads left column then right", () => {
    expect(texts(menuLinesOf(twoColumnPage()))).toEqual([
      "0: The Night Heron",
      "1: CLASSICS",
      "1: Negroni $12",
      "1: gin, Campari, sweet vermouth",
      "1: Gimlet $11",
      "1: gin, lime, sugar",
      "2: AFTER DINNER",
      "2: Espresso Martini $13",
      "2: vodka, coffee liqueur, espresso",
      "3: HOUSE",
      "3: Harbour Lights £14.50",
      "3: aged rum, pineapple, lime",
      "3: Velvet Hour £13",
      "3: gin, blackberry, lemon",
    ]);
  });

  it("finds the same columns on a photo taken 3° askew", () => {
    const angle = (3 * Math.PI) / 180;
    expect(skewOf(twoColumnPage(angle))).toBeCloseTo(angle, 2);
    expect(texts(menuLinesOf(twoColumnPage(angle)))).toEqual(texts(menuLinesOf(twoColumnPage())));
  });

  it("keeps a one-column menu's far-right prices on their lines, in one block per section", () => {
    const page = [
      line(100, [[100, "COCKTAILS"]]),
      line(170, [[100, "Negroni"], [1100, "12"]]),
      line(220, [[100, "gin, Campari, sweet vermouth"]]),
      line(290, [[100, "Gimlet"], [1100, "11"]]),
    ];
    expect(texts(menuLinesOf(page))).toEqual(["0: COCKTAILS", "0: Negroni 12", "0: gin, Campari, sweet vermouth", "0: Gimlet 11"]);
  });

  it("drops specks and rules read as text, and gives confidences 0..1 and boxes in the upload's pixels", () => {
    const page = [line(100, [[100, "Negroni"], [560, "12"]]), line(150, [[900, "|"]]), line(200, [[100, "i"]])];
    const [negroni, ...rest] = menuLinesOf(page, 2);
    expect(rest).toEqual([]);
    expect(negroni).toEqual({ text: "Negroni 12", confidence: 0.9, block: 0, bbox: { x0: 50, y0: 50, x1: 294, y1: 65 } });
  });

  it("answers no lines for a page with no text", () => {
    expect(menuLinesOf([])).toEqual([]);
  });
});
