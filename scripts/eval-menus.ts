// npm run eval:menus: reads the generated menus (tests/fixtures/menus/) the way the server does
// (src/server/menu-reading/read.ts: the image pool, tesseract, the layout) and scores them.
// The easy set (generate.ts), clear and photo-like: the share of drink names read exactly and of
// drinks whose candidate names the right catalogue entry (a house drink must match none). The
// hard set (hard.ts), menus as people photograph them: names read exactly as candidates, house
// drinks' listed ingredients turned into lines the matcher knows (on the candidate paired with the
// drink, the goal's figure, and on the exact name's only), and ten images with no menu,
// which must give no candidate. The held-out set (hard.ts: heldOutMenuSpecs) is scored as the
// hard one: hard menus of other house drinks and descriptions, for checking that what was tuned
// on the hard set holds on drinks it never saw. Then it starts the production server (as the
// HTTP bench does: bench/http/servers.ts), uploads ten menus at once and follows the server's
// memory while they are read (`--no-server` leaves that out). `--set easy,hard,held,blank` reads only those sets;
// `--only <id>` reads one image and prints its lines (`--only <id>,<id>` reads several).
// `--lines-cache <dir>` keeps each image's lines there and reads them back on the next run, to
// try changes to the reading of lines without OCR (its times then are those of the first run).
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describeName } from "@/domain/matching";
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
import { HARD_FONTS, hardDrinksOf, hardMenuSpecs, heldOutMenuSpecs, noMenuImages, renderHardMenu, type HardMenuSpec } from "../tests/fixtures/menus/hard";

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
function matchedRight(drink: Pick<MenuDrink, "name" | "catalogueId">, candidates: readonly MenuCandidate[]): boolean {
  if (drink.catalogueId === null) return candidates.some((c) => c.name === drink.name && c.catalogueId === null);
  return candidates.some((c) => c.catalogueId === drink.catalogueId);
}

function checkFonts(): void {
  const installed = execFileSync("fc-list", [":", "family"], { encoding: "utf8" });
  for (const family of [...Object.values(MENU_FONTS), ...Object.values(HARD_FONTS).map((f) => f.family)]) {
    if (!installed.includes(family)) throw new Error(`font ${family} is not installed (fonts-dejavu-core, fonts-dejavu-extra, fonts-urw-base35: scripts/setup-test-deps.sh)`);
  }
}

const percent = (part: number, whole: number) => `${((100 * part) / whole).toFixed(1)}%`;

/** Which sets to read: `--set easy,hard,held,blank` (all four unless told). */
function chosenSets(): Set<string> {
  const at = process.argv.indexOf("--set");
  return new Set(at === -1 ? ["easy", "hard", "held", "blank"] : process.argv[at + 1]!.split(","));
}

