import { startApp, type RunningApp } from "./app-server";
import { backend } from "./backend";
import { startS3 } from "./s3-server";
import { startHangableProxy, type HangableProxy } from "./tcp-proxy";

/**
 * The environment that points another server process at the suite's own database and object
 * store: the same PostgreSQL database, or the same SQLite file and image folder (DATA_DIR).
 */
export function sharedBackendEnv(): Record<string, string> {
  const b = backend();
  const env: Record<string, string> = b.engine === "postgres" ? { DATABASE_URL: b.databaseUrl! } : { DATA_DIR: b.dataDir };
  if (b.s3) {
    Object.assign(env, {
      S3_BUCKET: b.s3.bucket,
      S3_ENDPOINT: b.s3.endpoint,
      S3_ACCESS_KEY_ID: b.s3.accessKeyId,
      S3_SECRET_ACCESS_KEY: b.s3.secretAccessKey,
      S3_FORCE_PATH_STYLE: "true",
    });
  }
  return env;
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
