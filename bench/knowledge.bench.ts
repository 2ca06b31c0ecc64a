// What the product data (src/domain/matching/data/products) costs at start. The production build
// bundles the matcher with its data as JavaScript (each JSON file as a JSON.parse of its text), and
// the server loads every route when it starts, which compiles the knowledge. So the matcher is
// bundled here the same way (esbuild), once as it is and once with the product files emptied, and
// each bundle is loaded in fresh Node processes, taken in turn: processor time of the load (parse
// and compile), RSS and heap after a full GC. Beside it, compileKnowledge() alone, warm, in this
// process with and without the products.
import { execFileSync } from "node:child_process";
import { readFileSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { build, type Plugin } from "esbuild";
import { compileKnowledge, DATA_FILES } from "../src/domain/matching/knowledge";

const RUNS = 9;
const repo = path.resolve(import.meta.dirname, "..");
const knowledgeModule = path.join(repo, "src/domain/matching/knowledge.ts");
const productsFolder = path.join(repo, "src/domain/matching/data/products") + path.sep;

const CHILD = `
const cpu = () => { const u = process.cpuUsage(); return (u.user + u.system) / 1000; };
globalThis.gc();
const before = process.memoryUsage();
const c0 = cpu(), t0 = performance.now();
const m = await import((await import("node:url")).pathToFileURL(process.argv[2]).href);
const ms = cpu() - c0, wall = performance.now() - t0;
globalThis.gc();
const after = process.memoryUsage();
console.log(JSON.stringify({ ms, wall, rss: after.rss - before.rss, heap: after.heapUsed - before.heapUsed, brands: m.knowledge.brandCount }));
`;

/** ms: processor time of the load (a loaded machine inflates it less than wall time); rss and heap: what the load added. */
interface Sample { ms: number; wall: number; rss: number; heap: number; brands: number }

/** JSON as the production bundler emits it: a JSON.parse of the file's text (optionally with the products emptied). */
function jsonAsParse(emptyProducts: boolean): Plugin {
  return {
    name: "json-as-parse",
    setup(builder) {
      builder.onLoad({ filter: /\.json$/ }, (file) => {
        const text = emptyProducts && file.path.startsWith(productsFolder) ? '{"products":{}}' : readFileSync(file.path, "utf8");
        return { contents: `export default JSON.parse(${JSON.stringify(text)});`, loader: "js" };
      });
    },
  };
}

async function bundle(outfile: string, emptyProducts: boolean): Promise<void> {
  await build({ entryPoints: [knowledgeModule], bundle: true, minify: true, platform: "node", format: "esm", outfile, logLevel: "warning", plugins: [jsonAsParse(emptyProducts)] });
}

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)]!;
}

/** The least processor time of several compileKnowledge() calls in this process (its code already optimised). */
function warmCompileMs(): number {
  let least = Infinity;
  for (let i = 0; i < 5; i++) {
    const before = process.cpuUsage();
    compileKnowledge();
    const { user, system } = process.cpuUsage(before);
    least = Math.min(least, (user + system) / 1000);
  }
  return least;
}

export async function run(): Promise<void> {
  const dir = mkdtempSync(path.join(tmpdir(), "barshelf-knowledge-"));
  try {
    const variants = { with: path.join(dir, "with.mjs"), without: path.join(dir, "without.mjs") };
    await bundle(variants.with, false);
    await bundle(variants.without, true);
    const child = path.join(dir, "child.mjs");
    writeFileSync(child, CHILD);
    const samples: Record<string, Sample[]> = { with: [], without: [] };
    // taken in turn, so that both see the same machine load
    for (let i = 0; i < RUNS; i++) {
      for (const [name, file] of Object.entries(variants)) {
        const out = execFileSync(process.execPath, ["--expose-gc", child, file], { encoding: "utf8" });
        samples[name]!.push(JSON.parse(out.trim().split("\n").at(-1)!) as Sample);
      }
    }
    const mb = (b: number) => (b / 1024 / 1024).toFixed(1);
    const row = (name: string) => {
      const s = samples[name]!;
      return { ms: median(s.map((x) => x.ms)), least: Math.min(...s.map((x) => x.ms)), wall: median(s.map((x) => x.wall)), rss: median(s.map((x) => x.rss)), heap: median(s.map((x) => x.heap)), brands: s[0]!.brands };
    };
    const a = row("with"), b = row("without");
    console.log(`loading the bundled matcher (data as JSON.parse, as in the production build), medians of ${RUNS} processes each, taken in turn:`);
    console.log(`  with products     ${a.brands} brand entries  ${a.ms.toFixed(0)} ms processor (least ${a.least.toFixed(0)}, wall ${a.wall.toFixed(0)})  RSS +${mb(a.rss)} MB  heap +${mb(a.heap)} MB`);
    console.log(`  without products  ${b.brands} brand entries  ${b.ms.toFixed(0)} ms processor (least ${b.least.toFixed(0)}, wall ${b.wall.toFixed(0)})  RSS +${mb(b.rss)} MB  heap +${mb(b.heap)} MB`);
    console.log(`  the products add  ${(a.ms - b.ms).toFixed(0)} ms of processor time to start (least ${(a.least - b.least).toFixed(0)}), ${mb(a.rss - b.rss)} MB RSS, ${mb(a.heap - b.heap)} MB heap (budget: 200 ms, 20 MB)`);

    const brandFiles = DATA_FILES.brands;
    const withProducts = warmCompileMs();
    DATA_FILES.brands = Object.fromEntries(Object.entries(brandFiles).filter(([file]) => !file.startsWith("products/")));
    const withoutProducts = warmCompileMs();
    DATA_FILES.brands = brandFiles;
    console.log(`compileKnowledge() alone, warm, least processor time of 5 in this process: ${withProducts.toFixed(0)} ms with the products, ${withoutProducts.toFixed(0)} ms without`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
