// Ingredient matching speed: what GET /api/recipes does per request — build the shelf index
// from the user's bar items once, then decide every ingredient of every recipe.
// Target: 1,000 recipes x 10 ingredients against 300 bar items in under 20 ms.
// Names are real ones from the labelled sets (bar items from their shelf column, ingredients
// from their recipe column). Figures are medians over repeated runs; ratios are computed
// within this one run because the machine is shared.
// `npm run bench -- matching --against <git ref>` also measures the matcher of that commit (taken
// with git archive into a temporary folder) in the same process, turn about with this one.
// `npm run bench -- matching --instructions <git ref>` counts the instructions of a worst-case cold
// run of both matchers under valgrind's callgrind, which a loaded machine does not change.
import { execFileSync, spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { pathToFileURL } from "node:url";
import * as current from "../src/domain/matching";
import type { ShelfItem } from "../src/domain/matching";
import { compileKnowledge } from "../src/domain/matching/knowledge";
import { clearNameMemo } from "../src/domain/matching/names";
import { seededRandom } from "../test-support/random";

/** What the bench needs of a matcher implementation. */
interface Matcher {
  label: string;
  buildShelfIndex: (items: readonly ShelfItem[]) => unknown;
  isAvailable: (index: never, name: string) => boolean;
  clearNameMemo: () => void;
}

const repo = path.resolve(import.meta.dirname, "..");

type Pair = [string, string, boolean];

const RUNS = 30;

function loadNames(): { shelf: string[]; ingredients: string[] } {
  const files = [path.resolve(repo, "tests/fixtures/matching-labelled.json"), path.resolve(repo, "tests/fixtures/matching-examples.json")];
  const shelf = new Set<string>();
  const ingredients = new Set<string>();
  for (const f of files) {
    let pairs: Pair[] = [];
    try {
      pairs = (JSON.parse(readFileSync(f, "utf8")) as { pairs: Pair[] }).pairs;
    } catch {
      continue; // the shared folder may be absent; the fixture is enough
    }
    for (const [ingredient, item] of pairs) {
      ingredients.add(ingredient);
      shelf.add(item);
    }
  }
  return { shelf: [...shelf], ingredients: [...ingredients] };
}

/** Bar items: distinct names where possible (a real shelf rarely repeats a bottle). */
function shelfOf(names: readonly string[], n: number, random: () => number): ShelfItem[] {
  const shuffled = [...names].sort(() => random() - 0.5);
  const items: ShelfItem[] = [];
  for (let i = 0; i < n; i++) {
    const base = shuffled[i % shuffled.length]!;
    items.push({ name: i < shuffled.length ? base : `${base} ${Math.floor(i / shuffled.length) + 1}` });
  }
  return items;
}

/**
 * Recipe ingredients. Recipes share ingredients, so names repeat (popular ones more often);
 * `distinct` makes every string unique instead (worst case: nothing is answered from cache).
 */
function ingredientsOf(names: readonly string[], n: number, random: () => number, distinct: boolean): string[] {
  if (distinct) return Array.from({ length: n }, (_, i) => `${names[i % names.length]!} ${i}`);
  // a skewed draw: a few staples (lime juice, simple syrup) are in many recipes
  return Array.from({ length: n }, () => names[Math.floor(Math.pow(random(), 2) * names.length)]!);
}

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
}

interface Timing {
  build: number; decide: number; total: number; available: number;
  /** the least processor time a run took: on a shared machine, wall time also counts the waits for a core */
  leastCpu: number;
}

/**
 * cold: the process-wide name memo is cleared before every run, as on the first request after a
 * start (every bar item and ingredient name is resolved from text); warm: names seen before.
 */
function measureWith(matcher: Matcher, items: readonly ShelfItem[], ingredients: readonly string[], cold: boolean, runs = RUNS): Timing {
  const builds: number[] = [];
  const decides: number[] = [];
  const totals: number[] = [];
  const cpuTimes: number[] = [];
  let available = 0;
  for (let r = 0; r < runs + 3; r++) {
    if (cold) matcher.clearNameMemo();
    const cpu = process.cpuUsage();
    const t0 = performance.now();
    const index = matcher.buildShelfIndex(items) as never;
    const t1 = performance.now();
    let count = 0;
    for (const name of ingredients) if (matcher.isAvailable(index, name)) count++;
    const t2 = performance.now();
    const { user, system } = process.cpuUsage(cpu);
    if (r < 3) continue; // warm-up
    cpuTimes.push((user + system) / 1000);
    builds.push(t1 - t0);
    decides.push(t2 - t1);
    totals.push(t2 - t0);
    available = count;
  }
  return { build: median(builds), decide: median(decides), total: median(totals), leastCpu: Math.min(...cpuTimes), available };
}

