import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "kysely";
import { afterAll, expect, it, vi } from "vitest";

const dataDir = mkdtempSync(path.join(os.tmpdir(), "barshelf-durability-"));
vi.stubEnv("DATA_DIR", dataDir);
vi.stubEnv("DATABASE_URL", "");
vi.stubEnv("BETTER_AUTH_SECRET", "unit-tests-secret-0123456789abcdef0123");
const { closeDb, getRawDb } = await import("@/server/db");

afterAll(async () => {
  await closeDb();
  rmSync(dataDir, { recursive: true, force: true });
});

it("opens SQLite in WAL mode with synchronous=FULL, so an answered write survives a power cut", async () => {
  const db = getRawDb();
  const journal = await sql<{ journal_mode: string }>`pragma journal_mode`.execute(db);
  expect(journal.rows[0]!.journal_mode).toBe("wal");
  const synchronous = await sql<{ synchronous: number }>`pragma synchronous`.execute(db);
  expect(synchronous.rows[0]!.synchronous).toBe(2); // 2 = FULL (1 would be NORMAL)
});
