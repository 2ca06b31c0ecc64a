import { mkdirSync } from "node:fs";
import type { TestProject } from "vitest/node";
import { startApp } from "../helpers/app-server";
import { SCREENSHOT_DIR } from "./paths";

declare module "vitest" {
  export interface ProvidedContext {
    e2eBaseUrl: string;
    /** the server's DATA_DIR (SQLite file and local photo store), for tests that damage a stored photo */
    e2eDataDir: string;
  }
}

/** One production server (SQLite + local folder) for all browser tests. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const app = await startApp({});
  project.provide("e2eBaseUrl", app.baseUrl);
  project.provide("e2eDataDir", app.dataDir);
  console.log(`browser tests against ${app.baseUrl}; screenshots in ${SCREENSHOT_DIR}`);
  return () => app.stop();
}
