// Bundles the front server (src/server/front/main.ts and what it imports from src/) into
// one ES module, .next/barshelf/server.mjs, so that production runs plain Node without a
// TypeScript loader. Packages stay imports of node_modules; `server-only` (a guard for
// bundlers of client code) is left out. Takes well under a second, so it runs at every start.
import { randomUUID } from "node:crypto";
import { renameSync } from "node:fs";
import path from "node:path";
import { build } from "esbuild";

export const FRONT_BUNDLE = path.join(".next", "barshelf", "server.mjs");

const withoutServerOnly = {
  name: "without-server-only",
  setup(b) {
    b.onResolve({ filter: /^server-only$/ }, () => ({ path: "server-only", namespace: "empty" }));
    b.onLoad({ filter: /.*/, namespace: "empty" }, () => ({ contents: "" }));
  },
};

/**
 * Writes the bundle under `root` (atomically: several test servers may start at once, from
 * one process too, hence a temporary name of its own per call) and answers its path. The
 * bench writes variants of it elsewhere (`outfile`), with modules swapped by `plugins`.
 */
export async function bundleFrontServer(root, { outfile = path.join(root, FRONT_BUNDLE), plugins = [] } = {}) {
  const tmp = `${outfile}.${process.pid}.${randomUUID()}.tmp.mjs`;
  await build({
    absWorkingDir: root,
    entryPoints: ["src/server/front/main.ts"],
    outfile: tmp,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    packages: "external",
    plugins: [withoutServerOnly, ...plugins],
    logLevel: "warning",
  });
  renameSync(tmp, outfile);
  return outfile;
}
