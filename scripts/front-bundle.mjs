// @ts-check
// Bundles the front server (src/server/http/front/main.ts and what it imports from src/) into
// one ES module, .next/barshelf/server.mjs, so that production runs plain Node without a
// TypeScript loader. Packages stay imports of node_modules; `server-only` (a guard for
// bundlers of client code) is left out. Takes well under a second, so it runs at every start.
// The worker threads' modules are bundled beside it, in .next/barshelf/, since Node loads a
// worker's file itself, outside Next's bundle: the import reader (parse-worker.ts), the
// image work (image-work.ts) and what a menu's lines hold (menu-worker.ts).
import { randomUUID } from "node:crypto";
import { renameSync } from "node:fs";
import path from "node:path";
import { build } from "esbuild";

export const FRONT_BUNDLE = path.join(".next", "barshelf", "server.mjs");
export const PARSE_WORKER_BUNDLE = path.join(".next", "barshelf", "parse-worker.mjs");
export const IMAGE_WORKER_BUNDLE = path.join(".next", "barshelf", "image-work.mjs");
export const MENU_WORKER_BUNDLE = path.join(".next", "barshelf", "menu-worker.mjs");

/** @type {import("esbuild").Plugin} */
const withoutServerOnly = {
  name: "without-server-only",
  setup(b) {
    b.onResolve({ filter: /^server-only$/ }, () => ({ path: "server-only", namespace: "empty" }));
    b.onLoad({ filter: /.*/, namespace: "empty" }, () => ({ contents: "" }));
  },
};

/**
 * Writes the bundles under `root` (atomically: several test servers may start at once, from
 * one process too, hence a temporary name of its own per call) and answers the server's path.
 * The bench writes variants of the server elsewhere (`outfile`), with modules swapped by `plugins`.
 * @param {string} root
 * @param {{ outfile?: string, plugins?: import("esbuild").Plugin[] }} [variant]
 * @returns {Promise<string>}
 */
export async function bundleFrontServer(root, { outfile = path.join(root, FRONT_BUNDLE), plugins = [] } = {}) {
  await bundleWorkers(root);
  return bundleOne(root, "src/server/http/front/main.ts", outfile, plugins);
}

/**
 * The worker threads' bundles alone, for what runs the pools without the server (unit tests, scripts).
 * @param {string} root
 * @returns {Promise<void>}
 */
export async function bundleWorkers(root) {
  await bundleOne(root, "src/server/portability/parse-worker.ts", path.join(root, PARSE_WORKER_BUNDLE), []);
  await bundleOne(root, "src/server/photos/image-work.ts", path.join(root, IMAGE_WORKER_BUNDLE), []);
  await bundleOne(root, "src/server/menu-reading/menu-worker.ts", path.join(root, MENU_WORKER_BUNDLE), []);
}

/**
 * @param {string} root
 * @param {string} entryPoint
 * @param {string} outfile
 * @param {import("esbuild").Plugin[]} plugins
 */
async function bundleOne(root, entryPoint, outfile, plugins) {
  const tmp = `${outfile}.${process.pid}.${randomUUID()}.tmp.mjs`;
  await build({
    absWorkingDir: root,
    entryPoints: [entryPoint],
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
