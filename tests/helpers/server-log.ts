import { appendFileSync, closeSync, existsSync, fstatSync, openSync, readFileSync, readSync } from "node:fs";

/**
 * The integration server's log is checked as the browser tests check the console: a line
 * at level error fails the test it appeared during, unless the test said it expects it.
 * Error lines are our JSON log lines at level "error" and Next's own "⨯" lines (an
 * exception no handler caught).
 */
export function errorLinesIn(text: string): string[] {
  return text.split("\n").filter((line) => {
    if (line.startsWith("⨯")) return true;
    if (!line.startsWith("{")) return false;
    try {
      return (JSON.parse(line) as { level?: unknown }).level === "error";
    } catch {
      return false;
    }
  });
}

/** Where tests write the error lines they expect; shared by every worker, so next to the log. */
export function expectationsFileOf(logFile: string): string {
  return `${logFile}.expected-errors`;
}

/** Says that error lines containing `text` (a request id, an object key, a message) are part of this test. */
export function allowErrorLinesContaining(logFile: string, text: string): void {
  if (text.trim() === "") throw new Error("an expected error needs something specific to match");
  appendFileSync(expectationsFileOf(logFile), JSON.stringify(text) + "\n");
}

function expectedTexts(logFile: string): string[] {
  const file = expectationsFileOf(logFile);
  if (!existsSync(file)) return [];
  return readFileSync(file, "utf8")
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as string);
}

/** The error lines in `text` that no test declared it expects (read after the log, so a declaration made before its error is seen). */
export function unexpectedErrorLines(logFile: string, text: string): string[] {
  const lines = errorLinesIn(text);
  if (lines.length === 0) return [];
  const expected = expectedTexts(logFile);
  return lines.filter((line) => !expected.some((e) => line.includes(e)));
}

export function logSize(logFile: string): number {
  if (!existsSync(logFile)) return 0;
  const fd = openSync(logFile, "r");
  try {
    return fstatSync(fd).size;
  } finally {
    closeSync(fd);
  }
}

/** What the server printed from byte `from` on. */
export function logSince(logFile: string, from: number): string {
  const to = logSize(logFile);
  if (to <= from) return "";
  const fd = openSync(logFile, "r");
  try {
    const bytes = Buffer.alloc(to - from);
    readSync(fd, bytes, 0, bytes.length, from);
    return bytes.toString("utf8");
  } finally {
    closeSync(fd);
  }
}
