// What a menu reading's lines hold (the drinks, and whether they are a menu's text), worked out in
// a worker thread of the menu pool (menu-pool.ts): reading a page's words against every name the
// matcher knows takes a few hundred milliseconds, which the thread that answers requests must not
// spend. scripts/front-bundle.mjs bundles this file into .next/barshelf/menu-worker.mjs.
import { readMenu } from "@/domain/menu";
import type { MenuFound, MenuLine } from "@/domain/menu/types";

export default function readMenuInWorker({ lines }: { lines: MenuLine[] }): MenuFound {
  return readMenu(lines);
}
