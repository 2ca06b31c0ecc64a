import "server-only";
import { mkdirSync } from "node:fs";
import path from "node:path";
import SQLite from "better-sqlite3";
import {
  CamelCasePlugin,
  CompiledQuery,
  Kysely,
  Migrator,
  PostgresDialect,
  SqliteDialect,
  SqliteDriver,
  sql,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type SqliteDatabase,
  type SqliteDialectConfig,
} from "kysely";
import { LRUCache } from "lru-cache";
import pg from "pg";
import { getConfig } from "../platform/config";
import { log } from "../platform/log";
import { migrations } from "./migrations";
import type { Database } from "./schema";

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

/**
 * SQLite transactions take the write lock when they begin (BEGIN IMMEDIATE). A deferred
 * transaction that reads first (better-auth's sign-up looks the e-mail up, hashes the
 * password, then inserts) cannot become a writer once another connection to the file has
 * committed in between: SQLite answers SQLITE_BUSY_SNAPSHOT at once, without waiting out
 * busy_timeout. Taken up front, the lock is simply waited for.
 */
class ImmediateTransactionSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw("begin immediate"));
  }
}

class ImmediateTransactionSqliteDialect extends SqliteDialect {
  constructor(private readonly sqliteConfig: SqliteDialectConfig) {
    super(sqliteConfig);
  }

  override createDriver(): Driver {
    return new ImmediateTransactionSqliteDriver(this.sqliteConfig);
  }
}

/**
 * better-sqlite3 compiles a statement each time Kysely runs a query (about a tenth of
 * an image request's processor time); the same SQL text reuses its statement instead.
 * Bounded, since lists of ids make many texts. Safe because every statement runs to
 * completion synchronously (nothing here streams with iterate()).
 */
function withStatementCache(sqlite: SQLite.Database): SqliteDatabase {
  const statements = new LRUCache<string, SQLite.Statement>({ max: 500 });
  return {
    close: () => sqlite.close(),
    prepare: (text) => {
      let statement = statements.get(text);
      if (!statement) {
        statement = sqlite.prepare(text);
        statements.set(text, statement);
      }
      return statement;
    },
  };
}

function openDialect(): { engine: Engine; dialect: Dialect; sqlite?: SQLite.Database } {
  const config = getConfig();
  if (config.databaseUrl) {
    const pool = new pg.Pool({ connectionString: config.databaseUrl, max: config.databasePoolSize });
    pool.on("error", (err) => log.error("postgres pool error", { error: err.message }));
    return { engine: "postgres", dialect: new PostgresDialect({ pool }) };
  }
  mkdirSync(config.dataDir, { recursive: true });
  const file = path.join(config.dataDir, "barshelf.sqlite");
  const sqlite = new SQLite(file);
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma("busy_timeout = 5000");
  // FULL: a commit is on disk before it is answered, so a power cut loses no write answered 201
  // (NORMAL in WAL mode may lose the last ones). PostgreSQL keeps its own durable defaults.
  sqlite.pragma("synchronous = FULL");
  return { engine: "sqlite", dialect: new ImmediateTransactionSqliteDialect({ database: withStatementCache(sqlite) }), sqlite };
}

function connection(): Connection {
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

/** CamelCasePlugin, with its column-name mapping open to readNowWhenIdle. */
class CamelCase extends CamelCasePlugin {
  nameOf(column: string): string {
    return this.camelCase(column);
  }
}
const camelCase = new CamelCase();

/**
 * Runs a compiled read on SQLite at once, outside Kysely's queue for the one connection,
 * for the image route's session check (every photo of every page). There, a query takes a
 * dozen promises, and with Next's async-local storages in this process each promise costs
 * a microsecond or more; better-sqlite3 also builds each row object through V8's API,
 * column by column, where rows as arrays named here cost less. The read sees the same
 * committed data as one through Kysely, since better-sqlite3 is synchronous; inside a
 * transaction it would see uncommitted rows, so then it answers null and the caller goes
 * through Kysely, as on PostgreSQL. One statement per query text that uses it.
 */
export function readNowWhenIdle<Row>(query: CompiledQuery<Row>): Row[] | null {
  const sqlite = connection().sqlite;
  if (!sqlite || sqlite.database.inTransaction) return null;
  let read = sqlite.rawReads.get(query.sql);
  if (!read) {
    const statement = sqlite.database.prepare(query.sql).raw(true);
    read = { statement, names: statement.columns().map((column) => camelCase.nameOf(column.name)) };
    sqlite.rawReads.set(query.sql, read);
  }
  const { statement, names } = read;
  return (statement.all(...(query.parameters as unknown[])) as unknown[][]).map((values) => {
    const row: Record<string, unknown> = {};
    for (let i = 0; i < names.length; i++) row[names[i]!] = values[i];
    return row as Row;
  });
}

export function getEngine(): Engine {
  return connection().engine;
}

/**
 * Runs `work` while this process holds the right to migrate, on the one connection `db`:
 * PostgreSQL's advisory lock (instances starting together wait for it, without a timeout, and
 * then find nothing left to do), or SQLite's write lock (another process on the same file
 * waits for it up to busy_timeout).
 */
async function whileHoldingMigrationLock<T>(engine: Engine, db: Kysely<unknown>, work: () => Promise<T>): Promise<T> {
  if (engine === "postgres") {
    await sql`select pg_advisory_lock(hashtext('barshelf:migrations'))`.execute(db);
    try {
      return await work();
    } finally {
      await sql`select pg_advisory_unlock(hashtext('barshelf:migrations'))`.execute(db);
    }
  }
  await sql`begin immediate`.execute(db);
  try {
    const result = await work();
    await sql`commit`.execute(db);
    return result;
  } catch (err) {
    await sql`rollback`.execute(db);
    throw err;
  }
}

/**
 * Applies every pending migration; safe to call from several places (runs once per process)
 * and from several processes at once (they take turns: whileHoldingMigrationLock).
 */
export function migrateToLatest(): Promise<void> {
  const conn = connection();
  conn.migrated ??= conn.raw.connection().execute((db) =>
    whileHoldingMigrationLock(conn.engine, db, async () => {
      const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
      const { error, results } = await migrator.migrateToLatest();
      for (const r of results ?? []) {
        if (r.status === "Success") log.info("migration applied", { migration: r.migrationName, engine: conn.engine });
        if (r.status === "Error") log.error("migration failed", { migration: r.migrationName, engine: conn.engine });
      }
      if (error) throw error;
    }),
  );
  return conn.migrated;
}

export async function closeDb(): Promise<void> {
  const conn = holder.__barshelfDb;
  holder.__barshelfDb = undefined;
  await conn?.raw.destroy();
}
