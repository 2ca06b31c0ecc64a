import { spawn, type ChildProcess } from "node:child_process";
import { appendFileSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { bundleFrontServer } from "../../scripts/front-bundle.mjs";
import { npmStartSettings } from "../../test-support/npm-start";
import { freePort } from "../../test-support/ports";

const root = path.resolve(import.meta.dirname, "../..");

export interface RunningApp {
  baseUrl: string;
  /** The server's process id (its memory is read from /proc by the tests that bound it). */
  pid: number;
  dataDir: string;
  /** A file that receives everything the server prints. */
  logFile: string;
  /** Everything the server printed so far (tests assert on log lines). */
  output(): string;
  /** Sends a signal and resolves with the exit code once the process is gone. */
  signal(name: NodeJS.Signals): Promise<number | null>;
  stop(): Promise<void>;
}

/**
 * Starts the production server as `npm start` runs it (the front server in front of the
 * production build, which must exist: `npx next build`) and waits for it. On a free port,
 * or on `env.PORT` (an instance restarted where a load balancer expects it).
 */
export async function startApp(env: Record<string, string>): Promise<RunningApp> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "barshelf-data-"));
  const port = env.PORT ? Number(env.PORT) : await freePort();
  let output = "";
  const logFile = path.join(os.tmpdir(), `barshelf-server-${port}.log`);
  // A fresh file: the port may have served an earlier run, and the log is checked for errors.
  writeFileSync(logFile, "");
  // With npm start's node flags and variables (malloc arenas, heap sizing), as production runs.
  const npmStart = npmStartSettings();
  const child: ChildProcess = spawn(process.execPath, [...npmStart.nodeFlags, await bundleFrontServer(root)], {
    cwd: root,
    env: {
      ...npmStart.env,
      PATH: process.env.PATH ?? "",
      NODE_ENV: "production",
      PORT: String(port),
      HOSTNAME: "127.0.0.1",
      DATA_DIR: dataDir,
      BETTER_AUTH_SECRET: "integration-tests-secret-0123456789abcdef",
      // Test clients sign up from an X-Forwarded-For address each, so that the suite's many
      // sign-ups from 127.0.0.1 stay under the per-address limits; TRUST_PROXY: "" turns it off.
      TRUST_PROXY: "1",
      // A test's server stops without the drain a balancer needs; tests of stopping set their own.
      SHUTDOWN_DRAIN_SECONDS: "0",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const collect = (d: Buffer) => {
    output += d.toString();
    appendFileSync(logFile, d);
  };
  child.stdout?.on("data", collect);
  child.stderr?.on("data", collect);
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`app exited early:\n${output}`);
    try {
      const res = await fetch(`${baseUrl}/api/auth/get-session`);
      if (res.ok) break;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) throw new Error(`app did not start:\n${output}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    baseUrl,
    pid: child.pid!,
    dataDir,
    logFile,
    output: () => output,
    signal(name) {
      const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
      child.kill(name);
      return exited;
    },
    async stop() {
      // Not yet exited, nor killed by a signal (a test may have sent SIGKILL).
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((r) => child.once("exit", r));
        child.kill("SIGTERM");
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
