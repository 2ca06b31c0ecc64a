// Where the server's processor time goes: reads the .cpuprofile files node writes with
// `--cpu-prof` and sums self time by function and by package, heaviest first.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
}

interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** Where a script belongs: an npm package, Next's own bundles, node's internals, or our build. */
function packageOf(url: string): string {
  if (!url) return "(native: system calls, GC)";
  if (url.startsWith("node:")) return "node internals";
  const inModules = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (inModules) return inModules[1]!;
  if (url.includes("/.next/")) return "our build (.next)";
  return path.basename(url);
}

export interface ProfileSummary {
  totalMs: number;
  byFunction: { name: string; ms: number; share: number }[];
  byPackage: { name: string; ms: number; share: number }[];
}

export function summariseProfiles(files: string[], top = 15): ProfileSummary {
  const byFunction = new Map<string, number>();
  const byPackage = new Map<string, number>();
  let totalMs = 0;
  for (const file of files) {
    const profile = JSON.parse(readFileSync(file, "utf8")) as Profile;
    const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
    profile.samples.forEach((id, i) => {
      const node = nodes.get(id)!;
      const ms = (profile.timeDeltas[i] ?? 0) / 1000;
      const { functionName, url, lineNumber } = node.callFrame;
      if (functionName === "(idle)" || functionName === "(program)") return;
      totalMs += ms;
      const name = `${functionName || "(anonymous)"} ${packageOf(url)}:${lineNumber + 1}`;
      byFunction.set(name, (byFunction.get(name) ?? 0) + ms);
      byPackage.set(packageOf(url), (byPackage.get(packageOf(url)) ?? 0) + ms);
    });
  }
  const ranked = (m: Map<string, number>) =>
    [...m].sort((a, b) => b[1] - a[1]).slice(0, top).map(([name, ms]) => ({ name, ms, share: ms / totalMs }));
  return { totalMs, byFunction: ranked(byFunction), byPackage: ranked(byPackage) };
}

export function printSummary(summary: ProfileSummary): void {
  const line = ({ name, ms, share }: { name: string; ms: number; share: number }) =>
    `  ${(share * 100).toFixed(1).padStart(5)}%  ${Math.round(ms).toString().padStart(6)} ms  ${name}`;
  console.log(`busy processor time in the profile: ${Math.round(summary.totalMs)} ms (idle left out)`);
  console.log("self time by package:");
  summary.byPackage.forEach((p) => console.log(line(p)));
  console.log("self time by function:");
  summary.byFunction.forEach((f) => console.log(line(f)));
}

/** The profiles in `dir`, for `npx tsx bench/http/profile.ts DIR`. */
export function profilesIn(dir: string): string[] {
  return readdirSync(dir).filter((f) => f.endsWith(".cpuprofile")).map((f) => path.join(dir, f));
}

if (import.meta.url === `file://${process.argv[1]}`) printSummary(summariseProfiles(profilesIn(process.argv[2] ?? ".")));
