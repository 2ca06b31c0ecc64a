// OCR text cleaned of what a scanner adds and a menu's typesetting decorates with, and the one
// comparison form of a name. Pure helpers used by every step of the reading.

/** Runs of dots, underscores or dashes that lead the eye from a name to its price. */
const LEADERS = /(?:\s*(?:\.\s?){3,}|\s*…+|\s*_{2,}|\s+-{2,})\s*/g;
/**
 * Rules, bullets and specks read at a line's ends (a vertical rule often comes out as "|"); a
 * comma, hyphen or dot closing a line is kept, it says the next line carries on.
 */
const EDGE_NOISE = /^[\s|¦!:;,.~*•·—–\-_'"`^=+<>]+|[\s|¦:~*•—–_'"`^=+<>]+$/gu;

/** A line's text with leaders, edge noise and doubled spaces removed. */
export function cleanLineText(text: string): string {
  return text
    .replace(LEADERS, " ")
    .replace(/\s+\|\s+/g, " · ")
    .replace(EDGE_NOISE, "")
    .replace(/\s+/g, " ")
    .trim();
}

/** How many letters a text holds. */
export function letterCount(text: string): number {
  return (text.match(/\p{L}/gu) ?? []).length;
}

/**
 * The comparison form of a name: accents dropped, lowercase, "&" and "'n'" read as "and", every
 * other mark a space, so "Daiquirí", "DAIQUIRI" and "daiquiri" compare equal.
 */
export function comparable(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[’‘`]/g, "'")
    .replace(/\s*&\s*/g, " and ")
    .replace(/(^|\s)'?n'?(?=\s)/g, "$1and")
    .replace(/'/g, "")
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

/** All caps: at least two letters and no lowercase one. */
export function isAllCaps(text: string): boolean {
  return letterCount(text) >= 2 && text === text.toUpperCase();
}
