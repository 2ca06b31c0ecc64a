// `npm run bench -- http`: the production server against the machine's limits, and
// what one instance serves per core. Everything is measured on loopback with wrk,
// each figure beside its reference in the same run, because the machine is shared:
// the image route against nginx serving the same file from disk, GET /api/recipes against a
// bare node:http server answering the same bytes from memory. Writes bench/results.json.
// `--quick` (or BENCH_QUICK=1) runs short and small; BENCH_SOAK_SECONDS sets the memory soak,
// and `--soak` runs it alone (after the image work that comes before it).
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromium } from "playwright-core";
import { median } from "./bench-database";
import { cpuSeconds, memoryBreakdown, rssMb, serverPids, withServerCpu, javascriptHeaps, heapSnapshot, type HeapFigures, type MemoryBreakdown } from "./http/processes";
import { printSummary, profilesIn, summariseProfiles } from "./http/profile";
import { EXAMPLE_PEAK, fmt, instancesTable, markdownTable, writeResults, type Row } from "./http/report";
import { BenchClient, phoneHeic, photoJpeg, seedRecipes, seedShelf, signUpBenchUser, UploaderPool } from "./http/seed";
import { ensureDebianPackages, startBareServer, startBarshelf, startNginx, startPostgres, type Barshelf } from "./http/servers";
import { wrk, type WrkResult } from "../test-support/wrk";

const quick = process.argv.includes("--quick") || process.env.BENCH_QUICK === "1";
const SECONDS = quick ? 3 : 10;
const WARM_UP_SECONDS = quick ? 1 : 2;
/** Rounds of a figure against its reference, alternating (measurePaired). */
const ROUNDS = quick ? 1 : 3;
const SOAK_SECONDS = Number(process.env.BENCH_SOAK_SECONDS ?? (quick ? 30 : 600));
const LIST_SIZES = quick ? [100, 1000] : [100, 1000, 5000];
const BAR_ITEMS = 300;
const IMAGE_CONNECTIONS = 50;
const LIST_CONNECTIONS = 10;
const DRINK_PHOTOS = 20;
const PHONE = { width: 390, height: 844, deviceScaleFactor: 2 };

interface Measured extends WrkResult {
  /** requests answered per second of the server's processor time: what one core serves */
  perCoreSecond: number;
}

/** A warm-up, then the measured run, with the server's processor time over it. */
async function measure(server: Barshelf | null, url: string, connections: number, headers: Record<string, string> = {}): Promise<Measured> {
  await wrk({ url, connections, seconds: WARM_UP_SECONDS, headers });
  const pids = server ? serverPids(server.pid) : [];
  const { result, cpuSeconds: cpu } = await withServerCpu(pids, () => wrk({ url, connections, seconds: SECONDS, headers }));
  if (result.errors > 0) console.warn(`  ! ${result.errors} errors from ${url}`);
  return { ...result, perCoreSecond: cpu > 0 ? result.requests / cpu : 0 };
}

interface Paired {
  subject: Measured;
  reference: Measured;
  ratio: number;
  /** every round's ratio, in the order they ran */
  ratios: number[];
}

/**
 * The reference, then the subject, ROUNDS times over; the figures are those of the round
 * with the median ratio. On a shared machine a burst of other work lands on one run and
 * not on the next (nginx read 16,900 and 23,300 req/s in two runs of the same day), so a
 * single pair can be off either way; alternating rounds put both under the same spells.
 */
async function measurePaired(reference: () => Promise<Measured>, subject: () => Promise<Measured>): Promise<Paired> {
  const rounds: Omit<Paired, "ratios">[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    const ref = await reference();
    const sub = await subject();
    rounds.push({ reference: ref, subject: sub, ratio: sub.requestsPerSecond / ref.requestsPerSecond });
  }
  const byRatio = [...rounds].sort((a, b) => a.ratio - b.ratio);
  return { ...byRatio[Math.floor(byRatio.length / 2)]!, ratios: rounds.map((r) => r.ratio) };
}

