import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { duplicateServerChunks, rewrittenServerChunks } from "../../scripts/dedupe-server-chunks.mjs";
import { startApp } from "../helpers/app-server";
import { freePort } from "../../test-support/ports";

/**
 * A start that cannot work fails at once with one line naming what is wrong,
 * and no stack trace for a supervisor to print again at every restart. Answers the
 * server's own log lines (the AWS SDK adds a warning about Node versions of its own).
 */
async function failedStart(env: Record<string, string>): Promise<string[]> {
  const error = await startApp(env).then(
    async (app) => {
      await app.stop();
      return new Error("the server started");
    },
    (err: Error) => err,
  );
  expect(error.message).toMatch(/^app exited early:/);
  const output = error.message.split("\n").slice(1);
  expect(output.filter((line) => /^\s+at /.test(line))).toEqual([]);
  return output.filter((line) => line.startsWith("{"));
}

describe("a start that cannot work", () => {
  it("names DATABASE_URL when PostgreSQL cannot be reached", { timeout: 60_000 }, async () => {
    const lines = await failedStart({ DATABASE_URL: `postgres://barshelf:x@127.0.0.1:${await freePort()}/barshelf` });
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0]!)).toMatchObject({ level: "error", msg: expect.stringContaining("DATABASE_URL") });
  });

  it("names the S3 settings when the bucket cannot be reached", { timeout: 60_000 }, async () => {
    const lines = await failedStart({
      S3_BUCKET: "barshelf-nowhere",
      S3_ENDPOINT: `http://127.0.0.1:${await freePort()}`,
      S3_ACCESS_KEY_ID: "x",
      S3_SECRET_ACCESS_KEY: "y",
      S3_FORCE_PATH_STYLE: "true",
    });
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0]!)).toMatchObject({ level: "error", msg: expect.stringContaining("S3_BUCKET") });
  });

  it("names the variable of a bad value", { timeout: 60_000 }, async () => {
    const lines = await failedStart({ PORT: "70000" });
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0]!)).toMatchObject({ level: "error", msg: expect.stringContaining("PORT") });
  });
});

describe("the production build", () => {
  it("holds each server chunk's code in one file, so that the server compiles it once", () => {
    const dist = path.resolve(import.meta.dirname, "../../.next");
    expect(readdirSync(path.join(dist, "server", "chunks"), { recursive: true }).filter((name) => String(name).endsWith(".js")).length).toBeGreaterThan(50);
    expect(duplicateServerChunks(dist).map((group) => group.files)).toEqual([]);
  });

  // The rewrite is worth its place only while Turbopack writes enough copies: 13.5 MB of them
  // were worth about 30 MB of RSS in the soak (docs/decisions/0011). When a Next release writes
  // far fewer, this fails: measure again, and drop the rewrite if it no longer pays.
  it("still has copies of server chunks for the rewrite to share, 10 MB of code or more", () => {
    const dist = path.resolve(import.meta.dirname, "../../.next");
    const copies = rewrittenServerChunks(dist);
    const sharedBytes = copies.reduce((sum, copy) => {
      const first = /^\/\/ barshelf: a copy of (\S+)/.exec(readFileSync(copy, "utf8"))![1]!;
      return sum + statSync(path.resolve(path.dirname(copy), first)).size;
    }, 0);
    expect(copies.length).toBeGreaterThanOrEqual(20);
    expect(sharedBytes).toBeGreaterThan(10_000_000);
  });
});
