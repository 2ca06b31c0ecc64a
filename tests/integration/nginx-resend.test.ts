import { createServer, request as httpRequest, type IncomingHttpHeaders, type Server } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Recipe } from "@/domain/types";
import { backend } from "../helpers/backend";
import { BalancedClient, NGINX_BINARY, startLoadBalancer, type BalancedAnswer, type LoadBalancer } from "../helpers/load-balancer";
import { GIMLET } from "../helpers/recipes";

/**
 * An instance that dies after doing a POST but before answering it, as nginx meets it with
 * deploy/nginx.conf: nginx resends the POST to the other instance with the same
 * Idempotency-Key, and the API answers it with the first run's answer instead of doing it
 * again. Both upstreams are the suite's server; the first is reached through a relay that,
 * once armed, passes a POST on, waits for its whole answer, and resets the connection instead.
 */

interface LosingRelay {
  address: string;
  /** The Idempotency-Key and X-Request-Id of each POST whose answer was lost. */
  lost: { key: string | undefined; requestId: string | undefined }[];
  armed: boolean;
  stop(): Promise<void>;
}

async function startLosingRelay(target: URL): Promise<LosingRelay> {
  const relay: Omit<LosingRelay, "address" | "stop"> = { lost: [], armed: false };
  const server: Server = createServer((req, res) => {
    const forwarded = httpRequest(
      { host: target.hostname, port: target.port, method: req.method, path: req.url, headers: req.headers },
      (answer) => {
        const chunks: Buffer[] = [];
        answer.on("data", (chunk: Buffer) => chunks.push(chunk));
        answer.on("end", () => {
          if (relay.armed && req.method === "POST") {
            relay.lost.push({ key: one(req.headers, "idempotency-key"), requestId: one(req.headers, "x-request-id") });
            req.socket.resetAndDestroy();
            return;
          }
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          res.end(Buffer.concat(chunks));
        });
      },
    );
    forwarded.on("error", () => res.destroy());
    req.pipe(forwarded);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  return Object.assign(relay, {
    address: `127.0.0.1:${port}`,
    async stop() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  });
}

function one(headers: IncomingHttpHeaders, name: string): string | undefined {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
}

describe.skipIf(NGINX_BINARY === null)("nginx resending a POST whose answer was lost (deploy/nginx.conf)", () => {
  let relay: LosingRelay;
  let balancer: LoadBalancer;
  let client: BalancedClient;

  beforeAll(async () => {
    const app = new URL(backend().baseUrl);
    relay = await startLosingRelay(app);
    balancer = await startLoadBalancer([relay.address, `${app.hostname}:${app.port}`]);
    client = new BalancedClient(balancer);
    await client.signUp("Resend");
    relay.armed = true;
  }, 60_000);

  afterAll(async () => {
    client?.close();
    await balancer?.stop();
    await relay?.stop();
  });

  /**
   * Sends a new recipe until nginx's turn gives one to the relay (a failed instance is left out
   * for 2 s, so this can take a few seconds); answers that one.
   */
  async function postUntilResent(headersFor: (n: number) => Record<string, string>): Promise<{ answer: BalancedAnswer<Recipe>; title: string }> {
    for (let n = 0; n < 40; n += 1) {
      const title = `Resent ${Date.now()} ${n}`;
      const answer = await client.request<Recipe>("POST", "/api/recipes", { json: { ...GIMLET, title }, headers: headersFor(n) });
      if (answer.upstreams.length > 1) return { answer, title };
      expect(answer.status).toBe(201);
      await new Promise((r) => setTimeout(r, 150));
    }
    throw new Error("nginx never sent a POST to the relay");
  }

  async function storedTitled(title: string): Promise<Recipe[]> {
    const list = await client.request<{ recipes: Recipe[] }>("GET", "/api/recipes");
    return list.body.recipes.filter((r) => r.title === title);
  }

  it("gives a POST without a key nginx's request id as its key, the same on the resend, and stores it once", async () => {
    const { answer, title } = await postUntilResent(() => ({}));
    expect(answer.upstreams).toEqual([relay.address, expect.any(String)]);
    expect(answer.status).toBe(201);
    // The instance that answered saw the key of the first try: it replayed that run's answer.
    expect(answer.headers["idempotent-replayed"]).toBe("true");
    const first = relay.lost.at(-1)!;
    expect(first.key).toMatch(/^[0-9a-f]{32}$/);
    // nginx's $request_id is the key: the first try carried the id the answering instance logged.
    expect(first.requestId).toBe(first.key);
    expect(answer.headers["x-request-id"]).toBe(first.requestId);
    const stored = await storedTitled(title);
    expect(stored.map((r) => r.id)).toEqual([answer.body.id]);
  });

  it("passes a client's own key on unchanged, and stores its POST once", async () => {
    const keys: string[] = [];
    const { answer, title } = await postUntilResent((n) => {
      keys[n] = `client-key-${Date.now()}-${n}`;
      return { "Idempotency-Key": keys[n]! };
    });
    expect(answer.status).toBe(201);
    expect(answer.headers["idempotent-replayed"]).toBe("true");
    expect(relay.lost.at(-1)!.key).toBe(keys.at(-1));
    expect((await storedTitled(title)).map((r) => r.id)).toEqual([answer.body.id]);
  });
});
