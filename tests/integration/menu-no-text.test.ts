import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { signUp, TestClient } from "../helpers/client";
import { uploadFile } from "../helpers/uploads";

/**
 * An image without a drinks menu's text, uploaded as a menu, proposes no drinks and says why
 * (`menuText: false`): a plain colour, a photo-like picture of shapes and grain, a picture with
 * a couple of letters or a word or two. A small menu card still proposes its drinks.
 */

interface MenuAnswer {
  status: string;
  menuText: boolean;
  lines: { text: string; confidence: number }[];
  candidates: { name: string }[];
}

/** A small generator of numbers, so that each run makes the same pictures. */
function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

function plainColour(): Promise<Buffer> {
  return sharp({ create: { width: 1200, height: 900, channels: 3, background: "#b04a2e" } }).jpeg().toBuffer();
}

/** Discs of colour over a warm background, with grain and a little blur: a photo of a room, as far as OCR can tell. */
function photoLike(seed: number): Promise<Buffer> {
  const random = seeded(seed);
  const width = 800;
  const height = 600;
  const discs = Array.from({ length: 25 }, () => ({ x: random() * width, y: random() * height, r: 30 + random() * 200, rgb: [random(), random(), random()].map((c) => c * 255) }));
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      let rgb = [120, 110, 100];
      for (const d of discs) if ((x - d.x) ** 2 + (y - d.y) ** 2 < d.r ** 2) rgb = d.rgb;
      for (let c = 0; c < 3; c++) pixels[(y * width + x) * 3 + c] = Math.max(0, Math.min(255, rgb[c]! + (random() - 0.5) * 40));
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } }).blur(1.2).jpeg({ quality: 80 }).toBuffer();
}

function words(text: string, size = 90): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="900"><rect width="100%" height="100%" fill="#e8e0d0"/>
    <text x="300" y="400" font-family="DejaVu Sans" font-size="${size}" fill="#222">${text}</text></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

function menuCard(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="160"><rect width="100%" height="100%" fill="#fff"/>
    <g font-family="DejaVu Sans" fill="#111"><text x="30" y="60" font-size="30" font-weight="bold">Negroni</text>
    <text x="570" y="60" font-size="30" text-anchor="end">$12</text><text x="30" y="110" font-size="22">gin, Campari, sweet vermouth</text></g></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

async function readAsMenu(client: TestClient, image: Buffer): Promise<MenuAnswer> {
  const upload = await uploadFile(client, image, { kind: "menu", filename: "menu.jpg", type: "image/jpeg" });
  expect(upload.status).toBe(201);
  const deadline = Date.now() + 90_000;
  for (;;) {
    const res = await client.get<MenuAnswer>(`/api/uploads/${upload.body.id}/menu`);
    expect(res.status).toBe(200);
    if (res.body.status === "done" || res.body.status === "failed") return res.body;
    if (Date.now() > deadline) throw new Error(`menu reading stuck at ${res.body.status}`);
    await new Promise((r) => setTimeout(r, 150));
  }
}

describe("an image without menu text, uploaded as a menu", () => {
  it.each([
    ["a plain colour", plainColour],
    ["a photo-like picture", () => photoLike(1)],
    ["another photo-like picture", () => photoLike(7)],
    ["a couple of random letters", () => words("Qx Rb")],
    ["a word or two", () => words("OPEN DAILY")],
    ["a sign with a number", () => words("Happy hour 5-7", 70)],
  ])("proposes no drinks for %s, and says there is no menu text", { timeout: 120_000 }, async (_what, make) => {
    const client = await signUp();
    const answer = await readAsMenu(client, await make());
    expect(answer).toMatchObject({ status: "done", menuText: false, candidates: [] });
  });

  it("still reads a small menu card into its drink", { timeout: 120_000 }, async () => {
    const client = await signUp();
    const answer = await readAsMenu(client, await menuCard());
    expect(answer.menuText).toBe(true);
    expect(answer.candidates.map((c) => c.name)).toEqual(["Negroni"]);
  });
});
