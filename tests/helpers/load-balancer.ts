import { execFileSync, spawn } from "node:child_process";
import { randomInt, randomUUID } from "node:crypto";
import { chmodSync, existsSync, mkdirSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import type { IncomingHttpHeaders } from "node:http";
import https from "node:https";
import os from "node:os";
import path from "node:path";
import { freePort } from "../../test-support/ports";

/**
 * Debian's nginx in front of several instances, configured by the very file docs/deployment.md
 * shows (deploy/nginx.conf) with this machine's ports and a throw-away certificate in place
 * of the example's, and clients that reach the instances only through it.
 */
const root = path.resolve(import.meta.dirname, "../..");

export const NGINX_BINARY = ["/usr/sbin/nginx", "/usr/bin/nginx"].find((file) => existsSync(file)) ?? null;

/** The example's addresses and files in deploy/nginx.conf, and what stands in for each here. */
interface Placement {
  instances: [string, string];
  httpPort: number;
  httpsPort: number;
  certificate: string;
  key: string;
}

/** deploy/nginx.conf with each example value replaced; each must be there exactly once, so the file cannot drift from the test. */
export function deployedNginxConfig({ instances, httpPort, httpsPort, certificate, key }: Placement): string {
  let text = readFileSync(path.join(root, "deploy", "nginx.conf"), "utf8");
  const swaps: [string, string][] = [
    ["server 10.0.0.11:3000 ", `server ${instances[0]} `],
    ["server 10.0.0.12:3000 ", `server ${instances[1]} `],
    ["listen 80;", `listen 127.0.0.1:${httpPort};`],
    ["listen 443 ssl;", `listen 127.0.0.1:${httpsPort} ssl;`],
    ["/etc/letsencrypt/live/bar.example.com/fullchain.pem", certificate],
    ["/etc/letsencrypt/live/bar.example.com/privkey.pem", key],
  ];
  for (const [from, to] of swaps) {
    if (text.split(from).length !== 2) throw new Error(`deploy/nginx.conf should contain "${from}" exactly once`);
    text = text.replace(from, to);
  }
  return text;
}

export interface LoadBalancer {
  /** https://127.0.0.1:port, the origin clients use. */
  url: string;
  /** The plain-http port, which only redirects. */
  httpUrl: string;
  /** The certificate clients trust. */
  ca: Buffer;
  /** What nginx logged at warn and above. */
  errorLog(): string;
  stop(): Promise<void>;
}

/**
 * Starts nginx in a folder of its own (configuration, pid, logs, temporary files) in front of
 * the given `host:port` instances. The test's outer configuration adds one header,
 * `X-Upstream` (nginx's $upstream_addr: every instance tried, in order), so a test sees which
 * instance answered and which requests nginx sent on to another.
 */
export async function startLoadBalancer(instances: [string, string]): Promise<LoadBalancer> {
  if (!NGINX_BINARY) throw new Error("nginx is not installed (apt-get install nginx)");
  const prefix = mkdtempSync(path.join(os.tmpdir(), "barshelf-nginx-"));
  // nginx's workers run as nobody when started by root: they write request bodies to disk.
  chmodSync(prefix, 0o755);
  const temp = path.join(prefix, "temp");
  mkdirSync(temp, { mode: 0o777 });
  chmodSync(temp, 0o777);
  const certificate = path.join(prefix, "certificate.pem");
  const key = path.join(prefix, "key.pem");
  execFileSync(
    "openssl",
    ["req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes", "-days", "1"]
      .concat(["-subj", "/CN=127.0.0.1", "-addext", "subjectAltName=IP:127.0.0.1", "-keyout", key, "-out", certificate]),
    { stdio: "ignore" },
  );
  const [httpPort, httpsPort] = [await freePort(), await freePort()];
  writeFileSync(path.join(prefix, "barshelf.conf"), deployedNginxConfig({ instances, httpPort, httpsPort, certificate, key }));
  writeFileSync(
    path.join(prefix, "nginx.conf"),
    `worker_processes 2;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${temp}/body;
  proxy_temp_path ${temp}/proxy;
  fastcgi_temp_path ${temp}/fastcgi;
  uwsgi_temp_path ${temp}/uwsgi;
  scgi_temp_path ${temp}/scgi;
  add_header X-Upstream $upstream_addr always;
  include ${prefix}/barshelf.conf;
}
`,
  );
  const output = openSync(path.join(prefix, "stderr.log"), "w");
  const nginx = spawn(NGINX_BINARY, ["-p", prefix, "-c", path.join(prefix, "nginx.conf"), "-g", "daemon off;"], { stdio: ["ignore", output, output] });
  const exited = new Promise<void>((resolve) => nginx.once("exit", () => resolve()));
  const balancer: LoadBalancer = {
    url: `https://127.0.0.1:${httpsPort}`,
    httpUrl: `http://127.0.0.1:${httpPort}`,
    ca: readFileSync(certificate),
    errorLog: () => readFileSync(path.join(prefix, "error.log"), "utf8"),
    async stop() {
      // SIGQUIT: nginx's graceful stop.
      if (nginx.exitCode === null && nginx.signalCode === null) nginx.kill("SIGQUIT");
      await exited;
      rmSync(prefix, { recursive: true, force: true });
    },
  };
  const probe = new BalancedClient(balancer);
  try {
    for (const deadline = Date.now() + 20_000; ; ) {
      if (nginx.exitCode !== null) throw new Error(`nginx exited: ${readFileSync(path.join(prefix, "stderr.log"), "utf8")}`);
      try {
        if ((await probe.request("GET", "/api/health")).status === 200) break;
      } catch {
        /* not listening yet */
      }
      if (Date.now() > deadline) throw new Error(`nginx did not answer: ${balancer.errorLog()}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  } catch (err) {
    await balancer.stop();
    throw err;
  } finally {
    probe.close();
  }
  return balancer;
}

export interface BalancedAnswer<T = unknown> {
  status: number;
  headers: IncomingHttpHeaders;
  body: T;
  bytes: Buffer;
  /** Every instance nginx tried for this request (`host:port`), the one that answered last. */
  upstreams: string[];
}

/** An address of its own on the loopback network (all of 127/8 is), so nginx sees each client apart: rate limits count per address. */
function loopbackAddress(): string {
  return `127.${randomInt(1, 255)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;
}

/**
 * A browser-like client of the load balancer: one keep-alive connection from its own loopback
 * address, the session cookie once signed up, and the Origin header on writes.
 */
export class BalancedClient {
  cookie: string | null = null;
  private readonly agent: https.Agent;

  constructor(
    readonly balancer: Pick<LoadBalancer, "url" | "ca">,
    readonly address = loopbackAddress(),
  ) {
    this.agent = new https.Agent({ keepAlive: true, maxSockets: 1, ca: balancer.ca });
  }

  async request<T = unknown>(
    method: string,
    requestPath: string,
    send: { json?: unknown; form?: FormData; headers?: Record<string, string> } = {},
  ): Promise<BalancedAnswer<T>> {
    const headers: Record<string, string> = { ...send.headers };
    let body: Buffer | undefined;
    if (send.json !== undefined) {
      body = Buffer.from(JSON.stringify(send.json));
      headers["content-type"] = "application/json";
    } else if (send.form) {
      // The multipart body exactly as fetch would send it.
      const encoded = new Request("http://form.invalid/", { method: "POST", body: send.form });
      body = Buffer.from(await encoded.arrayBuffer());
      headers["content-type"] = encoded.headers.get("content-type")!;
    }
    if (body) headers["content-length"] = String(body.length);
    if (method !== "GET" && method !== "HEAD") headers.origin = this.balancer.url;
    if (this.cookie) headers.cookie = this.cookie;
    const { hostname, port } = new URL(this.balancer.url);
    return new Promise((resolve, reject) => {
      const req = https.request({ host: hostname, port, method, path: requestPath, headers, agent: this.agent, localAddress: this.address }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("error", reject);
        res.on("end", () => {
          const bytes = Buffer.concat(chunks);
          const json = res.headers["content-type"]?.includes("application/json") && bytes.length > 0;
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: (json ? JSON.parse(bytes.toString("utf8")) : bytes.toString("utf8")) as T,
            bytes,
            upstreams: String(res.headers["x-upstream"] ?? "")
              .split(",")
              .map((a) => a.trim())
              .filter(Boolean),
          });
        });
      });
      req.on("error", reject);
      req.end(body);
    });
  }

  /** Signs up a new user through the load balancer and keeps their session; answers the instance that did it. */
  async signUp(name = "Scale Out"): Promise<{ user: { id: string; email: string }; servedBy: string }> {
    const email = `scale-${randomUUID()}@example.test`;
    const res = await this.request<{ user: { id: string; email: string } }>("POST", "/api/auth/sign-up/email", {
      json: { name, email, password: "correct horse battery" },
    });
    if (res.status !== 200) throw new Error(`sign-up failed: ${res.status} ${res.bytes.toString("utf8")}`);
    const setCookie = ([] as string[]).concat(res.headers["set-cookie"] ?? []).find((c) => c.includes("better-auth.session_token="));
    if (!setCookie) throw new Error("no session cookie was set");
    this.cookie = setCookie.split(";")[0]!;
    return { user: res.body.user, servedBy: res.upstreams.at(-1)! };
  }

  close(): void {
    this.agent.destroy();
  }
}
