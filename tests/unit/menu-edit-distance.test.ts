import { describe, expect, it } from "vitest";
import { boundedEditDistance } from "../../src/domain/menu/edit-distance";

/** The whole table, no band and no early stop: what the bounded distance must agree with. */
function fullDistance(a: string, b: string, swaps: boolean): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      d[i]![j] = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
      if (swaps && i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d[i]![j] = Math.min(d[i]![j]!, d[i - 2]![j - 2]! + 1);
    }
  }
  return d[a.length]![b.length]!;
}

describe("the bounded edit distance", () => {
  it("counts two swapped neighbours as one edit with swaps, as two without", () => {
    expect(boundedEditDistance("negorni", "negroni", 2, true)).toBe(1);
    expect(boundedEditDistance("negorni", "negroni", 2)).toBe(2);
    expect(boundedEditDistance("negorni", "negroni", 1)).toBe(2);
  });

  it("agrees with the whole table within its limit, and answers limit + 1 past it", () => {
    let seed = 7;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31);
    const word = () => Array.from({ length: next() % 9 }, () => "abcr"[next() % 4]).join("");
    for (let round = 0; round < 3000; round++) {
      const [a, b, limit, swaps] = [word(), word(), next() % 4, next() % 2 === 0];
      const full = fullDistance(a, b, swaps);
      expect(boundedEditDistance(a, b, limit, swaps), `${a} ${b} ${limit} ${swaps}`).toBe(full <= limit ? full : limit + 1);
    }
  });
});