async function fetchBytes(client: BenchClient, urlPath: string, headers: Record<string, string> = {}): Promise<{ res: Response; body: Buffer }> {
  const res = await fetch(client.baseUrl + urlPath, { headers: { cookie: client.cookie, ...headers } });
  return { res, body: Buffer.from(await res.arrayBuffer()) };
}

/** Time to the first byte of `urlPath`, median of `runs` sequential requests. */
async function ttfbMedian(client: BenchClient, urlPath: string, runs: number): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    const res = await fetch(client.baseUrl + urlPath, { headers: { cookie: client.cookie } });
    const reader = res.body!.getReader();
    await reader.read();
    times.push(performance.now() - start);
    while (!(await reader.read()).done);
  }
  return median(times);
}

interface ListFigures {
  recipes: number;
  bytes: number;
  etag: string | null;
  barshelf: Measured;
  bare: WrkResult;
  ratio: number;
  ratios: number[];
  notModified: Measured | null;
  notModifiedRatio: number | null;
  singleP50Ms: number;
}

async function listUser(server: Barshelf, recipes: number): Promise<BenchClient> {
  const client = await signUpBenchUser(server.url, `Bench ${recipes}`);
  await seedShelf(client, BAR_ITEMS);
  await seedRecipes(client, recipes);
  return client;
}

async function measureList(server: Barshelf, client: BenchClient, recipes: number): Promise<ListFigures> {
  const { res, body } = await fetchBytes(client, "/api/recipes");
  const count = (JSON.parse(body.toString()) as { recipes: unknown[] }).recipes.length;
  if (count !== recipes) throw new Error(`expected ${recipes} recipes, the list has ${count}`);
  const etag = res.headers.get("etag");
  const bare = await startBareServer(body, "application/json");
  try {
    const url = `${server.url}/api/recipes`;
    const paired = await measurePaired(
      () => measure(null, bare.url, LIST_CONNECTIONS),
      () => measure(server, url, LIST_CONNECTIONS, { cookie: client.cookie }),
    );
    const { reference, subject: barshelf } = paired;
    const notModified = etag ? await measure(server, url, LIST_CONNECTIONS, { cookie: client.cookie, "if-none-match": etag }) : null;
    const single = await wrk({ url, connections: 1, seconds: Math.max(1, Math.round(SECONDS / 2)), headers: { cookie: client.cookie } });
    return {
      recipes,
      bytes: body.length,
      etag,
      barshelf,
      bare: reference,
      ratio: paired.ratio,
      ratios: paired.ratios,
      notModified,
      notModifiedRatio: notModified ? notModified.requestsPerSecond / reference.requestsPerSecond : null,
      singleP50Ms: single.p50Ms,
    };
  } finally {
    await bare.stop();
  }
}

async function listFiguresOn(server: Barshelf, label: string): Promise<{ figures: ListFigures[]; clients: Map<number, BenchClient> }> {
  const figures: ListFigures[] = [];
  const clients = new Map<number, BenchClient>();
  for (const recipes of LIST_SIZES) {
    console.log(`${label}: seeding ${recipes} recipes and ${BAR_ITEMS} bar items through the API`);
    const client = await listUser(server, recipes);
    clients.set(recipes, client);
    figures.push(await measureList(server, client, recipes));
  }
  return { figures, clients };
}

/** Image bytes a phone-sized Chromium loads for `urlPath`, scrolled to the end. */
async function imageBytesOnPage(client: BenchClient, urlPath: string): Promise<{ bytes: number; images: number }> {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
  try {
    const context = await browser.newContext({ viewport: { width: PHONE.width, height: PHONE.height }, deviceScaleFactor: PHONE.deviceScaleFactor, isMobile: true });
    const equals = client.cookie.indexOf("=");
    await context.addCookies([{ name: client.cookie.slice(0, equals), value: client.cookie.slice(equals + 1), url: client.baseUrl }]);
    const page = await context.newPage();
    const sizes: Promise<number>[] = [];
    page.on("response", (res) => {
      if (res.url().includes("/object-images/")) sizes.push(res.body().then((b) => b.length, () => 0));
    });
    await page.goto(client.baseUrl + urlPath, { waitUntil: "networkidle" });
    for (let y = 0; y < 30; y++) {
      await page.mouse.wheel(0, PHONE.height);
      await page.waitForTimeout(100);
    }
    await page.waitForLoadState("networkidle");
    const all = await Promise.all(sizes);
    return { bytes: all.reduce((a, b) => a + b, 0), images: all.length };
  } finally {
    await browser.close();
  }
}

