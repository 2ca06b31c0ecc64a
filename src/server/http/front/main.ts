import path from "node:path";
import next from "next";
import { getConfig } from "../../platform/config";
import { startDeadBufferWatch } from "../../platform/dead-buffers";
import { closeDb } from "../../db";
import { closeImagePool } from "../../photos/worker-pool";
import { describeError, log } from "../../platform/log";
import { startMenuReader } from "../../menu-reading/runner";
import { sessionCookieName } from "../../auth/session-cookie";
import { startServer } from "./startup";
import { getObjectStore } from "../../platform/storage";
import { learnApiRoutes } from "./api-routes";
import { createImageRoute } from "./image-route";
import { createRecipeListRoute } from "./recipe-list-route";
import { createFrontServer } from "./server";
import { createSessionReader } from "./session";

/**
 * The process `npm start` runs (bundled by scripts/front-bundle.mjs into
 * .next/barshelf/server.mjs, so production needs no TypeScript loader): check the
 * configuration and migrate, prepare Next, listen, and stop cleanly on SIGTERM.
 */
/** After the listening socket closes, how long requests in flight may take before their connections are cut. */
const SHUTDOWN_GRACE_MS = 10_000;

/** How long closing the database pool and the image workers may take after the requests are done: a hung database must not keep the process alive. */
const CLOSE_RESOURCES_MS = 2_000;

/** Closes the pool and the workers, giving up after CLOSE_RESOURCES_MS (the process exits anyway). */
async function closeResources(): Promise<void> {
  const closing = Promise.all([
    closeDb().catch((err: unknown) => log.warn("closing the database failed", describeError(err))),
    closeImagePool().catch((err: unknown) => log.warn("closing the image workers failed", describeError(err))),
  ]);
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<"timed out">((resolve) => (timer = setTimeout(() => resolve("timed out"), CLOSE_RESOURCES_MS)));
  if ((await Promise.race([closing, timedOut])) === "timed out") log.warn("closing the database and image workers timed out");
  clearTimeout(timer);
}

/** The project folder: the bundle sits in <root>/.next/barshelf/. */
const root = path.resolve(import.meta.dirname, "../..");

async function main(): Promise<void> {
  await startServer();
  const config = getConfig();
  const app = next({ dev: config.env === "development", dir: root, hostname: config.hostname, port: config.port });
  await app.prepare();
  const handler = app.getRequestHandler();
  // Development compiles routes as they are asked for, so there is no table of them yet:
  // every API request goes to Next (a method a route does not serve is Next's empty 405).
  const apiRoutes = config.env === "development" ? [] : await learnApiRoutes(root, handler);
  const readSession = createSessionReader({ authSecret: config.authSecret, cookieName: sessionCookieName(config.authUrl) });
  const front = createFrontServer({
    next: handler,
    images: createImageRoute({ store: getObjectStore(), readSession }),
    recipeList: createRecipeListRoute({ readSession }),
    apiRoutes,
    readSession,
  });

  startDeadBufferWatch();
  const menuReader = startMenuReader({ concurrency: config.menuReadingConcurrency, timeLimitMs: config.menuReadingTimeLimitMs });

  let stopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    const started = Date.now();
    // The menu scans in hand go back to the queue (another instance, or the next start, reads them).
    const drained = front.shutdown({ drainMs: config.shutdownDrainMs, graceMs: SHUTDOWN_GRACE_MS });
    const [{ forced, inFlight }] = await Promise.all([drained, menuReader.stop()]);
    await closeResources();
    log.info("barshelf stopped", { signal, inFlight, forced, ms: Date.now() - started });
    process.exit(0);
  };
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);

  front.server.listen(config.port, config.hostname, () => {
    log.info("barshelf listening", { url: `http://${config.hostname}:${config.port}`, mode: config.env });
  });
}

main().catch((err: unknown) => {
  log.error("startup failed", describeError(err));
  process.exit(1);
});
