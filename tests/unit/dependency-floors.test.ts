import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * No advisory database is reachable from where Barshelf is built, so the patched versions of
 * the known advisories are pinned as floors (SECURITY.md keeps the table and the reasons).
 * This reads what is installed, not what package.json asks for.
 */
const FLOORS: [pkg: string, floor: string][] = [
  ["next", "16.3.3"],
  ["better-auth", "1.6.13"],
  ["react", "19.2.1"],
  ["react-dom", "19.2.1"],
];

function installedVersion(pkg: string): string {
  const manifest = path.resolve(import.meta.dirname, "../../node_modules", pkg, "package.json");
  return (JSON.parse(readFileSync(manifest, "utf8")) as { version: string }).version;
}

/** -1, 0 or 1 as version a is below, at or above b (major.minor.patch; a pre-release counts as below its release). */
function compareVersions(a: string, b: string): number {
  const parse = (v: string) => {
    const [core = "", pre] = v.split("-", 2);
    return { parts: core.split(".").map(Number), pre: pre !== undefined };
  };
  const x = parse(a);
  const y = parse(b);
  for (let i = 0; i < 3; i++) {
    const d = (x.parts[i] ?? 0) - (y.parts[i] ?? 0);
    if (d !== 0) return Math.sign(d);
  }
  return x.pre === y.pre ? 0 : x.pre ? -1 : 1;
}

describe("dependency floors", () => {
  it("compares versions as semver orders them", () => {
    expect(compareVersions("16.3.3", "16.3.3")).toBe(0);
    expect(compareVersions("16.10.0", "16.3.3")).toBe(1);
    expect(compareVersions("16.3.2", "16.3.3")).toBe(-1);
    expect(compareVersions("16.3.3-canary.1", "16.3.3")).toBe(-1);
    expect(compareVersions("19.2.1", "19.10.0")).toBe(-1);
  });

  it.each(FLOORS)("%s is installed at or above %s", (pkg, floor) => {
    const installed = installedVersion(pkg);
    expect(compareVersions(installed, floor), `${pkg} ${installed} is below the floor ${floor}`).toBeGreaterThanOrEqual(0);
  });
});
