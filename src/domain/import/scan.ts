import { countSteps } from "./limits";

/**
 * Small scanners for the import readers, where a regular expression would be ambiguous
 * (a run of spaces that two quantifiers could share backtracks once per starting place).
 * Each looks at every character at most once and counts what it looked at.
 */

/** The characters `\s` matches in a JavaScript pattern (and `trim` removes). */
export function isSpace(code: number): boolean {
  return (
    code === 0x20 ||
    (code >= 0x09 && code <= 0x0d) ||
    code === 0xa0 ||
    code === 0x1680 ||
    (code >= 0x2000 && code <= 0x200a) ||
    code === 0x2028 ||
    code === 0x2029 ||
    code === 0x202f ||
    code === 0x205f ||
    code === 0x3000 ||
    code === 0xfeff
  );
}

/** The index after the run of spaces starting at `from` (`from` itself when there is none). */
export function skipSpaces(text: string, from: number): number {
  let i = from;
  while (i < text.length && isSpace(text.charCodeAt(i))) i++;
  countSteps(i - from + 1);
  return i;
}

/**
 * Splits where a separator stands between two runs of spaces (`\s+SEP\s+`, as in
 * "2 oz gin / ¾ oz lime"), each run taken whole; `accept(next)` may ask for a particular
 * character after the second run (-1 at the end of the text). Every run of spaces is passed over once.
 */
export function splitOnSpacedSeparator(text: string, isSeparator: (code: number) => boolean, accept: (next: number) => boolean = () => true): string[] {
  const parts: string[] = [];
  let start = 0;
  let i = 0;
  while (i < text.length) {
    if (!isSpace(text.charCodeAt(i))) {
      i++;
      countSteps(1);
      continue;
    }
    const runEnd = skipSpaces(text, i);
    if (runEnd < text.length && isSeparator(text.charCodeAt(runEnd))) {
      const after = skipSpaces(text, runEnd + 1);
      if (after > runEnd + 1 && accept(after < text.length ? text.charCodeAt(after) : -1)) {
        parts.push(text.slice(start, i));
        start = after;
        i = after;
        continue;
      }
    }
    i = runEnd;
  }
  parts.push(text.slice(start));
  countSteps(text.length);
  return parts;
}

/** Whether `text` has `word` (lower case ASCII) at `at`, in any case. */
export function hasWordAt(text: string, at: number, word: string): boolean {
  if (at + word.length > text.length) return false;
  countSteps(word.length);
  for (let k = 0; k < word.length; k++) {
    let code = text.charCodeAt(at + k);
    if (code >= 0x41 && code <= 0x5a) code += 0x20;
    if (code !== word.charCodeAt(k)) return false;
  }
  return true;
}

/** Letters, digits and "_": what `\b` tells from the rest. */
export function isWordCharacter(code: number): boolean {
  return (code >= 0x30 && code <= 0x39) || (code >= 0x41 && code <= 0x5a) || (code >= 0x61 && code <= 0x7a) || code === 0x5f;
}
