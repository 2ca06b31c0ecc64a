import { readFileSync } from "node:fs";
import path from "node:path";

/** The names of the real bottles in tests/fixtures/bottles-heldout.json, in its order: a shelf as people write it. */
export function heldOutBottleNames(): string[] {
  const file = path.resolve(import.meta.dirname, "../tests/fixtures/bottles-heldout.json");
  return (JSON.parse(readFileSync(file, "utf8")) as { bottles: { bottle: string }[] }).bottles.map((b) => b.bottle);
}