const currentMatcher: Matcher = { label: "this tree", ...current, clearNameMemo };
const measure = (items: readonly ShelfItem[], ingredients: readonly string[], cold: boolean, runs = RUNS) =>
  measureWith(currentMatcher, items, ingredients, cold, runs);

const ms = (x: number) => `${x.toFixed(2)} ms`;

/** The matcher in `folder`/src/domain/matching. */
async function loadMatcherFrom(folder: string): Promise<Matcher> {
  const matching = path.join(folder, "src/domain/matching");
  const index = (await import(pathToFileURL(path.join(matching, "index.ts")).href)) as Omit<Matcher, "label" | "clearNameMemo">;
  const names = (await import(pathToFileURL(path.join(matching, "names.ts")).href)) as Pick<Matcher, "clearNameMemo">;
  return { label: folder, buildShelfIndex: index.buildShelfIndex, isAvailable: index.isAvailable, clearNameMemo: names.clearNameMemo };
}

const COMPARED_CASES = ["cold, 10,000 recipe ingredients", "warm, 10,000 recipe ingredients", "worst case cold, 10,000 distinct names", "worst case warm, 10,000 distinct names"];

/** In a child process: the least processor time of each compared case for the matcher in `folder`, printed as JSON. */
async function measureCasesIn(folder: string, items: readonly ShelfItem[], recipes: readonly string[], distinct: readonly string[]): Promise<void> {
  const matcher = await loadMatcherFrom(folder);
  const fastest = [
    measureWith(matcher, items, recipes, true).leastCpu,
    measureWith(matcher, items, recipes, false).leastCpu,
    measureWith(matcher, items, distinct, true, 10).leastCpu,
    measureWith(matcher, items, distinct, false, 10).leastCpu,
  ];
  console.log(JSON.stringify(fastest));
}

