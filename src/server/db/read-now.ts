import "server-only";
import type { CompiledQuery } from "kysely";
import { camelCase, connection } from "./connection";

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
