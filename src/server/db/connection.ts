import "server-only";
import type SQLite from "better-sqlite3";
import { CamelCasePlugin, Kysely, PostgresDialect, type Dialect } from "kysely";
import pg from "pg";
import { getConfig } from "../platform/config";
import { log } from "../platform/log";
import type { Database } from "./schema";
import { openSqlite } from "./sqlite";

export type Engine = "sqlite" | "postgres";

interface Connection {
  engine: Engine;
  /** Raw Kysely over snake_case tables: better-auth and migrations use it. */
  raw: Kysely<unknown>;
  /** The application's query builder: camelCase in TypeScript, snake_case in SQL. */
  db: Kysely<Database>;
  /** SQLite only: the one connection, and the statements readNowWhenIdle has prepared on it. */
  sqlite?: { database: SQLite.Database; rawReads: Map<string, RawRead> };
  migrated?: Promise<void>;
}

/** A statement that answers rows as arrays, with the application's name of each column. */
interface RawRead {
  statement: SQLite.Statement;
  names: string[];
}

// Kept on globalThis so that dev-mode reloads reuse one pool / one SQLite handle.
const holder = globalThis as unknown as { __barshelfDb?: Connection };

/** CamelCasePlugin, with its column-name mapping open to readNowWhenIdle. */
class CamelCase extends CamelCasePlugin {
  nameOf(column: string): string {
    return this.camelCase(column);
  }
}
export const camelCase = new CamelCase();

function openDialect(): { engine: Engine; dialect: Dialect; sqlite?: SQLite.Database } {
  const config = getConfig();
  if (config.databaseUrl) {
    const pool = new pg.Pool({ connectionString: config.databaseUrl, max: config.databasePoolSize });
    pool.on("error", (err) => log.error("postgres pool error", { error: err.message }));
    return { engine: "postgres", dialect: new PostgresDialect({ pool }) };
  }
  const { dialect, database } = openSqlite(config.dataDir);
  return { engine: "sqlite", dialect, sqlite: database };
}

/** The process's one connection, opened on first use (read-now.ts and migrate.ts reach into it). */
export function connection(): Connection {
  if (!holder.__barshelfDb) {
    const { engine, dialect, sqlite } = openDialect();
    const raw = new Kysely<unknown>({ dialect });
    holder.__barshelfDb = {
      engine,
      raw,
      db: raw.withPlugin(camelCase) as Kysely<Database>,
      sqlite: sqlite && { database: sqlite, rawReads: new Map() },
    };
  }
  return holder.__barshelfDb;
}

export function getDb(): Kysely<Database> {
  return connection().db;
}

export function getRawDb(): Kysely<unknown> {
  return connection().raw;
}

export function getEngine(): Engine {
  return connection().engine;
}

export async function closeDb(): Promise<void> {
  const conn = holder.__barshelfDb;
  holder.__barshelfDb = undefined;
  await conn?.raw.destroy();
}
