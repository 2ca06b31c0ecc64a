import { readFileSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");

/**
 * The variables and node flags `npm start` sets (package.json's `start`: `NAME=value ... node
 * --flag ... scripts/start.mjs`). Read from there, so that the servers the tests and the bench
 * start run as production does, not with a copy of its settings that can drift.
 */
export function npmStartSettings(): { env: Record<string, string>; nodeFlags: string[] } {
  const start: string = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")).scripts.start;
  const words = start.trim().split(/\s+/);
  const node = words.indexOf("node");
  if (node === -1) throw new Error(`package.json's start script runs no node: ${start}`);
  const env = Object.fromEntries(words.slice(0, node).map((word) => [word.slice(0, word.indexOf("=")), word.slice(word.indexOf("=") + 1)]));
  return { env, nodeFlags: words.slice(node + 1).filter((word) => word.startsWith("--")) };
}
