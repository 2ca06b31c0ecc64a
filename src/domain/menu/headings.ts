// Section headings ("Cocktails", "Low & No", "SIGNATURES") told apart from drink names.
import headingData from "./data/headings.json";
import { comparable } from "./text";

const HEADING_WORDS: ReadonlySet<string> = new Set(headingData.words.map(comparable));
/** Headings are short; a longer line of these words is prose ("all of our drinks are made to order"). */
const MAX_HEADING_WORDS = 4;

/** Whether a line (without a price, not a catalogue name: the caller checks) is a section heading. */
export function isHeadingText(text: string): boolean {
  const words = comparable(text).split(" ").filter((w) => w !== "");
  return words.length > 0 && words.length <= MAX_HEADING_WORDS && words.every((w) => HEADING_WORDS.has(w));
}
