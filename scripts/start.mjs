#!/usr/bin/env node
// `npm start`: builds the app when there is no build yet (or the sources are newer than
// it), bundles the front server, and runs it in this process: one Node process, a plain
// node:http server that answers images itself and hands everything else to Next
// (src/server/http/front/). Migrations run as it starts. `--dev` runs Next in development mode
// behind the same server, without a build.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { stop as stopBundler } from "esbuild";
import { bundleFrontServer } from "./front-bundle.mjs";

const root = path.resolve(import.meta.dirname, "..");
const buildId = path.join(root, ".next", "BUILD_ID");
const dev = process.argv.includes("--dev");

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

function needsBuild() {
  if (!existsSync(buildId)) return true;
  const built = statSync(buildId).mtimeMs;
  const inputs = ["package.json", "next.config.mjs"].map((f) => statSync(path.join(root, f)).mtimeMs);
  return Math.max(newestMtime(path.join(root, "src")), ...inputs) > built;
}

if (!dev && needsBuild()) {
  console.log("Building Barshelf (first start or sources changed)...");
  const nextBin = path.join(root, "node_modules", "next", "dist", "bin", "next");
  const result = spawnSync(process.execPath, [nextBin, "build"], { cwd: root, stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

process.env.NODE_ENV = dev ? "development" : "production";
process.chdir(root);
const bundle = await bundleFrontServer(root);
// esbuild keeps its service process (about 25 MB) for further builds; the server makes none.
await stopBundler();
await import(pathToFileURL(bundle).href);
