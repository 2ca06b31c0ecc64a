import "server-only";
import path from "node:path";
import Piscina from "piscina";
import type { MenuFound, MenuLine } from "@/domain/menu/types";

/**
 * One worker thread reads what a menu's lines hold (menu-worker.ts), so a reading never stops
 * the thread that answers requests. One thread is enough: it serves the menu reader's jobs (one
 * at a time by default) and an old reading's first view. It ends a minute after its last job.
 */
const WORKER_FILE = path.join(process.cwd(), ".next", "barshelf", "menu-worker.mjs");
const IDLE_MS = 60_000;

// On globalThis: Next's bundle and the front server's each hold a copy of this module.
const holder = globalThis as unknown as { __barshelfMenuPool?: Piscina };

function pool(): Piscina {
  return (holder.__barshelfMenuPool ??= new Piscina({ filename: WORKER_FILE, maxThreads: 1, minThreads: 0, idleTimeout: IDLE_MS }));
}

/** readMenu (src/domain/menu) in the menu pool's thread. */
export function readMenuOffThread(lines: MenuLine[]): Promise<MenuFound> {
  return pool().run({ lines });
}
