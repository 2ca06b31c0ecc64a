// What a server process costs, read from /proc: resident memory and processor time of the
// process and everything it started (`npm start` may hand the server to a child process).
import { readdirSync, readFileSync, statSync } from "node:fs";

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

export interface MemoryBreakdown {
  anonMb: number;
  fileMb: number;
  threads: number;
  /** glibc's main malloc arena (`[heap]`) */
  mainArenaMb: number;
  /** glibc's other malloc arenas: 64 MB-aligned reservations of 64 MB (none under npm start's MALLOC_ARENA_MAX=1) */
  otherArenasMb: number;
  /** WebAssembly memories (heic-decode, tesseract): V8 reserves 10 GB of address space for each, usable or not */
  wasmMb: number;
  /** the remaining anonymous memory: V8's heaps, malloc blocks over MALLOC_MMAP_THRESHOLD_, stacks */
  otherAnonMb: number;
}

const ARENA_BYTES = 64 * 1024 * 1024;
const WASM_RESERVATION_BYTES = 4 * 1024 * 1024 * 1024;

/** Adds up /proc/<pid>/smaps by what each mapping is (see MemoryBreakdown); file mappings are left to RssFile. */
function smapsParts(pid: number): Pick<MemoryBreakdown, "mainArenaMb" | "otherArenasMb" | "wasmMb" | "otherAnonMb"> {
  const parts = { mainArenaMb: 0, otherArenasMb: 0, wasmMb: 0, otherAnonMb: 0 };
  let text: string;
  try {
    text = readFileSync(`/proc/${pid}/smaps`, "utf8");
  } catch {
    return parts; // ended meanwhile
  }
  const maps: { start: number; end: number; perms: string; name: string; anonKb: number }[] = [];
  for (const block of text.split(/\n(?=[0-9a-f]+-[0-9a-f]+ )/)) {
    const head = /^([0-9a-f]+)-([0-9a-f]+) (\S+) \S+ \S+ \S+\s*(.*)$/m.exec(block);
    if (!head) continue;
    const anonKb = Number(/^Anonymous:\s+(\d+) kB/m.exec(block)?.[1] ?? 0);
    maps.push({ start: parseInt(head[1]!, 16), end: parseInt(head[2]!, 16), perms: head[3]!, name: head[4]!.trim(), anonKb });
  }
  for (let i = 0; i < maps.length; i++) {
    const m = maps[i]!;
    if (m.anonKb === 0) continue;
    const mb = m.anonKb / 1024;
    // An arena's heap, or a WebAssembly memory, is its usable part followed by the rest of its
    // reservation, unreadable (one mapping or several).
    let reserved = m.end - m.start;
    for (let j = i + 1; j < maps.length && maps[j]!.start === maps[j - 1]!.end && maps[j]!.perms.startsWith("---") && maps[j]!.name === ""; j++) {
      reserved += maps[j]!.end - maps[j]!.start;
    }
    if (m.name === "[heap]") parts.mainArenaMb += mb;
    else if (m.name === "" && m.start % ARENA_BYTES === 0 && reserved === ARENA_BYTES) parts.otherArenasMb += mb;
    else if (m.name === "" && reserved >= WASM_RESERVATION_BYTES) parts.wasmMb += mb;
    else if (!m.name.startsWith("/")) parts.otherAnonMb += mb;
  }
  return parts;
}

/**
 * What the resident memory of `pids` is made of (from /proc/<pid>/status and smaps): anonymous
 * memory (JavaScript heaps, malloc, WebAssembly) against mapped files (node, libvips and the
 * other native libraries), how many threads hold it (the image workers are threads), and the
 * anonymous memory split by kind of mapping.
 */
export function memoryBreakdown(pids: number[]): MemoryBreakdown {
  const total: MemoryBreakdown = { anonMb: 0, fileMb: 0, threads: 0, mainArenaMb: 0, otherArenasMb: 0, wasmMb: 0, otherAnonMb: 0 };
  for (const pid of pids) {
    try {
      const status = readFileSync(`/proc/${pid}/status`, "utf8");
      const field = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+)`, "m").exec(status)?.[1] ?? 0);
      total.anonMb += field("RssAnon") / 1024;
      total.fileMb += field("RssFile") / 1024;
      total.threads += field("Threads");
    } catch {
      continue; // ended meanwhile
    }
    const parts = smapsParts(pid);
    total.mainArenaMb += parts.mainArenaMb;
    total.otherArenasMb += parts.otherArenasMb;
    total.wasmMb += parts.wasmMb;
    total.otherAnonMb += parts.otherAnonMb;
  }
  return total;
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

/**
 * The JavaScript heaps of a node process started with `--report-on-signal
 * --report-directory=<dir>`: asks it for a diagnostic report (SIGUSR2) and reads the heap of
 * its main thread and of each worker thread from it, in MB, with the new space (young
 * generation) of each apart.
 */
export async function javascriptHeaps(pid: number, dir: string): Promise<{ main: HeapFigures; workers: HeapFigures[] }> {
  const before = new Set(readdirSync(dir));
  process.kill(pid, "SIGUSR2");
  for (let waited = 0; waited < 30_000; waited += 200) {
    await new Promise((r) => setTimeout(r, 200));
    const file = readdirSync(dir).find((f) => !before.has(f) && f.endsWith(".json"));
    if (!file) continue;
    let report: NodeReport;
    try {
      report = JSON.parse(readFileSync(`${dir}/${file}`, "utf8")) as NodeReport;
    } catch {
      continue; // still being written
    }
    return { main: heapFigures(report), workers: (report.workers ?? []).map(heapFigures) };
  }
  throw new Error(`no diagnostic report from ${pid} in ${dir}`);
}

interface NodeReport {
  javascriptHeap: { totalMemory: number; usedMemory: number; heapSpaces: Record<string, { memorySize: number }> };
  workers?: NodeReport[];
}

export interface HeapFigures {
  totalMb: number;
  usedMb: number;
  newSpaceMb: number;
}

function heapFigures(report: NodeReport): HeapFigures {
  const heap = report.javascriptHeap;
  return { totalMb: heap.totalMemory / 2 ** 20, usedMb: heap.usedMemory / 2 ** 20, newSpaceMb: (heap.heapSpaces.new_space?.memorySize ?? 0) / 2 ** 20 };
}

/**
 * Asks a node process started with `--heapsnapshot-signal=SIGUSR1 --diagnostic-dir=<dir>` for a
 * heap snapshot of its main thread and waits until it is written (its size stops changing).
 */
export async function heapSnapshot(pid: number, dir: string): Promise<string> {
  const before = new Set(readdirSync(dir));
  process.kill(pid, "SIGUSR1");
  let lastSize = -1;
  for (let waited = 0; waited < 120_000; waited += 1000) {
    await new Promise((r) => setTimeout(r, 1000));
    const file = readdirSync(dir).find((f) => !before.has(f) && f.endsWith(".heapsnapshot"));
    if (!file) continue;
    const size = statSync(`${dir}/${file}`).size;
    if (size > 0 && size === lastSize) return `${dir}/${file}`;
    lastSize = size;
  }
  throw new Error(`no heap snapshot from ${pid} in ${dir}`);
}
