import { npmStartSettings } from "../../test-support/npm-start";
// The servers the HTTP bench measures and the references it measures them against, each on
// loopback, each with its own temporary folder: Barshelf started as `npm start` starts it,
// nginx serving a file from disk, a bare node:http server answering bytes from memory, and a
// throw-away PostgreSQL cluster (as scripts/test.sh starts one).
import { execFileSync, spawn, spawnSync, type ChildProcess } from "node:child_process";
import { chmodSync, existsSync, mkdirSync, mkdtempSync, openSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { freePort } from "../../test-support/ports";

const root = path.resolve(import.meta.dirname, "../..");

export interface Running {
  url: string;
  pid: number;
  stop(): Promise<void>;
}

function commandExists(name: string): boolean {
  return spawnSync("sh", ["-c", `command -v ${name}`], { stdio: "ignore" }).status === 0;
}

/** Installs the Debian packages the bench drives when they are missing and we are root, as scripts/test.sh does. */
export function ensureDebianPackages(): void {
  const wanted = [
    { command: "nginx", pkg: "nginx" },
    { command: "wrk", pkg: "wrk" },
    { command: "heif-enc", pkg: "libheif-examples" },
  ].filter(({ command }) => !commandExists(command) && !existsSync(`/usr/sbin/${command}`));
  const packages = wanted.map((w) => w.pkg);
  if (!postgresBin()) packages.push("postgresql");
  if (packages.length === 0) return;
  if (process.getuid?.() !== 0) throw new Error(`npm run bench needs Debian's ${packages.join(", ")}: install them (apt-get install ${packages.join(" ")})`);
  console.log(`installing ${packages.join(", ")} from Debian's packages`);
  execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit" });
  execFileSync("apt-get", ["install", "-y", "-qq", ...packages], { stdio: "inherit", env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" } });
}

async function stopChild(child: ChildProcess, signal: NodeJS.Signals = "SIGTERM"): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill(signal);
  await exited;
}

async function waitFor(url: string, child: ChildProcess, logFile: string, seconds: number): Promise<void> {
  const deadline = Date.now() + seconds * 1000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${url}: the server exited early; its log is ${logFile}:\n${readFileSync(logFile, "utf8").slice(-3000)}`);
    try {
      const res = await fetch(url);
      await res.arrayBuffer();
      if (res.status < 500) return;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer within ${seconds} s; its log is ${logFile}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

export interface Barshelf extends Running {
  dataDir: string;
  logFile: string;
}

/**
 * Starts the production server as `npm start` does (scripts/start.mjs builds first when the
 * build is missing or older than the sources), on a fresh DATA_DIR. `nodeFlags` go to the node
 * that runs scripts/start.mjs (which serves in its own process), e.g. `--cpu-prof` for a profile.
 * Given `existingDataDir`, it serves that data and leaves it in place when it stops. Given
 * `entry`, node runs that bundle of the front server instead (the build must exist).
 */
export async function startBarshelf(
  env: Record<string, string> = {},
  nodeFlags: string[] = [],
  existingDataDir?: string,
  entry = path.join(root, "scripts/start.mjs"),
): Promise<Barshelf> {
  const dataDir = existingDataDir ?? mkdtempSync(path.join(os.tmpdir(), "barshelf-bench-data-"));
  const port = await freePort();
  const logFile = path.join(dataDir, "..", `barshelf-bench-server-${port}.log`);
  const log = openSync(logFile, "w");
  const npmStart = npmStartSettings();
  const child = spawn(process.execPath, [...npmStart.nodeFlags, ...nodeFlags, entry], {
    cwd: root,
    env: {
      PATH: process.env.PATH ?? "",
      NODE_ENV: "production",
      PORT: String(port),
      HOSTNAME: "127.0.0.1",
      DATA_DIR: dataDir,
      BETTER_AUTH_SECRET: "bench-secret-0123456789abcdefghijklmnop",
      // Plain http on loopback: cookies without the Secure flag, so a browser keeps them.
      BETTER_AUTH_URL: `http://127.0.0.1:${port}`,
      // Each bench user signs up from its own X-Forwarded-For address, as behind a proxy, so the
      // per-address sign-up limit applies to each as it would to separate people.
      TRUST_PROXY: "1",
      // No balancer watches the health check here: a stop needs no drain.
      SHUTDOWN_DRAIN_SECONDS: "0",
      ...npmStart.env,
      ...env,
    },
    stdio: ["ignore", log, log],
  });
  const url = `http://127.0.0.1:${port}`;
  // The first start may build the app: allow for a slow, shared machine.
  await waitFor(`${url}/api/health`, child, logFile, 900);
  return {
    url,
    pid: child.pid!,
    dataDir,
    logFile,
    async stop() {
      await stopChild(child);
      if (!existingDataDir) rmSync(dataDir, { recursive: true, force: true });
      rmSync(logFile, { force: true });
    },
  };
}

