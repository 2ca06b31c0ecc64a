import "server-only";
import { Migrator, sql, type Kysely } from "kysely";
import { log } from "../platform/log";
import { connection, type Engine } from "./connection";
import { migrations } from "./migrations";

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
