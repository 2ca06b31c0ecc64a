import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { backend } from "../helpers/backend";
import { signUp } from "../helpers/client";
import { abortUpload } from "../helpers/uploads";

/**
 * A client that goes away mid-request is logged at info without a stack,
 * never as an error: the log guard (server-log-guard.ts) fails this test on any error line.
 */
describe("a client that leaves mid-upload", () => {
  it("is logged at info, once, without a stack", async () => {
    const client = await signUp("Leaving Early");
    const requestId = `abort-${randomUUID()}`;
    await abortUpload(client, requestId);

    const linesOfRequest = () =>
      readFileSync(backend().logFile, "utf8")
        .split("\n")
        .filter((line) => line.includes(requestId));
    await expect.poll(linesOfRequest, { timeout: 10_000 }).toHaveLength(1);
    // Anything else about this request would have come with it.
    await new Promise((r) => setTimeout(r, 500));
    const lines = linesOfRequest();
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0]!)).toMatchObject({ level: "info", msg: "client went away", method: "POST", path: "/api/uploads" });
    expect(lines[0]).not.toContain("stack");
  });
});
