// What a server process costs, read from /proc: resident memory and processor time of the
// process and everything it started (`npm start` may hand the server to a child process).
import { readdirSync, readFileSync } from "node:fs";

const CLOCK_TICKS_PER_SECOND = 100; // USER_HZ on Linux

interface ProcStat {
  pid: number;
  parent: number;
  cpuTicks: number;
}

function readStat(pid: number): ProcStat | null {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, "utf8");
    // The command name may hold spaces and parentheses: the fields start after the last ")".
    const fields = text.slice(text.lastIndexOf(")") + 2).split(" ");
    return { pid, parent: Number(fields[1]), cpuTicks: Number(fields[11]) + Number(fields[12]) };
  } catch {
    return null; // the process ended meanwhile
  }
}

/** The pids under `root` (not itself). */
export function descendants(root: number): number[] {
  const all = readdirSync("/proc").filter((d) => /^\d+$/.test(d)).map((d) => readStat(Number(d))).filter((s) => s !== null);
  const found: number[] = [];
  let frontier = [root];
  while (frontier.length > 0) {
    const children = all.filter((s) => frontier.includes(s.parent)).map((s) => s.pid);
    found.push(...children);
    frontier = children;
  }
  return found;
}

/**
 * Everything `npm start` runs: the process it started and what that process started (a build
 * helper, or the server itself when the launcher hands it to a child), read afresh each time.
 */
export function serverPids(launcher: number): number[] {
  return [launcher, ...descendants(launcher)];
}

export function rssMb(pids: number[]): number {
  let kb = 0;
  for (const pid of pids) {
    try {
      const m = /^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
      kb += m ? Number(m[1]) : 0;
    } catch {
      /* ended meanwhile */
    }
  }
  return kb / 1024;
}

/**
 * What the resident memory of `pids` is made of (from /proc/<pid>/status): anonymous memory
 * (JavaScript heaps, malloc, WebAssembly) against mapped files (node, libvips and the other
 * native libraries), and how many threads hold it (the image workers are threads).
 */
export function memoryBreakdown(pids: number[]): { anonMb: number; fileMb: number; threads: number } {
  let anonKb = 0;
  let fileKb = 0;
  let threads = 0;
  for (const pid of pids) {
    try {
      const status = readFileSync(`/proc/${pid}/status`, "utf8");
      const field = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+)`, "m").exec(status)?.[1] ?? 0);
      anonKb += field("RssAnon");
      fileKb += field("RssFile");
      threads += field("Threads");
    } catch {
      /* ended meanwhile */
    }
  }
  return { anonMb: anonKb / 1024, fileMb: fileKb / 1024, threads };
}

export function cpuSeconds(pids: number[]): number {
  return pids.reduce((sum, pid) => sum + (readStat(pid)?.cpuTicks ?? 0), 0) / CLOCK_TICKS_PER_SECOND;
}

/** Runs `work` and answers what it returned with the processor seconds the server spent meanwhile. */
export async function withServerCpu<T>(pids: number[], work: () => Promise<T>): Promise<{ result: T; cpuSeconds: number }> {
  const before = cpuSeconds(pids);
  const result = await work();
  return { result, cpuSeconds: cpuSeconds(pids) - before };
}