async function main(): Promise<void> {
  checkFonts();
  // Scans are made ready in the image pool, whose threads load the bundled worker.
  await bundleWorkers(path.resolve(import.meta.dirname, ".."));
  const only = process.argv.includes("--only") ? process.argv[process.argv.indexOf("--only") + 1]!.split(",") : undefined;
  const sets = chosenSets();
  const chosen = (id: string) => only === undefined || only.includes(id);
  const specs = sets.has("easy") ? menuSpecs().filter((s) => chosen(s.id)) : [];
  const hardSpecs = sets.has("hard") ? hardMenuSpecs().filter((s) => chosen(s.id)) : [];
  const heldSpecs = sets.has("held") ? heldOutMenuSpecs().filter((s) => chosen(s.id)) : [];
  const blanks = sets.has("blank") ? noMenuImages().filter((b) => chosen(b.id)) : [];
  const printLines = only?.length === 1;
  const ocr = new MenuOcr();
  const scores = { clear: newScore(), photo: newScore() };
  const hard = newHardScore();
  const held = newHardScore();
  const missed: string[] = [];
  const cache = process.argv.includes("--lines-cache") ? process.argv[process.argv.indexOf("--lines-cache") + 1]! : undefined;
  if (cache !== undefined) mkdirSync(cache, { recursive: true });
  const read = async (id: string, render: () => Promise<Buffer>): Promise<{ lines: MenuLine[]; ms: number }> => {
    const cached = cache === undefined ? undefined : path.join(cache, `${id}.json`);
    if (cached !== undefined && existsSync(cached)) return JSON.parse(readFileSync(cached, "utf8")) as { lines: MenuLine[]; ms: number };
    const image = await render();
    // Processor time of the whole process (the pool's and tesseract's threads included): what
    // one core spends on the page, which a loaded machine's wall clock would blur.
    const started = process.cpuUsage();
    const lines = await readMenuScan(ocr, image, () => {});
    const used = process.cpuUsage(started);
    if (printLines) for (const line of lines) console.log(line.block, line.confidence.toFixed(2), JSON.stringify(line.text));
    const result = { lines, ms: (used.user + used.system) / 1000 };
    if (cached !== undefined) writeFileSync(cached, JSON.stringify(result));
    return result;
  };
  try {
    // The first read also starts tesseract's worker (about a second): not a menu's time.
    if (cache === undefined) await readMenuScan(ocr, await renderMenu(menuSpecs()[0]!), () => {});
    for (const spec of specs) {
      const { lines, ms } = await read(spec.id, () => renderMenu(spec));
      score(spec, lines, ms, spec.photoLike ? scores.photo : scores.clear, missed);
    }
    for (const spec of hardSpecs) {
      const { lines, ms } = await read(spec.id, () => renderHardMenu(spec));
      scoreHard(spec, lines, ms, hard);
    }
    for (const spec of heldSpecs) {
      const { lines, ms } = await read(spec.id, () => renderHardMenu(spec));
      scoreHard(spec, lines, ms, held);
    }
    for (const blank of blanks) {
      const { lines, ms } = await read(blank.id, () => blank.render());
      const candidates = readMenuCandidates(lines);
      hard.blankMs.push(ms);
      if (ms > SLOW_MS) hard.blankMisses.push(`${blank.id}: ${(ms / 1000).toFixed(1)} processor seconds`);
      hard.blankCandidates += candidates.length;
      if (candidates.length > 0) hard.blankMisses.push(`${blank.id}: ${candidates.map((c) => JSON.stringify(c.name)).join(", ")}`);
    }
  } finally {
    await ocr.terminate();
    await closeImagePool();
  }
  for (const [kind, s] of Object.entries(scores)) {
    if (s.drinks === 0) continue;
    console.log(
      `${kind.padEnd(5)} menus ${s.ms.length}, drinks ${s.drinks}: names read exactly ${percent(s.namesExact, s.drinks)}, ` +
        `matched to the right catalogue entry ${percent(s.matched, s.drinks)}; ${seconds(s.ms)}`,
    );
  }
  if (missed.length > 0) console.log(`missed:\n  ${missed.join("\n  ")}`);
  reportHard("hard", hard);
  reportHard("held-out", held);
  reportBlanks(hard, blanks.length);
  if (only === undefined && sets.has("easy") && !process.argv.includes("--no-server")) await queuedMenus(specs);
}

/** A page read slower than this is named in the report. */
const SLOW_MS = 5000;

const seconds = (ms: readonly number[]) => {
  const sorted = [...ms].sort((a, b) => a - b);
  return `processor seconds per page: median ${(sorted[Math.floor(sorted.length / 2)]! / 1000).toFixed(1)}, most ${(sorted.at(-1)! / 1000).toFixed(1)}`;
};

interface HardScore {
  ms: number[];
  drinks: number;
  namesExact: number;
  matched: number;
  /** candidates that are none of the menu's drinks */
  extra: string[];
  listed: number;
  /** listed ingredients understood on the candidate of the drink's exact name */
  understood: number;
  /** listed ingredients understood on the candidate paired with the drink (the goal's figure) */
  understoodPaired: number;
  missedNames: string[];
  missedIngredients: string[];
  blankMs: number[];
  blankCandidates: number;
  blankMisses: string[];
}

function newHardScore(): HardScore {
  return { ms: [], drinks: 0, namesExact: 0, matched: 0, extra: [], listed: 0, understood: 0, understoodPaired: 0, missedNames: [], missedIngredients: [], blankMs: [], blankCandidates: 0, blankMisses: [] };
}

/** Levenshtein distance between two names. */
function nameDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) current.push(Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1)));
    previous = current;
  }
  return previous[b.length]!;
}

/**
 * The candidate the reading made for a drink: the one bearing its name exactly, else the
 * nearest name within a third of its letters among those no other drink of the menu claims
 * exactly (a slip in the name, a speck or a leader's bit after it), none when two are as near.
 */
