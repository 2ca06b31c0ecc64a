// `npm run migrate`: applies pending migrations to the configured database and exits.
import { closeDb, getEngine, migrateToLatest } from "../src/server/db";
import { ConfigError } from "../src/server/config";

try {
  await migrateToLatest();
  console.log(`Migrations are up to date (${getEngine()}).`);
  await closeDb();
} catch (err) {
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(1);
}
