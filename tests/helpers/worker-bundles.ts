import path from "node:path";
import { bundleWorkers } from "../../scripts/front-bundle.mjs";

/** Bundles the worker threads' modules before unit tests that run the image pool, as `npm start` does. */
export default async function setup(): Promise<void> {
  await bundleWorkers(path.resolve(import.meta.dirname, "../.."));
}
