import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { npmStartSettings } from "../../test-support/npm-start";

/**
 * `npm start` tunes the runtime under the server: glibc's malloc through two variables, V8's
 * heap through node flags (docs/decisions/0014 and 0015). Each is read by a library that can
 * change under us, silently for the variables; these fail when one stops meaning anything.
 */
const { env, nodeFlags } = npmStartSettings();

/** Runs `script` in a node started as `npm start` starts it (or with `flags` instead). */
function nodeAsNpmStart(script: string, flags = nodeFlags) {
  return spawnSync(process.execPath, [...flags, "-e", script], { encoding: "utf8", env: { ...process.env, ...env } });
}

/** Allocates short-lived objects for a while, then prints the size of V8's young generation. */
const YOUNG_GENERATION_AFTER_CHURN = `
  let live = [];
  for (let i = 0; i < 2e6; i++) { live.push({ i, s: "x" + i }); if (live.length > 20000) live = []; }
  const young = require("node:v8").getHeapSpaceStatistics().find((s) => s.space_name === "new_space");
  console.log(young.space_size);
`;

describe("the runtime npm start sets up", () => {
  it("is a node that accepts every flag npm start gives it, and exposes gc() for the forced collections", () => {
    const run = nodeAsNpmStart("console.log(typeof globalThis.gc)");
    expect(run.stderr).toBe("");
    expect(run.status).toBe(0);
    expect(run.stdout.trim()).toBe(nodeFlags.includes("--expose-gc") ? "function" : "undefined");
  });

  it("keeps V8's young generation at 4 MB under allocation, where V8 alone grows it", () => {
    const tuned = Number(nodeAsNpmStart(YOUNG_GENERATION_AFTER_CHURN).stdout);
    const untuned = Number(nodeAsNpmStart(YOUNG_GENERATION_AFTER_CHURN, []).stdout);
    expect(tuned).toBeGreaterThan(0);
    expect(tuned).toBeLessThanOrEqual(4 * 1024 * 1024);
    expect(untuned).toBeGreaterThan(tuned);
  });

  it("allocates with glibc, the allocator that reads MALLOC_ARENA_MAX and MALLOC_MMAP_THRESHOLD_", () => {
    expect(Object.keys(env).sort()).toEqual(["MALLOC_ARENA_MAX", "MALLOC_MMAP_THRESHOLD_"]);
    const { header } = process.report.getReport() as { header: { glibcVersionRuntime?: string } };
    expect(header.glibcVersionRuntime).toMatch(/^\d+\.\d+/);
  });
});