/** Runs `upload` back to back from `parallel` clients until `until` resolves; answers how many finished. */
async function uploadsWhile(parallel: number, upload: () => Promise<unknown>, until: Promise<unknown>): Promise<number> {
  let done = false;
  let count = 0;
  void until.finally(() => (done = true));
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      while (!done) {
        await upload();
        count += 1;
      }
    }),
  );
  return count;
}

interface SoakLoad {
  listCookie: string;
  photoUser: BenchClient;
  photoUrl: string;
  uploaders: UploaderPool;
}

/**
 * The memory soak: for SOAK_SECONDS, the 1,000-recipe list (4 connections), one photo (8
 * connections) and a 1600×1200 JPEG upload every half second, with the server's RSS sampled
 * every 2 s, what it is made of at the start and end, and how long each upload took.
 */
async function memorySoak(server: Barshelf, load: SoakLoad) {
  console.log(`memory soak: ${SOAK_SECONDS} s of mixed load`);
  const startBreakdown = memoryBreakdown(serverPids(server.pid));
  const samples: number[] = [rssMb(serverPids(server.pid))];
  const sampler = setInterval(() => samples.push(rssMb(serverPids(server.pid))), 2000);
  const soakList = wrk({ url: `${server.url}/api/recipes`, connections: 4, seconds: SOAK_SECONDS, headers: { cookie: load.listCookie } });
  const soakImages = wrk({ url: server.url + load.photoUrl, connections: 8, seconds: SOAK_SECONDS, headers: { cookie: load.photoUser.cookie } });
  const soakPhoto = await photoJpeg(1600, 1200, 356_000, 7);
  const uploadMs: number[] = [];
  const soakUploads = await uploadsWhile(1, async () => {
    const started = performance.now();
    await load.uploaders.upload(soakPhoto, "IMG_4000.jpg", "image/jpeg");
    uploadMs.push(performance.now() - started);
    await new Promise((r) => setTimeout(r, 500));
  }, Promise.all([soakList, soakImages]));
  clearInterval(sampler);
  samples.push(rssMb(serverPids(server.pid)));
  const breakdown = { start: startBreakdown, end: memoryBreakdown(serverPids(server.pid)) };
  const sorted = [...uploadMs].sort((a, b) => a - b);
  const uploadP50Ms = sorted[Math.floor(sorted.length / 2)] ?? 0;
  const uploadP99Ms = sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.99))] ?? 0;
  const [list, images] = await Promise.all([soakList, soakImages]);
  return { seconds: SOAK_SECONDS, startMb: samples[0]!, peakMb: Math.max(...samples), endMb: samples.at(-1)!, uploads: soakUploads, uploadP50Ms, uploadP99Ms, list, images, breakdown, samples };
}

type SoakFigures = Awaited<ReturnType<typeof memorySoak>>;

function soakRow(rss: SoakFigures): Row {
  const parts = ({ fileMb, threads, mainArenaMb, otherArenasMb, wasmMb, otherAnonMb }: MemoryBreakdown) =>
    `files ${fmt.mb(fileMb)}, malloc ${fmt.mb(mainArenaMb + otherArenasMb)}, WebAssembly ${fmt.mb(wasmMb)}, other anonymous ${fmt.mb(otherAnonMb)}, ${threads} threads`;
  return {
    what: `server RSS over ${rss.seconds} s of mixed load (list, images, ${rss.uploads} uploads, p50 ${fmt.ms(rss.uploadP50Ms)})`,
    measured: `start ${fmt.mb(rss.startMb)} (${parts(rss.breakdown.start)}), peak ${fmt.mb(rss.peakMb)}, end ${fmt.mb(rss.endMb)} (${parts(rss.breakdown.end)})`,
    reference: "",
    ratio: null,
    goal: "< 300 MB, flat",
    met: rss.peakMb < 300,
  };
}

