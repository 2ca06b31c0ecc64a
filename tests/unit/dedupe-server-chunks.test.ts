import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { dedupeServerChunks, duplicateServerChunks, rewrittenServerChunks } from "../../scripts/dedupe-server-chunks.mjs";

const require = createRequire(import.meta.url);
let dist: string;

function chunk(folder: string, name: string, code: string): string {
  mkdirSync(folder, { recursive: true });
  const file = path.join(folder, name);
  writeFileSync(file, `${code}\n//# sourceMappingURL=${encodeURIComponent(name)}.map`);
  return file;
}

afterEach(() => rmSync(dist, { recursive: true, force: true }));

describe("dedupeServerChunks", () => {
  it("makes copies of a chunk load the first one, across folders, and leaves the rest alone", () => {
    dist = mkdtempSync(path.join(tmpdir(), "barshelf-chunks-"));
    const chunks = path.join(dist, "server", "chunks");
    const shared = "module.exports=[1,(e)=>{e.answer=42}];";
    const ssrShared = "module.exports=[3,(e)=>{e.answer=7}];";
    const first = chunk(chunks, "[root-of-the-server]__a._.js", shared);
    const copy = chunk(chunks, "[root-of-the-server]__b._.js", shared);
    const other = chunk(chunks, "other._.js", "module.exports=[2,(e)=>{}];");
    const ssrCopyOfFirst = chunk(path.join(chunks, "ssr"), "w._.js", shared);
    const ssrFirst = chunk(path.join(chunks, "ssr"), "x._.js", ssrShared);
    const ssrCopy = chunk(path.join(chunks, "ssr"), "y._.js", ssrShared);
    const otherBefore = readFileSync(other, "utf8");
    expect(duplicateServerChunks(dist)).toHaveLength(2);

    expect(dedupeServerChunks(dist)).toEqual({ rewritten: 3, bytes: 2 * shared.length + ssrShared.length });

    // Node caches a module by its file, so the copy is the very same array of factories.
    expect(require(copy)).toBe(require(first));
    expect(require(ssrCopyOfFirst)).toBe(require(first));
    expect(require(ssrCopy)).toBe(require(ssrFirst));
    expect(readFileSync(other, "utf8")).toBe(otherBefore);
    expect(readFileSync(first, "utf8")).toContain(shared);
    expect(duplicateServerChunks(dist)).toEqual([]);
    expect(rewrittenServerChunks(dist).sort()).toEqual([copy, ssrCopyOfFirst, ssrCopy].sort());
    expect(dedupeServerChunks(dist)).toEqual({ rewritten: 0, bytes: 0 });
  });

  it("stops the build, rewriting nothing, when copies are not of the shape Turbopack's chunks had", () => {
    dist = mkdtempSync(path.join(tmpdir(), "barshelf-chunks-"));
    const chunks = path.join(dist, "server", "chunks");
    const esm = "export const answer = 42;";
    const first = chunk(chunks, "a._.js", esm);
    const copy = chunk(chunks, "b._.js", esm);
    const before = readFileSync(copy, "utf8");

    expect(() => dedupeServerChunks(dist)).toThrow(/does not begin as Turbopack's server chunks did/);
    expect(readFileSync(copy, "utf8")).toBe(before);
    expect(rewrittenServerChunks(dist)).toEqual([]);
    expect(duplicateServerChunks(dist).map((group) => group.files)).toEqual([[first, copy]]);
  });
});
