import { ConfigError, getConfig } from "./config";
import { getEngine, migrateToLatest } from "./db";
import { describeError, log } from "./log";

export async function startServer(): Promise<void> {
  try {
    const config = getConfig();
    await migrateToLatest();
    log.info("barshelf ready", {
      database: getEngine(),
      storage: config.s3 ? `s3:${config.s3.bucket}` : "local",
      dataDir: config.dataDir,
    });
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
    } else {
      log.error("startup failed", describeError(err));
    }
    process.exit(1);
  }
}
