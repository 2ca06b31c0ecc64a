/**
 * Autocomplete for ingredient names: the names that begin with what was typed, then
 * those with a word that does, without repeats (case and accents aside).
 */
const fold = (text: string) =>
  text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .trim();

export function suggestNames(names: readonly string[], typed: string, limit = 12): string[] {
  const q = fold(typed);
  if (!q) return names.slice(0, limit);
  const starts: string[] = [];
  const wordStarts: string[] = [];
  const seen = new Set<string>();
  for (const name of names) {
    const folded = fold(name);
    if (seen.has(folded) || folded === q) continue;
    if (folded.startsWith(q)) starts.push(name);
    else if (folded.split(/[\s\-'’&.]+/).some((word) => word.startsWith(q))) wordStarts.push(name);
    else continue;
    seen.add(folded);
  }
  return [...starts, ...wordStarts].slice(0, limit);
}
