// @ts-check
// Turbopack writes some server chunks many times under different names: the chunk with our
// server code, better-auth and jose comes out once per API route, the same bytes but for the
// source-map comment. The server loads each copy with `require`, so V8 keeps every copy's
// source text and compiles each one, tens of megabytes of heap for nothing.
// After `next build` compiles (next.config.mjs's runAfterProductionCompile), this rewrites
// each copy as a one-line module that requires the first, so Node loads the chunk once.
// Turbopack's runtime tolerates a chunk that it has already installed: module ids it knows
// are skipped. What it is worth, and the tests that fail when Turbopack changes, are in
// docs/decisions/0011-one-copy-of-each-server-chunk.md.
import { createHash } from "node:crypto";
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

const SOURCE_MAP_COMMENT = /\n\/\/# sourceMappingURL=\S+\s*$/;
const STUB_MARK = "// barshelf: a copy of ";
/**
 * How every server chunk Turbopack writes begins: a CommonJS module answering its list of
 * module ids and factories, which the runtime installs by id. A copy of any other shape is
 * not known to be safe to share, so the build stops rather than rewrite it.
 */
const TURBOPACK_CHUNK_START = "module.exports=[";

/**
 * A chunk's code without its trailing source-map comment, which names the file itself.
 * @param {string} file
 */
function codeOf(file) {
  return readFileSync(file, "utf8").replace(SOURCE_MAP_COMMENT, "");
}

/**
 * Every server chunk under `distDir`/server/chunks, in any folder, by path.
 * @param {string} distDir
 * @returns {string[]}
 */
function chunkFiles(distDir) {
  return readdirSync(path.join(distDir, "server", "chunks"), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(".js"))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

/**
 * The server chunks under `distDir`/server/chunks (in any folder) that hold the same code, in
 * groups of two or more, each group's files by path. A chunk already rewritten to load another
 * holds no code of its own and is left out, so a build this has run on has no groups.
 * @param {string} distDir
 * @returns {ChunkGroup[]}
 */
export function duplicateServerChunks(distDir) {
  /** @type {Map<string, ChunkGroup>} */
  const groups = new Map();
  for (const file of chunkFiles(distDir)) {
    const code = codeOf(file);
    if (code.startsWith(STUB_MARK)) continue;
    const digest = createHash("sha256").update(code).digest("hex");
    const group = groups.get(digest);
    if (group) group.files.push(file);
    else groups.set(digest, { files: [file], codeBytes: Buffer.byteLength(code) });
  }
  return [...groups.values()].filter((group) => group.files.length > 1);
}

/**
 * A group of copies: its first file, then the others.
 * @typedef {{ files: [string, ...string[]], codeBytes: number }} ChunkGroup
 */

/**
 * Rewrites every copy duplicateServerChunks finds as `module.exports = require("<first>")`.
 * Answers how many chunks it rewrote and the bytes of code they held. Running it again changes
 * nothing.
 * @param {string} distDir
 * @returns {{ rewritten: number, bytes: number }}
 */
export function dedupeServerChunks(distDir) {
  let rewritten = 0;
  let bytes = 0;
  for (const { files: [first, ...copies], codeBytes } of duplicateServerChunks(distDir)) {
    if (!codeOf(first).startsWith(TURBOPACK_CHUNK_START)) {
      throw new Error(`${first} does not begin as Turbopack's server chunks did ("${TURBOPACK_CHUNK_START}"): check that sharing its copies is still safe (docs/decisions/0011-one-copy-of-each-server-chunk.md) before building`);
    }
    for (const copy of copies) {
      const target = path.relative(path.dirname(copy), first);
      const specifier = target.startsWith("../") ? target : `./${target}`;
      writeFileSync(copy, `${STUB_MARK}${specifier}\nmodule.exports = require(${JSON.stringify(specifier)});\n`);
      rewritten++;
      bytes += codeBytes;
    }
  }
  return { rewritten, bytes };
}

/**
 * The chunks under `distDir`/server/chunks that the rewrite made into copies of another.
 * @param {string} distDir
 * @returns {string[]}
 */
export function rewrittenServerChunks(distDir) {
  return chunkFiles(distDir).filter((file) => codeOf(file).startsWith(STUB_MARK));
}
