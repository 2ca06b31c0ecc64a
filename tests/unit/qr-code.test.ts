import { encode } from "uqr";
import { describe, expect, it } from "vitest";
import { QR_MIN_PIXELS, QR_QUIET_ZONE, qrDrawing } from "@/domain/qr-code";

/** The modules a drawing's path paints, read back from its runs ("M x y h n v1 h-n z"). */
function paintedModules(size: number, path: string): boolean[][] {
  const grid = Array.from({ length: size }, () => Array<boolean>(size).fill(false));
  for (const [, x, y, n] of path.matchAll(/M(\d+) (\d+)h(\d+)v1h-\3z/g)) {
    for (let i = 0; i < Number(n); i++) {
      const row = grid[Number(y)]!;
      expect(row[Number(x) + i], `module ${Number(x) + i},${y} painted twice`).toBe(false);
      row[Number(x) + i] = true;
    }
  }
  return grid;
}

const url = "https://bar.example/invite/kq3W0f9x_Q-8ZbLr1sYd2TmVa7cEo4Hu";

describe("an invitation's QR code", () => {
  it("paints exactly the dark modules of the link's code, and nothing of its path is left unread", () => {
    const drawing = qrDrawing(url);
    const expected = encode(url, { ecc: "M", border: QR_QUIET_ZONE });
    expect(drawing.size).toBe(expected.size);
    expect(drawing.path.replace(/M(\d+) (\d+)h(\d+)v1h-\3z/g, "")).toBe("");
    expect(paintedModules(drawing.size, drawing.path)).toEqual(expected.data);
  });

  it("keeps a quiet zone of four light modules on every side", () => {
    const { size, path } = qrDrawing(url);
    const grid = paintedModules(size, path);
    for (let i = 0; i < size; i++) {
      for (let edge = 0; edge < QR_QUIET_ZONE; edge++) {
        expect([grid[edge]![i], grid[size - 1 - edge]![i], grid[i]![edge], grid[i]![size - 1 - edge]]).toEqual([false, false, false, false]);
      }
    }
    // the finder pattern's corner starts right inside it
    expect(grid[QR_QUIET_ZONE]![QR_QUIET_ZONE]).toBe(true);
  });

  it("is drawn at least 200 px wide, in whole pixels per module, for short and long links alike", () => {
    for (const text of [url, `${url}?${"x".repeat(150)}`, "https://a.b/invite/x"]) {
      const { size, pixels } = qrDrawing(text);
      expect(pixels).toBeGreaterThanOrEqual(QR_MIN_PIXELS);
      expect(pixels % size).toBe(0);
      expect(pixels).toBeLessThan(QR_MIN_PIXELS + size);
    }
    expect(qrDrawing(`${url}?${"x".repeat(150)}`).size).toBeGreaterThan(qrDrawing(url).size);
  });

  it("differs for two links that differ in one character of the code", () => {
    expect(qrDrawing(url).path).not.toBe(qrDrawing(url.replace(/u$/, "v")).path);
  });
});
