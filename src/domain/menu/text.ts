// OCR text cleaned of what a scanner adds and a menu's typesetting decorates with, and the one
// comparison form of a name. Pure helpers used by every step of the reading.

/**
 * Runs of dots, underscores or dashes that lead the eye from a name to its price; two dashes
 * before a word are a dash as typed ("Still Water -- gin, cucumber"), kept.
 */
const LEADERS = /(?:\s*(?:\.\s?){3,}|\s*…+|\s*_{2,}|\s+-{3,}|\s+--(?!\s?\p{L}))\s*/gu;
/**
 * Rules, bullets and specks read at a line's ends (a vertical rule often comes out as "|"); a
 * comma, hyphen or dot closing a line is kept, it says the next line carries on.
 */
const EDGE_NOISE = /^[\s|¦!:;,.~*•·—–\-_'"`‘’“”^=+<>]+|[\s|¦:~*•—–_'"`‘“”^=+<>]+$/gu;
/** A quote mark OCR reads before a flourished capital or a word ("‘Bramble", "Iron ‘Bridge", "‘punt"). */
const MARK_BEFORE_CAPITAL = /(^|\s)(?:[‘’`“]|['"](?=\p{Lu}))(?=\p{L})/gu;
/** A currency sign left alone at a line's end, its number lost ("Salt Marsh S"). */
const LONE_SIGN = /\s[S§$]$/;

/** A token of marks only: dots, commas, chevrons, pluses... as OCR reads a row of dots. */
const MARKS_ONLY = /^[.,:;·•«»+*~°'"`_<>=o-]+$/;
/** Marks that only leaders make (a "-" or "·" alone separates the items of a list). */
const LEADER_MARK = /[.«»+*~°<>]/g;
/** The letters OCR makes of a row of dots ("ccceereeriseeses", "vovinnini"), with marks among them. */
const LEADER_LETTERS = /^[.,:;·•«»+*~°'"`_<>=ceosvnimuarw-]+$/;

/** Whether a run of mark tokens is a leader: one leader mark at least, in two tokens or more or one of two marks, or a lone chevron or plus. */
function isLeaderRun(run: readonly string[]): boolean {
  const marks = run.join("").match(LEADER_MARK)?.length ?? 0;
  if (run.length >= 2 || run[0]!.length >= 2) return marks >= 1;
  return /^[«»+*~°<>]$/.test(run[0]!);
}

/**
 * Whether tokens are a row of dots read as letters: of those letters only, and long and mostly
 * the roundest, or with a letter three times in a row (words such as "cassis" are neither).
 */
function isLeaderAsLetters(tokens: readonly string[]): boolean {
  const text = tokens.join("");
  if (text.length < 6 || !LEADER_LETTERS.test(text)) return false;
  const round = (text.match(/[ceosvni.«»+*~°,]/g) ?? []).length;
  return (text.length >= 8 && round / text.length >= 0.8) || /(\p{L})\1\1/u.test(text);
}

/**
 * Leaders as OCR reads them off a photo taken out: runs of marks ("« + « +", "+o + +") anywhere,
 * and the letters a row of dots became ("ccceereeriseeses", "«ev eve vevvens") between the
 * last word and a closing price or the line's end; a leader glued to a word ("Fizz.ouuou,") too.
 */
function withoutLeaders(text: string): string {
  const tokens = text.replace(/(\p{L})\.[.,ceosvnimuarw]{4,}(?=\s|$)/gu, "$1").split(" ").filter((t) => t !== "");
  const kept: string[] = [];
  for (let i = 0; i < tokens.length; ) {
    let j = i;
    while (j < tokens.length && MARKS_ONLY.test(tokens[j]!)) j++;
    if (j > i) {
      if (!isLeaderRun(tokens.slice(i, j))) kept.push(...tokens.slice(i, j));
      i = j;
    } else kept.push(tokens[i++]!);
  }
  const end = kept.length >= 2 && /\d/.test(kept.at(-1)!) ? kept.length - 1 : kept.length;
  let start = end;
  while (start > 1 && LEADER_LETTERS.test(kept[start - 1]!)) start--;
  // The shortest tail of such tokens that reads as a leader, so that a real last word stays.
  for (let from = end - 1; from >= start; from--) {
    if (isLeaderAsLetters(kept.slice(from, end))) return [...kept.slice(0, from), ...kept.slice(end)].join(" ");
  }
  // The last dots of a leader read as a short lowercase word after a name's capitalised words ("Velvet Hour ees $11").
  if (end === kept.length - 1 && end >= 2 && /^[ceosvnimuarw]{2,3}$/.test(kept[end - 1]!) && /^\p{Lu}/u.test(kept[end - 2]!)) {
    return [...kept.slice(0, end - 1), kept[end]!].join(" ");
  }
  return kept.join(" ");
}

/** A line's text with leaders, edge noise and doubled spaces removed. */
export function cleanLineText(text: string): string {
  const spaced = text
    .replace(LEADERS, " ")
    .replace(/\s+\|\s+/g, " · ")
    .replace(MARK_BEFORE_CAPITAL, "$1")
    .replace(LONE_SIGN, "")
    .replace(EDGE_NOISE, "")
    .replace(/\s+/g, " ")
    .trim();
  return withoutLeaders(spaced);
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