/** Runs `measure` with this tree's matcher and another commit's (taken with git archive), each in a temporary folder of its own. */
function withBothMatchers(ref: string, measure: (baseline: string, tree: string) => void): void {
  const folder = mkdtempSync(path.join(tmpdir(), "barshelf-bench-"));
  try {
    const baseline = path.join(folder, "baseline");
    const tree = path.join(folder, "tree");
    execFileSync("mkdir", ["-p", baseline]);
    execFileSync("tar", ["-x", "-C", baseline], { input: execFileSync("git", ["archive", ref, "src/domain/matching"], { cwd: repo }) });
    cpSync(path.join(repo, "src/domain/matching"), path.join(tree, "src/domain/matching"), { recursive: true });
    measure(baseline, tree);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/**
 * This tree's matcher against another commit's: each measured in its own process, turn about,
 * several times, and the least processor time of a run compared. Two matchers in one process, or
 * wall-clock medians on a loaded machine, differ by 15% or more for identical code.
 */
function compareWith(ref: string): void {
  withBothMatchers(ref, (baseline, tree) => {
    const fastest = new Map<string, number[]>([[baseline, COMPARED_CASES.map(() => Infinity)], [tree, COMPARED_CASES.map(() => Infinity)]]);
    for (let round = 0; round < 4; round++) {
      for (const side of round % 2 === 0 ? [baseline, tree] : [tree, baseline]) {
        const output = execFileSync(path.join(repo, "node_modules/.bin/tsx"), [import.meta.filename, "--measure-in", side], { encoding: "utf8" });
        const times = JSON.parse(output.trim().split("\n").pop()!) as number[];
        fastest.set(side, fastest.get(side)!.map((t, i) => Math.min(t, times[i]!)));
      }
    }
    console.log(`\nthis tree against ${ref}, 300 bar items, least processor time of a run (4 processes each, taken in turn):`);
    COMPARED_CASES.forEach((label, i) => {
      const before = fastest.get(baseline)![i]!;
      const after = fastest.get(tree)![i]!;
      console.log(`  ${label}: ${ref} ${ms(before)}, this tree ${ms(after)}  (x${(after / before).toFixed(2)})`);
    });
  });
}

/** In a child process under callgrind: the worst case cold, `runs` times after three warm-up runs, for the matcher in `folder`. */
async function runWorstCaseIn(folder: string, items: readonly ShelfItem[], distinct: readonly string[], runs: number): Promise<void> {
  measureWith(await loadMatcherFrom(folder), items, distinct, true, runs);
}

/**
 * Instructions of one worst-case cold run under callgrind: the difference between processes that
 * make 8 and 3 runs after the same warm-up, divided by 5, so that loading and compiling cancel out.
 * Node runs with --single-threaded, so that the optimising compiler and the collector work in the
 * counted thread, where they do in step with the program and the counts repeat (JIT code still
 * makes them vary by a few percent from process to process).
 */
function countInstructions(ref: string): void {
  const instructions = (folder: string, runs: number): number => {
    const args = ["--tool=callgrind", "--callgrind-out-file=/dev/null", process.execPath, "--single-threaded", "--import", "tsx", import.meta.filename, "--worst-case-in", folder, String(runs)];
    const { stderr, error } = spawnSync("valgrind", args, { cwd: repo, encoding: "utf8" });
    const collected = /Collected : (\d+)/.exec(stderr ?? "");
    if (!collected) throw new Error(`valgrind gave no count (is Debian's valgrind installed?): ${error?.message ?? stderr}`);
    return Number(collected[1]);
  };
  withBothMatchers(ref, (baseline, tree) => {
    console.log(`\ninstructions of one worst-case cold run (10,000 distinct names, 300 bar items) under callgrind:`);
    const perRun = (folder: string) => (instructions(folder, 8) - instructions(folder, 3)) / 5;
    const before = perRun(baseline);
    const after = perRun(tree);
    const millions = (count: number) => `${(count / 1e6).toFixed(0)} M`;
    console.log(`  ${ref} ${millions(before)}, this tree ${millions(after)}  (x${(after / before).toFixed(2)})`);
  });
}

export async function run(): Promise<void> {
  const random = seededRandom(20260101);
  const { shelf, ingredients } = loadNames();
  console.log(`names: ${shelf.length} distinct bar-item names, ${ingredients.length} distinct ingredient names (from the labelled sets)`);

  const c0 = performance.now();
  compileKnowledge();
  console.log(`compiling the knowledge tables (once per process, at module load): ${ms(performance.now() - c0)}`);

  const items300 = shelfOf(shelf, 300, random);
  const recipes = ingredientsOf(ingredients, 10_000, random, false);
  const distinct = ingredientsOf(ingredients, 10_000, random, true);
  const option = (name: string) => {
    const at = process.argv.indexOf(name);
    return at >= 0 ? process.argv[at + 1] : undefined;
  };
  const measureIn = option("--measure-in");
  if (measureIn) return measureCasesIn(measureIn, items300, recipes, distinct);
  const worstCaseIn = option("--worst-case-in");
  if (worstCaseIn) return runWorstCaseIn(worstCaseIn, items300, distinct, Number(process.argv[process.argv.indexOf(worstCaseIn) + 1]));
  const against = option("--against");
  if (against) return compareWith(against);
  const instructionsAgainst = option("--instructions");
  if (instructionsAgainst) return countInstructions(instructionsAgainst);
  const line = (label: string, t: Timing) =>
    console.log(`  ${label}: build index ${ms(t.build)} + decide 10,000 ${ms(t.decide)} = ${ms(t.total)}  (< 20 ms: ${t.total < 20 ? "yes" : "NO"})`);

  console.log(`\n1,000 recipes x 10 ingredients vs 300 bar items, per request (median of ${RUNS} runs):`);
  const cold = measure(items300, recipes, true);
  const warm = measure(items300, recipes, false);
  line("cold (names never seen: first request after start)", cold);
  line("warm (names seen on an earlier request)           ", warm);
  console.log(`  ${warm.available} of 10,000 ingredients available; recipes draw ${new Set(recipes).size} distinct ingredient names`);
  const worstCold = measure(items300, distinct, true, 10);
  const worstWarm = measure(items300, distinct, false, 10);
  line("worst case cold: all 10,000 ingredient strings distinct (median of 10)", worstCold);
  line("worst case warm: same strings seen before                 (median of 10)", worstWarm);

  console.log("\nhow cost grows with bar items (10,000 ingredients, cold):");
  const byItems = [100, 300, 1000].map((n) => ({ n, t: measure(shelfOf(shelf, n, random), recipes, true) }));
  for (const { n, t } of byItems) {
    console.log(`  ${String(n).padStart(5)} items: build ${ms(t.build)}, decide ${ms(t.decide)}, total ${ms(t.total)}  (x${(t.total / byItems[0]!.t.total).toFixed(2)} vs 100 items; build x${(t.build / byItems[0]!.t.build).toFixed(2)})`);
  }

  console.log("\nhow cost grows with ingredients (300 bar items, distinct strings, cold: every one resolved):");
  const byIngredients = [1000, 5000, 10_000].map((n) => ({ n, t: measure(items300, distinct.slice(0, n), true, 10) }));
  for (const { n, t } of byIngredients) {
    console.log(`  ${String(n).padStart(6)} ingredients: decide ${ms(t.decide)}  (${((t.decide / n) * 1000).toFixed(2)} µs each; x${(t.decide / byIngredients[0]!.t.decide).toFixed(2)} vs 1k)`);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await run();
