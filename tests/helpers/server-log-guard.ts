import { afterAll, afterEach, beforeAll, beforeEach } from "vitest";
import { backend } from "./backend";
import { allowErrorLinesContaining, logSince, logSize, unexpectedErrorLines } from "./server-log";

// Loaded before every integration test file (vitest.integration.config.ts, setupFiles). A test
// fails for the errors logged while it ran; the file fails for those logged around its tests
// (in its beforeAll or afterAll), as this afterAll runs after the file's own.
let fileOffset = 0;
let testOffset = 0;
const reported = new Set<string>();

function failOn(unexpected: string[], when: string): void {
  if (unexpected.length === 0) return;
  for (const line of unexpected) reported.add(line);
  throw new Error(
    `the server logged an error that no test said it expects, ${when} ` +
      "(a test that means to cause one calls expectServerError first):\n" +
      unexpected.join("\n"),
  );
}

beforeAll(() => {
  fileOffset = logSize(backend().logFile);
});

beforeEach(() => {
  testOffset = logSize(backend().logFile);
});

afterEach(() => {
  const { logFile } = backend();
  failOn(unexpectedErrorLines(logFile, logSince(logFile, testOffset)), "during this test (or one running beside it)");
});

afterAll(() => {
  const { logFile } = backend();
  const unexpected = unexpectedErrorLines(logFile, logSince(logFile, fileOffset)).filter((line) => !reported.has(line));
  failOn(unexpected, "while this file ran, outside its tests");
});

/**
 * For a test that provokes a server error on purpose: error lines containing `text` (a
 * request id the test sent, an object key, the injected message) do not fail the run.
 * Call it before the request that logs the error.
 */
export function expectServerError(text: string): void {
  allowErrorLinesContaining(backend().logFile, text);
}
