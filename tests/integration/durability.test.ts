import path from "node:path";
import SQLite from "better-sqlite3";
import pg from "pg";
import { describe, expect, it } from "vitest";
import type { RunningApp } from "../helpers/app-server";
import { backend } from "../helpers/backend";
import { signUp, type TestClient } from "../helpers/client";
import { startApp } from "../helpers/app-server";
import { sharedBackendEnv, startAnotherInstance } from "../helpers/instances";

/**
 * Faults: a server killed with SIGKILL under write load loses no write it answered
 * 201, and a database connection cut mid-request gives a logged JSON 500/503 and nothing
 * half-written. Each runs on a second instance sharing the suite's database, so its crash or
 * its logged failures stay its own.
 */

interface WriteLoad {
  /** Ids of the records answered 201. */
  acknowledged: string[];
  /** Every other answer: status and body. */
  others: { status: number; body: string }[];
  stop(): Promise<void>;
}

/** `writers` loops, each POSTing to `path` on `app` as `client` until stopped or the server is gone. */
function writeLoad(app: RunningApp, client: TestClient, path: string, body: (n: number) => unknown, writers = 6): WriteLoad {
  const load: WriteLoad = { acknowledged: [], others: [], stop: async () => {} };
  let stopped = false;
  let n = 0;
  const loop = async () => {
    while (!stopped) {
      let res: Response;
      try {
        res = await fetch(app.baseUrl + path, {
          method: "POST",
          headers: { cookie: client.cookie!, origin: app.baseUrl, "content-type": "application/json" },
          body: JSON.stringify(body(n++)),
        });
      } catch {
        return; // the server is gone: this request was never answered
      }
      const text = await res.text().catch(() => null);
      if (text === null) return;
      if (res.status === 201) {
        const parsed = JSON.parse(text) as { id?: string; recipes?: { id: string }[] };
        load.acknowledged.push(...(parsed.recipes?.map((r) => r.id) ?? [parsed.id!]));
      } else load.others.push({ status: res.status, body: text });
    }
  };
  const loops = Array.from({ length: writers }, loop);
  load.stop = async () => {
    stopped = true;
    await Promise.all(loops);
  };
  return load;
}

describe("kill -9 under write load", () => {
  it("keeps every write answered 201, and the database opens intact after a restart", { timeout: 120_000 }, async () => {
    const client = await signUp("Crash Test");
    const victim = await startAnotherInstance();
    let load: WriteLoad | undefined;
    try {
      load = writeLoad(victim, client, "/api/bar-items", (n) => ({ name: `Bottle ${n}`, aliases: [`alias ${n}`] }));
      await expect.poll(() => load!.acknowledged.length, { timeout: 60_000 }).toBeGreaterThanOrEqual(60);
      await victim.signal("SIGKILL");
      await load.stop();
    } finally {
      await load?.stop();
      await victim.stop();
    }
    expect(load.others).toEqual([]);

    const restarted = await startAnotherInstance();
    try {
      const res = await fetch(`${restarted.baseUrl}/api/bar-items`, { headers: { cookie: client.cookie! } });
      expect(res.status).toBe(200);
      const stored = new Set(((await res.json()) as { barItems: { id: string }[] }).barItems.map((i) => i.id));
      const lost = load.acknowledged.filter((id) => !stored.has(id));
      expect(lost).toEqual([]);
    } finally {
      await restarted.stop();
    }
    if (backend().engine === "sqlite") {
      const db = new SQLite(path.join(backend().dataDir, "barshelf.sqlite"), { readonly: true });
      try {
        expect(db.pragma("integrity_check")).toEqual([{ integrity_check: "ok" }]);
      } finally {
        db.close();
      }
    }
  });
});

describe("the database connection cut mid-request", () => {
  it("answers a logged JSON 500 or 503 and leaves no import half-made (PostgreSQL)", { timeout: 120_000 }, async (ctx) => {
    const b = backend();
    if (b.engine !== "postgres") ctx.skip();
    const client = await signUp("Cut Off");
    // Its connections carry a name of their own, so that only they are cut, not the suite server's.
    const url = new URL(b.databaseUrl!);
    url.searchParams.set("application_name", "barshelf-cut-off");
    const app = await startApp({ ...sharedBackendEnv(), DATABASE_URL: url.toString() });
    const ids = ["negroni", "daiquiri", "manhattan", "dry-martini", "margarita"];
    const admin = new pg.Client({ connectionString: b.databaseUrl });
    await admin.connect();
    let load: WriteLoad | undefined;
    try {
      load = writeLoad(app, client, "/api/recipes/import", () => ({ catalogueIds: ids, copies: ids }), 4);
      // Cut every connection the instances hold, again and again, while imports run.
      for (let round = 0; round < 30 && load.others.length < 3; round++) {
        await admin.query("select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'barshelf-cut-off'");
        await new Promise((r) => setTimeout(r, 50));
      }
      await load.stop();
      expect(load.others.length).toBeGreaterThan(0);
      for (const answer of load.others) {
        expect([500, 503]).toContain(answer.status);
        const body = JSON.parse(answer.body) as { error: string };
        expect(Object.keys(body)).toEqual(["error"]);
        expect(answer.body).not.toMatch(/at \S+ \(|node_modules|\.ts:\d+/);
      }
      expect(app.output()).toMatch(/"level":"error"/);
      // Each import was all or nothing: whole sets of five, every answered one among them.
      const res = await client.get<{ recipes: { id: string }[] }>("/api/recipes");
      const stored = new Set(res.body.recipes.map((r) => r.id));
      expect(stored.size % ids.length).toBe(0);
      expect(load.acknowledged.filter((id) => !stored.has(id))).toEqual([]);
    } finally {
      await load?.stop();
      await admin.end();
      await app.stop();
    }
  });
});
