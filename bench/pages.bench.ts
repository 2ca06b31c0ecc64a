// `npm run bench -- pages`: each main page's first HTML and how long it takes right after a
// change for a user with 1,000 recipes, 300 bar items and 300 drinks, on the
// production server (SQLite). A change is a write that bumps the user's data version (a bar
// item's level goes down and back up), so no per-version cache can answer the GET that follows.
// `--quick` (or BENCH_QUICK=1) takes fewer samples.
import os from "node:os";
import { CATALOGUE } from "../src/domain/catalogue";
import { STARTER_SHELF } from "../src/domain/starter-shelf";
import { median } from "./bench-database";
import { cpuSeconds, serverPids } from "./http/processes";
import { fmt, markdownTable, type Row } from "./http/report";
import { benchRecipe, inParallel, signUpBenchUser, type BenchClient } from "./http/seed";
import { heldOutBottleNames } from "../test-support/bottles";
import { startBarshelf } from "./http/servers";

const quick = process.argv.includes("--quick") || process.env.BENCH_QUICK === "1";
const RECIPES = 1000;
const BAR_ITEMS = 300;
const DRINKS = 300;
const SAMPLES = quick ? 5 : 15;
const PAGES = ["/recommend", "/bar", "/recipes", "/drinks"] as const;
const HTML_LIMIT = 250_000;
const TIME_LIMIT_MS = 100;

interface PageFigures {
  path: string;
  bytes: number;
  /** first byte and whole answer, each the median over SAMPLES changes */
  ttfbMs: number;
  totalMs: number;
  /** the server's processor time per page answer, a mean: what the page costs whatever else runs on the machine */
  cpuMs: number;
}

/**
 * Recipes as a keen user's collection: catalogue cocktails as the catalogue writes them (most
 * of them makeable from the shelf below, the worst case for /recommend's lists), every fourth
 * one a ten-line house riff; titles numbered from the second round on.
 */
async function seedRecipes(client: BenchClient, count: number): Promise<void> {
  await inParallel(count, 4, (i) => {
    if (i % 4 === 3) return client.postJson("/api/recipes", benchRecipe(i));
    const cocktail = CATALOGUE[i % CATALOGUE.length]!;
    const round = Math.floor(i / CATALOGUE.length);
    return client.postJson("/api/recipes", {
      title: round === 0 ? cocktail.title : `${cocktail.title} No. ${round + 1}`,
      ingredients: cocktail.ingredients.map((l) => ({ name: l.name, amount: l.amount, available: false })),
      steps: cocktail.steps,
    });
  });
}

/** The starter shelf (spirits, fresh things, syrups), then real bottles up to `count`, one in seven empty. */
async function seedBar(client: BenchClient, count: number): Promise<void> {
  const starter = STARTER_SHELF.slice(0, count);
  await client.postJson("/api/starter-shelf", { names: starter });
  const names = heldOutBottleNames().slice(0, count - starter.length);
  // each is its own bottle, even where the matcher would take two for the same product
  await inParallel(names.length, 4, (i) => client.postJson("/api/bar-items", { name: names[i], quantity: i % 7 === 0 ? "EMPTY" : "FULL", allowDuplicate: true }));
}

async function seedDrinks(client: BenchClient, count: number): Promise<void> {
  for (let i = 0; i < count; i += 10) {
    await Promise.all(
      Array.from({ length: Math.min(10, count - i) }, (_, k) =>
        client.postJson("/api/drinks", { name: `House drink ${i + k + 1}`, type: "cocktail", rating: ((i + k) % 5) + 1 }),
      ),
    );
  }
}

/** The write before each sample: one bar item's level, alternately LOW and FULL (a real change each time). */
function changer(client: BenchClient, barItemId: string) {
  let low = false;
  return async () => {
    low = !low;
    const res = await client.send("PATCH", `/api/bar-items/${barItemId}`, JSON.stringify({ quantity: low ? "LOW" : "FULL" }), "application/json");
    if (res.status !== 200) throw new Error(`PATCH bar item: ${res.status} ${await res.text()}`);
  };
}

async function timedGet(client: BenchClient, urlPath: string): Promise<{ ttfbMs: number; totalMs: number; bytes: number }> {
  const start = performance.now();
  const res = await fetch(client.baseUrl + urlPath, { headers: { cookie: client.cookie } });
  const reader = res.body!.getReader();
  let chunk = await reader.read();
  const ttfbMs = performance.now() - start;
  let bytes = 0;
  while (!chunk.done) {
    bytes += chunk.value.byteLength;
    chunk = await reader.read();
  }
  if (res.status !== 200) throw new Error(`GET ${urlPath}: ${res.status}`);
  return { ttfbMs, totalMs: performance.now() - start, bytes };
}

async function measurePage(client: BenchClient, pids: number[], urlPath: string, change: () => Promise<void>): Promise<PageFigures> {
  for (let i = 0; i < 2; i++) await timedGet(client, urlPath); // warm-up: the route's code loaded
  const samples: { ttfbMs: number; totalMs: number; bytes: number }[] = [];
  let cpu = 0;
  for (let i = 0; i < SAMPLES; i++) {
    await change();
    const before = cpuSeconds(pids);
    samples.push(await timedGet(client, urlPath));
    cpu += cpuSeconds(pids) - before;
  }
  return {
    path: urlPath,
    bytes: Math.max(...samples.map((s) => s.bytes)),
    ttfbMs: median(samples.map((s) => s.ttfbMs)),
    totalMs: median(samples.map((s) => s.totalMs)),
    cpuMs: (cpu * 1000) / SAMPLES,
  };
}

export async function run(): Promise<void> {
  const loadBefore = os.loadavg();
  const server = await startBarshelf();
  try {
    console.log(`pages: seeding ${RECIPES} recipes, ${BAR_ITEMS} bar items and ${DRINKS} drinks through the API`);
    const client = await signUpBenchUser(server.url, "Bench pages");
    await seedBar(client, BAR_ITEMS);
    await seedRecipes(client, RECIPES);
    await seedDrinks(client, DRINKS);
    const res = await fetch(`${server.url}/api/bar-items`, { headers: { cookie: client.cookie } });
    const { barItems } = (await res.json()) as { barItems: { id: string; quantity: string }[] };
    const change = changer(client, barItems.find((b) => b.quantity === "FULL")!.id);

    const rows: Row[] = [];
    for (const urlPath of PAGES) {
      const f = await measurePage(client, serverPids(server.pid), urlPath, change);
      const row: Row = {
        what: `\`${urlPath}\`, ${RECIPES.toLocaleString("en")} recipes, ${BAR_ITEMS} bar items, ${DRINKS} drinks: first HTML, time right after a change (p50 of ${SAMPLES})`,
        measured: `${fmt.bytes(f.bytes)}, ${fmt.ms(f.totalMs)} (first byte ${fmt.ms(f.ttfbMs)}; server processor ${fmt.ms(f.cpuMs)} a page)`,
        reference: "",
        ratio: null,
        goal: "≤ 250 KB, ≤ 100 ms",
        met: f.bytes <= HTML_LIMIT && f.totalMs <= TIME_LIMIT_MS,
      };
      rows.push(row);
      console.log(`- ${row.what}: ${row.measured}`);
    }
    console.log(`\n${markdownTable(rows)}\n`);
    console.log(`load average ${loadBefore.map((l) => l.toFixed(1)).join(" ")} before, ${os.loadavg().map((l) => l.toFixed(1)).join(" ")} after, on ${os.cpus().length} cores`);
  } finally {
    await server.stop();
  }
}
