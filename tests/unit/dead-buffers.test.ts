import { execFileSync } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { createDeadBufferWatch } from "@/server/platform/dead-buffers";
import { npmStartSettings } from "../../test-support/npm-start";

const MB = 1024 * 1024;

/** A watch over a figure the test sets, counting the collections it asks for. */
function watchOver(limitBytes: number) {
  const state = { bytes: 10 * MB, collections: 0 };
  const check = createDeadBufferWatch({ readArrayBufferBytes: () => state.bytes, collect: () => (state.collections += 1), limitBytes });
  return { state, check };
}

describe("createDeadBufferWatch", () => {
  it("asks for a collection once Buffers stand the limit above the lowest figure seen", () => {
    const { state, check } = watchOver(16 * MB);
    state.bytes = 25 * MB;
    expect(check()).toBe(false);
    state.bytes = 26 * MB;
    expect(check()).toBe(true);
    expect(state.collections).toBe(1);
  });

  it("follows the figure down after a collection, and counts the next pile from there", () => {
    const { state, check } = watchOver(16 * MB);
    state.bytes = 30 * MB;
    check();
    state.bytes = 12 * MB; // the collection freed the dead ones
    expect(check()).toBe(false);
    state.bytes = 27 * MB;
    expect(check()).toBe(false);
    state.bytes = 28 * MB;
    expect(check()).toBe(true);
    expect(state.collections).toBe(2);
  });

  it("takes Buffers that stay alive as the new floor instead of collecting again and again", () => {
    const { state, check } = watchOver(16 * MB);
    state.bytes = 40 * MB; // a cache filling up: all alive
    expect(check()).toBe(true);
    expect(check()).toBe(false);
    state.bytes = 50 * MB;
    expect(check()).toBe(false);
    state.bytes = 56 * MB;
    expect(check()).toBe(true);
    expect(state.collections).toBe(2);
  });
});

// The guard of docs/decisions/0012: node as npm start runs it. If a V8 release frees such
// Buffers by itself, or stops freeing them on the watch's gc() call, this fails.
describe("startDeadBufferWatch in a real node process", () => {
  // Buffers that die in the old generation, as an upload's do: only a full collection frees them.
  const script = (watch: boolean) => `
    import { startDeadBufferWatch } from ${JSON.stringify(path.resolve("src/server/platform/dead-buffers.ts"))};
    const watching = ${watch} && startDeadBufferWatch();
    let held = Array.from({ length: 48 }, () => Buffer.alloc(1024 * 1024, 1));
    gc({ type: "minor" }); gc({ type: "minor" });
    held = null;
    const before = process.memoryUsage().arrayBuffers;
    // Up to 10 s for a machine that is busy; the watch checks four times a second.
    const started = Date.now();
    const report = () => {
      const after = process.memoryUsage().arrayBuffers;
      if (after < 8 * 1024 * 1024 || Date.now() - started > ${watch ? 10_000 : 3_000}) console.log(JSON.stringify({ watching, before, after }));
      else setTimeout(report, 250);
    };
    setTimeout(report, 250);
  `;
  const run = (watch: boolean) =>
    JSON.parse(execFileSync(process.execPath, [...npmStartSettings().nodeFlags, "--import", "tsx", "--input-type=module", "-e", script(watch)], { encoding: "utf8", env: { ...process.env, ...npmStartSettings().env } })) as {
      watching: boolean;
      before: number;
      after: number;
    };

  it("frees dead Buffers within seconds, which V8 alone leaves in place", () => {
    const watched = run(true);
    expect(watched.watching).toBe(true);
    expect(watched.before).toBeGreaterThan(40 * MB);
    expect(watched.after).toBeLessThan(8 * MB);
    const unwatched = run(false);
    expect(unwatched.after).toBeGreaterThan(40 * MB);
  });
});
