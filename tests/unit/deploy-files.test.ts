import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { npmStartSettings } from "../../test-support/npm-start";

// The files in deploy/ are what an operator copies; docs/deployment.md links to them rather than
// showing copies. These checks catch a file that would not load, or that drifts from npm start.
const root = path.resolve(import.meta.dirname, "../..");
const read = (file: string) => readFileSync(path.join(root, file), "utf8");

/** The lines that are not comments or blank, with trailing comments and spaces cut. */
function configLines(text: string): string[] {
  return text
    .split("\n")
    .map((line) => line.replace(/#.*$/, "").trim())
    .filter((line) => line !== "");
}

describe("deploy/nginx.conf", () => {
  const lines = configLines(read("deploy/nginx.conf"));

  it("has balanced blocks, and every directive ends with a semicolon", () => {
    let depth = 0;
    for (const line of lines) {
      if (line.endsWith("{")) depth += 1;
      else if (line === "}") depth -= 1;
      else expect(line, "a directive without its semicolon").toMatch(/;$/);
      expect(depth, `a block closed twice at "${line}"`).toBeGreaterThanOrEqual(0);
    }
    expect(depth, "a block left open").toBe(0);
  });

  it("sends requests to the upstream it defines, and a resent request carries an Idempotency-Key", () => {
    const upstream = lines.find((line) => line.startsWith("upstream "))?.split(/\s+/)[1];
    expect(upstream).toBeDefined();
    expect(lines).toContain(`proxy_pass http://${upstream};`);
    // A POST nginx resends after it reached an instance must be one the API can replay.
    const nextUpstream = lines.find((line) => line.startsWith("proxy_next_upstream "));
    expect(nextUpstream).toBeDefined();
    if (nextUpstream!.includes("non_idempotent")) expect(lines.some((line) => /^proxy_set_header Idempotency-Key \S+;$/.test(line))).toBe(true);
  });
});

describe("deploy/barshelf.service", () => {
  const unit = read("deploy/barshelf.service");
  const lines = configLines(unit);

  it("is sections of key=value lines, with the sections systemd needs", () => {
    const sections = lines.filter((line) => /^\[\w+\]$/.test(line));
    expect(sections).toEqual(["[Unit]", "[Service]", "[Install]"]);
    for (const line of lines.filter((l) => !sections.includes(l))) expect(line).toMatch(/^[A-Za-z]+=\S/);
  });

  it("points to documentation that is in the repository", () => {
    const documentation = lines.find((line) => line.startsWith("Documentation="))!;
    const file = documentation.replace("Documentation=file:///opt/barshelf/", "");
    expect(file).not.toBe(documentation);
    expect(existsSync(path.join(root, file)), `${file} exists`).toBe(true);
  });

  // The unit starts node itself, without npm: it must set what `npm start` sets (the malloc
  // variables, V8's flags), or a deployed server would not be the one the bench measures.
  it("runs node with the variables and flags of npm start", () => {
    const { env, nodeFlags } = npmStartSettings();
    const environment = lines.filter((line) => line.startsWith("Environment=")).flatMap((line) => line.slice("Environment=".length).split(/\s+/));
    const execStart = lines.find((line) => line.startsWith("ExecStart="))!.split(/\s+/);
    expect(Object.keys(env).length).toBeGreaterThan(0);
    for (const [name, value] of Object.entries(env)) expect(environment).toContain(`${name}=${value}`);
    expect(execStart.slice(1)).toEqual([...nodeFlags, "scripts/start.mjs"]);
  });
});
