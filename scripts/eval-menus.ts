// npm run eval:menus: reads the generated menus (tests/fixtures/menus/) the way the server does
// (src/server/menu-reading/read.ts: the image pool, tesseract, the layout) and scores them:
// the share of drink names read exactly, the share of drinks whose candidate names the right
// catalogue entry (src/domain/menu; a house drink must match none), clear menus apart from
// photo-like ones, and the processor time per A4 page. Then it starts the production server (as the HTTP
// bench does: bench/http/servers.ts), uploads ten menus at once and follows the server's memory
// while they are read (`--no-server` leaves that out). `--only <id>` reads one menu and prints its lines
// (`--only <id>,<id>` reads several).
import { execFileSync } from "node:child_process";
import path from "node:path";
import { readMenuCandidates } from "@/domain/menu";
import type { MenuCandidate, MenuLine } from "@/domain/menu/types";
import { serverPids, rssMb } from "../bench/http/processes";
import { signUpBenchUser } from "../bench/http/seed";
import { startBarshelf } from "../bench/http/servers";
import { closeImagePool } from "@/server/photos/worker-pool";
import { MenuOcr } from "@/server/menu-reading/ocr";
import { readMenuScan } from "@/server/menu-reading/read";
import { bundleWorkers } from "./front-bundle.mjs";
import { drinksOf, MENU_FONTS, menuSpecs, renderMenu, type MenuDrink, type MenuSpec } from "../tests/fixtures/menus/generate";

interface Score {
  drinks: number;
  namesExact: number;
  matched: number;
  ms: number[];
}

/** Whether a line holds the name exactly: the whole line, or the name then a gap and its price. */
function readExactly(name: string, lines: readonly MenuLine[]): boolean {
  return lines.some((line) => line.text === name || (line.text.startsWith(`${name} `) && /\d/.test(line.text.slice(name.length))));
}

/**
 * Whether a candidate names this drink's catalogue entry (an OCR slip in the name may be
 * forgiven by the matching); a house drink's candidate, under its exact name, must name none.
 */
function matchedRight(drink: MenuDrink, candidates: readonly MenuCandidate[]): boolean {
  if (drink.catalogueId === null) return candidates.some((c) => c.name === drink.name && c.catalogueId === null);
  return candidates.some((c) => c.catalogueId === drink.catalogueId);
}

function checkFonts(): void {
  const installed = execFileSync("fc-list", [":", "family"], { encoding: "utf8" });
  for (const family of Object.values(MENU_FONTS)) {
    if (!installed.includes(family)) throw new Error(`font ${family} is not installed (fonts-dejavu-core, fonts-urw-base35)`);
  }
}

const percent = (part: number, whole: number) => `${((100 * part) / whole).toFixed(1)}%`;

async function main(): Promise<void> {
  checkFonts();
  // Scans are made ready in the image pool, whose threads load the bundled worker.
  await bundleWorkers(path.resolve(import.meta.dirname, ".."));
  const only = process.argv.includes("--only") ? process.argv[process.argv.indexOf("--only") + 1] : undefined;
  const specs = menuSpecs().filter((s) => only === undefined || only.split(",").includes(s.id));
  const ocr = new MenuOcr();
  const scores = { clear: newScore(), photo: newScore() };
  const missed: string[] = [];
  try {
    // The first read also starts tesseract's worker (about a second): not a menu's time.
    await readMenuScan(ocr, await renderMenu(specs[0]!), () => {});
    for (const spec of specs) {
      const image = await renderMenu(spec);
      // Processor time of the whole process (the pool's and tesseract's threads included): what
      // one core spends on the page, which a loaded machine's wall clock would blur.
      const started = process.cpuUsage();
      const lines = await readMenuScan(ocr, image, () => {});
      const used = process.cpuUsage(started);
      const ms = (used.user + used.system) / 1000;
      if (only && !only.includes(",")) for (const line of lines) console.log(line.block, line.confidence.toFixed(2), JSON.stringify(line.text));
      score(spec, lines, ms, spec.photoLike ? scores.photo : scores.clear, missed);
    }
  } finally {
    await ocr.terminate();
    await closeImagePool();
  }
  for (const [kind, s] of Object.entries(scores)) {
    if (s.drinks === 0) continue;
    const sorted = [...s.ms].sort((a, b) => a - b);
    console.log(
      `${kind.padEnd(5)} menus ${s.ms.length}, drinks ${s.drinks}: names read exactly ${percent(s.namesExact, s.drinks)}, ` +
        `matched to the right catalogue entry ${percent(s.matched, s.drinks)}; ` +
        `processor seconds per A4 page: median ${(sorted[Math.floor(sorted.length / 2)]! / 1000).toFixed(1)}, most ${(sorted.at(-1)! / 1000).toFixed(1)}`,
    );
  }
  if (missed.length > 0) console.log(`missed:\n  ${missed.join("\n  ")}`);
  if (only === undefined && !process.argv.includes("--no-server")) await queuedMenus(specs);
}

/** Ten menus uploaded at once to a fresh production server: its memory before and at most while it reads them, and how long they took. */
async function queuedMenus(specs: MenuSpec[]): Promise<void> {
  const images = await Promise.all(specs.slice(0, 10).map(renderMenu));
  const server = await startBarshelf();
  try {
    const client = await signUpBenchUser(server.url, "Menu eval");
    const pids = () => serverPids(server.pid);
    const before = rssMb(pids());
    let peak = before;
    const started = performance.now();
    const ids: string[] = [];
    for (const [i, image] of images.entries()) {
      const res = await client.send("POST", "/api/uploads", uploadForm(image, specs[i]!));
      if (res.status !== 201) throw new Error(`upload: ${res.status} ${await res.text()}`);
      ids.push(((await res.json()) as { id: string }).id);
    }
    for (;;) {
      peak = Math.max(peak, rssMb(pids()));
      const statuses = await Promise.all(ids.map(async (id) => ((await (await client.send("GET", `/api/uploads/${id}/menu`)).json()) as { status: string }).status));
      if (statuses.every((s) => s === "done" || s === "failed")) break;
      await new Promise((r) => setTimeout(r, 200));
    }
    const seconds = (performance.now() - started) / 1000;
    console.log(
      `ten menus queued at once on a fresh server (MENU_READING_CONCURRENCY=1): all read in ${seconds.toFixed(0)} s; ` +
        `server RSS ${before.toFixed(0)} MB before, at most ${peak.toFixed(0)} MB while reading`,
    );
  } finally {
    await server.stop();
  }
}

function uploadForm(image: Buffer, spec: MenuSpec): FormData {
  const form = new FormData();
  form.set("kind", "menu");
  const type = spec.photoLike ? "image/jpeg" : "image/png";
  form.set("file", new Blob([new Uint8Array(image)], { type }), spec.photoLike ? "menu.jpg" : "menu.png");
  return form;
}

function newScore(): Score {
  return { drinks: 0, namesExact: 0, matched: 0, ms: [] };
}

function score(spec: MenuSpec, lines: MenuLine[], ms: number, into: Score, missed: string[]): void {
  const candidates = readMenuCandidates(lines);
  into.ms.push(ms);
  for (const drink of drinksOf(spec)) {
    into.drinks += 1;
    const exact = readExactly(drink.name, lines);
    const matched = matchedRight(drink, candidates);
    if (exact) into.namesExact += 1;
    if (matched) into.matched += 1;
    if (!exact || !matched) missed.push(`${spec.id}: ${drink.name}${exact ? "" : " (not read exactly)"}${matched ? "" : " (no right candidate)"}`);
  }
}

await main();