/** A folder others (nginx's workers, the postgres user) may read; mkdtemp makes it 0700. */
function sharedTempDir(prefix: string): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), prefix));
  chmodSync(dir, 0o755);
  return dir;
}

/** nginx with its own prefix and configuration, serving `file` at `/<name>` from disk, access log off. */
export async function startNginx(file: Buffer, name: string, contentType: string): Promise<Running> {
  const prefix = sharedTempDir("barshelf-bench-nginx-");
  const port = await freePort();
  mkdirSync(path.join(prefix, "html"));
  writeFileSync(path.join(prefix, "html", name), file, { mode: 0o644 });
  chmodSync(path.join(prefix, "html"), 0o755);
  const config = `
worker_processes auto;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${prefix}/client-body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
  sendfile on;
  tcp_nopush on;
  keepalive_requests 100000;
  types { ${contentType} ${path.extname(name).slice(1)}; }
  server {
    listen 127.0.0.1:${port};
    root ${prefix}/html;
  }
}
`;
  writeFileSync(path.join(prefix, "nginx.conf"), config);
  const logFile = path.join(prefix, "stderr.log");
  const child = spawn("nginx", ["-p", prefix, "-c", path.join(prefix, "nginx.conf"), "-g", "daemon off;"], {
    stdio: ["ignore", openSync(logFile, "w"), openSync(logFile, "a")],
  });
  const url = `http://127.0.0.1:${port}/${name}`;
  await waitFor(url, child, logFile, 20);
  return {
    url,
    pid: child.pid!,
    async stop() {
      await stopChild(child, "SIGQUIT");
      rmSync(prefix, { recursive: true, force: true });
    },
  };
}

/** A bare node:http server in its own process, answering `body` from memory to every request. */
export async function startBareServer(body: Buffer, contentType: string): Promise<Running> {
  const dir = mkdtempSync(path.join(os.tmpdir(), "barshelf-bench-bare-"));
  const port = await freePort();
  writeFileSync(path.join(dir, "body"), body);
  const source = `
    const http = require("node:http");
    const body = require("node:fs").readFileSync(${JSON.stringify(path.join(dir, "body"))});
    http.createServer((req, res) => {
      res.writeHead(200, { "content-type": ${JSON.stringify(contentType)}, "content-length": body.length });
      res.end(body);
    }).listen(${port}, "127.0.0.1");`;
  const logFile = path.join(dir, "log");
  const child = spawn(process.execPath, ["-e", source], { stdio: ["ignore", openSync(logFile, "w"), openSync(logFile, "a")] });
  const url = `http://127.0.0.1:${port}/`;
  await waitFor(url, child, logFile, 20);
  return {
    url,
    pid: child.pid!,
    async stop() {
      await stopChild(child);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

function postgresBin(): string | null {
  const versions = existsSync("/usr/lib/postgresql") ? readdirSync("/usr/lib/postgresql").sort((a, b) => Number(a) - Number(b)) : [];
  const newest = versions.at(-1);
  return newest ? `/usr/lib/postgresql/${newest}/bin` : null;
}

export interface Postgres {
  /** A database of its own for one Barshelf instance. */
  databaseUrl: string;
  stop(): Promise<void>;
}

/** A throw-away PostgreSQL cluster on a free port, run as the postgres user (root only), as scripts/test.sh does. */
export async function startPostgres(): Promise<Postgres | null> {
  const bin = postgresBin();
  if (!bin || process.getuid?.() !== 0) return null;
  const dir = sharedTempDir("barshelf-bench-pg-");
  execFileSync("chown", ["postgres", dir]);
  const port = await freePort();
  const asPostgres = (command: string) => execFileSync("su", ["postgres", "-s", "/bin/sh", "-c", command], { stdio: "ignore" });
  asPostgres(`${bin}/initdb -D '${dir}/data' -U postgres --auth=trust -E UTF8`);
  asPostgres(`${bin}/pg_ctl -D '${dir}/data' -o "-p ${port} -k '${dir}' -c listen_addresses=127.0.0.1 -c fsync=off" -w -l '${dir}/log' start`);
  asPostgres(`${bin}/createdb -h 127.0.0.1 -p ${port} -U postgres barshelf`);
  return {
    databaseUrl: `postgres://postgres@127.0.0.1:${port}/barshelf`,
    async stop() {
      asPostgres(`${bin}/pg_ctl -D '${dir}/data' -m immediate stop`);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
