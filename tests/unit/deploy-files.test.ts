import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { npmStartSettings } from "../../bench/http/servers";

// The README's Deployment section shows the deploy/ files whole, as an operator copies them:
// the copies must be the files (the nginx one is what the scale-out test runs).
const root = path.resolve(import.meta.dirname, "../..");
const readme = readFileSync(path.join(root, "README.md"), "utf8");

describe("the README's copies of deploy/", () => {
  it.each([
    ["deploy/nginx.conf", "nginx"],
    ["deploy/barshelf.service", "ini"],
  ])("%s is shown whole and unchanged", (file, language) => {
    const text = readFileSync(path.join(root, file), "utf8");
    expect(readme).toContain(`\`\`\`${language}\n${text}\`\`\`\n`);
  });
});

describe("deploy/barshelf.service", () => {
  // The unit starts node itself, without npm: it must set what `npm start` sets (the malloc
  // variables, V8's flags), or a deployed server would not be the one the bench measures.
  it("runs node with the variables and flags of npm start", () => {
    const { env, nodeFlags } = npmStartSettings();
    const unit = readFileSync(path.join(root, "deploy/barshelf.service"), "utf8");
    const environment = unit.split("\n").filter((line) => line.startsWith("Environment=")).flatMap((line) => line.slice("Environment=".length).split(/\s+/));
    const execStart = unit.split("\n").find((line) => line.startsWith("ExecStart="))!.split(/\s+/);
    expect(Object.keys(env).length).toBeGreaterThan(0);
    for (const [name, value] of Object.entries(env)) expect(environment).toContain(`${name}=${value}`);
    expect(execStart.slice(1)).toEqual([...nodeFlags, "scripts/start.mjs"]);
  });
});