/**
 * The server as `npm start` runs it, writing a diagnostic report on SIGUSR2 so that `heaps`
 * can print its threads' JavaScript heaps. With BENCH_HEAP_SNAPSHOT=DIR, `snapshot` writes a V8
 * heap snapshot of its main thread into DIR.
 */
async function startObservedBarshelf() {
  const reports = mkdtempSync(path.join(os.tmpdir(), "barshelf-bench-reports-"));
  const snapshotDir = process.env.BENCH_HEAP_SNAPSHOT;
  const snapshotFlags = snapshotDir ? ["--heapsnapshot-signal=SIGUSR1", `--diagnostic-dir=${snapshotDir}`] : [];
  const server = await startBarshelf({}, ["--report-on-signal", `--report-directory=${reports}`, ...snapshotFlags]);
  const heaps = async (when: string) => {
    const { main, workers } = await javascriptHeaps(server.pid, reports);
    const one = (h: HeapFigures) => `${fmt.mb(h.totalMb)} (${fmt.mb(h.usedMb)} used, new space ${fmt.mb(h.newSpaceMb)})`;
    console.log(`  JavaScript heaps ${when}: main ${one(main)}${workers.map((w, i) => `, worker ${i + 1} ${one(w)}`).join("")}`);
  };
  const snapshot = async () => {
    if (snapshotDir) console.log(`  heap snapshot: ${await heapSnapshot(server.pid, snapshotDir)}`);
  };
  return { server, heaps, snapshot, cleanUp: () => rmSync(reports, { recursive: true, force: true }) };
}

/**
 * `npm run bench -- http --soak`: the memory soak alone, after the image work the full run does
 * before it (phone photos, HEICs under list load, 12 MP JPEGs four at a time), on a server with
 * the 1,000-recipe user only (and the image route under 50 connections): minutes instead of the full run's half hour, to try a change.
 * Prints its figures; bench/results.json is left to the full run.
 */
async function soakOnly(): Promise<void> {
  ensureDebianPackages();
  const loadBefore = os.loadavg();
  const { server, heaps, snapshot, cleanUp } = await startObservedBarshelf();
  try {
    const photoUser = await signUpBenchUser(server.url, "Bench photos");
    const photo = await photoUser.upload(await photoJpeg(1280, 960, 100_000, 3), "negroni.jpg", "image/jpeg");
    await measure(server, server.url + photo.imageUrl, IMAGE_CONNECTIONS, { cookie: photoUser.cookie });
    for (let i = 0; i < DRINK_PHOTOS; i++) await photoUser.upload(await photoJpeg(4032, 3024, 2_800_000, 100 + (i % 5)), `IMG_${1000 + i}.jpg`, "image/jpeg");
    console.log("seeding 1000 recipes and 300 bar items through the API");
    const listUserClient = await listUser(server, 1000);
    const uploaders = await UploaderPool.signUp(server.url, 12);
    const heic = await phoneHeic();
    const listRun = wrk({ url: `${server.url}/api/recipes`, connections: LIST_CONNECTIONS, seconds: SECONDS * 2, headers: { cookie: listUserClient.cookie } });
    const heics = await uploadsWhile(4, () => uploaders.upload(heic, "IMG_2000.HEIC", "image/heic"), listRun);
    const phoneJpeg = await photoJpeg(4032, 3024, 2_800_000, 6);
    const jpegs = await uploadsWhile(4, () => uploaders.upload(phoneJpeg, "IMG_3000.jpg", "image/jpeg"), new Promise((r) => setTimeout(r, SECONDS * 1000)));
    console.log(`before the soak: ${DRINK_PHOTOS} phone photos, ${heics} HEICs, ${jpegs} 12 MP JPEGs`);
    await heaps("before the soak");
    const rss = await memorySoak(server, { listCookie: listUserClient.cookie, photoUser, photoUrl: photo.imageUrl, uploaders });
    await heaps("after it");
    await snapshot();
    const row = soakRow(rss);
    console.log(`- ${row.what}: ${row.measured}`);
    console.log(`  list ${fmt.rate(rss.list.requestsPerSecond)} (${errorsNote(rss.list)}), image ${fmt.rate(rss.images.requestsPerSecond)} (${errorsNote(rss.images)}), upload p99 ${fmt.ms(rss.uploadP99Ms)}`);
    console.log(`  breakdown: ${JSON.stringify(rss.breakdown, (_, v: unknown) => (typeof v === "number" ? Math.round(v) : v))}`);
    console.log(`  RSS every 2 s: ${rss.samples.map((mb) => Math.round(mb)).join(" ")}`);
    console.log(`  load average ${loadBefore.map((l) => l.toFixed(1)).join(" ")} before, ${os.loadavg().map((l) => l.toFixed(1)).join(" ")} after`);
  } finally {
    await server.stop();
    cleanUp();
  }
}

