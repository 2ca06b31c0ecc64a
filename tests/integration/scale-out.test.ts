import { afterAll, beforeAll, describe, expect, it } from "vitest";
import sharp from "sharp";
import type { Recipe } from "@/domain/types";
import { startApp, type RunningApp } from "../helpers/app-server";
import { backend } from "../helpers/backend";
import { selectRows } from "../helpers/database";
import { sharedBackendEnv } from "../helpers/instances";
import { BalancedClient, NGINX_BINARY, startLoadBalancer, type BalancedAnswer, type LoadBalancer } from "../helpers/load-balancer";
import { GIMLET } from "../helpers/recipes";
import { freePort } from "../../test-support/ports";
import { errorLinesIn } from "../helpers/server-log";
import type { UploadBody } from "../helpers/uploads";

/**
 * Scaling out, as an operator meets it: two production instances on one PostgreSQL database and
 * one S3 bucket, behind Debian's nginx configured by deploy/nginx.conf (TLS, round-robin).
 * Every request goes through nginx; its X-Upstream header (added by the test's outer
 * configuration only) says which instance answered, and which ones nginx tried before.
 */

/** One place behind nginx: its port stays while the process behind it is stopped and replaced. */
class Instance {
  private app: RunningApp | null = null;
  /** What every process that ran here printed. */
  readonly output: string[] = [];

  constructor(readonly port: number) {}

  get running(): boolean {
    return this.app !== null;
  }