function pairedCandidate(name: string, candidates: readonly MenuCandidate[], claimed: ReadonlySet<string>): MenuCandidate | undefined {
  const exact = candidates.find((c) => c.name === name);
  if (exact) return exact;
  const bound = Math.ceil(name.length / 3);
  let best: { candidate: MenuCandidate; distance: number } | undefined;
  let tied = false;
  for (const candidate of candidates) {
    if (claimed.has(candidate.name)) continue;
    const distance = nameDistance(name.toLowerCase(), candidate.name.toLowerCase());
    if (distance > bound) continue;
    if (best === undefined || distance < best.distance) [best, tied] = [{ candidate, distance }, false];
    else if (distance === best.distance) tied = true;
  }
  return tied ? undefined : best?.candidate;
}

/**
 * A hard menu scored on what the user is shown: a drink's name is read exactly when a candidate
 * bears it letter for letter; a house drink's listed ingredient is understood when its candidate
 * has an ingredient line the matcher gives the same known kind as the one written. That is
 * counted twice: on the candidate of the exact name only, and on the candidate paired with the
 * drink (the goal's figure: a slip in the name does not make its ingredients unread).
 */
function scoreHard(spec: HardMenuSpec, lines: MenuLine[], ms: number, into: HardScore): void {
  const candidates = readMenuCandidates(lines);
  into.ms.push(ms);
  const drinks = hardDrinksOf(spec);
  const names = new Set(drinks.map((d) => d.name));
  for (const candidate of candidates) {
    if (!names.has(candidate.name) && candidate.catalogueId === null) into.extra.push(`${spec.id}: ${JSON.stringify(candidate.name)}`);
  }
  const claimed = new Set(candidates.filter((c) => names.has(c.name)).map((c) => c.name));
  for (const drink of drinks) {
    into.drinks += 1;
    const found = candidates.find((c) => c.name === drink.name);
    if (found) into.namesExact += 1;
    if (matchedRight(drink, candidates)) into.matched += 1;
    else into.missedNames.push(`${spec.id}: ${drink.name}${found ? " (wrong catalogue entry)" : " (not read exactly)"}`);
    if (drink.catalogueId !== null) continue;
    const paired = pairedCandidate(drink.name, candidates, claimed);
    for (const listed of drink.listed) {
      into.listed += 1;
      const kind = describeName(listed).kind;
      const hasKind = (c: MenuCandidate | undefined) => c?.ingredients.some((i) => kind !== null && describeName(i.name).kind === kind) === true;
      if (hasKind(found)) into.understood += 1;
      if (hasKind(paired)) into.understoodPaired += 1;
      else {
        const read = paired ? ` (read${paired === found ? "" : ` as ${JSON.stringify(paired.name)}`}: ${paired.ingredients.map((i) => i.name).join(" | ") || paired.description})` : " (drink not read)";
        into.missedIngredients.push(`${spec.id}: ${drink.name}: ${listed}${read}`);
      }
    }
  }
}

function reportHard(set: string, s: HardScore): void {
  if (s.ms.length > 0) {
    console.log(
      `${set} menus ${s.ms.length}, drinks ${s.drinks}: names read exactly ${percent(s.namesExact, s.drinks)} (goal 95%), ` +
        `right catalogue entry ${percent(s.matched, s.drinks)}; house drinks' listed ingredients understood ${percent(s.understoodPaired, s.listed)} of ${s.listed} ` +
        `on the candidate paired with the drink (goal 90%), ${percent(s.understood, s.listed)} on its exact name's only; ` +
        `candidates that are no drink of the menu: ${s.extra.length}; ${seconds(s.ms)}`,
    );
    if (s.missedNames.length > 0) console.log(`${set}, names missed:\n  ${s.missedNames.join("\n  ")}`);
    if (s.missedIngredients.length > 0) console.log(`${set}, ingredients missed:\n  ${s.missedIngredients.join("\n  ")}`);
    if (s.extra.length > 0) console.log(`${set}, candidates that are no drink of the menu:\n  ${s.extra.join("\n  ")}`);
  }
}

function reportBlanks(s: HardScore, blanks: number): void {
  if (s.blankMs.length > 0) {
    console.log(`no-menu images ${blanks}: candidates ${s.blankCandidates} (goal 0); ${seconds(s.blankMs)}`);
    if (s.blankMisses.length > 0) console.log(`  ${s.blankMisses.join("\n  ")}`);
  }
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
