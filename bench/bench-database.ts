// The set-up the in-process benches share: a throw-away DATA_DIR with a migrated SQLite file,
// and a user row to hang data on. The environment is set before the server modules load,
// because src/server/platform/config.ts reads it once.
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";

export function median(values: number[]): number {
  const s = [...values].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)]!;
}

export async function openBenchDatabase() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "barshelf-bench-"));
  process.env.DATA_DIR = dataDir;
  process.env.BETTER_AUTH_SECRET = "bench-secret-0123456789abcdefghijklmnop";
  const { sql } = await import("kysely");
  const { getDb, migrateToLatest, closeDb } = await import("../src/server/db");
  await migrateToLatest();
  const db = getDb();
  return {
    db,
    /** A user row as better-auth would write it on SQLite (booleans as 0/1); answers its id. */
    async insertUser(): Promise<string> {
      const userId = randomUUID();
      const now = new Date().toISOString();
      await sql`insert into "user" (id, name, email, email_verified, created_at, updated_at)
        values (${userId}, 'Bench', ${userId + "@bench.test"}, 0, ${now}, ${now})`.execute(db);
      return userId;
    },
    async close(): Promise<void> {
      await closeDb();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