  get address(): string {
    return `127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    // A small pool on purpose: eight writers share five connections (DATABASE_POOL_SIZE).
    // Production's drain: nginx does not read the health check, so its 5 s change nothing here
    // but the time a stop takes; what keeps every request whole is nginx resending it.
    this.app = await startApp({ ...sharedBackendEnv(), DATABASE_POOL_SIZE: "5", PORT: String(this.port), SHUTDOWN_DRAIN_SECONDS: "5" });
  }

  /** SIGTERM; resolves with the exit code once the process is gone. */
  async stop(): Promise<number | null> {
    const app = this.app!;
    this.app = null;
    const code = await app.signal("SIGTERM");
    this.output.push(app.output());
    await app.stop();
    return code;
  }

  async shutDown(): Promise<void> {
    if (this.app) await this.stop();
  }
}

const servedBy = (answer: BalancedAnswer): string => answer.upstreams.at(-1) ?? "";

/** Waits (polling) until `done` holds; what it waits for is traffic the test itself makes. */
async function until(done: () => boolean, what: string, state: () => string = () => ""): Promise<void> {
  for (const deadline = Date.now() + 30_000; !done(); ) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what} ${state()}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Clients that send `request` over and over, each on its own connection to nginx, until stopped. */
function keepSending(clients: BalancedClient[], request: (client: BalancedClient, n: number, i: number) => Promise<BalancedAnswer>) {
  const answers: BalancedAnswer[] = [];
  const failures: string[] = [];
  let running = true;
  const loops = clients.map(async (client, n) => {
    for (let i = 0; running; i += 1) {
      try {
        answers.push(await request(client, n, i));
      } catch (err) {
        failures.push(`client ${n}: ${String(err)}`);
      }
    }
  });
  return {
    answers,
    failures,
    async stop() {
      running = false;
      await Promise.all(loops);
    },
  };
}

/** What a stalled load did last, for a timeout's message. */
function describeLoad(load: { answers: BalancedAnswer[]; failures: string[] }): string {
  const last = load.answers.slice(-4).map((a) => `${a.status} via ${a.upstreams.join(",")}`);
  return JSON.stringify({ answers: load.answers.length, last, failures: load.failures.slice(-4) });
}

describe.skipIf(backend().engine !== "postgres" || backend().store !== "s3" || NGINX_BINARY === null)(
  "two instances behind nginx with deploy/nginx.conf, on one PostgreSQL database and one S3 bucket",
  () => {
    let instances: [Instance, Instance];
    let balancer: LoadBalancer;
    const clients: BalancedClient[] = [];

    function client(): BalancedClient {
      const c = new BalancedClient(balancer);
      clients.push(c);
      return c;
    }

    function otherThan(address: string): string {
      if (!instances.some((i) => i.address === address)) throw new Error(`not one of ours: ${address}`);
      return instances.find((i) => i.address !== address)!.address;
    }

    /** Sends a request until `address` answers it (round-robin: within a turn or two); every answer on the way too. */
    async function untilAnsweredBy<T>(address: string, send: () => Promise<BalancedAnswer<T>>): Promise<BalancedAnswer<T>[]> {
      const answers: BalancedAnswer<T>[] = [];
      while (answers.length < 8) {
        answers.push(await send());
        if (servedBy(answers.at(-1)!) === address) return answers;
      }
      throw new Error(`${address} answered none of ${answers.length} requests (${answers.map(servedBy).join(" ")})`);
    }

    beforeAll(async () => {
      instances = [new Instance(await freePort()), new Instance(await freePort())];
      await Promise.all(instances.map((i) => i.start()));
      balancer = await startLoadBalancer([instances[0].address, instances[1].address]);
    }, 120_000);

    afterAll(async () => {
      for (const c of clients) c.close();
      await balancer?.stop();
      for (const instance of instances ?? []) await instance.shutDown();
      // Nothing any instance did here is an error: no stack, no failed request.
      expect(instances.flatMap((i) => i.output.flatMap(errorLinesIn))).toEqual([]);
    }, 60_000);

    it("speaks TLS only, and a session made on one instance opens the other", async () => {
      const plain = await fetch(`${balancer.httpUrl}/recipes`, { redirect: "manual" });
      expect(plain.status).toBe(301);
      expect(plain.headers.get("location")).toBe("https://127.0.0.1/recipes");

      const alice = client();
      const { user, servedBy: signedUpOn } = await alice.signUp("Alice");
      const reads = await untilAnsweredBy(otherThan(signedUpOn), () => alice.request<{ user: { id: string } }>("GET", "/api/auth/get-session"));
      for (const read of reads) {
        expect(read.status).toBe(200);
        expect(read.body.user.id).toBe(user.id);
      }
    });

    it("reads a photo, and its display sizes, through the instance that did not take the upload", async () => {
      const bob = client();
      await bob.signUp("Bob");
      const form = new FormData();
      form.set("kind", "drink");
      const photo = await sharp({ create: { width: 800, height: 600, channels: 3, background: "#884422" } }).jpeg().toBuffer();
      form.set("file", new Blob([photo as Uint8Array<ArrayBuffer>], { type: "image/jpeg" }), "photo.jpg");
      const upload = await bob.request<UploadBody>("POST", "/api/uploads", { form });
      expect(upload.status).toBe(201);
      const other = otherThan(servedBy(upload));

      const original = (await untilAnsweredBy(other, () => bob.request("GET", upload.body.imageUrl))).at(-1)!;
      expect(original.status).toBe(200);
      expect(original.headers["content-type"]).toBe("image/jpeg");
      expect(await sharp(original.bytes).metadata()).toMatchObject({ width: 800, height: 600 });
      const small = (await untilAnsweredBy(other, () => bob.request("GET", `${upload.body.imageUrl}?w=64`))).at(-1)!;
      expect(small.status).toBe(200);
      expect(small.headers["content-type"]).toBe("image/webp");
      expect((await sharp(small.bytes).metadata()).width).toBeLessThan(800);
    });

    it("counts sign-in attempts from one address on both instances together", async () => {
      const { user } = await client().signUp("Carol");
      const guesser = client();
      const attempts: BalancedAnswer[] = [];
      for (let i = 0; i < 6; i += 1) {
        attempts.push(await guesser.request("POST", "/api/auth/sign-in/email", { json: { email: user.email, password: `wrong guess ${i}` } }));
      }
      // five wrong passwords, spread over both instances, then the limit (5 a minute)
      expect(attempts.map((a) => a.status)).toEqual([401, 401, 401, 401, 401, 429]);
      expect(new Set(attempts.slice(0, 5).map(servedBy))).toEqual(new Set(instances.map((i) => i.address)));
      expect(Number(attempts[5]!.headers["retry-after"])).toBeGreaterThan(0);
    });

    it("has a write made through one instance in the very next list read through the other", async () => {
      const dana = client();
      await dana.signUp("Dana");
      const list = () => dana.request<{ recipes: Recipe[] }>("GET", "/api/recipes");
      // Both instances have the list cached before the writes.
      for (const instance of instances) expect((await untilAnsweredBy(instance.address, list)).at(-1)!.status).toBe(200);

      const directions = new Set<string>();
      for (const [round, writeOn] of instances.concat(instances).map((i, n) => [n, i.address] as const)) {
        // Round-robin: after the other instance answers, the next request goes to this one.
        await untilAnsweredBy(otherThan(writeOn), () => dana.request("GET", "/api/health"));
        const write = await dana.request<Recipe>("POST", "/api/recipes", { json: { ...GIMLET, title: `Fresh ${round}` } });
        expect(write.status).toBe(201);
        const reads = await untilAnsweredBy(otherThan(servedBy(write)), list);
        for (const read of reads) expect(read.body.recipes.map((r) => r.title)).toContain(`Fresh ${round}`);
        directions.add(`${servedBy(write)} -> ${servedBy(reads.at(-1)!)}`);
      }
      expect(directions.size).toBe(2);
    });

    it("loses no write when one instance is stopped with SIGTERM while eight clients write recipes", { timeout: 90_000 }, async () => {
      const owner = client();
      const { user } = await owner.signUp("Failover");
      const writers = Array.from({ length: 8 }, () => {
        const writer = client();
        writer.cookie = owner.cookie;
        return writer;
      });
      const load = keepSending(writers, (writer, n, i) => writer.request("POST", "/api/recipes", { json: { ...GIMLET, title: `Failover ${n}.${i}` } }));
      const [kept, stopped] = instances;
      try {
        await until(() => load.answers.length >= 16 && load.answers.some((a) => servedBy(a) === stopped.address), "writes on both instances");
        expect(await stopped.stop()).toBe(0);
        const afterStop = load.answers.length;
        await until(() => load.answers.length >= afterStop + 16, "writes after the stop");
      } finally {
        await load.stop();
        // The next test needs both instances, whatever happened here.
        if (!stopped.running) await stopped.start();
      }

      // On failure, nginx's error log says how the instance failed it (refused, reset, closed).
      expect(load.failures, balancer.errorLog()).toEqual([]);
      expect(load.answers.filter((a) => a.status !== 201).map((a) => `${a.status} ${a.bytes.toString("utf8")}`), balancer.errorLog()).toEqual([]);
      const answered = load.answers.map((a) => (a.body as Recipe).id);
      const stored = await selectRows<{ id: string }>("select id from recipe where user_id = $1", [user.id]);
      // every 201 is stored, and nothing is stored that was not answered (no write done twice)
      expect(new Set(stored.map((r) => r.id))).toEqual(new Set(answered));
      expect(stored).toHaveLength(answered.length);
      expect(load.answers.some((a) => servedBy(a) === kept.address)).toBe(true);
      const stopLine = stopped.output.at(-1)!.split("\n").find((line) => line.includes('"barshelf stopped"'));
      expect(JSON.parse(stopLine!)).toMatchObject({ signal: "SIGTERM", forced: false });
    });

    it("answers every read while each instance in turn is restarted", { timeout: 120_000 }, async () => {
      const reader = client();
      await reader.signUp("Reader");
      expect((await reader.request("POST", "/api/recipes", { json: GIMLET })).status).toBe(201);
      const readers = Array.from({ length: 4 }, () => {
        const c = client();
        c.cookie = reader.cookie;
        return c;
      });
      const load = keepSending(readers, (c) => c.request("GET", "/api/recipes"));
      try {
        for (const instance of instances) {
          // As an operator would: the other instance is in turn (nginx sends it reads) before this one stops.
          const other = otherThan(instance.address);
          const before = load.answers.length;
          await until(() => load.answers.slice(before).some((a) => servedBy(a) === other), `reads from ${other} before ${instance.address} stops`, () => describeLoad(load));
          expect(await instance.stop()).toBe(0);
          await instance.start();
          const restartedAt = load.answers.length;
          // nginx leaves a refusing instance out for 2 s (fail_timeout), then sends to it again
          await until(() => load.answers.slice(restartedAt).some((a) => servedBy(a) === instance.address), `reads from ${instance.address} after its restart`, () => describeLoad(load));
        }
      } finally {
        await load.stop();
      }
      expect(load.failures, balancer.errorLog()).toEqual([]);
      expect(load.answers.filter((a) => a.status !== 200).map((a) => `${a.status} ${a.bytes.toString("utf8").slice(0, 200)}`), balancer.errorLog()).toEqual([]);
    });
  },
);
