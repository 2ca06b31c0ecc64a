// What the product data (src/domain/matching/data/products) costs at start: the matcher's knowledge
// is compiled once, when the module loads. Each measurement is a fresh Node process that imports the
// matcher and reports its load time and memory after a full GC, once with the product files and
// once with them emptied (a copy of the matcher folder in a temp dir). Medians of several processes.
import { execFileSync } from "node:child_process";
import { cpSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const RUNS = 7;
const repo = path.resolve(import.meta.dirname, "..");

const CHILD = `
const { performance } = await import("node:perf_hooks");
const t0 = performance.now();
const c0 = process.cpuUsage();
const m = await import((await import("node:url")).pathToFileURL(process.argv[2]).href);
const ms = performance.now() - t0;
const cpu = process.cpuUsage(c0);
globalThis.gc();
const mem = process.memoryUsage();
console.log(JSON.stringify({ ms: (cpu.user + cpu.system) / 1000, wall: ms, rss: mem.rss, heap: mem.heapUsed, brands: m.knowledge.brandCount }));
`;

/** ms: processor time of the import (a loaded machine inflates it less than wall time); wall: elapsed. */
interface Sample { ms: number; wall: number; rss: number; heap: number; brands: number }

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)]!;
}

function sample(knowledgeFile: string, script: string): Sample {
  const out = execFileSync(process.execPath, ["--expose-gc", "--import", "tsx", script, knowledgeFile], { cwd: repo, encoding: "utf8" });
  return JSON.parse(out.trim().split("\n").at(-1)!) as Sample;
}

export async function run(): Promise<void> {
  const dir = mkdtempSync(path.join(tmpdir(), "barshelf-knowledge-"));
  try {
    const without = path.join(dir, "matching");
    cpSync(path.join(repo, "src/domain/matching"), without, { recursive: true });
    for (const f of readdirSync(path.join(without, "data/products"))) {
      writeFileSync(path.join(without, "data/products", f), JSON.stringify({ products: {} }));
    }
    const script = path.join(dir, "child.mjs");
    writeFileSync(script, CHILD);
    const variants = { with: path.join(repo, "src/domain/matching/knowledge.ts"), without: path.join(without, "knowledge.ts") };
    const results: Record<string, Sample[]> = { with: [], without: [] };
    // interleaved, so both see the same machine load
    for (let i = 0; i < RUNS; i++) for (const [name, file] of Object.entries(variants)) results[name]!.push(sample(file, script));
    const mb = (b: number) => (b / 1024 / 1024).toFixed(1);
    const row = (name: string) => {
      const r = results[name]!;
      return { ms: median(r.map((s) => s.ms)), wall: median(r.map((s) => s.wall)), rss: median(r.map((s) => s.rss)), heap: median(r.map((s) => s.heap)), brands: r[0]!.brands };
    };
    const a = row("with"), b = row("without");
    console.log(`knowledge load, medians of ${RUNS} processes (import + compile, tsx transform included; processor time, then wall time):`);
    console.log(`  with products     ${a.brands} brand entries  ${a.ms.toFixed(0)} ms (${a.wall.toFixed(0)} ms)  RSS ${mb(a.rss)} MB  heap ${mb(a.heap)} MB`);
    console.log(`  without products  ${b.brands} brand entries  ${b.ms.toFixed(0)} ms (${b.wall.toFixed(0)} ms)  RSS ${mb(b.rss)} MB  heap ${mb(b.heap)} MB`);
    console.log(`  the products add  ${(a.ms - b.ms).toFixed(0)} ms to start, ${mb(a.rss - b.rss)} MB RSS, ${mb(a.heap - b.heap)} MB heap (budget: 200 ms, 20 MB)`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
