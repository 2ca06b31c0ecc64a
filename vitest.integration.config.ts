import path from "node:path";
import { defineConfig } from "vitest/config";

// Integration tests: a real production server on a real database and object store,
// chosen by TEST_DB (sqlite | postgres) and TEST_STORE (local | s3). See scripts/test.sh.
export default defineConfig({
  resolve: {
    alias: {
      "@": path.resolve(import.meta.dirname, "src"),
      // Tests that run a server module in-process (the upload sweep) import it outside Next.
      "server-only": path.resolve(import.meta.dirname, "tests/helpers/empty-module.ts"),
    },
    conditions: ["react-server"],
  },
  test: {
    include: ["tests/integration/**/*.test.ts"],
    globalSetup: ["tests/helpers/global-setup.ts"],
    // Fails a test during which the server logged an error it did not expect.
    setupFiles: ["tests/helpers/server-log-guard.ts"],
    environment: "node",
    testTimeout: 30_000,
    hookTimeout: 60_000,
    fileParallelism: true,
    maxWorkers: 2,
  },
});
