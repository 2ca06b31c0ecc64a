// The HTTP bench's one table (printed, and pasted into docs/benchmarks.md) and bench/results.json.
import { writeFileSync } from "node:fs";
import path from "node:path";

export interface Row {
  what: string;
  measured: string;
  reference: string;
  ratio: number | null;
  goal: string;
  /** null where the row has no goal, or it could not be measured */
  met: boolean | null;
}

export const fmt = {
  rate: (r: number) => `${Math.round(r).toLocaleString("en")} req/s`,
  ms: (ms: number) => (ms < 10 ? `${ms.toFixed(2)} ms` : `${Math.round(ms)} ms`),
  bytes: (n: number) => (n >= 1_000_000 ? `${(n / 1_000_000).toFixed(2)} MB` : `${(n / 1000).toFixed(1)} KB`),
  mb: (n: number) => `${Math.round(n)} MB`,
};

export function markdownTable(rows: Row[]): string {
  const cells = (r: Row) => [r.what, r.measured, r.reference, r.ratio === null ? "" : r.ratio.toFixed(3), r.goal, r.met === null ? "" : r.met ? "met" : "**not met**"];
  const header = ["what", "Barshelf", "reference, same run", "ratio", "goal", ""];
  return [header, header.map(() => "---"), ...rows.map(cells)].map((c) => `| ${c.join(" | ")} |`).join("\n");
}

export function writeResults(results: unknown): string {
  const file = path.resolve(import.meta.dirname, "..", "results.json");
  writeFileSync(file, JSON.stringify(results, null, 2) + "\n");
  return file;
}

export interface PerCore {
  listPerCoreSecond: number;
  imagesPerCoreSecond: number;
  uploadsPerCoreSecond: number;
}

/** An example peak to size for: what many users at once ask of the service. */
export const EXAMPLE_PEAK = { list: 200, images: 2000, uploads: 2 };
/** Cores per instance, and the share of them to plan for, leaving room for spikes and GC. */
const INSTANCE_CORES = 2;
const PLANNED_UTILISATION = 0.6;

/** How many instances a load needs, with the arithmetic shown: load ÷ per-core rate = cores. */
export function instancesTable(perCore: PerCore, peak = EXAMPLE_PEAK): string {
  const lines = [
    { what: "`GET /api/recipes` (1,000 recipes, 200 answers)", load: peak.list, rate: perCore.listPerCoreSecond },
    { what: "`GET /object-images/<key>` (~100 KB)", load: peak.images, rate: perCore.imagesPerCoreSecond },
    { what: "`POST /api/uploads` (12 MP JPEG)", load: peak.uploads, rate: perCore.uploadsPerCoreSecond },
  ];
  const cores = lines.map((l) => l.load / l.rate);
  const total = cores.reduce((a, b) => a + b, 0);
  const instances = Math.max(2, Math.ceil(total / (INSTANCE_CORES * PLANNED_UTILISATION)));
  const rate = (r: number) => (r < 10 ? r.toFixed(2) : Math.round(r).toLocaleString("en"));
  return [
    "| request | peak load (req/s) | one core serves (req/s) | cores needed |",
    "|---|---|---|---|",
    ...lines.map((l, i) => `| ${l.what} | ${l.load.toLocaleString("en")} | ${rate(l.rate)} | ${l.load.toLocaleString("en")} ÷ ${rate(l.rate)} = ${cores[i]!.toFixed(2)} |`),
    `| **total** | | | **${total.toFixed(2)} cores** |`,
    "",
    `Instances of ${INSTANCE_CORES} cores planned at ${PLANNED_UTILISATION * 100}% busy: ⌈${total.toFixed(2)} ÷ (${INSTANCE_CORES} × ${PLANNED_UTILISATION})⌉ = ` +
      `${Math.ceil(total / (INSTANCE_CORES * PLANNED_UTILISATION))}, and never fewer than 2 (a rolling restart keeps one serving): **${instances} instances**.`,
  ].join("\n");
}
