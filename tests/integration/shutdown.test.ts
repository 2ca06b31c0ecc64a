import http from "node:http";
import { describe, expect, it } from "vitest";
import { startApp, type RunningApp } from "../helpers/app-server";
import { signUp } from "../helpers/client";

/**
 * SIGTERM as a balancer meets it: the health check answers 503 "draining" at once while every
 * request is still served; after the drain period the server stops accepting, answers what is
 * in flight with `Connection: close`, closes the database, logs one line and exits 0 within
 * the grace; no request it received is cut.
 */

interface Answer {
  status: number;
  connection: string | undefined;
  body: string;
}

function request(app: RunningApp, agent: http.Agent | false, options: http.RequestOptions, body?: string): Promise<Answer> {
  const url = new URL(app.baseUrl);
  return new Promise((resolve, reject) => {
    const req = http.request({ host: url.hostname, port: url.port, agent, ...options }, (res) => {
      let text = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (text += chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, connection: res.headers.connection, body: text }));
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end(body);
  });
}

const errorCode = (err: unknown) => (err as NodeJS.ErrnoException).code ?? String(err);

const RECIPE = JSON.stringify({ title: "Last call", ingredients: [{ name: "Gin", amount: "60 ml", available: false }], steps: ["Stir"] });

function recipeHeaders(app: RunningApp, cookie: string | null): Record<string, string> {
  return { cookie: cookie!, "content-type": "application/json", "content-length": String(Buffer.byteLength(RECIPE)), origin: app.baseUrl };
}

const DRAINING = { ok: false, status: "draining", db: "up", storage: "up" };

/** A keep-alive client reading the recipe list until the server says it closes (or refuses). */
async function hammer(app: RunningApp, cookie: string | null, stats: { answered: number; closing: number; errors: string[] }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  try {
    for (;;) {
      let answer: Answer;
      try {
        answer = await request(app, agent, { path: "/api/recipes", headers: { cookie: cookie! } });
      } catch (err) {
        // A new connection after the server stopped listening is refused: not a cut request.
        if (errorCode(err) !== "ECONNREFUSED") stats.errors.push(errorCode(err));
        return;
      }
      stats.answered += 1;
      if (answer.status !== 200) stats.errors.push(`status ${answer.status}`);
      if (answer.connection === "close") {
        stats.closing += 1;
        return;
      }
    }
  } finally {
    agent.destroy();
  }
}

describe("SIGTERM", () => {
  it("answers the health check 503 draining at once, serves every request through the drain, then stops listening", { timeout: 120_000 }, async () => {
    const app = await startApp({ SHUTDOWN_DRAIN_SECONDS: "3" });
    try {
      const { cookie } = await signUp("Draining", app.baseUrl);
      expect(JSON.parse((await request(app, false, { path: "/api/health" })).body)).toEqual({ ok: true, db: "up", storage: "up" });

      const started = Date.now();
      const exited = app.signal("SIGTERM");
      await new Promise((r) => setTimeout(r, 100));
      const health = await request(app, false, { path: "/api/health" });
      expect(health.status).toBe(503);
      expect(JSON.parse(health.body)).toEqual(DRAINING);
      // A balancer that has not looked yet still sends: on a new connection, and it is served.
      const write = await request(app, false, { method: "POST", path: "/api/recipes", headers: recipeHeaders(app, cookie) }, RECIPE);
      expect(write.status).toBe(201);
      expect(Date.now() - started).toBeLessThan(3_000);

      expect(await exited).toBe(0);
      expect(Date.now() - started).toBeGreaterThanOrEqual(3_000);
      await expect(request(app, false, { path: "/api/health" })).rejects.toMatchObject({ code: "ECONNREFUSED" });
    } finally {
      await app.stop();
    }
  });

  it("finishes requests in flight at the close, closes keep-alive connections, and exits 0 within the grace", { timeout: 120_000 }, async () => {
    const app = await startApp({ SHUTDOWN_DRAIN_SECONDS: "0.5" });
    try {
      const { cookie } = await signUp("Stopping", app.baseUrl);

      const stats = { answered: 0, closing: 0, errors: [] as string[] };
      const clients = Array.from({ length: 8 }, () => hammer(app, cookie, stats));
      await new Promise((r) => setTimeout(r, 1_000));
      expect(stats.answered).toBeGreaterThan(0);

      // A write whose body is still arriving when the listening socket closes.
      const url = new URL(app.baseUrl);
      const slowWrite = new Promise<Answer>((resolve, reject) => {
        const req = http.request(
          { host: url.hostname, port: url.port, method: "POST", path: "/api/recipes", agent: false, headers: recipeHeaders(app, cookie) },
          (res) => {
            let text = "";
            res.setEncoding("utf8");
            res.on("data", (chunk: string) => (text += chunk));
            res.on("end", () => resolve({ status: res.statusCode ?? 0, connection: res.headers.connection, body: text }));
          },
        );
        req.on("error", reject);
        req.write(RECIPE.slice(0, 10));
        setTimeout(() => req.end(RECIPE.slice(10)), 2_000);
      });
      await new Promise((r) => setTimeout(r, 500));

      const started = Date.now();
      const code = await app.signal("SIGTERM");
      const tookMs = Date.now() - started;
      await Promise.all(clients);

      expect(code).toBe(0);
      expect(tookMs).toBeLessThan(12_000);
      const write = await slowWrite;
      expect(write.status).toBe(201);
      expect(write.connection).toBe("close");
      expect(JSON.parse(write.body)).toMatchObject({ title: "Last call" });
      expect(stats.errors).toEqual([]);
      expect(stats.closing).toBeGreaterThan(0);
      const stopped = app
        .output()
        .split("\n")
        .filter((line) => line.includes('"barshelf stopped"'));
      expect(stopped).toHaveLength(1);
      expect(JSON.parse(stopped[0]!)).toMatchObject({ level: "info", signal: "SIGTERM", forced: false });
    } finally {
      await app.stop();
    }
  });

  it("cuts no request of clients that stop sending once the health check says draining", { timeout: 120_000 }, async () => {
    // Production's drain: ample time for the probe below to notice, even on a busy machine.
    const app = await startApp({ SHUTDOWN_DRAIN_SECONDS: "5" });
    try {
      const { cookie } = await signUp("Balanced", app.baseUrl);
      const outcomes: string[] = [];
      // What a balancer with a readiness probe does: it asks the health check every 200 ms and
      // sends no new request once it answers 503.
      let ready = true;
      const probe = (async () => {
        while (ready) {
          await new Promise((r) => setTimeout(r, 200));
          ready = (await request(app, false, { path: "/api/health" })).status === 200;
        }
      })();
      // Sixteen clients each posting on a new connection: under this load many of them wait in
      // the kernel's accept queue at any moment, which closing the listening socket would reset.
      const clients = Array.from({ length: 16 }, async () => {
        while (ready) {
          try {
            outcomes.push(String((await request(app, false, { method: "POST", path: "/api/recipes", headers: recipeHeaders(app, cookie) }, RECIPE)).status));
          } catch (err) {
            outcomes.push(errorCode(err));
          }
        }
      });
      await new Promise((r) => setTimeout(r, 1_500));
      const exited = app.signal("SIGTERM");
      await Promise.all([probe, ...clients]);
      expect(await exited).toBe(0);
      expect(outcomes.filter((o) => o !== "201")).toEqual([]);
      expect(outcomes.length).toBeGreaterThan(16);
    } finally {
      await app.stop();
    }
  });
});