/**
 * `npm run bench -- http --profile image|list`: one route under its wrk load, on a server
 * started with `--cpu-prof` on data seeded beforehand by another server process (so the
 * profile holds the load, not the seeding), and where that server's processor time went.
 */
async function profileRoute(route: string): Promise<void> {
  if (route !== "image" && route !== "list") throw new Error(`--profile takes image or list, not ${route}`);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "barshelf-bench-data-"));
  const profiles = mkdtempSync(path.join(os.tmpdir(), "barshelf-bench-profile-"));
  const seeder = await startBarshelf({}, [], dataDir);
  let urlPath: string;
  let client: BenchClient;
  try {
    if (route === "image") {
      client = await signUpBenchUser(seeder.url, "Bench photos");
      urlPath = (await client.upload(await photoJpeg(1280, 960, 100_000, 3), "negroni.jpg", "image/jpeg")).imageUrl;
    } else {
      client = await listUser(seeder, 1000);
      urlPath = "/api/recipes";
    }
  } finally {
    await seeder.stop();
  }
  const server = await startBarshelf({}, ["--cpu-prof", `--cpu-prof-dir=${profiles}`], dataDir);
  try {
    const result = await measure(server, server.url + urlPath, route === "image" ? IMAGE_CONNECTIONS : LIST_CONNECTIONS, { cookie: client.cookie });
    console.log(`${urlPath}: ${fmt.rate(result.requestsPerSecond)}, p50 ${fmt.ms(result.p50Ms)}, p99 ${fmt.ms(result.p99Ms)}, ${errorsNote(result)}`);
  } finally {
    await server.stop(); // node writes the profile as the server exits
    rmSync(dataDir, { recursive: true, force: true });
  }
  printSummary(summariseProfiles(profilesIn(profiles), 25));
  console.log(`profiles kept in ${profiles} (open them in Chrome's DevTools)`);
}

function errorsNote(result: WrkResult): string {
  return result.errors > 0 ? `${result.errors} errors` : "no errors";
}

