import { randomBytes } from "node:crypto";
import { rmSync } from "node:fs";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { startApp, type RunningApp } from "./app-server";
import { startS3, type RunningS3 } from "./s3-server";
import { expectationsFileOf } from "./server-log";
import type { TestBackend } from "./backend";

/**
 * Starts what the integration suite runs against: a fresh PostgreSQL database or SQLite
 * file, a local folder or a real S3-compatible server, and the production build on top.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const engine = process.env.TEST_DB === "postgres" ? "postgres" : "sqlite";
  const store = process.env.TEST_STORE === "s3" ? "s3" : "local";
  const cleanups: (() => Promise<void>)[] = [];
  const env: Record<string, string> = {};
  let databaseUrl: string | undefined;
  let s3: RunningS3 | undefined;

  if (engine === "postgres") {
    const adminUrl = process.env.TEST_PG_ADMIN_URL;
    if (!adminUrl) throw new Error("TEST_DB=postgres needs TEST_PG_ADMIN_URL (scripts/test.sh sets it)");
    const name = `barshelf_it_${randomBytes(4).toString("hex")}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    env.DATABASE_URL = databaseUrl;
    cleanups.push(async () => {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    });
  }

  if (store === "s3") {
    s3 = await startS3();
    Object.assign(env, {
      S3_BUCKET: s3.bucket,
      S3_ENDPOINT: s3.endpoint,
      S3_REGION: "us-east-1",
      S3_ACCESS_KEY_ID: s3.accessKeyId,
      S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
      S3_FORCE_PATH_STYLE: "true",
    });
    cleanups.push(() => s3!.stop());
  }

  let app: RunningApp;
  try {
    app = await startApp(env);
  } catch (err) {
    for (const c of cleanups.reverse()) await c();
    throw err;
  }
  cleanups.push(() => app.stop());

  const backend: TestBackend = {
    baseUrl: app.baseUrl,
    pid: app.pid,
    engine,
    store,
    dataDir: app.dataDir,
    logFile: app.logFile,
    databaseUrl,
    s3: s3 && { endpoint: s3.endpoint, bucket: s3.bucket, accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey },
  };
  project.provide("backend", backend);
  console.log(`integration suite: ${engine} + ${store} storage at ${app.baseUrl}`);

  return async () => {
    rmSync(expectationsFileOf(app.logFile), { force: true });
    for (const c of cleanups.reverse()) await c();
  };
}
