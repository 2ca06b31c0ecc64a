// Turbopack writes some server chunks many times under different names: the chunk with our
// server code, better-auth and jose comes out once per API route (22 copies of 700 KB), the
// same bytes but for the source-map comment. The server loads each copy with `require`, so
// V8 keeps every copy's source text and compiles each one, about 30 MB of heap for nothing.
// After `next build` compiles (next.config.mjs's runAfterProductionCompile), this rewrites
// each copy as a one-line module that requires the first, so Node loads the chunk once.
// Turbopack's runtime tolerates a chunk that it has already installed: module ids it knows
// are skipped.
import { createHash } from "node:crypto";
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

const SOURCE_MAP_COMMENT = /\n\/\/# sourceMappingURL=\S+\s*$/;
const STUB_MARK = "// barshelf: a copy of ";

/** A chunk's code without its trailing source-map comment, which names the file itself. */
function codeOf(file) {
  return readFileSync(file, "utf8").replace(SOURCE_MAP_COMMENT, "");
}

function chunkFolders(dir) {
  const folders = [dir];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) folders.push(...chunkFolders(path.join(dir, entry.name)));
  }
  return folders;
}

/**
 * Rewrites every server chunk under `distDir`/server/chunks whose code equals an earlier one's
 * (by name, in the same folder) as `module.exports = require("./<earlier>")`. Answers how many
 * chunks it rewrote and the bytes they held. Running it again changes nothing.
 */
export function dedupeServerChunks(distDir) {
  let rewritten = 0;
  let bytes = 0;
  for (const folder of chunkFolders(path.join(distDir, "server", "chunks"))) {
    const firstByDigest = new Map();
    const names = readdirSync(folder).filter((name) => name.endsWith(".js")).sort();
    for (const name of names) {
      const file = path.join(folder, name);
      const code = codeOf(file);
      if (code.startsWith(STUB_MARK)) continue;
      const digest = createHash("sha256").update(code).digest("hex");
      const first = firstByDigest.get(digest);
      if (first === undefined) {
        firstByDigest.set(digest, name);
        continue;
      }
      writeFileSync(file, `${STUB_MARK}${first}\nmodule.exports = require(${JSON.stringify(`./${first}`)});\n`);
      rewritten++;
      bytes += Buffer.byteLength(code);
    }
  }
  return { rewritten, bytes };
}
