#!/usr/bin/env node
// `npm start`: builds the app when there is no build yet (or the sources are newer than
// it), then runs the production server. Migrations run as the server starts.
import { spawnSync, spawn } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const buildId = path.join(root, ".next", "BUILD_ID");

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
  const inputs = ["package.json", "next.config.ts"].map((f) => statSync(path.join(root, f)).mtimeMs);
  return Math.max(newestMtime(path.join(root, "src")), ...inputs) > built;
}

const nextBin = path.join(root, "node_modules", "next", "dist", "bin", "next");

if (needsBuild()) {
  console.log("Building Barshelf (first start or sources changed)...");
  const result = spawnSync(process.execPath, [nextBin, "build"], { cwd: root, stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// PORT and HOSTNAME go to `next start` as flags, so check PORT here in the same words as
// src/server/config.ts, which validates everything else when the server starts.
const port = process.env.PORT || "3000";
if (!/^\d+$/.test(port) || Number(port) < 1 || Number(port) > 65535) {
  console.error("Invalid configuration: PORT must be a whole number from 1 to 65535");
  process.exit(1);
}
const args = [nextBin, "start", "--port", port];
if (process.env.HOSTNAME) args.push("--hostname", process.env.HOSTNAME);
const server = spawn(process.execPath, args, {
  cwd: root,
  stdio: "inherit",
  env: { ...process.env, NODE_ENV: "production" },
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));
