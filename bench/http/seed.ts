// Realistic data for the HTTP bench, written through the API as a user would write it:
// recipes are catalogue cocktails (real names and specs), bar items are real bottles from the
// held-out set, photos are made with sharp to look like phone photos (smooth shapes, grain).
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { CATALOGUE } from "../../src/domain/catalogue";
import { heldOutBottleNames } from "../../test-support/bottles";
import { seededRandom } from "../../test-support/random";

const INGREDIENTS_PER_RECIPE = 10;

export class BenchClient {
  constructor(
    readonly baseUrl: string,
    readonly cookie: string,
  ) {}

  async send(method: string, urlPath: string, body?: BodyInit, contentType?: string): Promise<Response> {
    const headers: Record<string, string> = { cookie: this.cookie, origin: this.baseUrl };
    if (contentType) headers["content-type"] = contentType;
    return fetch(this.baseUrl + urlPath, { method, headers, body });
  }

  async postJson<T>(urlPath: string, value: unknown): Promise<T> {
    const res = await this.send("POST", urlPath, JSON.stringify(value), "application/json");
    if (res.status !== 201 && res.status !== 200) throw new Error(`POST ${urlPath}: ${res.status} ${await res.text()}`);
    return (await res.json()) as T;
  }

  async upload(bytes: Buffer, filename: string, type: string, kind = "drink"): Promise<{ imageUrl: string; size: number }> {
    const form = new FormData();
    form.set("kind", kind);
    form.set("file", new Blob([new Uint8Array(bytes)], { type }), filename);
    const res = await this.send("POST", "/api/uploads", form);
    if (res.status !== 201) throw new Error(`upload: ${res.status} ${await res.text()}`);
    return (await res.json()) as { imageUrl: string; size: number };
  }
}

let signUps = 0;

