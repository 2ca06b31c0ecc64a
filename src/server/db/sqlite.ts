import "server-only";
import { mkdirSync } from "node:fs";
import path from "node:path";
import SQLite from "better-sqlite3";
import { CompiledQuery, SqliteDialect, SqliteDriver, type DatabaseConnection, type Driver, type SqliteDatabase, type SqliteDialectConfig } from "kysely";
import { LRUCache } from "lru-cache";

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

/** The SQLite file under `dataDir`, opened for durable, concurrent use, and its Kysely dialect. */
export function openSqlite(dataDir: string): { dialect: SqliteDialect; database: SQLite.Database } {
  mkdirSync(dataDir, { recursive: true });
  const database = new SQLite(path.join(dataDir, "barshelf.sqlite"));
  database.pragma("journal_mode = WAL");
  database.pragma("foreign_keys = ON");
  database.pragma("busy_timeout = 5000");
  // FULL: a commit is on disk before it is answered, so a power cut loses no write answered 201
  // (NORMAL in WAL mode may lose the last ones). PostgreSQL keeps its own durable defaults.
  database.pragma("synchronous = FULL");
  return { dialect: new ImmediateTransactionSqliteDialect({ database: withStatementCache(database) }), database };
}
