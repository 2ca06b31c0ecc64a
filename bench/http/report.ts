// The HTTP bench's one table (printed, and pasted into the README) and bench/results.json.
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
