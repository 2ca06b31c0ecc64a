// npx tsx --conditions react-server scripts/eval-menu-turns.ts [--scans 60] [--clear]
// How long another user's menu scan waits while one user's import has filled the queue. On a
// fresh production server (MENU_READING_CONCURRENCY=1, as by default): one user's scan on the
// idle server (one job's time), then a user imports a zip of `--scans` menu scans and at once
// another user uploads one; it prints how long that scan waited to start and to be read, and
// how many of the import's scans were read before it. `--clear` also waits for the queue to empty.
import path from "node:path";
import Database from "better-sqlite3";
import { zipSync } from "fflate";
import type { ExportDocument } from "@/domain/export/document";
import { signUpBenchUser, type BenchClient } from "../bench/http/seed";
import { startBarshelf } from "../bench/http/servers";
import { menuSpecs, renderMenu } from "../tests/fixtures/menus/generate";

interface Reading {
  status: string;
  queuedBehind?: number | null;
}

const argument = (name: string, fallback: number) => (process.argv.includes(name) ? Number(process.argv[process.argv.indexOf(name) + 1]) : fallback);

async function readingOf(client: BenchClient, id: string): Promise<Reading> {
  const res = await client.send("GET", `/api/uploads/${id}/menu`);
  if (res.status !== 200) throw new Error(`GET menu: ${res.status} ${await res.text()}`);
  return (await res.json()) as Reading;
}

async function uploadMenu(client: BenchClient, image: Buffer): Promise<string> {
  const form = new FormData();
  form.set("kind", "menu");
  form.set("file", new Blob([new Uint8Array(image)], { type: "image/png" }), "menu.png");
  const res = await client.send("POST", "/api/uploads", form);
  if (res.status !== 201) throw new Error(`upload: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { id: string }).id;
}

/** Milliseconds from now until the scan starts being read, and until it is read (polled every 100 ms). */
async function follow(client: BenchClient, id: string): Promise<{ startMs: number; doneMs: number }> {
  const started = performance.now();
  let startMs: number | null = null;
  for (;;) {
    const { status } = await readingOf(client, id);
    const ms = performance.now() - started;
    if (status !== "pending") startMs ??= ms;
    if (status === "done" || status === "failed") return { startMs: startMs!, doneMs: ms };
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** A Barshelf export zip holding `images` as menu scans. */
function menuZip(images: Buffer[]): Uint8Array {
  const now = new Date().toISOString();
  const doc: ExportDocument = {
    format: "barshelf-export",
    version: 1,
    exportedAt: now,
    recipes: [],
    drinks: [],
    barItems: [],
    shoppingList: [],
    uploads: images.map((_, i) => ({ photo: `photos/menu-${i}.png`, kind: "menu", contentType: "image/png", width: null, height: null, createdAt: now })),
  };
  const files: Record<string, Uint8Array> = { "barshelf.json": new TextEncoder().encode(JSON.stringify(doc)) };
  images.forEach((image, i) => (files[`photos/menu-${i}.png`] = new Uint8Array(image)));
  return zipSync(files);
}

async function main(): Promise<void> {
  const scans = argument("--scans", 60);
  const specs = menuSpecs().filter((s) => !s.photoLike);
  const images = await Promise.all(Array.from({ length: scans + 2 }, (_, i) => renderMenu(specs[i % specs.length]!)));
  const server = await startBarshelf();
  try {
    const idle = await signUpBenchUser(server.url, "Idle reader");
    // The first reading also starts tesseract: not a job's time.
    await follow(idle, await uploadMenu(idle, images[scans + 1]!));
    const alone = await follow(idle, await uploadMenu(idle, images[scans]!));
    console.log(`one scan on the idle server: started after ${(alone.startMs / 1000).toFixed(1)} s, read after ${(alone.doneMs / 1000).toFixed(1)} s`);

    const importer = await signUpBenchUser(server.url, "Busy importer");
    const importStarted = performance.now();
    const res = await importer.send("POST", "/api/import", menuZip(images.slice(0, scans)) as Uint8Array<ArrayBuffer>);
    if (res.status !== 201) throw new Error(`import: ${res.status} ${await res.text()}`);
    console.log(`${scans} scans imported in ${((performance.now() - importStarted) / 1000).toFixed(1)} s`);
    // The server's own database (SQLite in its DATA_DIR), read beside it: how far the import's queue got.
    const db = new Database(path.join(server.dataDir, "barshelf.sqlite"), { readonly: true });
    const importerId = await userIdOf(importer);
    const countRead = () =>
      (db.prepare("select count(*) as n from menu_reading where user_id = ? and status in ('done', 'failed')").get(importerId) as { n: number }).n;

    const other = await signUpBenchUser(server.url, "Another user");
    const scan = await uploadMenu(other, images[scans]!);
    const waited = await follow(other, scan);
    const read = countRead();
    console.log(
      `another user's scan with ${scans} queued: started after ${(waited.startMs / 1000).toFixed(1)} s, read after ${(waited.doneMs / 1000).toFixed(1)} s; ` +
        `${read} of the ${scans} imported scans were read by then`,
    );
    if (process.argv.includes("--clear")) {
      while (countRead() < scans) await new Promise((r) => setTimeout(r, 1000));
      console.log(`the import's ${scans} scans were all read ${((performance.now() - importStarted) / 1000).toFixed(0)} s after the import began`);
    }
  } finally {
    await server.stop();
  }
}

async function userIdOf(client: BenchClient): Promise<string> {
  const res = await client.send("GET", "/api/auth/get-session");
  return ((await res.json()) as { user: { id: string } }).user.id;
}

await main();