/** A new user, signed up through the API; each from its own address, so the per-address sign-up limit stays out of the way. */
export async function signUpBenchUser(baseUrl: string, name: string): Promise<BenchClient> {
  signUps += 1;
  const res = await fetch(`${baseUrl}/api/auth/sign-up/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: baseUrl, "x-forwarded-for": `127.1.${process.pid & 255}.${signUps}` },
    body: JSON.stringify({ name, email: `${name.toLowerCase().replace(/\W+/g, "-")}-${Date.now()}@bench.example`, password: "a long bench passphrase" }),
  });
  if (res.status !== 200) throw new Error(`sign-up: ${res.status} ${await res.text()}`);
  const cookie = res.headers.getSetCookie().find((c) => c.includes("session_token="));
  if (!cookie) throw new Error("sign-up set no session cookie");
  return new BenchClient(baseUrl, cookie.split(";")[0]!);
}

/** Uploads spread over several users, round robin: the service takes 30 uploads a minute from each. */
export class UploaderPool {
  private next = 0;
  private constructor(private readonly clients: BenchClient[]) {}

  static async signUp(baseUrl: string, users: number): Promise<UploaderPool> {
    const clients: BenchClient[] = [];
    for (let i = 0; i < users; i++) clients.push(await signUpBenchUser(baseUrl, `Bench uploader ${i + 1}`));
    return new UploaderPool(clients);
  }

  upload(bytes: Buffer, filename: string, type: string): Promise<unknown> {
    return this.clients[this.next++ % this.clients.length]!.upload(bytes, filename, type);
  }
}

/** Runs `task(i)` for i in [0, count) with `parallel` requests in flight. */
export async function inParallel(count: number, parallel: number, task: (i: number) => Promise<unknown>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      while (next < count) await task(next++);
    }),
  );
}

/** `count` real bottles, one in seven empty, as a shelf that has seen some use. */
export async function seedShelf(client: BenchClient, count: number): Promise<void> {
  const names = heldOutBottleNames();
  await inParallel(count, 4, (i) =>
    client.postJson("/api/bar-items", {
      name: i < names.length ? names[i] : `${names[i % names.length]} (${Math.floor(i / names.length) + 1})`,
      quantity: i % 7 === 0 ? "EMPTY" : "FULL",
      // a real shelf may hold two bottles of one product; the bench measures size, not the duplicate question
      allowDuplicate: true,
    }),
  );
}

/**
 * `count` recipes of ten lines: a catalogue cocktail, spelled as the catalogue has it, with
 * the lines of the cocktails after it added until there are ten (a house riff on it).
 */
export function benchRecipe(i: number) {
  const cocktail = CATALOGUE[i % CATALOGUE.length]!;
  const lines: { name: string; amount: string; available: boolean }[] = [];
  for (let k = 0; lines.length < INGREDIENTS_PER_RECIPE; k++) {
    for (const line of CATALOGUE[(i + k) % CATALOGUE.length]!.ingredients) {
      if (lines.length < INGREDIENTS_PER_RECIPE && !lines.some((l) => l.name === line.name)) lines.push({ name: line.name, amount: line.amount, available: false });
    }
  }
  return {
    title: i < CATALOGUE.length ? cocktail.title : `${cocktail.title} No. ${Math.floor(i / CATALOGUE.length) + 1}`,
    ingredients: lines,
    steps: cocktail.steps,
    garnish: cocktail.garnish ?? null,
    glassware: cocktail.glassware ?? null,
  };
}

export async function seedRecipes(client: BenchClient, count: number): Promise<void> {
  await inParallel(count, 4, (i) => client.postJson("/api/recipes", benchRecipe(i)));
}

/**
 * A JPEG that compresses like a phone photo: large soft shapes (noise upscaled) with fine
 * grain on top. The quality is chosen so the file is close to `targetBytes`.
 */
export async function photoJpeg(width: number, height: number, targetBytes: number, seed = 1): Promise<Buffer> {
  return cached(`photo-${width}x${height}-${targetBytes}-${seed}.jpg`, () => makePhotoJpeg(width, height, targetBytes, seed));
}

/** Made once and kept in the temporary folder: encoding 12 MP photos takes a while on a busy machine. */
async function cached(name: string, make: (file: string) => Promise<Buffer>): Promise<Buffer> {
  const dir = path.join(os.tmpdir(), "barshelf-bench-cache");
  const file = path.join(dir, name);
  if (!existsSync(file)) {
    mkdirSync(dir, { recursive: true });
    writeFileSync(file, await make(file));
  }
  return readFileSync(file);
}

async function makePhotoJpeg(width: number, height: number, targetBytes: number, seed: number): Promise<Buffer> {
  const random = seededRandom(seed);
  const coarse = Buffer.from(Array.from({ length: 16 * 12 * 3 }, () => Math.floor(random() * 256)));
  const grain = Buffer.from(Array.from({ length: 256 * 192 * 3 }, () => 96 + Math.floor(random() * 64)));
  const softGrain = await sharp(grain, { raw: { width: 256, height: 192, channels: 3 } }).resize(width, height, { kernel: "nearest" }).blur(0.8).png().toBuffer();
  const base = await sharp(coarse, { raw: { width: 16, height: 12, channels: 3 } })
    .resize(width, height, { kernel: "cubic" })
    .composite([{ input: softGrain, blend: "soft-light" }])
    .raw()
    .toBuffer({ resolveWithObject: true });
  let low = 30;
  let high = 95;
  let best: Buffer | null = null;
  while (low <= high) {
    const quality = Math.floor((low + high) / 2);
    const jpeg = await sharp(base.data, { raw: base.info }).jpeg({ quality }).toBuffer();
    if (jpeg.length <= targetBytes) {
      best = jpeg;
      low = quality + 1;
    } else high = quality - 1;
  }
  return best ?? (await sharp(base.data, { raw: base.info }).jpeg({ quality: 30 }).toBuffer());
}

/** A 12 MP HEIC as a phone writes it (HEVC), made with heif-enc. */
export async function phoneHeic(): Promise<Buffer> {
  const jpeg = await photoJpeg(4032, 3024, 3_000_000, 12);
  return cached("phone-4032x3024.heic", async (file) => {
    writeFileSync(`${file}.jpg`, jpeg);
    execFileSync("heif-enc", ["-q", "60", "-o", file, `${file}.jpg`], { stdio: "ignore" });
    return readFileSync(file);
  });
}
