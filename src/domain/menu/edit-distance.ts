// How far two OCR'd names are apart, for putting a misread name right. Computed only within
// `limit` of the diagonal and stopped past it, so a comparison costs length × limit.

/**
 * Edits turning `a` into `b`, or `limit + 1` when more. With `swaps`, two neighbouring letters
 * swapped count as one edit (optimal string alignment); without, as two (Levenshtein).
 */
export function boundedEditDistance(a: string, b: string, limit: number, swaps = false): number {
  const far = limit + 1;
  if (Math.abs(a.length - b.length) > limit) return far;
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => (j <= limit ? j : far));
  for (let i = 1; i <= a.length; i++) {
    const current = new Array<number>(b.length + 1).fill(far);
    if (i <= limit) current[0] = i;
    let rowLeast = current[0]!;
    for (let j = Math.max(1, i - limit); j <= Math.min(b.length, i + limit); j++) {
      let value = Math.min(previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1), previous[j]! + 1, current[j - 1]! + 1);
      if (swaps && i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, before[j - 2]! + 1);
      current[j] = Math.min(value, far);
      rowLeast = Math.min(rowLeast, current[j]!);
    }
    if (rowLeast > limit) return far;
    before = previous;
    previous = current;
  }
  return Math.min(previous[b.length]!, far);
}
