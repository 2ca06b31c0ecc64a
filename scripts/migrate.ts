// `npm run migrate`: applies pending migrations to the configured database, then makes the
// display sizes of uploads stored before sizes existed (idempotent), and exits.
import path from "node:path";
import { closeDb, getEngine, migrateToLatest } from "../src/server/db";
import { ConfigError } from "../src/server/platform/config";
import { closeImagePool } from "../src/server/photos/worker-pool";
import { backfillImageSizes } from "../src/server/photos/sizes";
import { bundleWorkers } from "./front-bundle.mjs";

try {
  await migrateToLatest();
  console.log(`Migrations are up to date (${getEngine()}).`);
  // The sizes are made in the image pool, whose threads load the bundled worker.
  await bundleWorkers(path.resolve(import.meta.dirname, ".."));
  const { made, failed } = await backfillImageSizes();
  console.log(`Display sizes made for ${made} earlier upload(s)${failed ? `; ${failed} could not be read (logged)` : ""}.`);
  await closeImagePool();
  await closeDb();
} catch (err) {
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(1);
}
