import path from "node:path";
import SQLite from "better-sqlite3";
import pg from "pg";
import { backend } from "./backend";

/**
 * Raw SQL against the database the test server uses, for the few tests that must reach
 * under the API (to make a write fail for real). SQLite is opened as a second
 * connection to the same file, which WAL mode allows.
 */
export async function executeSql(statement: string): Promise<void> {
  const b = backend();
  if (b.engine === "postgres") {
    const client = new pg.Client({ connectionString: b.databaseUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
    return;
  }
  const db = new SQLite(path.join(b.dataDir, "barshelf.sqlite"));
  try {
    db.pragma("busy_timeout = 5000");
    db.exec(statement);
  } finally {
    db.close();
  }
}

/**
 * Another instance's own database, by the environment it was started with (DATA_DIR for its
 * SQLite file, DATABASE_URL on PostgreSQL); the suite's database where the environment names none.
 */
export interface DatabaseOf {
  DATA_DIR?: string;
  DATABASE_URL?: string;
}

/** The rows a query answers; `$1`, `$2`... are its parameters on both engines. */
export async function selectRows<T>(statement: string, params: readonly unknown[] = [], of: DatabaseOf = {}): Promise<T[]> {
  const b = backend();
  if (b.engine === "postgres") {
    const client = new pg.Client({ connectionString: of.DATABASE_URL ?? b.databaseUrl });
    await client.connect();
    try {
      return (await client.query(statement, [...params])).rows as T[];
    } finally {
      await client.end();
    }
  }
  const db = new SQLite(path.join(of.DATA_DIR ?? b.dataDir, "barshelf.sqlite"), { readonly: true });
  try {
    return db.prepare(statement.replace(/\$\d+/g, "?")).all(...params) as T[];
  } finally {
    db.close();
  }
}

/** Changes rows under the API, in the suite's database or another instance's; `$1`, `$2`... as in selectRows. */
export async function updateRows(statement: string, params: readonly unknown[] = [], of: DatabaseOf = {}): Promise<void> {
  const b = backend();
  if (b.engine === "postgres") {
    const client = new pg.Client({ connectionString: of.DATABASE_URL ?? b.databaseUrl });
    await client.connect();
    try {
      await client.query(statement, [...params]);
    } finally {
      await client.end();
    }
    return;
  }
  const db = new SQLite(path.join(of.DATA_DIR ?? b.dataDir, "barshelf.sqlite"));
  try {
    db.pragma("busy_timeout = 5000");
    db.prepare(statement.replace(/\$\d+/g, "?")).run(...params);
  } finally {
    db.close();
  }
}

async function selectFirstRow<T>(statement: string, params: readonly unknown[], of?: DatabaseOf): Promise<T | undefined> {
  return (await selectRows<T>(statement, params, of))[0];
}

export async function countRows(table: string, userId: string, of?: DatabaseOf): Promise<number> {
  const row = await selectFirstRow<{ n: number | string }>(`select count(*) as n from "${table}" where user_id = $1`, [userId], of);
  return Number(row!.n);
}

/** The user's data version as stored (null before their first write). */
export async function dataVersionOf(userId: string): Promise<string | null> {
  const row = await selectFirstRow<{ version: string }>("select version from user_data_version where user_id = $1", [userId]);
  return row?.version ?? null;
}

/**
 * Makes every insert into `upload` for this one user fail inside the database, as a
 * full disk or a lost connection would, without touching other tests' users.
 */
export async function failUploadRowsFor(userId: string): Promise<void> {
  const name = `fail_upload_${userId.replace(/-/g, "")}`;
  if (backend().engine === "postgres") {
    await executeSql(`
      create function ${name}() returns trigger language plpgsql as $$
      begin raise exception 'injected failure for the test'; end $$;
      create trigger ${name} before insert on upload for each row
        when (new.user_id = '${userId}') execute function ${name}();`);
  } else {
    await executeSql(`
      create trigger ${name} before insert on upload when new.user_id = '${userId}'
      begin select raise(abort, 'injected failure for the test'); end;`);
  }
}

/**
 * Runs `work` while a connection of its own (as a backup job or a second process would)
 * keeps committing small writes to the database: it renames the given user over and
 * over. Answers what `work` returned and how many writes were committed meanwhile.
 */
export async function whileAnotherConnectionWrites<T>(userId: string, work: () => Promise<T>): Promise<{ result: T; writes: number }> {
  const b = backend();
  const update = `update "user" set name = 'Writer ' || $1 where id = $2`;
  let writeOnce: (n: number) => Promise<unknown>;
  let close: () => Promise<void>;
  if (b.engine === "postgres") {
    const client = new pg.Client({ connectionString: b.databaseUrl });
    await client.connect();
    writeOnce = (n) => client.query(update, [String(n), userId]);
    close = () => client.end();
  } else {
    const db = new SQLite(path.join(b.dataDir, "barshelf.sqlite"));
    db.pragma("busy_timeout = 5000");
    const statement = db.prepare(update.replace(/\$\d/g, "?"));
    writeOnce = async (n) => statement.run(String(n), userId);
    close = async () => void db.close();
  }
  let done = false;
  let writes = 0;
  const writer = (async () => {
    while (!done) {
      await writeOnce(writes);
      writes += 1;
      await new Promise((r) => setTimeout(r, 2));
    }
  })();
  try {
    const result = await work();
    return { result, writes };
  } finally {
    done = true;
    await writer;
    await close();
  }
}
