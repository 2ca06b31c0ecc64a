// Dotted leaders taken out of a prepared menu page before OCR (src/domain/menu/leader-dots.ts).
import { describe, expect, it } from "vitest";
import { removeLeaderDots } from "../../src/domain/menu/leader-dots";

const [width, height] = [400, 60];

function page(draw: (ink: (x0: number, y0: number, x1: number, y1: number) => void) => void): Uint8Array {
  const grey = new Uint8Array(width * height).fill(250);
  draw((x0, y0, x1, y1) => {
    for (let y = y0; y < y1; y++) for (let x = x0; x < x1; x++) grey[y * width + x] = 20;
  });
  return grey;
}

const inkIn = (grey: Uint8Array, x0: number, x1: number) => {
  let count = 0;
  for (let y = 0; y < height; y++) for (let x = x0; x < x1; x++) if (grey[y * width + x]! < 128) count++;
  return count;
};

describe("removeLeaderDots", () => {
  it("paints out a row of evenly spaced dots and leaves the letters and the price beside it", () => {
    const grey = page((ink) => {
      ink(10, 10, 60, 40); // a word, one blob of ink
      for (let x = 70; x < 300; x += 12) ink(x, 34, x + 4, 38); // the leader
      ink(320, 10, 360, 40); // the price
    });
    expect(removeLeaderDots(grey, width, height, 8)).toBeGreaterThanOrEqual(15);
    expect(inkIn(grey, 65, 305)).toBe(0);
    expect(inkIn(grey, 10, 60)).toBe(50 * 30);
    expect(inkIn(grey, 320, 360)).toBe(40 * 30);
  });

  it("keeps dots that stand alone or come unevenly, as full stops, middle dots and bits of a letter do", () => {
    const grey = page((ink) => {
      ink(20, 30, 24, 34); // a full stop
      ink(100, 20, 104, 24); // a middle dot
      for (const x of [200, 206, 221, 225, 240, 262]) ink(x, 30, x + 3, 34); // bits of a broken letter
    });
    const before = inkIn(grey, 0, width);
    expect(removeLeaderDots(grey, width, height, 8)).toBe(0);
    expect(inkIn(grey, 0, width)).toBe(before);
  });

  it("keeps the small round letters of a word, evenly spaced as they may be, since other letters stand between them", () => {
    const grey = page((ink) => {
      // "o", "e", "a"... every 12 px, each followed by a tall letter ("l", "t", "k") in the gap.
      for (let x = 20; x < 260; x += 12) {
        ink(x, 30, x + 5, 35);
        ink(x + 7, 22, x + 9, 35);
      }
    });
    const before = inkIn(grey, 0, width);
    expect(removeLeaderDots(grey, width, height, 8)).toBe(0);
    expect(inkIn(grey, 0, width)).toBe(before);
  });

  it("keeps a row of blobs of unlike sizes, as letters are, and still takes out a leader of like dots", () => {
    const grey = page((ink) => {
      [3, 5, 3, 6, 3, 5, 3, 6].forEach((side, i) => ink(20 + i * 12, 40 - side, 20 + i * 12 + side, 40));
      for (let x = 200; x < 380; x += 12) ink(x, 36, x + 4, 40);
    });
    expect(removeLeaderDots(grey, width, height, 8)).toBe(15);
    expect(inkIn(grey, 0, 150)).toBe(4 * 9 + 2 * 25 + 2 * 36);
    expect(inkIn(grey, 195, width)).toBe(0);
  });
});