export async function run(): Promise<void> {
  const profile = process.argv.indexOf("--profile");
  if (profile >= 0) return profileRoute(process.argv[profile + 1] ?? "");
  if (process.argv.includes("--soak")) return soakOnly();
  ensureDebianPackages();
  const startedAt = new Date();
  const loadBefore = os.loadavg();
  const rows: Row[] = [];
  const add = (row: Row) => {
    rows.push(row);
    console.log(`- ${row.what}: ${row.measured}${row.reference ? ` | ${row.reference}` : ""}${row.ratio === null ? "" : ` | ratio ${row.ratio.toFixed(3)}`}`);
  };
  console.log(`HTTP bench${quick ? " (quick)" : ""}: wrk ${SECONDS} s runs after ${WARM_UP_SECONDS} s of warm-up, ${ROUNDS} alternating rounds against each reference; memory soak ${SOAK_SECONDS} s`);

  const { server, heaps, snapshot, cleanUp } = await startObservedBarshelf();
  try {
    // The image route: a ~100 KB photo as stored, against nginx serving the same bytes.
    const photoUser = await signUpBenchUser(server.url, "Bench photos");
    const photo = await photoUser.upload(await photoJpeg(1280, 960, 100_000, 3), "negroni.jpg", "image/jpeg");
    const served = await fetchBytes(photoUser, photo.imageUrl);
    const nginx = await startNginx(served.body, "photo.jpg", "image/jpeg");
    let image: { bytes: number; barshelf: Measured; nginx: WrkResult; ratio: number; ratios: number[] };
    try {
      const paired = await measurePaired(
        () => measure(null, nginx.url, IMAGE_CONNECTIONS),
        () => measure(server, server.url + photo.imageUrl, IMAGE_CONNECTIONS, { cookie: photoUser.cookie }),
      );
      image = { bytes: served.body.length, barshelf: paired.subject, nginx: paired.reference, ratio: paired.ratio, ratios: paired.ratios };
    } finally {
      await nginx.stop();
    }
    add({
      what: `\`GET /object-images/<key>\`, ${fmt.bytes(image.bytes)} JPEG, session, ${IMAGE_CONNECTIONS} connections`,
      measured: `${fmt.rate(image.barshelf.requestsPerSecond)}, p99 ${fmt.ms(image.barshelf.p99Ms)}`,
      reference: `nginx, same file from disk: ${fmt.rate(image.nginx.requestsPerSecond)}, p99 ${fmt.ms(image.nginx.p99Ms)} (ratio by round: ${image.ratios.map((r) => r.toFixed(3)).join(", ")})`,
      ratio: image.ratio,
      goal: "≥ 0.25, p99 < 50 ms",
      met: image.ratio >= 0.25 && image.barshelf.p99Ms < 50,
    });

    // A 4000×3000 phone photo: the bytes of each size the route answers.
    const big = await photoJpeg(4000, 3000, 2_800_000, 4);
    const bigUpload = await photoUser.upload(big, "IMG_0001.jpg", "image/jpeg");
    const sizes: { width: number | null; bytes: number; contentType: string | null }[] = [];
    for (const width of [null, 64, 256, 512, 1024, 2048]) {
      const { res, body } = await fetchBytes(photoUser, width ? `${bigUpload.imageUrl}?w=${width}` : bigUpload.imageUrl);
      sizes.push({ width, bytes: body.length, contentType: res.headers.get("content-type") });
    }
    const distinct = sizes.filter((s, i) => sizes.findIndex((t) => t.bytes === s.bytes) === i);
    add({
      what: `a 4000×3000 phone photo (${fmt.bytes(big.length)} uploaded), as served`,
      measured: distinct.map((s) => `${s.width ? `?w=${s.width}` : "original"} ${fmt.bytes(s.bytes)}`).join(", "),
      reference: "",
      ratio: null,
      goal: "display sizes",
      met: distinct.length > 1,
    });

    // /drinks with 20 photos and /bar with one pictured bottle, as a phone loads them.
    for (let i = 0; i < DRINK_PHOTOS; i++) {
      const upload = await photoUser.upload(await photoJpeg(4032, 3024, 2_800_000, 100 + (i % 5)), `IMG_${1000 + i}.jpg`, "image/jpeg");
      await photoUser.postJson("/api/drinks", { name: `Negroni ${i + 1}`, type: "cocktail", imageUrl: upload.imageUrl, rating: 4 });
    }
    const drinksPage = await imageBytesOnPage(photoUser, "/drinks");
    add({
      what: `\`/drinks\` with ${DRINK_PHOTOS} photos (4032×3024), phone width (${PHONE.width} px, ×${PHONE.deviceScaleFactor}), scrolled to the end`,
      measured: `${fmt.bytes(drinksPage.bytes)} in ${drinksPage.images} images`,
      reference: "",
      ratio: null,
      goal: "≤ 1 MB",
      met: drinksPage.bytes <= 1_000_000,
    });
    const barPhoto = await photoUser.upload(await photoJpeg(1600, 1200, 356_000, 5), "bottle.jpg", "image/jpeg", "bar");
    await photoUser.postJson("/api/bar-items", { name: "Campari", imageUrl: barPhoto.imageUrl });
    const barPage = await imageBytesOnPage(photoUser, "/bar");
    add({
      what: "a bar item's picture on `/bar` (1600×1200 upload), phone width",
      measured: barPage.images > 0 ? fmt.bytes(barPage.bytes / barPage.images) : "not shown",
      reference: "",
      ratio: null,
      goal: "≤ 15 KB",
      met: barPage.images > 0 ? barPage.bytes / barPage.images <= 15_000 : null,
    });

    // The recipe list at each size, against the bare server answering the same bytes.
    const sqliteList = await listFiguresOn(server, "SQLite");
    for (const f of sqliteList.figures) {
      add({
        what: `\`GET /api/recipes\`, ${f.recipes.toLocaleString("en")} recipes × 10, ${BAR_ITEMS} bar items (${fmt.bytes(f.bytes)}), SQLite`,
        measured: `${fmt.rate(f.barshelf.requestsPerSecond)}, p99 ${fmt.ms(f.barshelf.p99Ms)}; single request p50 ${fmt.ms(f.singleP50Ms)}`,
        reference: `bare node:http, same bytes: ${fmt.rate(f.bare.requestsPerSecond)}`,
        ratio: f.ratio,
        goal: f.recipes === 1000 ? "≥ 0.15, p50 ≤ 10 ms" : "",
        met: f.recipes === 1000 ? f.ratio >= 0.15 && f.singleP50Ms <= 10 : null,
      });
      add({
        what: `the same with \`If-None-Match\` (304)`,
        measured: f.notModified ? `${fmt.rate(f.notModified.requestsPerSecond)}, p99 ${fmt.ms(f.notModified.p99Ms)}` : "no ETag sent",
        reference: `bare node:http, whole body: ${fmt.rate(f.bare.requestsPerSecond)}`,
        ratio: f.notModifiedRatio,
        goal: "",
        met: null,
      });
    }

    // The /recipes page for the 1,000-recipe user.
    const pageUser = sqliteList.clients.get(1000)!;
    const page = await fetchBytes(pageUser, "/recipes");
    const recipesPage = { htmlBytes: page.body.length, ttfbP50Ms: await ttfbMedian(pageUser, "/recipes", quick ? 7 : 21) };
    add({
      what: "`/recipes` page, 1,000 recipes: first HTML, TTFB p50",
      measured: `${fmt.bytes(recipesPage.htmlBytes)}, ${fmt.ms(recipesPage.ttfbP50Ms)}`,
      reference: "",
      ratio: null,
      goal: "≤ 250 KB, ≤ 150 ms",
      met: recipesPage.htmlBytes <= 250_000 && recipesPage.ttfbP50Ms <= 150,
    });

    // The list's p99 while four 12 MP HEIC uploads run back to back, beside the same list alone.
    const uploaders = await UploaderPool.signUp(server.url, 12);
    const heic = await phoneHeic();
    const list1000 = sqliteList.figures.find((f) => f.recipes === 1000)!;
    const listRun = wrk({ url: `${server.url}/api/recipes`, connections: LIST_CONNECTIONS, seconds: SECONDS * 2, headers: { cookie: pageUser.cookie } });
    const heicUploads = await uploadsWhile(4, () => uploaders.upload(heic, "IMG_2000.HEIC", "image/heic"), listRun);
    const underUploads = { ...(await listRun), uploads: heicUploads };
    add({
      what: `\`GET /api/recipes\` (1,000) p99 while four 12 MP HEIC uploads run (${heicUploads} done)`,
      measured: `p99 ${fmt.ms(underUploads.p99Ms)}, ${fmt.rate(underUploads.requestsPerSecond)}`,
      reference: `the list alone: p99 ${fmt.ms(list1000.barshelf.p99Ms)}`,
      ratio: list1000.barshelf.p99Ms / underUploads.p99Ms,
      goal: "",
      met: null,
    });

    // Uploads per processor second: a 12 MP JPEG, four at a time.
    const phoneJpeg = await photoJpeg(4032, 3024, 2_800_000, 6);
    const pids = serverPids(server.pid);
    const uploadCpuBefore = cpuSeconds(pids);
    const uploadCount = await uploadsWhile(4, () => uploaders.upload(phoneJpeg, "IMG_3000.jpg", "image/jpeg"), new Promise((r) => setTimeout(r, SECONDS * 1000)));
    const uploadsPerCoreSecond = uploadCount / (cpuSeconds(pids) - uploadCpuBefore);

    // Memory: RSS under a mixed load (list, images, uploads).
    await heaps("before the soak");
    const rss = await memorySoak(server, { listCookie: pageUser.cookie, photoUser, photoUrl: photo.imageUrl, uploaders });
    await heaps("after it");
    await snapshot();
    add(soakRow(rss));

    // The same list figures on PostgreSQL (root only: the cluster runs as the postgres user).
    let postgresList: ListFigures[] | null = null;
    const postgres = await startPostgres();
    if (postgres) {
      const pgServer = await startBarshelf({ DATABASE_URL: postgres.databaseUrl });
      try {
        postgresList = (await listFiguresOn(pgServer, "PostgreSQL")).figures;
        for (const f of postgresList) {
          add({
            what: `\`GET /api/recipes\`, ${f.recipes.toLocaleString("en")} recipes, PostgreSQL (${f.notModified ? "304: " + fmt.rate(f.notModified.requestsPerSecond) : "no ETag"})`,
            measured: `${fmt.rate(f.barshelf.requestsPerSecond)}, p99 ${fmt.ms(f.barshelf.p99Ms)}; single request p50 ${fmt.ms(f.singleP50Ms)}`,
            reference: `bare node:http, same bytes: ${fmt.rate(f.bare.requestsPerSecond)}`,
            ratio: f.ratio,
            goal: f.recipes === 1000 ? "≥ 0.15, p50 ≤ 10 ms" : "",
            met: f.recipes === 1000 ? f.ratio >= 0.15 && f.singleP50Ms <= 10 : null,
          });
        }
      } finally {
        await pgServer.stop();
        await postgres.stop();
      }
    } else console.log("PostgreSQL: skipped (needs Debian's postgresql and root, as scripts/test.sh)");

    const perCore = {
      listPerCoreSecond: list1000.barshelf.perCoreSecond,
      listNotModifiedPerCoreSecond: list1000.notModified?.perCoreSecond ?? null,
      imagesPerCoreSecond: image.barshelf.perCoreSecond,
      uploadsPerCoreSecond,
    };
    add({
      what: "one instance, per core (requests per second of server processor time)",
      measured: `list (1,000) ${Math.round(perCore.listPerCoreSecond)}${perCore.listNotModifiedPerCoreSecond ? ` (304: ${Math.round(perCore.listNotModifiedPerCoreSecond)})` : ""}, images ${Math.round(perCore.imagesPerCoreSecond)}, 12 MP uploads ${perCore.uploadsPerCoreSecond.toFixed(2)}`,
      reference: "",
      ratio: null,
      goal: "",
      met: null,
    });

    const table = markdownTable(rows);
    const instances = instancesTable(perCore);
    console.log(`\n${table}\n\nHow many instances, from the per-core figures above:\n\n${instances}\n`);
    const file = writeResults({
      date: startedAt.toISOString(),
      command: `npm run bench -- http${quick ? " --quick" : ""}${process.env.BENCH_SOAK_SECONDS ? ` (BENCH_SOAK_SECONDS=${SOAK_SECONDS})` : ""}`,
      cores: os.cpus().length,
      loadAverage: { before: loadBefore, after: os.loadavg() },
      wrk: { seconds: SECONDS, warmUpSeconds: WARM_UP_SECONDS, rounds: ROUNDS, imageConnections: IMAGE_CONNECTIONS, listConnections: LIST_CONNECTIONS },
      image,
      photoSizes: { uploadedBytes: big.length, served: sizes },
      drinksPage: { photos: DRINK_PHOTOS, viewport: PHONE, ...drinksPage },
      barItemPicture: barPage,
      list: { sqlite: sqliteList.figures, postgres: postgresList },
      recipesPage,
      listUnderHeicUploads: { alone: list1000.barshelf, during: underUploads },
      perCore,
      instances: { examplePeak: EXAMPLE_PEAK, table: instances },
      rss,
      table: rows,
    });
    console.log(`wrote ${file}`);
  } finally {
    await server.stop();
    cleanUp();
  }
}
