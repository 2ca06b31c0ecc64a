import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { startApp, type RunningApp } from "./app-server";
import { backend } from "./backend";
import { executeSql } from "./database";
import { startS3 } from "./s3-server";
import { startHangableProxy, type HangableProxy } from "./tcp-proxy";

/**
 * The environment that points another server process at the suite's own database and object
 * store: the same PostgreSQL database, or the same SQLite file and image folder (DATA_DIR).
 */
export function sharedBackendEnv(): Record<string, string> {
  const b = backend();
  return { ...(b.engine === "postgres" ? { DATABASE_URL: b.databaseUrl! } : { DATA_DIR: b.dataDir }), ...sharedS3Env() };
}

/** The suite's S3 bucket, when it runs on S3 (keys are under each user's id, so instances can share it). */
function sharedS3Env(): Record<string, string> {
  const { s3 } = backend();
  if (!s3) return {};
  return {
    S3_BUCKET: s3.bucket,
    S3_ENDPOINT: s3.endpoint,
    S3_ACCESS_KEY_ID: s3.accessKeyId,
    S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
    S3_FORCE_PATH_STYLE: "true",
  };
}

/**
 * The environment of an instance with a database of its own, on the suite's engine (a new
 * SQLite file and image folder, or a new database in the suite's PostgreSQL cluster) and the
 * suite's S3 bucket: what it queues, no other instance takes. Start it as often as needed
 * (a restart keeps its data); `cleanups` receives the removal of the database.
 */
export async function ownDatabaseEnv(cleanups: (() => Promise<void>)[]): Promise<Record<string, string>> {
  const b = backend();
  if (b.engine === "sqlite") {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "barshelf-own-"));
    cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));
    return { DATA_DIR: dataDir, ...sharedS3Env() };
  }
  const name = `barshelf_own_${randomBytes(4).toString("hex")}`;
  await executeSql(`CREATE DATABASE ${name}`);
  cleanups.push(() => executeSql(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
  const url = new URL(b.databaseUrl!);
  url.pathname = `/${name}`;
  // A DATA_DIR of its own too, for the auth secret file it would otherwise share.
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "barshelf-own-"));
  cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));
  return { DATABASE_URL: url.toString(), DATA_DIR: dataDir, ...sharedS3Env() };
}

/**
 * For an instance on a store of its own: the suite's database (a PostgreSQL one is shared; on
 * SQLite the instance gets its own file in its DATA_DIR). It reads no menus, since the suite's
 * menu scans are not in its store: it would fail them as missing, under other tests' feet.
 */
export function suiteDatabaseEnv(): Record<string, string> {
  const b = backend();
  return { ...(b.engine === "postgres" ? { DATABASE_URL: b.databaseUrl! } : {}), MENU_READING_CONCURRENCY: "0" };
}

/** A second production instance beside the suite's server, sharing its database and store. */
export function startAnotherInstance(): Promise<RunningApp> {
  return startApp(sharedBackendEnv());
}

/**
 * An S3-compatible server of its own behind a proxy the test can make hang or close, and the
 * environment that points an instance at it through the proxy. `cleanups` receives its stops.
 */
export async function startS3BehindProxy(
  cleanups: (() => Promise<void>)[],
): Promise<{ env: Record<string, string>; proxy: HangableProxy }> {
  const s3 = await startS3();
  cleanups.push(() => s3.stop());
  const proxy = await startHangableProxy({ host: "127.0.0.1", port: Number(new URL(s3.endpoint).port) });
  cleanups.push(() => proxy.stop());
  const env = {
    S3_BUCKET: s3.bucket,
    S3_ENDPOINT: `http://127.0.0.1:${proxy.port}`,
    S3_ACCESS_KEY_ID: s3.accessKeyId,
    S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
    S3_FORCE_PATH_STYLE: "true",
  };
  return { env, proxy };
}
