import { afterAll } from "vitest";
import { backend } from "./backend";

/**
 * Points the server's own modules, imported into a test, at the database and store of the
 * running test server, for what only runs inside the server (the upload sweep). Call it at the
 * top of the file, before any server module reads its configuration.
 */
export function pointServerModulesAtTestBackend(): void {
  const b = backend();
  Object.assign(process.env, {
    DATA_DIR: b.dataDir,
    BETTER_AUTH_SECRET: "integration-tests-secret-0123456789abcdef",
    ...(b.databaseUrl ? { DATABASE_URL: b.databaseUrl } : {}),
    ...(b.s3
      ? {
          S3_BUCKET: b.s3.bucket,
          S3_ENDPOINT: b.s3.endpoint,
          S3_ACCESS_KEY_ID: b.s3.accessKeyId,
          S3_SECRET_ACCESS_KEY: b.s3.secretAccessKey,
          S3_FORCE_PATH_STYLE: "true",
        }
      : {}),
  });
  afterAll(async () => {
    const { closeDb } = await import("@/server/db");
    await closeDb();
  });
}
