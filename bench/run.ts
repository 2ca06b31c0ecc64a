// `npm run bench`: runs every bench/*.bench.ts in turn. Each exports `run()` and prints
// its own figures; ratios are computed within one run because the machines are shared.
import { readdirSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

const dir = import.meta.dirname;
// `npm run bench -- http --quick`: the first word picks the benches, flags are theirs.
const only = process.argv[2]?.startsWith("-") ? undefined : process.argv[2];
const files = readdirSync(dir)
  .filter((f) => f.endsWith(".bench.ts") && (!only || f.includes(only)))
  .sort();

for (const file of files) {
  console.log(`\n## ${file}`);
  const mod = (await import(pathToFileURL(path.join(dir, file)).href)) as { run: () => Promise<void> };
  await mod.run();
}
