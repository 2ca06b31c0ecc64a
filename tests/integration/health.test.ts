import pg from "pg";
import { afterEach, describe, expect, it } from "vitest";
import { startApp, type RunningApp } from "../helpers/app-server";
import { backend } from "../helpers/backend";
import { anonymous } from "../helpers/client";
import { sharedBackendEnv, startS3BehindProxy, suiteDatabaseEnv } from "../helpers/instances";
import { startHangableProxy } from "../helpers/tcp-proxy";

type Health = { ok: boolean; db: string; storage: string };

/** The health check as a load balancer asks it, giving up (failing the test) long after the 2 s it promises. */
async function healthOf(baseUrl: string): Promise<{ status: number; body: Health }> {
  const res = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(15_000) });
  return { status: res.status, body: (await res.json()) as Health };
}

describe("GET /api/health", () => {
  it("answers 200 with the database and the store up, anonymously, and says nothing else", async () => {
    const res = await anonymous().get<Health>("/api/health");
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true, db: "up", storage: "up" });
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(res.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe("GET /api/health with a dependency that stops answering", () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const c of cleanups.splice(0).reverse()) await c();
  });

  async function start(env: Record<string, string>): Promise<RunningApp> {
    const app = await startApp(env);
    cleanups.push(() => app.stop());
    expect(await healthOf(app.baseUrl)).toEqual({ status: 200, body: { ok: true, db: "up", storage: "up" } });
    return app;
  }

  it("answers 503 with the store down when S3 accepts connections and never answers", async () => {
    const { env, proxy } = await startS3BehindProxy(cleanups);
    const app = await start({ ...suiteDatabaseEnv(), ...env });
    proxy.hang();
    expect(await healthOf(app.baseUrl)).toEqual({ status: 503, body: { ok: false, db: "up", storage: "down" } });
    // and again: a check that gave up leaves nothing behind that slows the next one
    expect(await healthOf(app.baseUrl)).toEqual({ status: 503, body: { ok: false, db: "up", storage: "down" } });
  });

  it.skipIf(backend().engine !== "postgres")("answers 503 with the database down when PostgreSQL stops answering", async () => {
    const url = new URL(backend().databaseUrl!);
    const proxy = await startHangableProxy({ host: url.hostname, port: Number(url.port) });
    url.host = `127.0.0.1:${proxy.port}`;
    const app = await start({ ...sharedBackendEnv(), DATABASE_URL: url.toString() });
    cleanups.push(() => proxy.stop());
    proxy.hang();
    expect(await healthOf(app.baseUrl)).toEqual({ status: 503, body: { ok: false, db: "down", storage: "up" } });
    // SIGTERM while the database still hangs: closing the pool is given up on, and the process exits 0.
    expect(await app.signal("SIGTERM")).toBe(0);
    expect(app.output()).toContain('"msg":"barshelf stopped"');
  });
});

describe.skipIf(backend().engine !== "postgres")("three instances starting together on an empty PostgreSQL database", () => {
  it("all come up healthy, and each migration is applied once", async () => {
    const admin = new pg.Client({ connectionString: backend().databaseUrl });
    await admin.connect();
    const name = `barshelf_race_${Date.now().toString(36)}`;
    await admin.query(`create database ${name}`);
    const url = new URL(backend().databaseUrl!);
    url.pathname = `/${name}`;
    const apps: RunningApp[] = [];
    try {
      const started = await Promise.allSettled([0, 1, 2].map(() => startApp({ ...sharedBackendEnv(), DATABASE_URL: url.toString() })));
      for (const s of started) if (s.status === "fulfilled") apps.push(s.value);
      expect(started.map((s) => (s.status === "fulfilled" ? "started" : String(s.reason)))).toEqual(["started", "started", "started"]);
      for (const app of apps) expect((await healthOf(app.baseUrl)).body).toEqual({ ok: true, db: "up", storage: "up" });

      const db = new pg.Client({ connectionString: url.toString() });
      await db.connect();
      const { rows } = await db.query<{ name: string; n: number }>("select name, count(*)::int as n from kysely_migration group by name order by name");
      await db.end();
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.filter((r) => r.n !== 1)).toEqual([]);
      // one instance applied them; the others waited and found nothing to do
      const applied = apps.map((app) => (app.output().match(/"msg":"migration applied"/g) ?? []).length);
      expect(applied.reduce((a, b) => a + b, 0)).toBe(rows.length);
      expect(applied.filter((n) => n > 0)).toHaveLength(1);
    } finally {
      await Promise.all(apps.map((app) => app.stop()));
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
    // Three servers start at once on two cores: give them longer than one request's 30 s.
  }, 90_000);
});
