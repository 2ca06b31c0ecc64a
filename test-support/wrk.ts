// Drives a URL with wrk (Debian's package) on loopback and reads its `--latency` report.
import { spawn } from "node:child_process";

export interface WrkRun {
  url: string;
  connections: number;
  seconds: number;
  headers?: Record<string, string>;
}

export interface WrkResult {
  requestsPerSecond: number;
  requests: number;
  p50Ms: number;
  p99Ms: number;
  /** Answers outside 2xx and 3xx, and socket errors (connect, read, write, timeout). */
  errors: number;
}

const UNIT_MS: Record<string, number> = { us: 0.001, ms: 1, s: 1000, m: 60_000 };

function durationMs(text: string): number {
  const m = /^([\d.]+)(us|ms|s|m)$/.exec(text);
  if (!m) throw new Error(`wrk: cannot read the duration "${text}"`);
  return Number(m[1]) * UNIT_MS[m[2]!]!;
}

/** Reads wrk's report; exported for its unit test. */
export function parseWrkOutput(output: string): WrkResult {
  const percentile = (p: string) => {
    const m = new RegExp(`^\\s+${p}%\\s+(\\S+)`, "m").exec(output);
    if (!m) throw new Error(`wrk: no ${p}% latency in:\n${output}`);
    return durationMs(m[1]!);
  };
  const rate = /^Requests\/sec:\s+([\d.]+)/m.exec(output);
  const total = /^\s+(\d+) requests in/m.exec(output);
  if (!rate || !total) throw new Error(`wrk: no request rate in:\n${output}`);
  const non2xx = /Non-2xx or 3xx responses:\s+(\d+)/.exec(output);
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(output);
  const socketErrors = socket ? socket.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0;
  return {
    requestsPerSecond: Number(rate[1]),
    requests: Number(total[1]),
    p50Ms: percentile("50"),
    p99Ms: percentile("99"),
    errors: (non2xx ? Number(non2xx[1]) : 0) + socketErrors,
  };
}

export async function wrk({ url, connections, seconds, headers = {} }: WrkRun): Promise<WrkResult> {
  const args = ["--latency", `-t${Math.min(2, connections)}`, `-c${connections}`, `-d${seconds}s`, "--timeout", "10s"];
  for (const [name, value] of Object.entries(headers)) args.push("-H", `${name}: ${value}`);
  args.push(url);
  const child = spawn("wrk", args, { stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  child.stdout.on("data", (d: Buffer) => (output += d.toString()));
  child.stderr.on("data", (d: Buffer) => (output += d.toString()));
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once("error", reject);
    child.once("exit", resolve);
  });
  if (code !== 0) throw new Error(`wrk exited with ${code}:\n${output}`);
  return parseWrkOutput(output);
}
