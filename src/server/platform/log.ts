/** One JSON line per event, so logs can be grepped and shipped as they are. */
export type Fields = Record<string, unknown>;

function write(level: "info" | "warn" | "error", msg: string, fields: Fields = {}): void {
  const line = JSON.stringify({ time: new Date().toISOString(), level, msg, ...fields });
  if (level === "error") console.error(line);
  else if (level === "warn") console.warn(line);
  else console.log(line);
}

export const log = {
  info: (msg: string, fields?: Fields) => write("info", msg, fields),
  warn: (msg: string, fields?: Fields) => write("warn", msg, fields),
  error: (msg: string, fields?: Fields) => write("error", msg, fields),
};

/** The parts of an error worth a log line; the stack stays in the log, never in a response. */
export function describeError(err: unknown): Fields {
  if (err instanceof Error) {
    // Database drivers put the precise reason in `code` (SQLITE_BUSY_SNAPSHOT, 23505, ...).
    const code = (err as { code?: unknown }).code;
    return { error: err.message, name: err.name, ...(code === undefined ? {} : { code: String(code) }), stack: err.stack };
  }
  return { error: String(err) };
}
