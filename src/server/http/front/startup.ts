import { ConfigError, getConfig } from "../../platform/config";
import { getEngine, migrateToLatest } from "../../db";
import { log } from "../../platform/log";
import { getObjectStore } from "../../platform/storage";
import { scheduleUploadSweep } from "../../photos/sweep";

/** How long the store may take to answer at start before the start fails. */
const STORE_CHECK_MS = 10_000;

/**
 * Fails the start with one line naming what is wrong (never a stack trace that a
 * supervisor would print again at every restart), and a non-zero exit.
 */
function cannotStart(message: string, fields: Record<string, unknown> = {}): never {
  log.error(`cannot start: ${message}`, fields);
  process.exit(1);
}

function messageOf(err: unknown): string {
  return err instanceof Error ? err.message || err.name : String(err);
}

/** Reads one key from the store: a missing object is fine, an unreachable store is not. */
async function checkStore(): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${STORE_CHECK_MS / 1000} s`)), STORE_CHECK_MS);
  });
  try {
    await Promise.race([getObjectStore().exists("barshelf-start-check.txt"), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** Runs before the server listens: the configuration, the object store, then migrations. */
export async function startServer(): Promise<void> {
  let config;
  try {
    config = getConfig();
  } catch (err) {
    if (err instanceof ConfigError) cannotStart(err.message);
    throw err;
  }
  const storage = config.s3 ? `s3:${config.s3.bucket}` : "local";
  try {
    await checkStore();
  } catch (err) {
    cannotStart(config.s3 ? "the S3 bucket is unreachable (S3_BUCKET, S3_ENDPOINT)" : "the image folder is unusable (DATA_DIR)", {
      storage,
      error: messageOf(err),
    });
  }
  try {
    await migrateToLatest();
  } catch (err) {
    cannotStart(config.databaseUrl ? "the database is unreachable or refused the migrations (DATABASE_URL)" : "the SQLite database cannot be opened or migrated (DATA_DIR)", {
      error: messageOf(err),
    });
  }
  scheduleUploadSweep();
  log.info("barshelf ready", { database: getEngine(), storage, dataDir: config.dataDir });
}
