import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

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
